// The shell's entry. single-spa, the one shared singleton the shell uses, is provided eagerly (webpack.shared.js),
// so the shell's code runs in this file at once, without a second round trip behind an async boundary.
import { startShell } from './bootstrap';

void startShell();

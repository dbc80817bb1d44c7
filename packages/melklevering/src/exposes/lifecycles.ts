// Exposed to the shell as klw_melklevering/lifecycles: the single-spa lifecycles of the milk delivery screen's root (screenLifecycles of
// @klw/ui: the shell's props, the Dutch error text as error boundary).
import { screenLifecycles } from '@klw/ui';
import { MelkleveringRoot } from '../app/melklevering-root';

export const { bootstrap, mount, unmount } = screenLifecycles(MelkleveringRoot);

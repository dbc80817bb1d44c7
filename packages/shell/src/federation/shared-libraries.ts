import { loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '../compatibility';

/**
 * Starts loading the shell's copies of the shared libraries a screen's manifest says it uses (ADR 018), as soon as
 * the manifest is checked: beside the screen's own first scripts, instead of when the screen's code, once run, asks
 * for them (one round trip later on a slow link). The shell's files are the same whatever screen is opened, so the
 * next screen finds them in the cache. A failure is met again, and shown, when the screen's code asks for the library.
 */
export function loadSharedLibraries(manifest: RemoteManifest): void {
  for (const share of manifest.shared ?? []) loadShare(share.name).catch(() => undefined);
}

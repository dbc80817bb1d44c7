import { loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '../compatibility';

/** Which of the shell's files holds each shared library it provides (webpack/shared-table.js). */
declare const __KLW_SHARE_CHUNKS__: Record<string, 'calls' | 'shared' | 'kit' | 'rows'>;

// The calls' libraries first: a page-load module (the RefreshToken, the year's load) waits for them and for nothing
// else, so its first call goes out before React and the kit run. Then React, then what renders with it.
const CHUNK_ORDER = ['calls', 'shared', 'kit', 'rows'] as const;
const rank = (name: string) => {
  const chunk = __KLW_SHARE_CHUNKS__[name];
  return chunk === undefined ? CHUNK_ORDER.length : CHUNK_ORDER.indexOf(chunk);
};

/**
 * Starts loading the shell's copies of the shared libraries a screen's manifest says it uses (ADR 018), as soon as
 * the manifest is checked: beside the screen's own first scripts, instead of when the screen's code, once run, asks
 * for them (one round trip later on a slow link). The shell's files are the same whatever screen is opened, so the
 * next screen finds them in the cache. A failure is met again, and shown, when the screen's code asks for the library.
 */
export function loadSharedLibraries(manifest: RemoteManifest): void {
  const names = (manifest.shared ?? []).map((share) => share.name).sort((a, b) => rank(a) - rank(b));
  for (const name of names) loadShare(name).catch(() => undefined);
}

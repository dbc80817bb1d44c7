import { findConflicts, type Conflict, type RemoteManifest } from '@klw/platform';

export type { RemoteManifest } from '@klw/platform';

/**
 * A remote ships no copy of the shared libraries: the shell provides them (React, Fluent UI, the kit, ...; ADR 018).
 * A remote built against another major, or against a newer version than the page's shell provides, would find no
 * copy that fits it. The shell reads the remote's manifest before loading any of its code and refuses it with a
 * console error that names the package and both versions.
 *
 * The same goes for the federation runtime itself: the shell hands its runtime to every remote
 * (docs/PERFORMANCE.md), so a remote built with another major or minor of @module-federation/enhanced would call
 * a runtime it was not built for. The rule itself (`findConflicts`) is @klw/platform's: the deploy commands apply
 * the same one before farmers can meet a remote and a shell that do not fit.
 */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly conflicts: Conflict[],
  ) {
    super(
      `${remote} is gebouwd tegen een niet passende versie van gedeelde pakketten: ` +
        conflicts.map((c) => `${c.pkg} ${c.remoteVersion} (pagina: ${c.pageVersion})`).join(', ') +
        '. Het onderdeel wordt niet geladen.',
    );
  }
}

/**
 * The manifest of `remote` at `url`, fetched through `manifests` (the shell's ManifestCache); rejects with
 * IncompatibleRemoteError, before any of the remote's code loads, when it does not fit the page's versions.
 */
export async function compatibleManifest(
  remote: string,
  url: string,
  manifests: { get(url: string): Promise<RemoteManifest> },
  platform: Record<string, string>,
): Promise<RemoteManifest> {
  const manifest = await manifests.get(url);
  const conflicts = findConflicts(manifest, platform);
  if (conflicts.length > 0) throw new IncompatibleRemoteError(remote, conflicts);
  return manifest;
}

export async function fetchManifest(url: string, fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Manifest ${url} kon niet worden opgehaald (HTTP ${response.status}).`);
  try {
    return (await response.json()) as RemoteManifest;
  } catch {
    throw new Error(`Manifest ${url} is geen geldige JSON.`);
  }
}

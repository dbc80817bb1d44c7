import { planShares, type Conflict, type PageShares, type RemoteManifest } from '@klw/platform';

export type { PageShares, RemoteManifest } from '@klw/platform';

/**
 * Before loading any of a remote's code the shell reads the remote's manifest and decides, library by library, which
 * copy the remote runs on (`planShares` of @klw/platform, ADR 019): the shell's, the remote's own (Fluent UI, valibot,
 * luxon, where the shell's lacks an export the remote uses or is another major), or none, and then the remote is
 * refused with a console error that names the package, both versions or the missing exports. The deploy commands
 * apply the same rule before farmers can meet a remote and a shell that do not fit.
 */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly conflicts: Conflict[],
  ) {
    super(
      `${remote} is gebouwd tegen een niet passende versie van gedeelde pakketten: ` +
        conflicts.map((c) => `${c.pkg} ${c.remoteVersion} (pagina: ${c.pageVersion}${c.missing ? `, mist ${c.missing.join(', ')}` : ''})`).join(', ') +
        '. Het onderdeel wordt niet geladen.',
    );
  }
}

/**
 * The manifest of `remote` at `url`, fetched through `manifests` (the shell's ManifestCache); rejects with
 * IncompatibleRemoteError, before any of the remote's code loads, when it cannot run on the page's shared libraries,
 * and otherwise notes which libraries it takes its own copy of.
 */
export async function compatibleManifest(
  remote: string,
  url: string,
  manifests: { get(url: string): Promise<RemoteManifest> },
  page: PageShares,
): Promise<RemoteManifest> {
  const manifest = await manifests.get(url);
  const { conflicts, ownCopies } = planShares(manifest, page);
  if (conflicts.length > 0) throw new IncompatibleRemoteError(remote, conflicts);
  recordOwnCopies(remote, ownCopies);
  return manifest;
}

declare global {
  // The libraries each remote takes its own copy of, by remote: read by the registry runtime plugin inside the
  // remote's federation instance (federation/registry-runtime-plugin.js).
  var __KLW_OWN_COPIES__: Record<string, readonly string[]> | undefined;
}

/** The libraries the shell found `remote` to need its own copy of (none before its manifest is checked). */
export function ownCopiesOf(remote: string): readonly string[] {
  return globalThis.__KLW_OWN_COPIES__?.[remote] ?? [];
}

function recordOwnCopies(remote: string, libraries: readonly string[]): void {
  const all = (globalThis.__KLW_OWN_COPIES__ ??= {});
  if (libraries.length === 0) {
    delete all[remote];
    return;
  }
  all[remote] = libraries;
  console.info(`[klw-shell] ${remote} gebruikt een eigen kopie van ${libraries.join(', ')}: die van de shell mist wat het gebruikt.`);
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

/**
 * A remote ships no copy of the shared libraries: the shell provides them (React, Fluent UI, the kit, ...; ADR 018).
 * A remote built against another major, or against a newer version than the page's shell provides, would find no
 * copy that fits it. The shell reads the remote's manifest before loading any of its code and refuses it with a
 * console error that names the package and both versions.
 *
 * The same goes for the federation runtime itself: the shell hands its runtime to every remote
 * (docs/PERFORMANCE.md), so a remote built with another major or minor of @module-federation/enhanced would call
 * a runtime it was not built for.
 */
interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
  /** The chunk holding the remote's own copy (its fallback). */
  assets?: { js?: { sync?: string[] } };
}

interface ManifestExpose {
  /** The module name without './' ('session'). */
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

/** A remote this one imports, once per module it uses. */
interface ManifestRemote {
  federationContainerName: string;
  moduleName?: string;
}

export interface RemoteManifest {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    pluginVersion?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: ManifestExpose[];
  remotes?: ManifestRemote[];
  shared?: ManifestShared[];
}

export interface Conflict {
  pkg: string;
  remoteVersion: string;
  pageVersion: string;
}

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

const FEDERATION_PACKAGE = '@module-federation/enhanced';

function parts(version: string): [number, number, number] | null {
  const match = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

/**
 * Whether the page's copy serves a remote built against `remote`, as its caret range says (`^remote`): the same
 * major (for a 0.x version the same minor too) and not older.
 */
function fits(remote: [number, number, number], page: [number, number, number]): boolean {
  if (remote[0] !== page[0]) return false;
  if (remote[0] === 0 && remote[1] !== page[1]) return false;
  return (page[1] - remote[1] || page[2] - remote[2]) >= 0;
}

function majorMinor(version: string): string | null {
  const match = /(\d+)\.(\d+)/.exec(version);
  return match ? `${match[1]}.${match[2]}` : null;
}

/**
 * Shared libraries of the manifest that the page's versions do not serve (another major, or older than the remote's),
 * and the federation runtime when its major or minor differs (`platform['@module-federation/enhanced']`, the version the shell runs).
 */
export function findConflicts(manifest: RemoteManifest, platform: Record<string, string>): Conflict[] {
  const conflicts: Conflict[] = [];
  const pageRuntime = platform[FEDERATION_PACKAGE];
  const remoteRuntime = manifest.metaData?.pluginVersion;
  if (pageRuntime && remoteRuntime && majorMinor(remoteRuntime) !== majorMinor(pageRuntime)) {
    conflicts.push({ pkg: FEDERATION_PACKAGE, remoteVersion: remoteRuntime, pageVersion: pageRuntime });
  }
  for (const shared of manifest.shared ?? []) {
    const pageVersion = platform[shared.name];
    const remoteVersion = shared.version ?? shared.requiredVersion;
    if (!pageVersion || !remoteVersion) continue;
    const remote = parts(remoteVersion);
    const page = parts(pageVersion);
    if (remote !== null && page !== null && !fits(remote, page)) {
      conflicts.push({ pkg: shared.name, remoteVersion, pageVersion });
    }
  }
  return conflicts;
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

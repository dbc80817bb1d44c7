/**
 * The shell provides the shared libraries (React, Fluent UI, the kit, ...; ADR 018). Before loading any of a remote's
 * code it reads the remote's manifest and decides, library by library, which copy the remote runs on (ADR 019):
 * - the shell's, when it fits the version the remote was built against and has every export the remote uses;
 * - else the remote's own copy, where it carries one (Fluent UI, valibot, luxon: cut to what it uses);
 * - else the remote is refused, with a console error that names the package, both versions or the missing exports.
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
  assets?: { js?: { sync?: string[]; async?: string[] } };
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
    /** The exports the remote uses of each shared library, read from its build (absent in older builds). */
    usedExports?: Record<string, string[]>;
    /** The exports the shell provides of each shared library (the shell's own manifest). */
    providedExports?: Record<string, string[]>;
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
  /** Exports the remote uses that the page's copy lacks. */
  missing?: string[];
}

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

/** What the page's shell provides: the version of each shared library, and the exports of those it cuts to a subset. */
export interface PageShares {
  versions: Record<string, string>;
  /** By library: the exports the shell provides; a library not named here is provided whole. */
  exports?: Record<string, readonly string[]>;
}

/** Which copy of each shared library a remote runs on, or why it cannot run on this page. */
export interface SharePlan {
  conflicts: Conflict[];
  /** The libraries the remote takes its own copy of. */
  ownCopies: string[];
}

function carriesOwnCopy(shared: ManifestShared): boolean {
  const js = shared.assets?.js;
  return !shared.singleton && (js?.sync?.length ?? 0) + (js?.async?.length ?? 0) > 0;
}

/**
 * Decides, for each shared library of the manifest, the shell's copy or the remote's own (see the top of this file);
 * the federation runtime itself must be the shell's, its major and minor (`versions['@module-federation/enhanced']`).
 */
export function planShares(manifest: RemoteManifest, page: PageShares): SharePlan {
  const conflicts: Conflict[] = [];
  const ownCopies: string[] = [];
  const pageRuntime = page.versions[FEDERATION_PACKAGE];
  const remoteRuntime = manifest.metaData?.pluginVersion;
  if (pageRuntime && remoteRuntime && majorMinor(remoteRuntime) !== majorMinor(pageRuntime)) {
    conflicts.push({ pkg: FEDERATION_PACKAGE, remoteVersion: remoteRuntime, pageVersion: pageRuntime });
  }
  for (const shared of manifest.shared ?? []) {
    const pageVersion = page.versions[shared.name];
    const remoteVersion = shared.version ?? shared.requiredVersion;
    if (!pageVersion || !remoteVersion) continue;
    const remote = parts(remoteVersion);
    const pageParts = parts(pageVersion);
    const versionFits = remote === null || pageParts === null || fits(remote, pageParts);
    const provided = page.exports?.[shared.name];
    const missing = provided ? (manifest.metaData?.usedExports?.[shared.name] ?? []).filter((name) => !provided.includes(name)) : [];
    if (versionFits && missing.length === 0) continue;
    if (carriesOwnCopy(shared)) ownCopies.push(shared.name);
    else conflicts.push({ pkg: shared.name, remoteVersion, pageVersion, ...(missing.length > 0 ? { missing } : {}) });
  }
  return { conflicts, ownCopies };
}

/** The conflicts of planShares alone (a remote whose plan has none runs on this page). */
export function findConflicts(manifest: RemoteManifest, platform: Record<string, string>, exports?: Record<string, readonly string[]>): Conflict[] {
  return planShares(manifest, { versions: platform, exports }).conflicts;
}

/**
 * The manifest of `remote` at `url`, fetched through `manifests` (the shell's ManifestCache); rejects with
 * IncompatibleRemoteError, before any of the remote's code loads, when it cannot run on the page's shared libraries,
 * and otherwise notes which libraries it takes its own copy of (planShares).
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

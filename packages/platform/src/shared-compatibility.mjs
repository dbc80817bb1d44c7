// @ts-check
/**
 * Whether a remote's build fits the libraries a shell provides: the one rule the shell applies before it loads a
 * remote's code, and the deploy commands apply before farmers can meet a screen and a shell that do not fit
 * (docs/DEPLOY.md). Plain JavaScript (types in shared-compatibility.d.mts), so the scripts run it with plain node.
 *
 * The shell provides the shared libraries (React, Fluent UI, the kit, ...; ADR 018). For each library a remote uses,
 * the rule decides which copy it runs on (ADR 019):
 * - the shell's, when it fits the version the remote was built against and has every export the remote uses;
 * - else the remote's own copy, where it carries one (Fluent UI, valibot, luxon: cut to what it uses);
 * - else the remote cannot run on that shell: a conflict naming the package, both versions or the missing exports.
 * The federation runtime itself is always the shell's (it hands its runtime to every remote, ADR 004), so a remote
 * built with another major or minor of @module-federation/enhanced is a conflict too.
 */

/**
 * The parts of a manifest the rule reads (RemoteManifest in shared-compatibility.d.mts).
 * @typedef {{ name: string, version?: string, requiredVersion?: string, singleton?: boolean, assets?: { js?: { sync?: readonly string[], async?: readonly string[] } } }} CheckedShare
 * @typedef {{ metaData?: { pluginVersion?: string, usedExports?: Record<string, readonly string[]>, providedExports?: Record<string, readonly string[]> }, shared?: ReadonlyArray<CheckedShare> }} CheckedManifest
 * @typedef {{ pkg: string, remoteVersion: string, pageVersion: string, missing?: string[] }} Conflict
 * @typedef {{ versions: Record<string, string>, exports?: Record<string, readonly string[]> }} PageShares
 * @typedef {{ conflicts: Conflict[], ownCopies: string[] }} SharePlan
 */

const FEDERATION_PACKAGE = '@module-federation/enhanced';

/**
 * @param {string} version
 * @returns {[number, number, number] | null}
 */
function parts(version) {
  const match = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

/**
 * Whether the page's copy serves a remote built against `remote`, as its caret range says (`^remote`): the same
 * major (for a 0.x version the same minor too) and not older.
 * @param {[number, number, number]} remote
 * @param {[number, number, number]} page
 */
function fits(remote, page) {
  if (remote[0] !== page[0]) return false;
  if (remote[0] === 0 && remote[1] !== page[1]) return false;
  return (page[1] - remote[1] || page[2] - remote[2]) >= 0;
}

/** @param {string} version */
function majorMinor(version) {
  const match = /(\d+)\.(\d+)/.exec(version);
  return match ? `${match[1]}.${match[2]}` : null;
}

/**
 * Whether the remote carries its own copy of a library: not a singleton, with files of its own for it.
 * @param {CheckedShare} shared
 */
function carriesOwnCopy(shared) {
  const js = shared.assets?.js;
  return !shared.singleton && (js?.sync?.length ?? 0) + (js?.async?.length ?? 0) > 0;
}

/**
 * Which copy of each shared library of the manifest the remote runs on (see the top of this file).
 * @param {CheckedManifest} manifest
 * @param {PageShares} page  the versions the shell provides, and the exports of the libraries it provides cut to a
 *                           subset (a library not named there is taken to be whole)
 * @returns {SharePlan}
 */
export function planShares(manifest, page) {
  /** @type {Conflict[]} */
  const conflicts = [];
  /** @type {string[]} */
  const ownCopies = [];
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

/**
 * What stops a remote from running on a shell: planShares' conflicts.
 * @param {CheckedManifest} manifest
 * @param {Record<string, string>} platform  the versions the shell provides (`providedVersions`)
 * @param {Record<string, readonly string[]>} [exports]  the exports it provides (`providedExports`)
 * @returns {Conflict[]}
 */
export function findConflicts(manifest, platform, exports) {
  return planShares(manifest, { versions: platform, exports }).conflicts;
}

/**
 * The exports of each library a shell provides, as its build's manifest lists them (`metaData.providedExports`,
 * read from its module graph); empty for a shell built before they were listed.
 * @param {CheckedManifest} shellManifest
 * @returns {Record<string, readonly string[]>}
 */
export function providedExports(shellManifest) {
  return { ...(shellManifest.metaData?.providedExports ?? {}) };
}

/**
 * The versions a shell provides, as `findConflicts` takes them: each shared library its build's manifest lists
 * (the shell provides them all, ADR 018) and the federation runtime it was built with (`metaData.pluginVersion`).
 * The shell's own build defines the same versions into shell.js; the deploy commands read them here.
 * @param {CheckedManifest} shellManifest
 * @returns {Record<string, string>}
 */
export function providedVersions(shellManifest) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const shared of shellManifest.shared ?? []) if (typeof shared.version === 'string') versions[shared.name] = shared.version;
  const runtime = shellManifest.metaData?.pluginVersion;
  if (typeof runtime === 'string') versions[FEDERATION_PACKAGE] = runtime;
  return versions;
}

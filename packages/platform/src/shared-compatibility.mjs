// @ts-check
/**
 * Whether a remote's build fits the libraries a shell provides: the one rule the shell applies before it loads a
 * remote's code, and the deploy commands apply before farmers can meet a screen and a shell that do not fit
 * (docs/DEPLOY.md). Plain JavaScript (types in shared-compatibility.d.mts), so the scripts run it with plain node.
 *
 * A remote ships no copy of the shared libraries: the shell provides them (React, Fluent UI, the kit, ...; ADR 018).
 * A remote built against another major, or against a newer version than the shell provides, would find no copy that
 * fits it. The same goes for the federation runtime itself: the shell hands its runtime to every remote (ADR 004),
 * so a remote built with another major or minor of @module-federation/enhanced would call a runtime it was not
 * built for.
 */

/**
 * The parts of a manifest the rule reads (RemoteManifest in shared-compatibility.d.mts).
 * @typedef {{ metaData?: { pluginVersion?: string }, shared?: ReadonlyArray<{ name: string, version?: string, requiredVersion?: string }> }} CheckedManifest
 * @typedef {{ pkg: string, remoteVersion: string, pageVersion: string }} Conflict
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
 * Shared libraries of the manifest that the page's versions do not serve (another major, or older than the remote's),
 * and the federation runtime when its major or minor differs (`platform['@module-federation/enhanced']`, the version
 * the shell runs).
 * @param {CheckedManifest} manifest
 * @param {Record<string, string>} platform
 * @returns {Conflict[]}
 */
export function findConflicts(manifest, platform) {
  /** @type {Conflict[]} */
  const conflicts = [];
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

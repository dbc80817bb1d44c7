// The deploy verbs of scripts/klw.mjs (docs/DEPLOY.md, ADR 017): a remote's build becomes a version folder of its
// own in the deployment folder, never written to again, and the registry line says which version farmers get.
//   deploy <screen>                  copy packages/<screen>/dist (or --from) to <apps>/<screen>/<version>/
//   promote <screen> [<version>]     everyone gets <version> (default: the newest deployed) on the next page load
//   canary <screen> <version> <percent>   that share of farmers gets <version>, the rest the promoted one
//   rollback <screen>                the canary off, or else the version farmers got before the current one (again:
//                                    further back)
//   versions <screen>                the deployed versions, newest first, with who gets which
// Promote, canary and rollback edit one line of <apps>/remotes.json and nothing else: no rebuild, no copy. The shell
// (shell/, its line klw_shell) and klw_auth (auth/) are deployed the same way. A screen and a shell that farmers could
// get together must fit (findConflicts of @klw/platform, the rule the shell applies at load); a mistake is refused in
// one line and changes nothing.
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deployedVersion, findConflicts, isAbsoluteUrl, isDeployedVersion, providedExports, providedVersions, shellFiles, SHELL_REMOTE } from '../../packages/platform/src/index.mjs';
import {
  MANIFEST,
  DeployError,
  keptVersions,
  buildVersionName,
  screenDir,
  readHistory,
  writeHistory,
  readRegistryFile,
  writeRegistryFile,
  withRegistryLock,
  manifestUrlFor,
  remoteOf,
  requireDeployed,
  readCompleteBuild,
  remoteFolder,
  parseJsonObject,
} from './deployment-files.mjs';

export { buildVersionName, DeployError } from './deployment-files.mjs';

/**
 * @typedef {import('./deployment-files.mjs').History} History
 * @typedef {import('./deployment-files.mjs').VersionRow} VersionRow
 * @typedef {import('../../packages/platform/src/index.mjs').RegistryFile} RegistryFile
 * @typedef {import('../../packages/platform/src/index.mjs').RegistryLine} RegistryLine
 */

/**
 * Copies a build into a version folder of its own (under a temporary name first, then renamed: a page never meets
 * half a version), keeps it in the remote's history, and removes the oldest versions beyond the deployment's
 * `keepVersions`, never the promoted one, the canary, nor the one a rollback goes back to. The registry is not
 * touched: farmers get the version once it is promoted.
 *
 * Everything that can refuse is checked before the first file is copied (the build complete and deployed under its
 * remote's folder, the settings, registry and history readable, a screen fitting every shell farmers can get), all
 * under the registry's lock; should the copy itself fail, what it wrote is removed. So a version folder on disk is
 * always one the history lists, and a refused deploy changes nothing.
 * @param {{ appsDir: string, screen: string, from: string, now?: Date }} options
 * @returns {{ version: string, remote: string, fresh: boolean, removed: string[] }}
 */
export function deploy({ appsDir, screen, from, now = new Date() }) {
  const dir = screenDir(appsDir, screen);
  const { text, manifest } = readCompleteBuild(from);
  const { name: version, remote } = buildVersionName(text, path.join(from, MANIFEST));
  if (!remote) throw new DeployError(`${path.join(from, MANIFEST)} names no remote`);
  if (remoteFolder(remote) !== screen) {
    throw new DeployError(`${from} is a build of ${remote}, which deploys into '${remoteFolder(remote)}', not '${screen}': node scripts/klw.mjs deploy ${remoteFolder(remote)}`);
  }
  return withRegistryLock(appsDir, () => {
    const keep = keptVersions(appsDir);
    const lines = readRegistryFile(appsDir);
    const history = readHistory(appsDir, screen);
    if (history.remote && history.remote !== remote) throw new DeployError(`${dir} holds ${history.remote}, not ${remote}`);
    if (remote !== SHELL_REMOTE) requireFitsShells(appsDir, lines, remote, version, manifest);
    const created = !existsSync(dir);
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    history.remote = remote;
    const tidied = tidy(appsDir, screen, history, lines[remote]);
    const target = path.join(dir, version);
    if (history.versions.some((v) => v.version === version)) {
      if (tidied) writeHistory(appsDir, screen, history);
      return { version, remote, fresh: false, removed: [] };
    }
    const incoming = path.join(dir, `.incoming-${version}-${process.pid}`);
    try {
      cpSync(from, incoming, { recursive: true, preserveTimestamps: true });
      // The copy takes the build folder's mode (0700 for a temporary folder); the web server's workers must read it.
      chmodSync(incoming, 0o755);
      renameSync(incoming, target);
      history.versions.push({ version, deployedAt: now.toISOString() });
      const removed = prune(appsDir, screen, history, keep, lines[remote]);
      writeHistory(appsDir, screen, history);
      return { version, remote, fresh: true, removed };
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
      if (created) rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  });
}

/**
 * What an earlier deploy that was stopped half-way may have left in a remote's folder (a temporary copy, a version
 * folder the history does not list): removed, unless the registry line names it, which is then listed again. So a
 * version on disk is always listed or gone, and is pruned in its turn. Returns whether the history changed.
 * @param {string} appsDir @param {string} screen @param {History} history @param {RegistryLine | undefined} line
 */
function tidy(appsDir, screen, history, line) {
  const dir = screenDir(appsDir, screen);
  const named = new Set([line && deployedVersion(line.manifest), line?.canary && deployedVersion(line.canary)]);
  const listed = new Set(history.versions.map((v) => v.version));
  let changed = false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name.startsWith('.incoming-')) rmSync(path.join(dir, entry.name), { recursive: true, force: true });
    else if (isDeployedVersion(entry.name) && !listed.has(entry.name)) {
      if (named.has(entry.name)) history.versions.unshift({ version: entry.name, deployedAt: new Date(0).toISOString() });
      else rmSync(path.join(dir, entry.name), { recursive: true, force: true });
      changed = true;
    }
  }
  // A listed version whose folder is gone (removed by hand) is no version to promote or keep.
  const present = history.versions.filter((v) => existsSync(path.join(dir, v.version)));
  if (present.length !== history.versions.length) {
    history.versions = present;
    changed = true;
  }
  return changed;
}

/**
 * Removes the oldest version folders beyond `keep`. Kept whatever their age and counted among them: the version just
 * deployed, the version farmers get, the canary, and the version a rollback goes back to. A page opened on a version
 * keeps loading its chunks from its folder (ADR 017): a version is removed only after `keep` newer deploys.
 * @param {string} appsDir @param {string} screen @param {History} history @param {number} keep @param {RegistryLine | undefined} line
 */
function prune(appsDir, screen, history, keep, line) {
  const current = line ? deployedVersion(line.manifest) : null;
  const protectedVersions = new Set(
    [current, line?.canary && deployedVersion(line.canary), rollbackTarget(appsDir, screen, history, current)].filter((v) => typeof v === 'string'),
  );
  // The newest deployed (just now) and the protected ones always; then the newest others until `keep` are kept.
  const kept = new Set([...protectedVersions, history.versions.at(-1)?.version]);
  for (const { version } of [...history.versions].reverse()) {
    if (kept.size >= keep) break;
    kept.add(version);
  }
  const removable = history.versions.filter((v) => !kept.has(v.version));
  const gone = new Set(removable.map((v) => v.version));
  // The history first: should a removal fail half-way, the folder is unlisted and the next deploy removes it (tidy).
  history.versions = history.versions.filter((v) => !gone.has(v.version));
  writeHistory(appsDir, screen, history);
  for (const version of gone) rmSync(path.join(screenDir(appsDir, screen), version), { recursive: true, force: true });
  return [...gone];
}

/**
 * The promoted versions a rollback walks back through, the one farmers got last on top: a promote puts its version on
 * top (out of the place it had), a rollback to a version takes off everything above it. So a second rollback goes
 * further back than the first, never to the version the first one left.
 * @param {History} history
 */
function promotionStack(history) {
  /** @type {string[]} */
  const stack = [];
  for (const { version, rollback: back } of history.promotions) {
    const at = stack.indexOf(version);
    if (back && at >= 0) stack.length = at + 1;
    else {
      if (at >= 0) stack.splice(at, 1);
      stack.push(version);
    }
  }
  return stack;
}

/**
 * The version a rollback promotes again: the one below `current` on the promotion stack that is still deployed.
 * @param {string} appsDir @param {string} screen @param {History} history @param {string | null} current
 */
function rollbackTarget(appsDir, screen, history, current) {
  const stack = promotionStack(history).filter((version) => version !== current);
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const version = /** @type {string} */ (stack[i]);
    if (history.versions.some((v) => v.version === version) && existsSync(path.join(screenDir(appsDir, screen), version, MANIFEST))) return version;
  }
  return null;
}

/**
 * A manifest the registry names, read from the deployment folder ('apps/<folder>/<version>/mf-manifest.json' under
 * `appsDir`); null for one on another host or not on disk (a line a team keeps elsewhere: not ours to check).
 * @param {string} appsDir @param {string} url
 * @returns {import('../../packages/platform/src/index.mjs').RemoteManifest | null}
 */
function manifestOnDisk(appsDir, url) {
  if (isAbsoluteUrl(url)) return null;
  const within = /(?:^|\/)apps\/([^?#]+)/.exec(url)?.[1];
  if (!within) return null;
  let relative = within;
  try {
    relative = decodeURIComponent(within);
  } catch {
    return null;
  }
  const file = path.resolve(appsDir, relative);
  if (!file.startsWith(path.resolve(appsDir) + path.sep) || !existsSync(file)) return null;
  return /** @type {import('../../packages/platform/src/index.mjs').RemoteManifest} */ (parseJsonObject(readFileSync(file, 'utf8'), file));
}

/**
 * The manifests farmers can get of a registry line, each with who gets it.
 * @param {RegistryLine | undefined} line
 */
function servedUrls(line) {
  if (!line) return [];
  const served = [{ url: line.manifest, who: 'promoted' }];
  if (line.canary !== undefined) served.push({ url: line.canary, who: `canary, ${line.canaryPercent} %` });
  return served;
}

/** @param {string} url */
function versionLabel(url) {
  return deployedVersion(url) ?? url;
}

/**
 * Refuses a remote's build that would meet a shell farmers can get (promoted or canary) that does not provide what it
 * was built against: the shell would refuse it at load with the Dutch panel (the same rule, `findConflicts`).
 * @param {string} appsDir @param {RegistryFile} lines @param {string} remote @param {string} version
 * @param {import('../../packages/platform/src/index.mjs').RemoteManifest} manifest
 */
function requireFitsShells(appsDir, lines, remote, version, manifest) {
  // Without a line of its own the page gets the shell copied into apps/shell/ (shellFiles of @klw/platform).
  const served = lines[SHELL_REMOTE] ? servedUrls(lines[SHELL_REMOTE]) : [{ url: shellFiles({}).manifest, who: 'copied over' }];
  for (const { url, who } of served) {
    const shell = manifestOnDisk(appsDir, url);
    if (!shell) continue;
    const [conflict] = findConflicts(manifest, providedVersions(shell), providedExports(shell));
    if (!conflict) continue;
    if (conflict.missing) {
      throw new DeployError(
        `${remote} ${version} uses ${conflict.missing.join(', ')} of ${conflict.pkg}, which ${SHELL_REMOTE} ${versionLabel(url)} (${who}) does not provide: deploy and promote a ${SHELL_REMOTE} built with it first`,
      );
    }
    const advice = newer(conflict.remoteVersion, conflict.pageVersion)
      ? `deploy and promote a ${SHELL_REMOTE} that provides ${conflict.pkg} ${conflict.remoteVersion} first`
      : `build ${remote} against ${conflict.pkg} ${conflict.pageVersion} first`;
    throw new DeployError(
      `${remote} ${version} was built against ${conflict.pkg} ${conflict.remoteVersion}, and ${SHELL_REMOTE} ${versionLabel(url)} (${who}) provides ${conflict.pageVersion}: ${advice}`,
    );
  }
}

/**
 * Refuses a shell that would meet a remote version farmers can get (any line's promoted or canary) that it does not
 * serve: that screen would get the Dutch panel on this shell.
 * @param {string} appsDir @param {RegistryFile} lines @param {string} version
 * @param {import('../../packages/platform/src/index.mjs').RemoteManifest} shellManifest
 */
function requireFitsRemotes(appsDir, lines, version, shellManifest) {
  const provided = providedVersions(shellManifest);
  const exports = providedExports(shellManifest);
  for (const [remote, line] of Object.entries(lines)) {
    if (remote === SHELL_REMOTE) continue;
    for (const { url, who } of servedUrls(line)) {
      const manifest = manifestOnDisk(appsDir, url);
      const conflict = manifest && findConflicts(manifest, provided, exports)[0];
      if (!conflict) continue;
      if (conflict.missing) {
        throw new DeployError(
          `${SHELL_REMOTE} ${version} does not provide ${conflict.missing.join(', ')} of ${conflict.pkg}, which ${remote} ${versionLabel(url)} (${who}) uses: build ${SHELL_REMOTE} from a commit that provides it`,
        );
      }
      const advice = newer(conflict.remoteVersion, conflict.pageVersion)
        ? `deploy a ${SHELL_REMOTE} that provides ${conflict.pkg} ${conflict.remoteVersion} or newer`
        : `deploy and promote a ${remote} built against ${conflict.pkg} ${conflict.pageVersion} first`;
      throw new DeployError(
        `${SHELL_REMOTE} ${version} provides ${conflict.pkg} ${conflict.pageVersion}, and ${remote} ${versionLabel(url)} (${who}) was built against ${conflict.remoteVersion}: ${advice}`,
      );
    }
  }
}

/**
 * Whether version `a` is newer than `b` (major, minor, patch).
 * @param {string} a @param {string} b
 */
function newer(a, b) {
  const [x, y] = [a, b].map((v) => (/(\d+)\.(\d+)(?:\.(\d+))?/.exec(v) ?? []).slice(1, 4).map((n) => Number(n ?? 0)));
  for (let i = 0; i < 3; i += 1) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) > (y?.[i] ?? 0);
  return false;
}

/**
 * The manifest of a deployed version, complete, and refused when farmers would meet it beside a shell (or, for the
 * shell, a remote) it does not fit.
 * @param {string} appsDir @param {string} screen @param {History} history @param {string} version @param {RegistryFile} lines
 */
function requireServable(appsDir, screen, history, version, lines) {
  requireDeployed(appsDir, screen, history, version);
  const { manifest } = readCompleteBuild(path.join(screenDir(appsDir, screen), version));
  if (history.remote === SHELL_REMOTE) requireFitsRemotes(appsDir, lines, version, manifest);
  else requireFitsShells(appsDir, lines, history.remote, version, manifest);
}

/**
 * Everyone gets `version` on the next page load (default: the newest deployed); a canary of the line ends.
 * @param {{ appsDir: string, screen: string, version?: string, now?: Date }} options
 * @returns {{ remote: string, version: string, previous: string | null }}
 */
export function promote({ appsDir, screen, version, now = new Date() }) {
  return withRegistryLock(appsDir, () => {
    const history = readHistory(appsDir, screen);
    const remote = remoteOf(appsDir, screen, history);
    const chosen = version ?? history.versions.at(-1)?.version;
    if (!chosen) throw new DeployError(`nothing of '${screen}' is deployed`);
    const lines = readRegistryFile(appsDir);
    const line = lines[remote];
    // The shell is checked against the remotes as they are; a remote against the shells farmers can get.
    requireServable(appsDir, screen, history, chosen, lines);
    const previous = line ? deployedVersion(line.manifest) : null;
    lines[remote] = { manifest: manifestUrlFor(line, screen, chosen) };
    history.promotions.push({ version: chosen, at: now.toISOString() });
    // The history before the registry: a registry written and a history not would leave a rollback that skips one.
    writeHistory(appsDir, screen, history);
    writeRegistryFile(appsDir, lines);
    return { remote, version: chosen, previous };
  });
}

/**
 * `percent` of farmers (sticky per browser: the canary cookie) get `version`, the others the promoted version;
 * 0 ends the canary.
 * @param {{ appsDir: string, screen: string, version: string, percent: number }} options
 */
export function canary({ appsDir, screen, version, percent }) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new DeployError(`the share must be a whole percentage from 0 to 100, not ${percent}`);
  return withRegistryLock(appsDir, () => {
    const history = readHistory(appsDir, screen);
    const remote = remoteOf(appsDir, screen, history);
    const lines = readRegistryFile(appsDir);
    const line = lines[remote];
    if (!line) throw new DeployError(`${remote} has no line in the registry: promote a version first`);
    if (deployedVersion(line.manifest) === version) throw new DeployError(`${version} is the version everyone gets already`);
    if (percent === 0) requireDeployed(appsDir, screen, history, version);
    else requireServable(appsDir, screen, history, version, lines);
    lines[remote] = percent === 0 ? { manifest: line.manifest } : { manifest: line.manifest, canary: manifestUrlFor(line, screen, version), canaryPercent: percent };
    writeRegistryFile(appsDir, lines);
    return { remote, version, percent, live: deployedVersion(line.manifest) };
  });
}

/**
 * One command back: a canary ends (everyone keeps the promoted version), or else the version farmers got before the
 * current one is promoted again; a second rollback goes further back (`promotionStack`).
 * @param {{ appsDir: string, screen: string, now?: Date }} options
 * @returns {{ remote: string, version: string, from: string, canaryEnded: boolean }}
 */
export function rollback({ appsDir, screen, now = new Date() }) {
  return withRegistryLock(appsDir, () => {
    const history = readHistory(appsDir, screen);
    const remote = remoteOf(appsDir, screen, history);
    const lines = readRegistryFile(appsDir);
    const line = lines[remote];
    if (!line) throw new DeployError(`${remote} has no line in the registry`);
    const current = deployedVersion(line.manifest);
    if (line.canary !== undefined) {
      lines[remote] = { manifest: line.manifest };
      writeRegistryFile(appsDir, lines);
      return { remote, version: current ?? line.manifest, from: deployedVersion(line.canary) ?? line.canary, canaryEnded: true };
    }
    const back = rollbackTarget(appsDir, screen, history, current);
    if (!back) throw new DeployError(`${remote} has no earlier promoted version to go back to`);
    lines[remote] = { manifest: manifestUrlFor(line, screen, back) };
    history.promotions.push({ version: back, at: now.toISOString(), rollback: true });
    writeHistory(appsDir, screen, history);
    writeRegistryFile(appsDir, lines);
    return { remote, version: back, from: current ?? line.manifest, canaryEnded: false };
  });
}

/**
 * The deployed versions of a screen, newest first, with which one farmers get and the canary's share.
 * @param {{ appsDir: string, screen: string }} options
 * @returns {{ remote: string, rows: VersionRow[] }}
 */
export function versions({ appsDir, screen }) {
  const history = readHistory(appsDir, screen);
  const remote = remoteOf(appsDir, screen, history);
  const line = readRegistryFile(appsDir)[remote];
  const live = line ? deployedVersion(line.manifest) : null;
  const canaryVersion = line?.canary ? deployedVersion(line.canary) : null;
  const rows = history.versions
    .filter((v) => existsSync(path.join(screenDir(appsDir, screen), v.version)))
    .map((v) => ({ version: v.version, deployedAt: v.deployedAt, live: v.version === live, canaryPercent: v.version === canaryVersion ? (line?.canaryPercent ?? null) : null }))
    .reverse();
  return { remote, rows };
}

/**
 * @param {{ remote: string, rows: VersionRow[] }} listing
 */
export function formatVersions({ remote, rows }) {
  const lines = rows.map((row) => {
    const who = row.live ? 'everyone (promoted)' : row.canaryPercent !== null ? `canary, ${row.canaryPercent} % of farmers` : '';
    return `  ${row.version.padEnd(28)} deployed ${row.deployedAt}${who ? `  <- ${who}` : ''}`;
  });
  return [`${remote}: ${rows.length} version${rows.length === 1 ? '' : 's'} deployed, newest first`, ...lines].join('\n');
}

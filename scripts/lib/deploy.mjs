// The deploy verbs of scripts/klw.mjs (docs/DEPLOY.md, ADR 017): a remote's build becomes a version folder of its
// own in the deployment folder, never written to again, and the registry line says which version farmers get.
//   deploy <screen>                  copy packages/<screen>/dist (or --from) to <apps>/<screen>/<version>/
//   promote <screen> [<version>]     everyone gets <version> (default: the newest deployed) on the next page load
//   canary <screen> <version> <percent>   that share of farmers gets <version>, the rest the promoted one
//   rollback <screen>                the canary off, or else the version promoted before the current one
//   versions <screen>                the deployed versions, newest first, with who gets which
// Promote, canary and rollback edit one line of <apps>/remotes.json and nothing else: no rebuild, no copy.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deployedVersion } from '../../packages/platform/src/index.mjs';
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
} from './deployment-files.mjs';

export { buildVersionName, DeployError } from './deployment-files.mjs';

/**
 * @typedef {import('./deployment-files.mjs').History} History
 * @typedef {import('./deployment-files.mjs').VersionRow} VersionRow
 */

/**
 * Copies a build into a version folder of its own (under a temporary name first, then renamed: a page never meets
 * half a version), keeps it in the remote's history, and removes the oldest versions beyond the deployment's
 * `keepVersions`, never the promoted one, the canary, nor the one a rollback goes back to. The registry is not
 * touched: farmers get the version once it is promoted.
 * @param {{ appsDir: string, screen: string, from: string, now?: Date }} options
 * @returns {{ version: string, remote: string, fresh: boolean, removed: string[] }}
 */
export function deploy({ appsDir, screen, from, now = new Date() }) {
  const dir = screenDir(appsDir, screen);
  const manifestFile = path.join(from, MANIFEST);
  if (!existsSync(manifestFile)) throw new DeployError(`${manifestFile} not found: build first (pnpm --filter <package> build)`);
  const { name: version, remote } = buildVersionName(readFileSync(manifestFile, 'utf8'));
  if (!remote) throw new DeployError(`${manifestFile} names no remote`);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const history = readHistory(appsDir, screen);
  if (history.remote && history.remote !== remote) throw new DeployError(`${dir} holds ${history.remote}, not ${remote}`);
  history.remote = remote;
  const target = path.join(dir, version);
  if (existsSync(target)) return { version, remote, fresh: false, removed: [] };
  const incoming = path.join(dir, `.incoming-${version}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(from, incoming, { recursive: true, preserveTimestamps: true });
  // The copy takes the build folder's mode (0700 for a temporary folder); the web server's workers must read it.
  chmodSync(incoming, 0o755);
  renameSync(incoming, target);
  history.versions.push({ version, deployedAt: now.toISOString() });
  const removed = prune(appsDir, screen, history);
  writeHistory(appsDir, screen, history);
  return { version, remote, fresh: true, removed };
}

/**
 * Removes the oldest version folders beyond `keepVersions`. Kept whatever their age and counted among them: the
 * version just deployed, the version farmers get, the canary, and the last version promoted before the current one. A page opened on a version keeps loading its chunks
 * from its folder (ADR 017): a version is removed only after `keepVersions` newer deploys.
 * @param {string} appsDir @param {string} screen @param {History} history
 */
function prune(appsDir, screen, history) {
  const keep = keptVersions(appsDir);
  const line = readRegistryFile(appsDir)[history.remote];
  const protectedVersions = new Set(
    [line && deployedVersion(line.manifest), line?.canary && deployedVersion(line.canary), previousPromotion(history, line && deployedVersion(line.manifest))].filter(
      (v) => typeof v === 'string',
    ),
  );
  // The newest deployed (just now) and the protected ones always; then the newest others until `keep` are kept.
  const kept = new Set([...protectedVersions, history.versions.at(-1)?.version]);
  for (const { version } of [...history.versions].reverse()) {
    if (kept.size >= keep) break;
    kept.add(version);
  }
  const removable = history.versions.filter((v) => !kept.has(v.version));
  for (const { version } of removable) rmSync(path.join(screenDir(appsDir, screen), version), { recursive: true, force: true });
  const gone = new Set(removable.map((v) => v.version));
  history.versions = history.versions.filter((v) => !gone.has(v.version));
  return [...gone];
}

/**
 * The version promoted last before `current`.
 * @param {History} history @param {string | null | undefined} current
 */
function previousPromotion(history, current) {
  for (let i = history.promotions.length - 1; i >= 0; i -= 1) {
    const promotion = history.promotions[i];
    if (promotion && promotion.version !== current) return promotion.version;
  }
  return null;
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
    requireDeployed(appsDir, screen, history, chosen);
    const lines = readRegistryFile(appsDir);
    const line = lines[remote];
    const previous = line ? deployedVersion(line.manifest) : null;
    lines[remote] = { manifest: manifestUrlFor(line, screen, chosen) };
    writeRegistryFile(appsDir, lines);
    history.promotions.push({ version: chosen, at: now.toISOString() });
    writeHistory(appsDir, screen, history);
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
    requireDeployed(appsDir, screen, history, version);
    const lines = readRegistryFile(appsDir);
    const line = lines[remote];
    if (!line) throw new DeployError(`${remote} has no line in the registry: promote a version first`);
    if (deployedVersion(line.manifest) === version) throw new DeployError(`${version} is the version everyone gets already`);
    lines[remote] = percent === 0 ? { manifest: line.manifest } : { manifest: line.manifest, canary: manifestUrlFor(line, screen, version), canaryPercent: percent };
    writeRegistryFile(appsDir, lines);
    return { remote, version, percent, live: deployedVersion(line.manifest) };
  });
}

/**
 * One command back: a canary ends (everyone keeps the promoted version), or else the version promoted before the
 * current one is promoted again.
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
    const back = previousPromotion(history, current);
    if (!back) throw new DeployError(`${remote} has no earlier promoted version to go back to`);
    requireDeployed(appsDir, screen, history, back);
    lines[remote] = { manifest: manifestUrlFor(line, screen, back) };
    writeRegistryFile(appsDir, lines);
    history.promotions.push({ version: back, at: now.toISOString() });
    writeHistory(appsDir, screen, history);
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

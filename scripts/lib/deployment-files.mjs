// The files of a deployment folder that the deploy verbs (deploy.mjs) read and write: its settings, each remote's
// history and version folders, and the registry with its lock. Every write is renamed into place, so a page or the
// portal never reads half a file.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployedVersion, isDeployedVersion, parseRegistryFile, SHELL_ENTRY, SHELL_REMOTE } from '../../packages/platform/src/index.mjs';

/**
 * @typedef {import('../../packages/platform/src/index.mjs').RegistryFile} RegistryFile
 * @typedef {import('../../packages/platform/src/index.mjs').RegistryLine} RegistryLine
 * @typedef {{ version: string, deployedAt: string }} DeployedVersion
 * @typedef {{ version: string, at: string, rollback?: true }} Promotion  a promote, or (rollback) a rollback to `version`
 * @typedef {{ remote: string, versions: DeployedVersion[], promotions: Promotion[] }} History
 * @typedef {{ version: string, deployedAt: string, live: boolean, canaryPercent: number | null }} VersionRow
 */

/** The versions kept per remote when the deployment's settings say nothing (`keepVersions` in deployment.json). */
export const DEFAULT_KEEP_VERSIONS = 5;
/** The deployment's settings, beside the registry. */
export const SETTINGS_FILE = 'deployment.json';
/** A remote's deploy history, in its folder. */
export const HISTORY_FILE = 'deployments.json';
export const MANIFEST = 'mf-manifest.json';
const SCREEN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export class DeployError extends Error {
  /** @override */
  name = 'DeployError';
}

/**
 * How many versions of each remote are kept: `keepVersions` of <apps>/deployment.json, at least 2 (the promoted one
 * and the one a rollback goes back to), default 5.
 * @param {string} appsDir
 */
export function keptVersions(appsDir) {
  const file = path.join(appsDir, SETTINGS_FILE);
  if (!existsSync(file)) return DEFAULT_KEEP_VERSIONS;
  const keep = readJsonFile(file).keepVersions;
  if (keep === undefined) return DEFAULT_KEEP_VERSIONS;
  if (typeof keep !== 'number' || !Number.isInteger(keep) || keep < 2) throw new DeployError(`${file}: keepVersions must be a whole number of at least 2, not ${JSON.stringify(keep)}`);
  return keep;
}

/**
 * A build's version name: the version its manifest carries (metaData.buildInfo.buildVersion) and, after '+', the
 * first 8 hex digits of the manifest's sha256. The manifest names every hashed file, so two builds that differ in
 * any code differ in name even when nobody raised the package's version, and the same build deployed twice is
 * recognised.
 * @param {string} manifestText
 */
export function buildVersionName(manifestText, source = MANIFEST) {
  /** @type {{ name?: unknown, metaData?: { buildInfo?: { buildVersion?: unknown } } }} */
  const manifest = parseJsonObject(manifestText, source);
  const base = manifest.metaData?.buildInfo?.buildVersion;
  const version = typeof base === 'string' && /^\d+\.\d+\.\d+/.test(base) ? base : '0.0.0';
  const mark = createHash('sha256').update(manifestText).digest('hex').slice(0, 8);
  const name = `${version}${version.includes('+') ? '.' : '+'}${mark}`;
  if (!isDeployedVersion(name)) throw new DeployError(`the build's version '${version}' does not make a version name (${name})`);
  return { name, remote: typeof manifest.name === 'string' ? manifest.name : null };
}

/**
 * A JSON object read from `text`; anything else (cut short, edited by hand into something else) is a one-line
 * DeployError naming the file, never a stack trace, and the command changes nothing.
 * @param {string} text
 * @param {string} source
 * @returns {Record<string, any>}  the caller checks each field it reads
 */
export function parseJsonObject(text, source) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DeployError(`${source} is damaged (${error instanceof Error ? error.message : String(error)}); nothing was changed`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DeployError(`${source} is damaged (not a JSON object); nothing was changed`);
  return /** @type {Record<string, any>} */ (value);
}

/** @param {string} file */
function readJsonFile(file) {
  return parseJsonObject(readFileSync(file, 'utf8'), file);
}

/**
 * The folder of the deployment folder a remote is deployed into: its name without 'klw_' (klw_melklevering in
 * melklevering/, klw_auth in auth/, the shell klw_shell in shell/). One folder per remote and one remote per
 * folder: a build deployed under another name would be promoted into a line that points at a folder of another name.
 * @param {string} remote
 */
export function remoteFolder(remote) {
  return remote.replace(/^klw_/, '');
}

/** @param {string} appsDir @param {string} screen */
export function screenDir(appsDir, screen) {
  if (!SCREEN.test(screen)) throw new DeployError(`'${screen}' is no screen folder name`);
  return path.join(appsDir, screen);
}

/** @param {string} appsDir @param {string} screen @returns {History} */
export function readHistory(appsDir, screen) {
  const file = path.join(screenDir(appsDir, screen), HISTORY_FILE);
  if (!existsSync(file)) return { remote: '', versions: [], promotions: [] };
  const history = readJsonFile(file);
  const entries = (/** @type {unknown} */ list, /** @type {string} */ time) =>
    Array.isArray(list) && list.every((entry) => typeof entry?.version === 'string' && isDeployedVersion(entry.version) && typeof entry[time] === 'string');
  if (typeof history.remote !== 'string' || !entries(history.versions, 'deployedAt') || !entries(history.promotions, 'at')) {
    throw new DeployError(`${file} is damaged (not a deploy history: remote, versions, promotions); nothing was changed`);
  }
  return /** @type {History} */ (history);
}

/**
 * Every file a build's manifest names (its entry, each expose's and shared library's files) and its route
 * declaration: a version folder that lacks one would give farmers a 404 and the Dutch panel. The shell's entry is
 * shell.js, which its manifest does not name.
 * @param {Record<string, any>} manifest
 */
export function versionFiles(manifest) {
  const files = new Set([MANIFEST, 'routes.json']);
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name === 'string' && entry.name !== '') files.add(path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name));
  if (manifest.name === SHELL_REMOTE) files.add(SHELL_ENTRY);
  for (const item of [...(Array.isArray(manifest.exposes) ? manifest.exposes : []), ...(Array.isArray(manifest.shared) ? manifest.shared : [])]) {
    for (const kind of ['js', 'css']) {
      for (const when of ['sync', 'async']) {
        const listed = item?.assets?.[kind]?.[when];
        if (Array.isArray(listed)) for (const file of listed) if (typeof file === 'string' && file !== '') files.add(file);
      }
    }
  }
  return [...files];
}

/**
 * A build's manifest, checked complete: the files it names all present in `dir`.
 * @param {string} dir
 */
export function readCompleteBuild(dir) {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new DeployError(`${file} not found: build first (pnpm --filter <package> build)`);
  const text = readFileSync(file, 'utf8');
  const manifest = parseJsonObject(text, file);
  const missing = versionFiles(manifest).filter((name) => !existsSync(path.join(dir, name)));
  if (missing.length > 0) throw new DeployError(`${dir} is not a complete build: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''} missing`);
  return { text, manifest };
}

/** @param {string} file @param {unknown} value */
function writeJsonAtomically(file, value) {
  // Renamed into place: a page (or the portal) never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** @param {string} appsDir @param {string} screen @param {History} history */
export function writeHistory(appsDir, screen, history) {
  writeJsonAtomically(path.join(screenDir(appsDir, screen), HISTORY_FILE), history);
}

/** @param {string} appsDir */
function registryFile(appsDir) {
  return path.join(appsDir, 'remotes.json');
}

/** @param {string} appsDir @returns {RegistryFile} */
export function readRegistryFile(appsDir) {
  const file = registryFile(appsDir);
  if (!existsSync(file)) throw new DeployError(`${file} not found: is ${appsDir} a deployment folder?`);
  const value = readJsonFile(file);
  try {
    return parseRegistryFile(value, file);
  } catch (error) {
    // The registry's own check says what is wrong (in the page's Dutch); the command says it changed nothing.
    throw new DeployError(`${error instanceof Error ? error.message : String(error)} Nothing was changed.`);
  }
}

/** @param {string} appsDir @param {RegistryFile} lines */
export function writeRegistryFile(appsDir, lines) {
  /** @type {Record<string, string | RegistryLine>} */
  const written = {};
  // A line without a canary stays a plain URL, as a team writes it by hand.
  for (const [name, line] of Object.entries(lines)) written[name] = line.canary === undefined ? line.manifest : line;
  writeJsonAtomically(registryFile(appsDir), written);
}

/**
 * Runs `edit` while holding <apps>/remotes.json.lock, so two teams' commands never interleave their edits of the
 * registry (the second stops with a message instead of losing the first's line).
 * @template T
 * @param {string} appsDir
 * @param {() => T} edit
 * @returns {T}
 */
export function withRegistryLock(appsDir, edit) {
  const lock = `${registryFile(appsDir)}.lock`;
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    throw new DeployError(`${lock} exists: another deploy command is editing the registry (remove the file if none is running)`);
  }
  try {
    return edit();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

/**
 * The URL of a version's manifest, as the registry line writes it: the folder the line points into now (its version
 * folder left off), else apps/<screen>/.
 * @param {RegistryLine | undefined} line
 * @param {string} screen
 * @param {string} version
 */
export function manifestUrlFor(line, screen, version) {
  let folder = `apps/${screen}/`;
  if (line) {
    folder = line.manifest.replace(/[^/]*$/, '');
    if (deployedVersion(line.manifest)) folder = folder.replace(/[^/]+\/$/, '');
  }
  return `${folder}${encodeURIComponent(version).replace(/%2B/gi, '+')}/${MANIFEST}`;
}

/**
 * The remote a screen folder is for: its history's, or the name the newest deployed version's manifest carries.
 * @param {string} appsDir @param {string} screen @param {History} history
 */
export function remoteOf(appsDir, screen, history) {
  if (history.remote) {
    if (remoteFolder(history.remote) !== screen) throw new DeployError(`${path.join(appsDir, screen)} holds ${history.remote}, whose folder is '${remoteFolder(history.remote)}': use that name`);
    return history.remote;
  }
  throw new DeployError(`nothing of '${screen}' has been deployed as a version in ${appsDir} (node scripts/klw.mjs deploy ${screen} first)`);
}

/** @param {string} appsDir @param {string} screen @param {History} history @param {string} version */
export function requireDeployed(appsDir, screen, history, version) {
  if (!history.versions.some((v) => v.version === version) || !existsSync(path.join(screenDir(appsDir, screen), version, MANIFEST))) {
    const known = history.versions.map((v) => v.version).join(', ') || 'none';
    throw new DeployError(`'${version}' is not a deployed version of ${screen} (deployed: ${known})`);
  }
}


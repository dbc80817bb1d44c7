// The files of a deployment folder that the deploy verbs (deploy.mjs) read and write: its settings, each remote's
// history and version folders, and the registry with its lock. Every write is renamed into place, so a page or the
// portal never reads half a file.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployedVersion, isDeployedVersion, parseRegistryFile } from '../../packages/platform/src/index.mjs';

/**
 * @typedef {import('../../packages/platform/src/index.mjs').RegistryFile} RegistryFile
 * @typedef {import('../../packages/platform/src/index.mjs').RegistryLine} RegistryLine
 * @typedef {{ version: string, deployedAt: string }} DeployedVersion
 * @typedef {{ version: string, at: string }} Promotion
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
  /** @type {unknown} */
  let settings;
  try {
    settings = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new DeployError(`${file} is no JSON`);
  }
  const keep = typeof settings === 'object' && settings !== null ? /** @type {{ keepVersions?: unknown }} */ (settings).keepVersions : undefined;
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
export function buildVersionName(manifestText) {
  /** @type {{ name?: unknown, metaData?: { buildInfo?: { buildVersion?: unknown } } }} */
  const manifest = JSON.parse(manifestText);
  const base = manifest.metaData?.buildInfo?.buildVersion;
  const version = typeof base === 'string' && /^\d+\.\d+\.\d+/.test(base) ? base : '0.0.0';
  const mark = createHash('sha256').update(manifestText).digest('hex').slice(0, 8);
  const name = `${version}${version.includes('+') ? '.' : '+'}${mark}`;
  if (!isDeployedVersion(name)) throw new DeployError(`the build's version '${version}' does not make a version name (${name})`);
  return { name, remote: typeof manifest.name === 'string' ? manifest.name : null };
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
  return JSON.parse(readFileSync(file, 'utf8'));
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
  return parseRegistryFile(JSON.parse(readFileSync(file, 'utf8')), file);
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
  if (history.remote) return history.remote;
  throw new DeployError(`nothing of '${screen}' has been deployed as a version in ${appsDir} (node scripts/klw.mjs deploy ${screen} first)`);
}

/** @param {string} appsDir @param {string} screen @param {History} history @param {string} version */
export function requireDeployed(appsDir, screen, history, version) {
  if (!history.versions.some((v) => v.version === version) || !existsSync(path.join(screenDir(appsDir, screen), version, MANIFEST))) {
    const known = history.versions.map((v) => v.version).join(', ') || 'none';
    throw new DeployError(`'${version}' is not a deployed version of ${screen} (deployed: ${known})`);
  }
}


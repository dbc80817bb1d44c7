// @ts-check
/**
 * The remote registry (`/apps/remotes.json`): remote name -> manifest URL. The shell reads it in the browser and the
 * portal on the server, with this one check of its shape; and the elements of the portal's page the shell reads.
 */

import { SHELL_REMOTE } from './telemetry-vocabulary.mjs';

/** @typedef {Record<string, string>} Registry  remote name -> the manifest URL this page loads */

/**
 * One line of the registry file: the manifest farmers get, and optionally a second one (a canary) for a share of
 * them. Written as a plain string (`"apps/auth/mf-manifest.json"`) or as an object
 * (`{ "manifest": "apps/melklevering/0.1.0+3f9a1c2e/mf-manifest.json", "canary": "apps/melklevering/0.1.1+77aa01bc/mf-manifest.json", "canaryPercent": 10 }`).
 * @typedef {{ manifest: string, canary?: string, canaryPercent?: number }} RegistryLine
 * @typedef {Record<string, RegistryLine>} RegistryFile
 */

export class RegistryError extends Error {
  /** @override */
  name = 'RegistryError';
}

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * @param {unknown} url
 * @returns {url is string}
 */
function isUrl(url) {
  return typeof url === 'string' && url.trim() !== '';
}

/**
 * One line, checked; null when it is neither a URL nor a line object with a manifest URL and, with a canary, a
 * whole percentage from 0 to 100.
 * @param {unknown} value
 * @returns {RegistryLine | null}
 */
function parseLine(value) {
  if (isUrl(value)) return { manifest: value.trim() };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { manifest, canary, canaryPercent, ...rest } = /** @type {Record<string, unknown>} */ (value);
  if (!isUrl(manifest) || Object.keys(rest).length > 0) return null;
  if (canary === undefined && canaryPercent === undefined) return { manifest: manifest.trim() };
  if (!isUrl(canary) || typeof canaryPercent !== 'number' || !Number.isInteger(canaryPercent) || canaryPercent < 0 || canaryPercent > 100) return null;
  return { manifest: manifest.trim(), canary: canary.trim(), canaryPercent };
}

/**
 * Checks the registry file's shape, every line as written (a canary kept as it is); a malformed file is a clear
 * error, never half a registry. The deploy commands edit the file through this.
 * @param {unknown} value
 * @param {string} source
 * @returns {RegistryFile}
 */
export function parseRegistryFile(value, source) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError(`${source} is geen object van onderdeelnaam naar manifest-URL.`);
  }
  /** @type {RegistryFile} */
  const lines = {};
  for (const [name, raw] of Object.entries(value)) {
    const line = REMOTE_NAME.test(name) ? parseLine(raw) : null;
    if (!line) throw new RegistryError(`${source}: de regel '${name}' heeft geen geldige manifest-URL.`);
    lines[name] = line;
  }
  return lines;
}

/** The cookie that holds a browser's canary bucket: a whole number from 0 to 99, drawn once and kept a year. */
export const CANARY_COOKIE = 'klw_canary';
/** How long the bucket is kept: a farmer stays on one version across pages and visits. */
export const CANARY_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * A bucket as the cookie holds it, or null when the value is no whole number from 0 to 99.
 * @param {string | null | undefined} value
 * @returns {number | null}
 */
export function parseCanaryBucket(value) {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * The registry as one page uses it: per line the manifest, or its canary when the page's bucket falls in the
 * canary's share (bucket < canaryPercent). The same bucket always picks the same version, so a farmer does not
 * switch versions between pages; without a bucket (null) nobody gets a canary.
 * @param {RegistryFile} lines
 * @param {number | null} bucket
 * @returns {Registry}
 */
export function resolveRegistry(lines, bucket) {
  return Object.fromEntries(
    Object.entries(lines).map(([name, line]) => [
      name,
      line.canary !== undefined && bucket !== null && bucket < (line.canaryPercent ?? 0) ? line.canary : line.manifest,
    ]),
  );
}

/**
 * The remotes of a resolved registry, without the shell's own line (`klw_shell`): the shell is the page's script,
 * not a remote it loads.
 * @param {Registry} registry
 * @returns {Registry}
 */
export function registryRemotes(registry) {
  return Object.fromEntries(Object.entries(registry).filter(([name]) => name !== SHELL_REMOTE));
}

/**
 * Checks the registry file's shape and resolves it for one page (`resolveRegistry`): the remotes the page loads
 * (`registryRemotes`). A malformed file is a clear error, never half a registry.
 * @param {unknown} value
 * @param {string} source
 * @param {number | null} [bucket] the page's canary bucket; without one the page gets no canary
 * @returns {Registry}
 */
export function parseRegistry(value, source, bucket = null) {
  return registryRemotes(resolveRegistry(parseRegistryFile(value, source), bucket));
}

/** A deployed version's name: the package's version with the build's mark after '+' ('0.1.0+3f9a1c2e'). */
const DEPLOYED_VERSION = /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,40})?\+[0-9A-Za-z.-]{1,40}$/;

/**
 * @param {string} name
 * @returns {boolean}
 */
export function isDeployedVersion(name) {
  return DEPLOYED_VERSION.test(name);
}

/**
 * The deployed version a manifest URL names, when it lies in a version folder ('apps/melklevering/0.1.0+3f9a1c2e/
 * mf-manifest.json' -> '0.1.0+3f9a1c2e', docs/DEPLOY.md); null for a remote deployed without versions.
 * @param {string} manifestUrl
 * @returns {string | null}
 */
export function deployedVersion(manifestUrl) {
  const folder = /([^/?#]+)\/[^/?#]+(?:[?#].*)?$/.exec(manifestUrl)?.[1];
  if (!folder) return null;
  let name = folder;
  try {
    name = decodeURIComponent(folder);
  } catch {
    return null;
  }
  return isDeployedVersion(name) ? name : null;
}

/**
 * A URL with a scheme or protocol-relative ('//host/...'): it points at another host, whatever the page's router base.
 * @param {string} url
 * @returns {boolean}
 */
export function isAbsoluteUrl(url) {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * A registry URL as a page under the router base `base` ('/' or '' for the root, '/ZuivelNL.Klw.Web') fetches it:
 * an absolute URL and a path from the root ('/apps/...') as they stand, any other path within the router base.
 * The portal writes the page with it and the shell fetches with it, so both name each file alike.
 * @param {string} url
 * @param {string} base
 * @returns {string}
 */
export function registryHref(url, base) {
  if (isAbsoluteUrl(url) || url.startsWith('/')) return url;
  return `${base === '/' ? '' : base}/${url}`;
}

/** The element of the portal's page that migrated screens mount into. */
export const MOUNT_POINT_ID = 'klw-app';

/**
 * The class of the status element the mount point shows while a screen's files load (its text: LOADING_TEXT of
 * @klw/contracts). The portal renders it into the page of a migrated route, so a farmer on a slow line sees it from
 * the first paint; the shell puts up the same while it loads the remote.
 */
export const LOADING_CLASS = 'klw-remote-loading';

/** The portal's JSON data block holding the registry as deployed now (the shell reads it instead of remotes.json). */
export const REGISTRY_ELEMENT_ID = 'klw-registry';

/**
 * The portal's JSON data block holding the remotes' files it read for this page (each deployed `mf-manifest.json`
 * and `routes.json`), keyed by the URL the page would fetch them from. The shell uses a file from here instead of
 * fetching it: on a warm page load that is a revalidation less per file, and nothing to wait for before the route's
 * remote is known. The portal reads the files on every request, so a redeploy shows on the next page load.
 */
export const REMOTE_FILES_ELEMENT_ID = 'klw-remote-files';

/**
 * The remote files' block, URL -> parsed JSON; anything that is not an object of URLs is refused whole.
 * @param {unknown} value
 * @param {string} source
 * @returns {Map<string, unknown>}
 */
export function parseRemoteFiles(value, source) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError(`${source} is geen object van URL naar bestand.`);
  }
  /** @type {Map<string, unknown>} */
  const files = new Map();
  for (const [url, content] of Object.entries(value)) {
    if (url.trim() === '' || typeof content !== 'object' || content === null) {
      throw new RegistryError(`${source}: '${url}' is geen URL met een JSON-bestand.`);
    }
    files.set(url, content);
  }
  return files;
}

/**
 * The shell's script: it lies beside the shell's mf-manifest.json in its deployment folder, and the registry's
 * `klw_shell` line (SHELL_REMOTE) names that manifest like any remote's, so the shell is chosen, canaried and
 * rolled back like a screen (docs/DEPLOY.md).
 */
export const SHELL_ENTRY = 'shell.js';

/** The shell's manifest when the registry has no `klw_shell` line: a shell copied straight into apps/shell/. */
const UNVERSIONED_SHELL_MANIFEST = 'apps/shell/mf-manifest.json';

/**
 * The shell a page gets, from its resolved registry (the line's canary for a browser in its share): its manifest,
 * its script and its route table, all in one folder. A page keeps the shell it started with: webpack loads its
 * later chunks from the folder shell.js came from (`publicPath: 'auto'`).
 * @param {Registry} registry  resolved for the page (`resolveRegistry`), the shell's line still in it
 * @returns {{ manifest: string, script: string, routes: string }}
 */
export function shellFiles(registry) {
  const manifest = registry[SHELL_REMOTE] ?? UNVERSIONED_SHELL_MANIFEST;
  const folder = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  return { manifest, script: `${folder}${SHELL_ENTRY}`, routes: `${folder}routes.json` };
}

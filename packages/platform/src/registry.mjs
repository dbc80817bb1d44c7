// @ts-check
/**
 * The remote registry (`/apps/remotes.json`): remote name -> manifest URL. The shell reads it in the browser and the
 * portal on the server, with this one check of its shape; and the elements of the portal's page the shell reads.
 */

/** @typedef {Record<string, string>} Registry */

export class RegistryError extends Error {
  /** @override */
  name = 'RegistryError';
}

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Checks the registry file's shape; a malformed file is a clear error, never half a registry.
 * @param {unknown} value
 * @param {string} source
 * @returns {Registry}
 */
export function parseRegistry(value, source) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError(`${source} is geen object van onderdeelnaam naar manifest-URL.`);
  }
  /** @type {Registry} */
  const registry = {};
  for (const [name, url] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name) || typeof url !== 'string' || url.trim() === '') {
      throw new RegistryError(`${source}: de regel '${name}' heeft geen geldige manifest-URL.`);
    }
    registry[name] = url.trim();
  }
  return registry;
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

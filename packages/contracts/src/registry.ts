/**
 * The remote registry (`/apps/remotes.json`): remote name -> manifest URL. The shell reads it in the browser and the
 * portal on the server, with this one check of its shape.
 */
export type Registry = Record<string, string>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Checks the registry file's shape; a malformed file is a clear error, never half a registry. */
export function parseRegistry(value: unknown, source: string): Registry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError(`${source} is geen object van onderdeelnaam naar manifest-URL.`);
  }
  const registry: Registry = {};
  for (const [name, url] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name) || typeof url !== 'string' || url.trim() === '') {
      throw new RegistryError(`${source}: de regel '${name}' heeft geen geldige manifest-URL.`);
    }
    registry[name] = url.trim();
  }
  return registry;
}

/** A URL with a scheme or protocol-relative ('//host/...'): it points at another host, whatever the page's router base. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * A registry URL as a page under the router base `base` ('/' or '' for the root, '/ZuivelNL.Klw.Web') fetches it:
 * an absolute URL and a path from the root ('/apps/...') as they stand, any other path within the router base.
 * The portal writes the page with it and the shell fetches with it, so both name each file alike.
 */
export function registryHref(url: string, base: string): string {
  if (isAbsoluteUrl(url) || url.startsWith('/')) return url;
  return `${base === '/' ? '' : base}/${url}`;
}

/** The element of the portal's page that migrated screens mount into. */
export const MOUNT_POINT_ID = 'klw-app';

/**
 * What the mount point shows while a screen's files load, as a status element of this class. The portal renders it
 * into the page of a migrated route, so a farmer on a slow line sees it from the first paint instead of an empty
 * page while AngularJS and the shell are still coming; the shell puts up the same while it loads the remote.
 */
export const LOADING_TEXT = 'Laden...';
export const LOADING_CLASS = 'klw-remote-loading';

/**
 * What the mount point says when a screen's files could not be loaded: the shell's panel, a screen's error boundary,
 * and the portal's page when `shell.js` itself did not arrive.
 */
export const LOAD_FAILED_TEXT = 'Dit onderdeel kon niet worden geladen.';

/** The button that tries a failed load again: the shell's panel, the screens' error panels and notices. */
export const RETRY_TEXT = 'Opnieuw proberen';

/**
 * What the page says when the session has ended (the API refused the token refresh): the portal's menu and every
 * screen's load error. No retry can help; signing in again does.
 */
export const SESSION_ENDED_TEXT = 'Uw sessie is verlopen. Meld u opnieuw aan.';
/** The portal's link (and a screen's button) that signs in again and comes back to the page. */
export const SIGN_IN_AGAIN_TEXT = 'Opnieuw aanmelden';

/** The portal's JSON data block holding the registry as deployed now (the shell reads it instead of remotes.json). */
export const REGISTRY_ELEMENT_ID = 'klw-registry';

/**
 * The portal's JSON data block holding the remotes' files it read for this page (each deployed `mf-manifest.json`
 * and `routes.json`), keyed by the URL the page would fetch them from. The shell uses a file from here instead of
 * fetching it: on a warm page load that is a revalidation less per file, and nothing to wait for before the route's
 * remote is known. The portal reads the files on every request, so a redeploy shows on the next page load.
 */
export const REMOTE_FILES_ELEMENT_ID = 'klw-remote-files';

/** The remote files' block, URL -> parsed JSON; anything that is not an object of URLs is refused whole. */
export function parseRemoteFiles(value: unknown, source: string): Map<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError(`${source} is geen object van URL naar bestand.`);
  }
  const files = new Map<string, unknown>();
  for (const [url, content] of Object.entries(value)) {
    if (url.trim() === '' || typeof content !== 'object' || content === null) {
      throw new RegistryError(`${source}: '${url}' is geen URL met een JSON-bestand.`);
    }
    files.set(url, content);
  }
  return files;
}

// @ts-check
/**
 * What a remote's `mf-manifest.json` says a page needs of it: the remotes its build imports, its remoteEntry.js and
 * the scripts a module starts with. The shell runs those scripts, the portal preloads the entries with the page, and
 * the byte budget counts the same files as the first view: one reading of the manifest. Plain JavaScript (types in
 * remote-files.d.mts), so the budget script runs it with plain node.
 */

/**
 * The parts of a manifest that say which files a page needs (RemoteManifestFiles in remote-files.d.mts).
 * @typedef {{
 *   metaData?: { publicPath?: string, remoteEntry?: { name?: string, path?: string } },
 *   exposes?: ReadonlyArray<{ name: string, assets?: { js?: { sync?: readonly string[] } } }>,
 *   shared?: ReadonlyArray<{ name?: string, assets?: { js?: { sync?: readonly string[] } } }>,
 * }} RemoteManifestFiles
 */

/**
 * The remotes a manifest says its build imports (`remotes`, one line per module used), each with the modules it uses
 * from it. Takes the manifest as parsed JSON: lines without a container name are passed over, never thrown on.
 * @param {unknown} manifest
 * @returns {Map<string, string[]>}
 */
export function importedRemotes(manifest) {
  /** @type {Map<string, string[]>} */
  const imported = new Map();
  const lines = typeof manifest === 'object' && manifest !== null ? /** @type {{ remotes?: unknown }} */ (manifest).remotes : undefined;
  if (!Array.isArray(lines)) return imported;
  for (const line of lines) {
    if (typeof line !== 'object' || line === null) continue;
    const { federationContainerName: name, moduleName } = /** @type {{ federationContainerName?: unknown, moduleName?: unknown }} */ (line);
    if (typeof name !== 'string' || name === '') continue;
    const modules = imported.get(name) ?? [];
    if (typeof moduleName === 'string' && moduleName !== '' && !modules.includes(moduleName)) modules.push(moduleName);
    imported.set(name, modules);
  }
  return imported;
}

/**
 * The name the federation runtime knows an exposed module by: a route declaration names it as the build exposes it
 * ('./lifecycles'), the runtime and the manifest's `exposes` without the './' ('lifecycles').
 * @param {string} module
 * @returns {string}
 */
export function exposedName(module) {
  return module.replace(/^\.\//, '');
}

/**
 * The absolute URL of a file a manifest names.
 * @param {string} manifestUrl
 * @param {RemoteManifestFiles} manifest
 * @returns {(name: string) => string}
 */
function fileUrl(manifestUrl, manifest) {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the files lie beside the manifest, as the remote's own entry works out at run time.
  const base = new URL(typeof publicPath === 'string' && publicPath !== '' && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  return (name) => new URL(name, base).href;
}

/**
 * The URL of the remoteEntry.js a manifest names (through its `fileUrl`), or null when it names none.
 * @param {(name: string) => string} file
 * @param {RemoteManifestFiles} manifest
 * @returns {string | null}
 */
function entryUrl(file, manifest) {
  const { name, path } = manifest.metaData?.remoteEntry ?? {};
  if (typeof name !== 'string' || name === '') return null;
  return file(typeof path === 'string' && path !== '' ? `${path.replace(/\/$/, '')}/${name}` : name);
}

/**
 * The URL of the remoteEntry.js a manifest names, or null when it names none.
 * @param {string} manifestUrl
 * @param {RemoteManifestFiles} manifest
 * @returns {string | null}
 */
export function remoteEntryUrl(manifestUrl, manifest) {
  return entryUrl(fileUrl(manifestUrl, manifest), manifest);
}

/**
 * A remote may expose this module: its `onPageLoad()` starts what a page needs of the remote anyway, before the
 * screen's own code has arrived. klw_auth's is the page's one RefreshToken, which a screen's first calls would
 * otherwise wait for after its code has come. The shell runs it once the remote's first scripts have run. A screen's
 * `onPageLoad()` may return a promise of what its first render needs (a form screen's year and call context): the
 * shell mounts the screen once that has settled, or after a short wait at most (the shell's FIRST_DATA_WAIT_MS).
 */
export const PAGE_LOAD_MODULE = 'page-load';

/**
 * Whether a remote exposes PAGE_LOAD_MODULE.
 * @param {RemoteManifestFiles} manifest
 * @returns {boolean}
 */
export function hasPageLoad(manifest) {
  return (manifest.exposes ?? []).some((expose) => expose.name === PAGE_LOAD_MODULE);
}

/**
 * The scripts a remote needs first for these modules: its entry and each module's own chunks, and those of its
 * PAGE_LOAD_MODULE, which the page runs first of all, as absolute URLs. A remote's stylesheets are left to its own
 * runtime, which loads them with the chunks that use them.
 * @param {string} manifestUrl
 * @param {RemoteManifestFiles} manifest
 * @param {readonly string[]} modules
 * @returns {string[]}
 */
export function firstFiles(manifestUrl, manifest, modules) {
  const file = fileUrl(manifestUrl, manifest);
  const entry = entryUrl(file, manifest);
  const scripts = entry ? [entry] : [];
  for (const expose of manifest.exposes ?? []) {
    if (modules.includes(expose.name) || expose.name === PAGE_LOAD_MODULE) scripts.push(...(expose.assets?.js?.sync ?? []).map(file));
  }
  return [...new Set(scripts)];
}

/**
 * The scripts a screen starts with: its entry and the chunks of the exposed module that renders the route (its name
 * as the runtime knows it, without './'). Not the copies of shared libraries it carries: the shell provides those,
 * and a screen's own copy is loaded only where the shell finds its copy lacking (ADR 019; the shell adds those files
 * to the screen's first scripts then, `sharedFiles`).
 * @param {string} manifestUrl
 * @param {RemoteManifestFiles} manifest
 * @param {string} exposed
 * @returns {string[]}
 */
export function screenFiles(manifestUrl, manifest, exposed) {
  return firstFiles(manifestUrl, manifest, [exposed]);
}

/**
 * The files of the shared libraries named, as the manifest of the build that provides them lists them (the shell's:
 * it provides every shared library, ADR 018; or a remote's own copies, ADR 019), as absolute URLs.
 * @param {string} manifestUrl  the provider's manifest
 * @param {RemoteManifestFiles} manifest
 * @param {readonly string[]} names
 * @returns {string[]}
 */
export function sharedFiles(manifestUrl, manifest, names) {
  const file = fileUrl(manifestUrl, manifest);
  const files = (manifest.shared ?? []).filter((library) => typeof library.name === 'string' && names.includes(library.name)).flatMap((library) => library.assets?.js?.sync ?? []);
  return [...new Set(files)].map(file);
}

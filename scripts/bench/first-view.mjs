// The milk screen's first view as the byte budget counts it, without a browser: the files a farmer's page loads
// before the table, read from the deployed registry and manifests with the rules the shell runs
// (packages/platform/src/remote-files.mjs). `pnpm bench` checks that Chromium loads exactly these files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposedName, firstFiles, importedRemotes, screenFiles, sharedFiles } from '../../packages/platform/src/index.mjs';
import { sizeOf } from './sizes.mjs';

/** The registry the portal serves (packages/legacy-portal): which remotes the milk page loads. */
const REGISTRY_FILE = fileURLToPath(new URL('../../packages/legacy-portal/registry/remotes.json', import.meta.url));

/** The remote that renders the milk screen's route. */
const MILK_REMOTE = 'klw_melklevering';

/** Any origin will do: the files are found again by their path under /apps/. */
const PAGE = 'http://first-view.invalid/';
const APP_FILE = /^\/apps\/([^/]+)\/(.+)$/;

/**
 * @typedef {{ file: string, raw: number, gzip: number }} FirstViewFile
 * @typedef {{ files: FirstViewFile[], raw: number, gzip: number }} FirstViewSize
 */

/**
 * @param {string} file
 * @param {string} what
 * @returns {unknown}
 */
function readJson(file, what) {
  if (!existsSync(file)) throw new Error(`${file} is missing (${what}): build first (pnpm build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @param {Array<{ file: string, path: string }>} files
 * @returns {FirstViewSize}
 */
function sized(files) {
  const sizes = files.map(({ file, path: onDisk }) => {
    if (!existsSync(onDisk)) throw new Error(`${onDisk} is missing: its manifest names it (${file}), the build does not have it`);
    return { file, ...sizeOf(readFileSync(onDisk)) };
  });
  return { files: sizes, raw: sizes.reduce((sum, f) => sum + f.raw, 0), gzip: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * The federated first view of a route: the host adapter and shell.js, the scripts of the remote that renders the
 * route (its entry, the route's module and the shared libraries it brings) and those of the remotes it imports.
 * @param {{ packagesDir: string, hostAdapterDist: string, registryFile?: string, remote?: string }} options
 *   packagesDir: '<packagesDir>/<folder>/dist' is served as '/apps/<folder>/'; remote: the one rendering the route
 * @returns {FirstViewSize}
 */
export function federatedFirstView({ packagesDir, hostAdapterDist, registryFile = REGISTRY_FILE, remote = MILK_REMOTE }) {
  const registry = /** @type {Record<string, string>} */ (readJson(registryFile, 'the registry'));
  const manifestUrl = (/** @type {string} */ name) => {
    const url = registry[name];
    if (!url) throw new Error(`${name} is not in ${registryFile}`);
    return new URL(url, PAGE).href;
  };
  const onDisk = (/** @type {string} */ url) => {
    const match = APP_FILE.exec(new URL(url).pathname);
    if (!match?.[1] || !match[2]) throw new Error(`${url} is not a file under /apps/`);
    return { file: `${match[1]}/${match[2]}`, path: path.join(packagesDir, match[1], 'dist', match[2]) };
  };
  const manifestOf = (/** @type {string} */ name) =>
    /** @type {import('../../packages/platform/src/index.mjs').RemoteManifestFiles} */ (readJson(onDisk(manifestUrl(name)).path, `${name}'s manifest`));

  const screenUrl = manifestUrl(remote);
  const screen = manifestOf(remote);
  const declaration = /** @type {{ routes?: Array<{ module?: string }> }} */ (readJson(onDisk(new URL('routes.json', screenUrl).href).path, `${remote}'s routes`));
  const module = declaration.routes?.[0]?.module;
  if (!module) throw new Error(`${remote}'s routes.json names no module for its route`);
  const urls = screenFiles(screenUrl, screen, exposedName(module));
  // The shell's copies of the shared libraries the screen uses (ADR 018), which the shell loads beside them.
  const shellManifestUrl = new URL('apps/shell/mf-manifest.json', PAGE).href;
  const shell = /** @type {import('../../packages/platform/src/index.mjs').RemoteManifestFiles} */ (readJson(onDisk(shellManifestUrl).path, "the shell's manifest"));
  urls.push(...sharedFiles(shellManifestUrl, shell, (screen.shared ?? []).flatMap((share) => (share.name ? [share.name] : []))));
  for (const [name, modules] of importedRemotes(screen)) urls.push(...firstFiles(manifestUrl(name), manifestOf(name), modules));
  return sized([
    { file: 'host-adapter/host-adapter.js', path: path.join(hostAdapterDist, 'host-adapter.js') },
    onDisk(new URL('apps/shell/shell.js', PAGE).href),
    ...[...new Set(urls)].map(onDisk),
  ]);
}

/**
 * The monolith's first view: the host adapter, its bundle in the shell's place and the milk screen's lazy route
 * (`route-files.json` beside the bundle, webpack.monolith.cjs).
 * @param {{ bundle: string, hostAdapterDist: string }} options
 * @returns {FirstViewSize}
 */
export function monolithFirstView({ bundle, hostAdapterDist }) {
  const routes = /** @type {Record<string, string[]>} */ (readJson(path.join(path.dirname(bundle), 'route-files.json'), "the monolith's lazy routes"));
  return sized([
    { file: 'host-adapter/host-adapter.js', path: path.join(hostAdapterDist, 'host-adapter.js') },
    { file: 'shell/shell.js', path: bundle },
    ...(routes.melklevering ?? []).map((file) => ({ file: `shell/${file}`, path: path.join(path.dirname(bundle), file) })),
  ]);
}

/**
 * How a counted first view differs from the app scripts a browser loaded (paths under /apps/): empty lists when they
 * are the same files.
 * @param {FirstViewSize} counted
 * @param {readonly string[]} loadedPaths
 */
export function firstViewDifference(counted, loadedPaths) {
  const countedPaths = counted.files.map((file) => `/apps/${file.file}`);
  return {
    notCounted: loadedPaths.filter((file) => !countedPaths.includes(file)),
    notLoaded: countedPaths.filter((file) => !loadedPaths.includes(file)),
  };
}

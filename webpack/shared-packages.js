// What the screens share at run time through module federation, who provides it, and the versions they share, read
// from the workspace's installs. Used by webpack.shared.js and the shell's build (docs/adr/018-one-copy-of-the-platform-libraries.md).
//
// The shell provides every shared library, once per browser under its own deployment's URL; the remotes consume them
// and ship no copy (`import: false`). So a farmer who goes from one screen to the next downloads only that screen's
// own code: React, Fluent UI and the kit are the shell's files, already in the cache.
const path = require('node:path');
const fs = require('node:fs');
const { usedExports } = require('./used-exports');

const root = path.resolve(__dirname, '..');
const packagesDir = path.join(root, 'packages');

/** Every workspace package's folder: where its dependencies are installed (pnpm links them into its node_modules). */
function workspaceDirs() {
  return [
    root,
    path.join(root, 'host-adapter'),
    ...fs.readdirSync(packagesDir).map((name) => path.join(packagesDir, name)),
  ].filter((dir) => fs.existsSync(path.join(dir, 'package.json')));
}

/**
 * The version of `pkg` as installed in the workspace: what a build bundles, read from the package itself. A package
 * installed in two versions is refused, since a shared library must be one version for the whole workspace (the
 * pnpm catalog pins it once).
 */
const installedVersions = new Map();

/** @param {string} pkg */
function installedVersion(pkg) {
  // Every config asks for the same few packages several times (shared config, chunk pattern, platform versions).
  const known = installedVersions.get(pkg);
  if (known) return known;
  const versions = new Set();
  for (const dir of workspaceDirs()) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) versions.add(JSON.parse(fs.readFileSync(file, 'utf8')).version);
  }
  // A dependency of a dependency (scheduler, React DOM's): read where that package finds it.
  const within = Object.values(SHARED).find((share) => share.package === pkg)?.within;
  if (versions.size === 0 && within) versions.add(JSON.parse(fs.readFileSync(resolveShared(`${pkg}/package.json`, within), 'utf8')).version);
  // Our own packages are linked by name into the packages that use them.
  if (versions.size === 0) {
    for (const dir of workspaceDirs()) {
      const file = path.join(dir, 'package.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === pkg) versions.add(manifest.version);
    }
  }
  if (versions.size === 0) throw new Error(`webpack.shared.js: ${pkg} is not installed in any workspace package (pnpm install?)`);
  if (versions.size > 1) {
    throw new Error(`webpack.shared.js: ${pkg} is installed in ${[...versions].join(' and ')}; give it one version in the pnpm catalog`);
  }
  const [version] = versions;
  installedVersions.set(pkg, version);
  return version;
}

/**
 * Where the shell's build finds a shared package: in the folder of a workspace package that depends on it (the shell
 * itself imports none of them; pnpm links a dependency only into the packages that declare it).
 * @param {string} request  a package or one of its files ('react/jsx-runtime')
 * @param {string} [within]  the package that depends on it, when no workspace package does (scheduler: React DOM)
 * @returns {string}
 */
function resolveShared(request, within) {
  if (within) return require.resolve(request, { paths: [path.dirname(resolveShared(`${within}/package.json`))] });
  for (const dir of workspaceDirs()) {
    try {
      return require.resolve(request, { paths: [dir] });
    } catch {
      // not a dependency of this package: the next one
    }
  }
  throw new Error(`webpack.shared.js: ${request} is not installed in any workspace package (pnpm install?)`);
}

/**
 * The shared libraries, by the name the code imports them by:
 * - `package`: whose installed version the share carries;
 * - `singleton`: one copy per page, whatever the versions (React, its DOM, the store, the router);
 * - `chunk`: which of the shell's files holds the shell's copy: `shared` (React and what it needs: changes with a
 *   React upgrade only), `calls` (what a screen's calls and its page-load module need: no React, so the page-load
 *   module runs before the rest has arrived, ADR 015), `kit` (Fluent UI and the screen kit);
 * - `subset`: the shell provides the exports the workspace's screens and kit import (a module it writes, below),
 *   instead of the whole library: Fluent UI whole is about 315 KB gzip (ADR 002), valibot whole about 20 KB.
 * `single-spa` is the shell's own (provided eagerly, in shell.js); it is listed so that a remote built against
 * another major is refused.
 */
/**
 * @typedef {{ package: string, singleton: boolean, chunk: 'shared' | 'calls' | 'kit', subset?: boolean, within?: string }} Share
 * @type {Record<string, Share>}
 */
const SHARED = {
  react: { package: 'react', singleton: true, chunk: 'shared' },
  'react/jsx-runtime': { package: 'react', singleton: true, chunk: 'shared' },
  'react-dom': { package: 'react-dom', singleton: true, chunk: 'shared' },
  'react-dom/client': { package: 'react-dom', singleton: true, chunk: 'shared' },
  // React DOM and Fluent both import it. Not in the catalog (React DOM pins it), so its version is read from the
  // package.
  scheduler: { package: 'scheduler', singleton: false, chunk: 'shared', within: 'react-dom' },
  zustand: { package: 'zustand', singleton: true, chunk: 'shared' },
  valibot: { package: 'valibot', singleton: false, chunk: 'calls', subset: true },
  luxon: { package: 'luxon', singleton: false, chunk: 'calls', subset: true },
  '@fluentui/react-components': { package: '@fluentui/react-components', singleton: false, chunk: 'kit', subset: true },
  '@klw/ui': { package: '@klw/ui', singleton: true, chunk: 'kit' },
  '@klw/forms': { package: '@klw/forms', singleton: true, chunk: 'kit' },
};

/** @param {string} pkg */
function versionFields(pkg) {
  const version = installedVersion(pkg);
  return { version, requiredVersion: `^${version}` };
}

/**
 * What a remote shares: every library, consumed from the shell's copy and never shipped (`import: false`). A remote
 * built against a version the page's shell does not provide is refused by the shell before any of its code loads
 * (`packages/shell/src/compatibility.ts`), so the runtime never meets a share it cannot satisfy.
 */
function remoteShared() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const [name, share] of Object.entries(SHARED)) {
    shared[name] = { import: false, singleton: share.singleton, strictVersion: true, ...versionFields(share.package) };
  }
  shared['single-spa'] = { import: false, singleton: true, strictVersion: true, ...versionFields('single-spa') };
  return shared;
}

/** The name a subset module imports its library by. */
const SUBSET_PREFIX = 'klw-shared-library/';

// Resolves as webpack resolves an import of the shell's production build for the browser, so that the file the
// shell provides is the file its kit imports (one module, not an ESM and a CommonJS copy).
const enhancedResolve = require(require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack'))] }));
const resolveAsWebpack = enhancedResolve.create.sync({
  conditionNames: ['import', 'module-sync', 'module', 'webpack', 'production', 'browser'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
});

/**
 * The folder of an installed package, its real path (pnpm links it from the store).
 * @param {string} pkg
 * @param {string} [within]  the package that depends on it, when no workspace package does
 * @returns {string}
 */
function packageDir(pkg, within) {
  const dirs = within ? [path.dirname(packageDir(within))] : workspaceDirs().map((dir) => path.join(dir, 'node_modules'));
  for (const dir of dirs) {
    const candidate = path.join(dir, pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
  }
  throw new Error(`webpack.shared.js: ${pkg} is not installed in any workspace package (pnpm install?)`);
}

/** The file of each shared library as the shell's build resolves it. */
const sharedFileCache = new Map();
/**
 * @param {string} name
 * @returns {string}
 */
function sharedFile(name) {
  if (!sharedFileCache.has(name)) {
    const share = SHARED[name];
    if (!share) throw new Error(`webpack.shared.js: ${name} is not a shared library`);
    const own = share.package.startsWith('@klw/');
    const dir = own ? path.join(packagesDir, share.package.slice(5)) : packageDir(share.package, share.within);
    // From the folder that holds the package, as an import of it would be resolved.
    const file = own ? resolveAsWebpack(dir, `./${JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).main}`) : resolveAsWebpack(path.join(dir, '..', ...(share.package.includes('/') ? ['..'] : [])), name);
    sharedFileCache.set(name, file);
  }
  return sharedFileCache.get(name);
}

/** The shell's aliases of SUBSET_PREFIX's names: each shared library's file (sharedFile). */
function subsetAliases() {
  return Object.fromEntries(Object.keys(SHARED).map((name) => [`${SUBSET_PREFIX}${name}$`, sharedFile(name)]));
}

/**
 * The shell provides the shared libraries and consumes none: its own code and the kit it provides import each
 * library by SUBSET_PREFIX's name, which no share matches, so they take the very modules the shell provides (the
 * same files, one module each), without waiting for the share scope. A consumed share in shell.js itself would have
 * to be there before the shell's first line runs (the contracts' messages import luxon through their formatter).
 */
class ShellOwnCopies {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ShellOwnCopies', (factory) => {
      factory.hooks.beforeResolve.tap('ShellOwnCopies', (data) => {
        if (Object.hasOwn(SHARED, data.request)) data.request = `${SUBSET_PREFIX}${data.request}`;
      });
    });
  }
}

/** Where the shell's build writes the modules that re-export a subset of a library (git-ignored, as node_modules). */
const subsetDir = path.join(root, 'node_modules', '.cache', 'klw-shared');

/**
 * The packages whose imports decide a subset: the kit (`@klw/ui`, `@klw/forms`, `@klw/contracts`) and every screen
 * (a package with `src/routes.json`). klw_auth shares nothing (its page-load module must not wait for the shell's
 * files), so what it imports is its own.
 */
function subsetSources() {
  return fs
    .readdirSync(packagesDir)
    .map((name) => path.join(packagesDir, name))
    .filter((dir) => ['ui', 'forms', 'contracts'].includes(path.basename(dir)) || fs.existsSync(path.join(dir, 'src', 'routes.json')))
    .map((dir) => path.join(dir, 'src'));
}

/**
 * Writes the module the shell provides in place of `pkg` whole: the exports the kit and the screens import from it.
 * It imports the library by another name (`SUBSET_PREFIX`), which the shell's build points at the library
 * (`subsetAliases`) but which no share matches (a share matches the request as written), so it is not a share of
 * itself.
 * @param {string} pkg
 * @returns {{ file: string, exports: string[] }}
 */
function writeSubset(pkg) {
  const exports = usedExports(pkg, subsetSources(), () => require(resolveShared(pkg)));
  if (exports.length === 0) throw new Error(`webpack.shared.js: no screen imports ${pkg}; take it out of SHARED`);
  const file = path.join(subsetDir, `${pkg.replace(/[@/]/g, '_')}.mjs`);
  const from = `${SUBSET_PREFIX}${pkg}`;
  const text =
    `// Written by webpack/shared-packages.js for the shell's build: the exports of ${pkg} the kit and the screens use.\n` +
    `export { ${exports.join(', ')} } from ${JSON.stringify(from)};\n`;
  fs.mkdirSync(subsetDir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return { file, exports };
}

/**
 * What the shell shares: single-spa, the one library it uses itself, eagerly (in shell.js, no async boundary;
 * docs/PERFORMANCE.md), and every library of SHARED, provided from a file of its own deployment (`import` an absolute
 * path: provided although the shell's own code imports none of them).
 * @param {string} dirname  the shell's folder
 * @returns {{ shared: Record<string, object>, subsets: Record<string, string[]> }}
 *   `subsets`: the exports provided of each subset library
 */
function shellShared(dirname) {
  // Relative to the shell's folder: an absolute path would put the build machine's folders into mf-stats.json.
  const relative = (/** @type {string} */ file) => `./${path.relative(dirname, file).split(path.sep).join('/')}`;
  /** @type {Record<string, object>} */
  const shared = { 'single-spa': { singleton: true, strictVersion: true, eager: true, ...versionFields('single-spa') } };
  /** @type {Record<string, string[]>} */
  const subsets = {};
  for (const [name, share] of Object.entries(SHARED)) {
    // A subset is provided from its module; every other library by the name the shell's own modules import it by
    // (ShellOwnCopies), so the copy provided is the very module the kit in the shell runs.
    let request = relative(sharedFile(name));
    if (share.subset) {
      const { file, exports } = writeSubset(name);
      subsets[name] = exports;
      request = relative(file);
    }
    shared[name] = { import: request, shareKey: name, singleton: share.singleton, strictVersion: true, ...versionFields(share.package) };
  }
  return { shared, subsets };
}

/** The folders a subset module's library is resolved from (the shell's build adds them to `resolve.modules`). */
function sharedModuleFolders() {
  return workspaceDirs().map((dir) => path.join(dir, 'node_modules'));
}

/**
 * The shell's chunk of each shared module, by the path of the module's file: React and what it needs, the calls'
 * libraries, or Fluent UI with the kit (the rest of the shell's shared modules).
 * @returns {(resource: string) => 'shared' | 'calls' | 'kit' | null}
 */
function sharedChunkOf() {
  const byChunk = { shared: new Set(), calls: new Set() };
  for (const share of Object.values(SHARED)) {
    if (share.chunk === 'shared' || share.chunk === 'calls') byChunk[share.chunk].add(share.package);
  }
  const pattern = (/** @type {Set<string>} */ packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${[...packages].join('|')})[\\\\/]`);
  const shared = pattern(byChunk.shared);
  const calls = pattern(byChunk.calls);
  const shellSource = path.join(packagesDir, 'shell') + path.sep;
  return (resource) => {
    // The shell's own lazy modules (none in a production build) are not shared libraries.
    if (resource.startsWith(shellSource)) return null;
    if (shared.test(resource)) return 'shared';
    if (calls.test(resource) || (resource.startsWith(subsetDir) && /(valibot|luxon)\.mjs$/.test(resource))) return 'calls';
    return 'kit';
  };
}

/** The versions of every shared library, as the shell provides them: what a remote must fit. */
function sharedVersions() {
  return {
    ...Object.fromEntries(Object.entries(SHARED).map(([name, share]) => [name, installedVersion(share.package)])),
    'single-spa': installedVersion('single-spa'),
  };
}

module.exports = { SHARED, ShellOwnCopies, installedVersion, remoteShared, shellShared, sharedChunkOf, sharedModuleFolders, sharedVersions, subsetAliases };

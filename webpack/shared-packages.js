// What the screens share at run time through module federation, who provides it, and the versions they share, read
// from the workspace's installs. Used by webpack.shared.js and the shell's build (docs/adr/018-one-copy-of-the-platform-libraries.md).
//
// The shell provides every shared library, once per browser under its own deployment's URL; the remotes consume them.
// So a farmer who goes from one screen to the next downloads only that screen's own code: React, Fluent UI and the kit
// are the shell's files, already in the cache.
const path = require('node:path');
const fs = require('node:fs');
const { SHARED, packagesDir, resolveShared, workspaceDirs } = require('./shared-table');
const { sharedFile, subsetDir, writeSubset } = require('./shared-subsets');
const { OWN_COPY_VERSION } = require('./own-copies');

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

/** @param {string} pkg */
function versionFields(pkg) {
  const version = installedVersion(pkg);
  return { version, requiredVersion: `^${version}` };
}

/**
 * What a remote shares: every library, from the shell's copy. React, its DOM, the store and the kit are one copy per
 * page (singletons), so a remote ships none of them (`import: false`); a remote built against a major the page's shell
 * does not provide is refused by the shell before any of its code loads (`packages/shell/src/compatibility.ts`). Of a
 * library the shell provides cut to a subset (Fluent UI, valibot, luxon), a remote carries its own copy, cut to what it
 * uses (own-copies.js): the shell has it take that copy where the shell's lacks an export it uses, so a screen built
 * alone runs on the shell a farmer gets whatever it imports (docs/adr/019-a-screen-brings-what-the-shell-lacks.md).
 */
function remoteShared() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const [name, share] of Object.entries(SHARED)) {
    const own = share.subset ? { import: name, version: OWN_COPY_VERSION } : { import: false };
    shared[name] = { singleton: share.singleton, strictVersion: true, ...versionFields(share.package), ...own };
  }
  shared['single-spa'] = { import: false, singleton: true, strictVersion: true, ...versionFields('single-spa') };
  return shared;
}

/** The libraries a remote carries its own copy of (remoteShared). */
function ownCopyShares() {
  return Object.entries(SHARED)
    .filter(([, share]) => share.subset)
    .map(([name]) => name);
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
 * libraries, the kit's cards with rows, or Fluent UI with the kit (the rest of the shell's shared modules).
 * @returns {(resource: string) => 'shared' | 'calls' | 'kit' | 'rows' | null}
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
  // A part of the kit shared apart (its chunk not the kit's): the folder of its entry holds its modules.
  const apart = Object.entries(SHARED)
    .filter(([, share]) => share.chunk === 'rows')
    .map(([name]) => path.dirname(sharedFile(name)) + path.sep);
  return (resource) => {
    // The shell's own lazy modules (none in a production build) are not shared libraries.
    if (resource.startsWith(shellSource)) return null;
    if (apart.some((folder) => resource.startsWith(folder))) return 'rows';
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

module.exports = { installedVersion, ownCopyShares, remoteShared, shellShared, sharedChunkOf, sharedModuleFolders, sharedVersions };

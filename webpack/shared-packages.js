// What the remotes and the shell share at run time through module federation, and the versions they share, read
// from the workspace's installs. Used by webpack.shared.js.
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '..');

/** Every workspace package's folder: where its dependencies are installed (pnpm links them into its node_modules). */
function workspaceDirs() {
  const packages = path.join(root, 'packages');
  return [
    root,
    path.join(root, 'host-adapter'),
    ...fs.readdirSync(packages).map((name) => path.join(packages, name)),
  ].filter((dir) => fs.existsSync(path.join(dir, 'package.json')));
}

/**
 * The version of `pkg` as installed in the workspace: what a build bundles, read from the package itself. A package
 * installed in two versions is refused, since a shared singleton must be one version for the whole workspace (the
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
  if (versions.size === 0) throw new Error(`webpack.shared.js: ${pkg} is not installed in any workspace package (pnpm install?)`);
  if (versions.size > 1) {
    throw new Error(`webpack.shared.js: ${pkg} is installed in ${[...versions].join(' and ')}; give it one version in the pnpm catalog`);
  }
  const [version] = versions;
  installedVersions.set(pkg, version);
  return version;
}

/** Shared as singletons by every remote and the shell: one React, one store library, one single-spa per page. */
function sharedSingletons() {
  /** @param {string} pkg  the package whose installed version the shared module carries */
  const singleton = (pkg) => {
    const version = installedVersion(pkg);
    return {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      // Another major of a singleton is refused by the runtime instead of running two Reacts side by side.
      strictVersion: true,
    };
  };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    zustand: singleton('zustand'),
    'single-spa': singleton('single-spa'),
  };
}

/**
 * Shared, but not singletons: libraries more than one remote needs on the first view, so the page loads them
 * once instead of once per remote (docs/PERFORMANCE.md). Another version loads its own copy. luxon is not among them:
 * only a screen that shows dates needs it (klw_auth checks none), so it stays in that screen's own chunk, one share
 * fewer to negotiate and 0.7 KB smaller there (DESIGN.md: small libraries may stay local to a remote).
 */
function sharedLibraries() {
  return {
    // React DOM and Fluent both import it; unshared, each remote with Fluent ships a second copy. Not in the
    // catalog (React DOM pins it), so its version is read from the package.
    scheduler: {},
  };
}

/**
 * What the shell shares: the singletons, with single-spa, the one it uses itself, provided eagerly so that the
 * shell's code runs inside shell.js without an async boundary (docs/PERFORMANCE.md, issue 15).
 */
function shellShared() {
  const singletons = sharedSingletons();
  return { ...singletons, 'single-spa': { ...singletons['single-spa'], eager: true } };
}

/** node_modules paths of every package shared at run time (singletons and libraries), for the fallbacks' chunk. */
function sharedPackagesPattern() {
  const packages = [...new Set(Object.keys({ ...sharedSingletons(), ...sharedLibraries() }).map((key) => key.split('/')[0]))];
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
}

module.exports = { installedVersion, sharedLibraries, sharedPackagesPattern, sharedSingletons, shellShared };

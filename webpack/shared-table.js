// The libraries the screens share at run time, by the name the code imports them by, and where the workspace installs
// them. Read by shared-packages.js (the federation's shared config), shared-subsets.js (what the shell provides) and
// manifest-files.js (ADR 018).
const path = require('node:path');
const fs = require('node:fs');

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
 * The shared libraries, by the name the code imports them by:
 * - `package`: whose installed version the share carries;
 * - `singleton`: one copy per page, whatever the versions (React, its DOM, the store, the router);
 * - `chunk`: which of the shell's files holds the shell's copy: `shared` (React and what it needs: changes with a
 *   React upgrade only), `calls` (what a screen's calls and its page-load module need: no React, so the page-load
 *   module runs before the rest has arrived, ADR 015), `kit` (Fluent UI and the screen kit), `rows` (the kit's cards
 *   with lists of rows: only the screens that show them download it);
 * - `subset`: the shell provides the exports the workspace's screens and kit import (a module it writes, below),
 *   instead of the whole library: Fluent UI whole is about 315 KB gzip (ADR 002), valibot whole about 20 KB.
 * `single-spa` is the shell's own (provided eagerly, in shell.js); it is listed so that a remote built against
 * another major is refused.
 */
/**
 * @typedef {{ package: string, singleton: boolean, chunk: 'shared' | 'calls' | 'kit' | 'rows', subset?: boolean, within?: string }} Share
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
  // What Fluent UI's components find through React contexts: the style renderer (with the page's CSP nonce), the
  // theme, the document, the direction. One copy per page, so that a remote's own copy of a component (ADR 019) finds
  // the FluentProvider and RendererProvider of the shell's; the components themselves are in the subset above.
  '@griffel/react': { package: '@griffel/react', singleton: true, chunk: 'kit', within: '@fluentui/react-components' },
  '@fluentui/react-shared-contexts': { package: '@fluentui/react-shared-contexts', singleton: true, chunk: 'kit', within: '@fluentui/react-components' },
  '@klw/ui': { package: '@klw/ui', singleton: true, chunk: 'kit' },
  '@klw/forms': { package: '@klw/forms', singleton: true, chunk: 'kit' },
  '@klw/forms/rows': { package: '@klw/forms', singleton: true, chunk: 'rows' },
};

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

module.exports = { SHARED, packagesDir, resolveShared, root, workspaceDirs };

// The modules the shell provides in place of a whole library (Fluent UI, valibot, luxon: only the exports the kit and
// the screens import), and how the shell's own code comes to run the very copies it provides (ADR 018).
const path = require('node:path');
const fs = require('node:fs');
const { usedExports } = require('./used-exports');
const { SHARED, packagesDir, resolveShared, root, workspaceDirs } = require('./shared-table');

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
  // The node_modules folder that holds `within` (two levels up for a scoped name), where pnpm links its dependencies.
  const dirs = within ? [path.join(packageDir(within), ...within.split('/').map(() => '..'))] : workspaceDirs().map((dir) => path.join(dir, 'node_modules'));
  for (const dir of dirs) {
    const candidate = path.join(dir, pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
  }
  throw new Error(`webpack.shared.js: ${pkg} is not installed in any workspace package (pnpm install?)`);
}

/**
 * The file of one of our own packages that an import of the package (subpath '') or of one of its entries
 * ('/rows') names: its `exports` entry, else its `main`.
 * @param {string} dir  the package's folder
 * @param {string} subpath
 * @returns {string}  relative to `dir`
 */
function ownEntry(dir, subpath) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = manifest.exports?.[`.${subpath}`] ?? (subpath === '' ? `./${manifest.main}` : undefined);
  if (typeof entry !== 'string') throw new Error(`webpack.shared.js: ${manifest.name} has no entry '.${subpath}' in its package.json exports`);
  return entry;
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
    const file = own ? resolveAsWebpack(dir, ownEntry(dir, name.slice(share.package.length))) : resolveAsWebpack(path.join(dir, '..', ...(share.package.includes('/') ? ['..'] : [])), name);
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
 * to be there before the shell's first line runs.
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
 * The packages whose imports decide a subset: the kit (`@klw/ui`, `@klw/forms`, `@klw/contracts`), klw_auth and every
 * screen (a package with `src/routes.json`). The subset is only what the shell offers: a remote built from another
 * commit that uses an export outside it takes its own copy of that library (own-copies.js), so a gap here costs a
 * download, never a broken screen; klw_auth is read too because it is on every page.
 */
function subsetSources() {
  return fs
    .readdirSync(packagesDir)
    .map((name) => path.join(packagesDir, name))
    .filter((dir) => ['ui', 'forms', 'contracts', 'auth'].includes(path.basename(dir)) || fs.existsSync(path.join(dir, 'src', 'routes.json')))
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

module.exports = { ShellOwnCopies, sharedFile, subsetAliases, subsetDir, writeSubset };

// One function gives every remote and the shell its webpack config (docs/ARCHITECTURE.md).
// Adding a remote: `module.exports = createConfig({ role: 'remote', name: 'klw_x', dirname: __dirname })`, its exposes
// the modules of its src/exposes/.
const path = require('node:path');
const fs = require('node:fs');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { generateExposeFilename } = require('@module-federation/sdk');
// Node 20.19+ requires an ES module as it is.
const { PAGE_LOAD_MODULE } = require('./packages/platform/src/remote-files.mjs');

const root = __dirname;
const federationDir = path.join(root, 'packages/shell/src/federation');
// The parts each of one job, in webpack/.
const { OneShareRuntime } = require('./webpack/one-share-runtime');
const { NoBuildPaths, Precompress } = require('./webpack/asset-plugins');
const { FEDERATION_INTERNALS, assertOneBundlerRuntime, bundlerRuntimeEntry, injectRuntimePluginCjs, injectRuntimePluginEsm } = require('./webpack/federation-internals');
const { EmitRouteDeclaration } = require('./webpack/route-declaration-plugin');
const { installedVersion, ownCopyShares, remoteShared, sharedChunkOf, sharedModuleFolders, sharedVersions, shellShared } = require('./webpack/shared-packages');
const { SHARED } = require('./webpack/shared-table');
const { ShellOwnCopies, subsetAliases } = require('./webpack/shared-subsets');
const { callsOwnKit } = require('./webpack/calls-own-kit');
const { ShareExports } = require('./webpack/own-copies');
const { ChunkRetry } = require('./webpack/chunk-retry-plugin');
const { consumedShares, exposeFiles, providedFiles } = require('./webpack/manifest-files');

/**
 * How our TypeScript is compiled, for every remote, the shell and the benchmark's monolith alike.
 * @param {boolean} production
 */
function sourceRules(production) {
  return [
    // Workspace libraries without import-time effects: a bundle keeps only the modules it uses (the milk
    // screen does not need the schemas and valibot, only the rules and formatters).
    { test: /[\\/]packages[\\/](contracts|ui|forms)[\\/]src[\\/]/, sideEffects: false },
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    },
  ];
}

function minimizers() {
  return [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })];
}

/**
 * The federated remotes a package consumes; their real URLs come from the registry at run time.
 * @param {string[]} names
 */
function federatedRemotes(names) {
  return Object.fromEntries(
    names.map((name) => [name, `${name}@https://registry.invalid/${name}/mf-manifest.json`]),
  );
}

/**
 * A remote's exposes: those it gives, else every module of its src/exposes/ under its name ('./lifecycles',
 * './page-load'), so a screen's build lists none of them and a new expose is a new file there.
 * @param {string} dirname
 * @param {Record<string, string> | undefined} given
 * @returns {Record<string, string>}
 */
function exposesOf(dirname, given) {
  if (given) return given;
  const dir = path.join(dirname, 'src', 'exposes');
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => /^[^.]+\.tsx?$/.test(file))
      .sort()
      .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposes/${file}`]),
  );
}

/**
 * @param {object} options
 * @param {'shell' | 'remote'} options.role  the shell (provides the federation runtime, runs single-spa, exposes
 *                                       nothing) or a remote (exposes modules, takes the runtime from the shell)
 * @param {string} options.name          federation name, also output.uniqueName (e.g. 'klw_melklevering')
 * @param {string} options.dirname       the package folder
 * @param {Record<string,string>} [options.exposes]  a remote's: default every module of its src/exposes/
 * @param {string[]} [options.remotes]   federated remotes this package imports (e.g. ['klw_auth'])
 * @param {Record<string,string>} [options.entry]  plain entries (the shell's 'shell')
 * @param {import('webpack').Configuration['plugins']} [options.plugins]
 * @param {object} [options.devServer]  the development server's options (webpack-dev-server; the shell's)
 */
function createConfig(options) {
  const { role, name, dirname, remotes = [], entry = {}, plugins = [], devServer } = options;
  const exposes = role === 'remote' ? exposesOf(dirname, options.exposes) : (options.exposes ?? {});
  const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  if (role !== 'shell' && role !== 'remote') {
    throw new Error(`webpack.shared.js: ${name} must say what it builds: role 'shell' or 'remote' (got ${JSON.stringify(role)})`);
  }
  const exposed = Object.keys(exposes).length > 0;
  if (role === 'shell' && exposed) throw new Error(`webpack.shared.js: the shell (${name}) exposes nothing; a module to share is a remote's`);
  if (role === 'remote' && !exposed) throw new Error(`webpack.shared.js: the remote ${name} exposes nothing; give it exposes`);
  // One federation runtime per page: the shell carries it and hands it to the remotes, whose entries then hold just
  // their own chunk loading. A remote runs only on a page with the shell, which ADR 003 already requires (the shell
  // owns the registry).
  const providesRuntime = role === 'shell';
  if (providesRuntime) assertOneBundlerRuntime(dirname);
  // The shell provides the shared libraries (ADR 018): computed once per config, as it writes the subset modules.
  const shellShares = providesRuntime ? shellShared(dirname) : { shared: {}, subsets: {} };
  const chunkOf = sharedChunkOf();
  // The federation plugin's chunk of each expose, named as @module-federation/sdk names it (exposeFiles reads the
  // same names back). A screen's page-load module (PAGE_LOAD_MODULE) keeps a chunk of its own: the shell runs it
  // while the rest of the screen's code is still on its way. A remote without routes (klw_auth) keeps it
  // with its other exposes: they are small, and apart each would carry the modules they share.
  const screen = fs.existsSync(path.join(dirname, 'src', 'routes.json'));
  const pageLoadKey = `./${PAGE_LOAD_MODULE}`;
  const pageLoadApart = screen && pageLoadKey in exposes;
  const pageLoadChunk = generateExposeFilename(pageLoadKey, false);
  const merged = Object.keys(exposes).filter((key) => !(pageLoadApart && key === pageLoadKey));
  const exposeChunks = new Set(merged.map((key) => generateExposeFilename(key, false)));
  // A release pipeline (or the redeploy end-to-end test) may stamp another version or build elsewhere.
  const buildVersion = process.env.KLW_BUILD_VERSION || pkg.version;
  const outputPath = process.env.KLW_OUTPUT_DIR ? path.resolve(process.env.KLW_OUTPUT_DIR) : path.join(dirname, 'dist');
  /**
   * @param {unknown} _env
   * @param {{ mode?: string }} [argv]
   */
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry,
      target: 'web',
      // No eval-based source maps: development builds run under the page's CSP (no 'unsafe-eval'), as in production.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: {
          [injectRuntimePluginCjs]: injectRuntimePluginEsm,
          // A remote takes the bundler runtime from the shell too (provide-bundler-runtime-plugin.js).
          ...(providesRuntime ? {} : { [bundlerRuntimeEntry]: path.join(federationDir, 'external-bundler-runtime.js') }),
          // The subsets of the shared libraries the shell provides import each library by another name (ADR 018).
          ...(providesRuntime ? subsetAliases() : {}),
        },
        // The shell imports none of the shared libraries itself: the modules it provides in their place find them in
        // the workspace packages that depend on them.
        ...(providesRuntime ? { modules: ['node_modules', ...sharedModuleFolders()] } : {}),
      },
      module: { rules: sourceRules(production) },
      optimization: {
        minimize: production,
        minimizer: minimizers(),
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        splitChunks: {
          cacheGroups: {
            // No separate vendor chunk beside an expose: library and screen code in one chunk are concatenated
            // and tree-shaken together (Fluent's token table shrinks from 30 KB to under 1 KB).
            defaultVendors: false,
            // A remote's exposes load together on the first view (klw_auth's client and session): one file instead
            // of one per expose plus a common chunk. Shared fallbacks and lazy chunks (mock mode) stay apart.
            // What a screen's page-load module shares with its other exposes (its calls: the schema, valibot, luxon)
            // travels in one chunk both load, instead of a copy in each; the page-load module with it.
            ...(pageLoadApart
              ? {
                  calls: {
                    name: 'calls',
                    chunks: (/** @type {import('webpack').Chunk} */ chunk) => chunk.name === pageLoadChunk || (typeof chunk.name === 'string' && exposeChunks.has(chunk.name)),
                    minChunks: 2,
                    priority: 10,
                    enforce: true,
                  },
                  // The page-load module itself (a few lines) in the same file: one script fewer to compile and cache.
                  pageLoad: { name: 'calls', chunks: (/** @type {import('webpack').Chunk} */ chunk) => chunk.name === pageLoadChunk, priority: 5, enforce: true },
                }
              : {}),
            exposes: {
              name: 'exposes',
              chunks: (/** @type {import('webpack').Chunk} */ chunk) => typeof chunk.name === 'string' && exposeChunks.has(chunk.name),
              enforce: true,
            },
            // The shell's copies of the shared libraries, in the files webpack/shared-table.js names, by what needs them first: React and its
            // scheduler and store (`shared`: they change with a React upgrade only), what a screen's calls need
            // (`calls`: valibot and luxon, no React, so a screen's page-load module runs before the rest has come;
            // ADR 015), Fluent UI with the kit (`kit`), and the kit's cards with rows (`rows`: the screens without
            // them, the milk screen's first view among them, download none of it). One request and one compression
            // window each instead of one per library (docs/PERFORMANCE.md). A remote ships none of them (webpack/shared-packages.js).
            ...(providesRuntime
              ? Object.fromEntries(
                  [...new Set(Object.values(SHARED).map((share) => share.chunk))].map((group) => [
                    group,
                    {
                      name: group,
                      test: (/** @type {import('webpack').Module} */ module) => {
                        const resource = /** @type {{ resource?: string }} */ (module).resource;
                        return typeof resource === 'string' && chunkOf(resource) === group;
                      },
                      // Not the kit's mock mode ('?mock=1': MSW and the fixtures, its chunk named 'mock'): a page
                      // outside mock mode must download none of it, so it stays a chunk of its own.
                      chunks: (/** @type {import('webpack').Chunk} */ chunk) => !chunk.canBeInitial() && chunk.name !== 'mock',
                      enforce: true,
                    },
                  ]),
                )
              : {}),
          },
        },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: federatedRemotes(remotes),
          // The shell uses none of the shared libraries (it imports only the route rules of @klw/platform); sharing
          // them would emit fallback chunks (scheduler's) that no page needs.
          shared: providesRuntime ? shellShares.shared : remoteShared(),
          shareStrategy: 'loaded-first',
          experiments: {
            ...(providesRuntime ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: {
              // Browser only: the runtime's Node loading paths are left out.
              target: 'web',
              // A remote that loads no other remote (klw_auth) leaves out the remote-loading code.
              disableRemote: !providesRuntime && remotes.length === 0,
              // The runtime is handed each remote's remoteEntry.js, never its manifest: the shell reads and checks the
              // manifests itself (most come in the page) and works out the entries' URLs, so the runtime's manifest
              // machinery (its snapshot plugin: fetching, converting and preloading from manifests) has nothing to do
              // on any page load (docs/PERFORMANCE.md).
              disableSnapshot: true,
            },
          },
          manifest: {
            additionalData: ({ stats, compilation }) => {
              stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion };
              return providesRuntime ? providedFiles(stats, compilation) : consumedShares(exposeFiles(stats, compilation), compilation);
            },
          },
          dts: false,
          dev: false,
          // The shell's only: the registry plugin is registered from there for every remote's federation instance
          // too (the runtime's documented global plugins), so no remote entry carries a copy of it.
          runtimePlugins: providesRuntime
            ? [path.join(federationDir, 'registry-runtime-plugin.js'), path.join(federationDir, 'provide-bundler-runtime-plugin.js')]
            : [],
        }),
        ...(providesRuntime ? [] : [new EmitRouteDeclaration(dirname, { name, exposes })]),
        ...(pageLoadApart ? [callsOwnKit()] : []),
        ...(providesRuntime
          ? [
              new ShellOwnCopies(),
              // The exports of each library the shell provides cut to a subset: a remote that uses one outside it takes
              // its own copy of that library (packages/shell/src/compatibility.ts).
              new DefinePlugin({ __KLW_PROVIDED_EXPORTS__: JSON.stringify(shellShares.subsets) }),
            ]
          : []),
        // What the build uses and provides of the shared libraries, for its manifest; a remote's own copies cut to its use.
        new ShareExports(providesRuntime ? [] : ownCopyShares()),
        new ChunkRetry(name),
        new OneShareRuntime(),
        ...(production ? [new Precompress(), new NoBuildPaths()] : []),
        ...plugins,
      ],
      devServer,
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = {
  createConfig,
  Precompress,
  EmitRouteDeclaration,
  installedVersion,
  sharedVersions,
  sourceRules,
  minimizers,
  FEDERATION_INTERNALS,
};

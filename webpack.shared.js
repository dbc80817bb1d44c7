// One function gives every remote and the shell its webpack config (DESIGN.md, issue 2).
// Adding a remote: `module.exports = createConfig({ role: 'remote', name: 'klw_x', dirname: __dirname, exposes: {...} })`.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { pathToFileURL } = require('node:url');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { generateExposeFilename } = require('@module-federation/sdk');
// Node 20.19+ requires an ES module as it is.
const { PAGE_LOAD_MODULE } = require('./packages/platform/src/remote-files.mjs');

const root = __dirname;

// Three places below reach into files of the federation packages that are not their public API. Each is written for
// the version in FEDERATION_INTERNALS; packages/shell/src/federation/internal-reaches.test.ts fails, naming the file
// and that version, when an upgrade moves or changes one. ADR 004 says how to drop each of them.
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));

// The shell hands its federation runtime to the remotes (experiments below) through this runtime plugin. The
// federation plugin adds its CommonJS build, which would pull in a second, CommonJS copy of the whole runtime core
// next to the ESM one the shell already runs: the ESM build of the plugin imports that same copy
// (docs/PERFORMANCE.md).
const injectRuntimePluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
const injectRuntimePluginEsm = injectRuntimePluginCjs.replace(/\.cjs$/, '.js');

// The file the federation plugin imports webpack's bundler runtime from, resolved as the plugin resolves it
// (through @module-federation/runtime-tools). Remotes get ours in its place, which takes the shell's copy.
const runtimeToolsDir = path.dirname(require.resolve('@module-federation/runtime-tools', { paths: [enhancedDir] }));
const bundlerRuntimeEntry = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [runtimeToolsDir] });
const federationDir = path.join(root, 'packages/shell/src/federation');
// The route rules of @klw/platform that a remote's build applies to its routes.json, and the shell's route table.
const platformDir = path.join(root, 'packages/platform/src');
const shellRouteTable = path.join(root, 'packages/shell/src/routes.json');

/** The internal files reached into, and the versions they were written for (see the test named above). */
const FEDERATION_INTERNALS = {
  writtenFor: '2.9.2',
  reaches: [
    {
      what: "the .cjs -> .js swap of the runtime-core plugin's CommonJS build for its ESM build (webpack.shared.js)",
      package: '@module-federation/inject-external-runtime-core-plugin',
      files: [injectRuntimePluginCjs, injectRuntimePluginEsm],
    },
    {
      what: "the alias of the plugin's bundler runtime import to the shell's copy in every remote (webpack.shared.js)",
      package: '@module-federation/webpack-bundler-runtime',
      files: [bundlerRuntimeEntry],
    },
    {
      what: "the shell's deep import of initContainerEntry and its re-implemented `init` (provide-bundler-runtime-plugin.js)",
      package: '@module-federation/webpack-bundler-runtime',
      files: [require.resolve('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js', { paths: [path.join(root, 'packages/shell')] })],
    },
  ],
};

/**
 * The shell imports the bundler runtime itself to hand it to the remotes; that must be the very copy the federation
 * plugin builds into the shell. The catalog pins both at one version; this stops a build where they drifted apart.
 * @param {string} dirname
 */
function assertOneBundlerRuntime(dirname) {
  const packageDir = (/** @type {string} */ file) => fs.realpathSync(file).replace(/([\\/]webpack-bundler-runtime)[\\/].*$/, '$1');
  const plugins = packageDir(bundlerRuntimeEntry);
  const ours = packageDir(require.resolve('@module-federation/webpack-bundler-runtime', { paths: [dirname] }));
  if (plugins !== ours) {
    throw new Error(
      `webpack.shared.js: the shell imports @module-federation/webpack-bundler-runtime from ${ours}, but the ` +
        `federation plugin uses ${plugins}. Give it the version @module-federation/enhanced depends on in the pnpm catalog.`,
    );
  }
}

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
 * A remote's route declaration (ADR 005): `src/routes.json` of the package, deployed as `routes.json` beside its
 * mf-manifest.json, where the shell and the portal read it at run time. A remote that renders no route (klw_auth)
 * deploys an empty list. The build fails on a declaration the shell would ignore: one @klw/platform's parser
 * refuses, a route missing from the shell's route table, or a module the remote does not expose. At run time such a
 * route would stay with the portal, with only a line in the browser's console to say why.
 */
class EmitRouteDeclaration {
  /**
   * @param {string} dirname  the package folder
   * @param {{ name: string, exposes: Record<string, string> }} remote
   */
  constructor(dirname, { name, exposes }) {
    this.file = path.join(dirname, 'src', 'routes.json');
    this.name = name;
    this.exposed = Object.keys(exposes);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRouteDeclaration', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EmitRouteDeclaration', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // The check reads the shell's route table too, so a watching build checks again when either changes.
          compilation.fileDependencies.add(this.file);
          compilation.fileDependencies.add(shellRouteTable);
          const declared = fs.existsSync(this.file);
          const text = declared ? fs.readFileSync(this.file, 'utf8') : '{ "routes": [] }\n';
          for (const problem of declared ? await this.problems(text) : []) {
            const error = new WebpackError(problem);
            error.file = this.file;
            compilation.errors.push(error);
          }
          compilation.emitAsset('routes.json', new sources.RawSource(text));
        },
      );
    });
  }

  /**
   * What the shell would hold against the declaration, by the rules it applies at run time.
   * @param {string} text
   * @returns {Promise<string[]>}
   */
  async problems(text) {
    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return [`src/routes.json of ${this.name} is not valid JSON (${error instanceof Error ? error.message : error})`];
    }
    const { parseRouteDeclaration } = await import(pathToFileURL(path.join(platformDir, 'parse-route-declaration.mjs')).href);
    const { inRouteTable } = await import(pathToFileURL(path.join(platformDir, 'route-rules.mjs')).href);
    /** @type {Array<{ path: string, module: string }>} */
    let routes;
    try {
      routes = parseRouteDeclaration(value, this.name);
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
    const isPage = inRouteTable(JSON.parse(fs.readFileSync(shellRouteTable, 'utf8')));
    return routes.flatMap((route, index) => [
      ...(isPage(route.path)
        ? []
        : [`src/routes.json of ${this.name}: routes[${index}].path '${route.path}' is not a page of the portal (${path.relative(root, shellRouteTable)}); the shell would leave it to the portal`]),
      ...(this.exposed.includes(route.module)
        ? []
        : [`src/routes.json of ${this.name}: routes[${index}].module '${route.module}' is not one of its exposes (${this.exposed.join(', ')}); the shell could not load it`]),
    ]);
  }
}

/**
 * No emitted file holds the absolute path of the folder the build ran in (issue 44): the source maps are deployed
 * beside the code (docs/DEPLOY.md), and the federation plugin's generated start-up module imports its runtime and
 * plugins by absolute path, which a source map's `sourcesContent` would carry to every browser. In the maps, the
 * repository's folder becomes a relative path (`webpack://<name>/` names the rest); any other file that would still
 * hold it fails the build, so a new leak is found where it starts.
 */
class NoBuildPaths {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const folder = `${root}${path.sep}`;
    const inJson = JSON.stringify(folder).slice(1, -1);
    compiler.hooks.thisCompilation.tap('NoBuildPaths', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'NoBuildPaths', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (asset.info.compressed) continue;
          const text = asset.source.source().toString();
          if (!text.includes(inJson) && !text.includes(folder)) continue;
          if (asset.name.endsWith('.map')) {
            compilation.updateAsset(asset.name, new sources.RawSource(text.split(inJson).join('')));
            continue;
          }
          const error = new WebpackError(`${asset.name} holds the build folder's absolute path (${root}); a deployed file must not`);
          error.file = asset.name;
          compilation.errors.push(error);
        }
      });
    });
  }
}

/**
 * Each file whose name carries its content hash (webpack marks it `immutable`) also as `<file>.br` (brotli, quality
 * 11) and `<file>.gz` (gzip, level 9) beside it, for a web server to send as they are (`brotli_static`,
 * `gzip_static` in docs/deploy/nginx.conf): compressed once at build time, about a tenth smaller than a server's
 * compression on the fly (docs/PERFORMANCE.md), and no compression work per request. Files with a fixed
 * name (remoteEntry.js, shell.js, the manifests) are left to the server: a copy of such a file compressed for an
 * earlier deployment could be sent in place of the new one. A hashed name cannot go stale that way.
 */
class Precompress {
  /** @param {{ include?: (info: import('webpack').AssetInfo) => boolean }} [options] */
  constructor({ include = (info) => info.immutable === true } = {}) {
    this.include = include;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'Precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        for (const asset of compilation.getAssets()) {
          if (!/\.(m?js|css)$/.test(asset.name) || !this.include(asset.info)) continue;
          const content = asset.source.buffer();
          const brotli = zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          // A copy is immutable only as its file is: webpack never writes an immutable name again once it is on disk,
          // so a plain-named copy (the benchmark's monolith `shell.js.br`) marked so would keep an old build's bytes.
          const info = { immutable: asset.info.immutable === true, compressed: true };
          compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(brotli), info);
          compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })), info);
        }
      });
    });
  }
}

/**
 * The manifest names each expose's files so that the shell can ask for them before the runtime does
 * (`screenFiles`, `prepareImportedRemotes`). The manifest plugin finds them by the chunk named after the expose; the
 * `exposes` cache group below moves every expose's modules into one chunk of another name, which would leave each
 * expose with no files at all. Each expose's files are therefore taken from its chunk group (named the same way by
 * @module-federation/sdk), which lists the chunks the expose loads, whatever chunk they were moved into.
 * @param {any} stats  the manifest plugin's stats (the public `manifest.additionalData` hook); typed `any` because
 *                     the plugin's types describe the manifest options loosely
 * @param {import('webpack').Compilation} compilation
 */
function exposeFiles(stats, compilation) {
  for (const expose of stats.exposes ?? []) {
    const group = compilation.namedChunkGroups.get(generateExposeFilename(expose.path, false));
    const files = group ? group.getFiles() : [];
    const js = files.filter((file) => file.endsWith('.js'));
    if (js.length === 0) {
      throw new Error(`webpack.shared.js: the manifest of ${stats.name} would name no files for its expose '${expose.path}'`);
    }
    expose.assets.js.sync = js;
    expose.assets.css.sync = files.filter((file) => file.endsWith('.css'));
  }
  return stats;
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
 * @param {object} options
 * @param {'shell' | 'remote'} options.role  the shell (provides the federation runtime, runs single-spa, exposes
 *                                       nothing) or a remote (exposes modules, takes the runtime from the shell)
 * @param {string} options.name          federation name, also output.uniqueName (e.g. 'klw_melklevering')
 * @param {string} options.dirname       the package folder
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.remotes]   federated remotes this package imports (e.g. ['klw_auth'])
 * @param {Record<string,string>} [options.entry]  plain entries (the shell's 'shell')
 * @param {import('webpack').Configuration['plugins']} [options.plugins]
 * @param {object} [options.devServer]  the development server's options (webpack-dev-server; the shell's)
 */
function createConfig(options) {
  const { role, name, dirname, exposes = {}, remotes = [], entry = {}, plugins = [], devServer } = options;
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
  // The federation plugin's chunk of each expose, named as @module-federation/sdk names it (exposeFiles reads the
  // same names back). A screen's page-load module (PAGE_LOAD_MODULE) keeps a chunk of its own: the shell runs it
  // while the rest of the screen's code is still on its way (issue 47). A remote without routes (klw_auth) keeps it
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
        },
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
            // travels in one chunk both load, instead of a copy in each.
            ...(pageLoadApart
              ? {
                  calls: {
                    name: 'calls',
                    chunks: (/** @type {import('webpack').Chunk} */ chunk) => chunk.name === pageLoadChunk || (typeof chunk.name === 'string' && exposeChunks.has(chunk.name)),
                    minChunks: 2,
                    priority: 10,
                    enforce: true,
                  },
                }
              : {}),
            exposes: {
              name: 'exposes',
              chunks: (/** @type {import('webpack').Chunk} */ chunk) => typeof chunk.name === 'string' && exposeChunks.has(chunk.name),
              enforce: true,
            },
            // The fallbacks of the shared libraries (React, React DOM, scheduler, zustand) travel together:
            // the screen that loads first provides them all on the first view, in one request and one compression
            // window instead of one per library (docs/PERFORMANCE.md).
            shared: {
              test: sharedPackagesPattern(),
              name: 'shared',
              chunks: 'async',
              enforce: true,
            },
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
          shared: providesRuntime ? shellShared() : { ...sharedSingletons(), ...sharedLibraries() },
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
              return exposeFiles(stats, compilation);
            },
          },
          dts: false,
          dev: false,
          runtimePlugins: [
            path.join(federationDir, 'registry-runtime-plugin.js'),
            ...(providesRuntime ? [path.join(federationDir, 'provide-bundler-runtime-plugin.js')] : []),
          ],
        }),
        ...(providesRuntime ? [] : [new EmitRouteDeclaration(dirname, { name, exposes })]),
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
  sharedSingletons,
  sourceRules,
  minimizers,
  FEDERATION_INTERNALS,
};

// One function gives every remote and the shell its webpack config (DESIGN.md, issue 2).
// Adding a remote: `module.exports = createConfig({ name: 'klw_x', dirname: __dirname, exposes: {...} })`.
const path = require('node:path');
const fs = require('node:fs');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = __dirname;

/** The pnpm catalog is the single source of versions; shared singletons ask for exactly those majors. */
function catalogVersion(pkg) {
  const text = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const line = text.split('\n').find((l) => {
    const key = l.trim().split(':')[0].replace(/'/g, '');
    return key === pkg;
  });
  if (!line) throw new Error(`webpack.shared.js: ${pkg} is not in the pnpm catalog`);
  return line.slice(line.lastIndexOf(':') + 1).trim();
}

/** Shared as singletons by every remote and the shell: one React, one store library, one single-spa per page. */
function sharedSingletons() {
  const singleton = (pkg, version = catalogVersion(pkg)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    // Another major of a singleton is refused by the runtime instead of running two Reacts side by side.
    strictVersion: true,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', catalogVersion('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', catalogVersion('react-dom')),
    zustand: singleton('zustand'),
    'single-spa': singleton('single-spa'),
  };
}

/** The federated remotes a package consumes; their real URLs come from the registry at run time. */
function federatedRemotes(names) {
  return Object.fromEntries(
    names.map((name) => [name, `${name}@https://registry.invalid/${name}/mf-manifest.json`]),
  );
}

/**
 * @param {object} options
 * @param {string} options.name          federation name, also output.uniqueName (e.g. 'klw_melklevering')
 * @param {string} options.dirname       the package folder
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.remotes]   federated remotes this package imports (e.g. ['klw_auth'])
 * @param {Record<string,string>} [options.entry]  plain entries (the shell's 'shell')
 * @param {import('webpack').Configuration['plugins']} [options.plugins]
 * @param {import('webpack').Configuration['devServer']} [options.devServer]
 */
function createConfig(options) {
  const { name, dirname, exposes = {}, remotes = [], entry = {}, plugins = [], devServer } = options;
  const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  // A release pipeline (or the redeploy end-to-end test) may stamp another version or build elsewhere.
  const buildVersion = process.env.KLW_BUILD_VERSION || pkg.version;
  const outputPath = process.env.KLW_OUTPUT_DIR ? path.resolve(process.env.KLW_OUTPUT_DIR) : path.join(dirname, 'dist');
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry,
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      },
      module: {
        rules: [
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
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: federatedRemotes(remotes),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion };
              return stats;
            },
          },
          dts: false,
          dev: false,
          runtimePlugins: [path.join(root, 'packages/shell/src/federation/registry-runtime-plugin.js')],
        }),
        ...plugins,
      ],
      devServer,
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createConfig, catalogVersion, sharedSingletons };

const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, installedVersion, minimizers, sharedVersions, sourceRules } = require('../../webpack.shared');
const { SHARED } = require('../../webpack/shared-table');
// The development page runs under the portal's own policy, so what breaks it there breaks here first.
const { contentSecurityPolicy, newNonce, SECURITY_HEADERS } = require('@klw/platform/content-security-policy');
// The local system's ports, one definition (an ES module, which Node 20.19 and later require as webpack.shared.js does).
const {
  DEFAULT_TRUSTED_HOSTS,
  LOCAL_API_PORT,
  LOCAL_DATA_INTEGRATION_BASE_URL,
  LOCAL_DEVELOPMENT_PORT,
  LOCAL_FRONT_END_BASE_URL,
} = require('@klw/platform');

// The development page is one static file, so its style nonce is one per server start (the portal's is one per page).
const devStyleNonce = newNonce();

/** The route table ships beside the shell as data: the portal reads it. */
class EmitDataFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitDataFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitDataFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, source] of [['routes.json', 'src/routes.json']]) {
          const text = fs.readFileSync(path.join(__dirname, source), 'utf8');
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(text));
        }
      });
    });
  }
}

const portal = process.env.KLW_PORTAL_URL || LOCAL_FRONT_END_BASE_URL;

// The shell's version in its telemetry's resource (service.version, src/telemetry/client.ts).
const SHELL_VERSION = JSON.stringify(require('./package.json').version);

/**
 * telemetry.js beside shell.js: the page's telemetry client (ADR 013), a script of its own that the shell
 * loads once the screen has mounted. Not a chunk of the shell's build: that would bring webpack's chunk loading into
 * shell.js, about 1 KB on the first view, where the shell keeps only a buffer of a few hundred bytes. Built after the
 * shell, into the same folder (the shell's build empties it first).
 */
function telemetryConfig(production) {
  return {
    name: 'telemetry',
    dependencies: ['shell'],
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { telemetry: './src/telemetry/entry.ts' },
    target: 'web',
    devtool: production ? false : 'cheap-module-source-map',
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: { rules: sourceRules(production) },
    optimization: { minimize: production, minimizer: minimizers() },
    plugins: [new webpack.DefinePlugin({ __KLW_SHELL_VERSION__: SHELL_VERSION })],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

module.exports = (env, argv) => {
  const development = argv.mode === 'development';
  const shell = createConfig({
    role: 'shell',
    name: 'klw_shell',
    dirname: __dirname,
    entry: { shell: './src/index.ts' },
    // The kit the shell provides to every screen (ADR 018) uses klw_auth's client and session, as it does in a screen.
    remotes: ['klw_auth'],
    plugins: [
      new EmitDataFiles(),
      new webpack.DefinePlugin({
        // The versions a remote must fit: the shared libraries the shell provides (ADR 018) and the federation
        // runtime the shell hands to every remote (major and minor; src/compatibility.ts).
        __KLW_PLATFORM_VERSIONS__: JSON.stringify({
          ...sharedVersions(),
          '@module-federation/enhanced': installedVersion('@module-federation/enhanced'),
        }),
        // Which of the shell's files holds each shared library (webpack/shared-table.js): the calls' libraries are
        // asked for first, so that the page-load modules' first calls go out before React and the kit have run.
        __KLW_SHARE_CHUNKS__: JSON.stringify(Object.fromEntries(Object.entries(SHARED).map(([name, share]) => [name, share.chunk]))),
        // The debug selection page is for the development server (docs/PRODUCT.md section 7) and is left out of a production build.
        __KLW_DEBUG_PAGE__: JSON.stringify(development),
      }),
      // The development server's page mimics the portal page (mount point, hidden klwId, config), without
      // the legacy menu: the host adapter's log-and-skip path.
      ...(development
        ? [
            // The page as text, not a template compiled by a child compilation: a child compilation would take in the
            // shared libraries the shell provides (ADR 018), and with them the kit's klw_auth imports it cannot resolve.
            new HtmlWebpackPlugin({
              templateContent: () => fs.readFileSync(path.join(__dirname, 'dev/index.html'), 'utf8').replaceAll('<%= styleNonce %>', devStyleNonce),
              inject: false,
            }),
          ]
        : []),
    ],
    devServer: {
      port: LOCAL_DEVELOPMENT_PORT,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: false },
      headers: {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': contentSecurityPolicy({
          apiUrls: DEFAULT_TRUSTED_HOSTS.map((host) => `http://${host}:${LOCAL_API_PORT}`),
          // The local stand-in of the data-exchange integration (ADR 011).
          frameUrls: [LOCAL_DATA_INTEGRATION_BASE_URL],
          styleNonce: devStyleNonce,
        }),
      },
      // Remotes and the registry come from the running portal, as deployed.
      // The mock service worker for '?mock=1' (MSW), served from the page's origin so it can control the page.
      setupMiddlewares: (middlewares) => {
        const worker = require.resolve('msw/mockServiceWorker.js', { paths: [path.join(__dirname, '../auth')] });
        // The development page's script and style, as files: the policy allows no inline ones.
        for (const [file, type] of [
          ['dev-page.js', 'text/javascript; charset=utf-8'],
          ['dev-page.css', 'text/css; charset=utf-8'],
        ]) {
          middlewares.unshift({
            name: file,
            path: `/${file}`,
            middleware: (_req, res) => {
              res.setHeader('Content-Type', type);
              res.setHeader('Cache-Control', 'no-cache');
              fs.createReadStream(path.join(__dirname, 'dev', file)).pipe(res);
            },
          });
        }
        middlewares.unshift({
          name: 'msw-worker',
          path: '/mockServiceWorker.js',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            fs.createReadStream(worker).pipe(res);
          },
        });
        return middlewares;
      },
      proxy: [{ context: ['/apps'], target: portal, changeOrigin: true }],
    },
  })(env, argv);
  // The route table as the shell reads it: each page's path and title. Its other columns (the screen id, the menu
  // group) are the portal's, which reads them from the table's own file (EmitDataFiles); left out here, shell.js is
  // about 300 B gzip lighter on every first view (webpack's public JSON `parser.parse` option).
  shell.module.rules.push({
    test: path.join(__dirname, 'src', 'routes.json'),
    type: 'json',
    parser: { parse: (/** @type {string} */ text) => JSON.parse(text).map(({ path: page, title }) => ({ path: page, title })) },
  });
  return [{ ...shell, name: 'shell' }, telemetryConfig(!development)];
};

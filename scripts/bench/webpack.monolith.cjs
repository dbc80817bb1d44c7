// The monolith the benchmark compares the federated screen with: the same source, the same compiler (swc) and
// minifier as webpack.shared.js, in one bundle; `klw_auth/*` is the auth package's source instead of a remote.
//   webpack --config scripts/bench/webpack.monolith.cjs --output-path <dir> [--env sizesOnly]
const path = require('node:path');
const { minimizers, Precompress, sourceRules } = require('../../webpack.shared');

const root = path.resolve(__dirname, '../..');
const screenPackage = path.join(root, 'packages/melklevering');

/** React as the screen resolves it, so the entry and the screen share one copy. */
function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [screenPackage] }));
}

/**
 * `route-files.json` beside the bundle: the files of each screen's lazy route (its chunk group, named in
 * monolith-entry.tsx), which the first view counts (first-view.mjs). Never served to a page.
 */
class RouteFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = {};
        for (const name of ['melklevering', 'krachtvoer']) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`webpack.monolith.cjs: no lazy route named ${name} (monolith-entry.tsx)`);
          files[name] = group.getFiles().filter((file) => file.endsWith('.js'));
        }
        compilation.emitAsset('route-files.json', new compiler.webpack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

/** @param {{ sizesOnly?: boolean }} [env]  sizesOnly: only the bundle's bytes are read (the byte budget), nothing is served */
module.exports = (env = {}) => ({
  mode: 'production',
  context: __dirname,
  entry: { shell: './monolith-entry.tsx' },
  target: 'web',
  devtool: false,
  output: {
    path: path.join(root, 'bench-results/monolith/packages/shell/dist'),
    publicPath: 'auto',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    alias: {
      klw_auth: path.join(root, 'packages/auth/src/exposes'),
      react: packageDir('react'),
      'react-dom': packageDir('react-dom'),
    },
  },
  // Compiled and minified exactly as the shipped builds are.
  module: { rules: sourceRules(true) },
  optimization: {
    minimize: true,
    minimizer: minimizers(),
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
    // webpack's own splitting of lazy routes, as an application would ship them: what both screens use in a chunk
    // of its own (node_modules and our packages alike), what one screen uses in that screen's chunks.
    splitChunks: { chunks: 'async' },
  },
  // One bundle with what every page runs, and a lazy route per screen (monolith-entry.tsx); the other lazy chunks are mock mode's (MSW and the fixtures, `import()` in
  // klw_auth's mock-mode.ts and each screen's calls), which no farmer's page loads. Forcing them into the bundle
  // (LimitChunkCountPlugin, as once) made the monolith 91 KB heavier than the page it stands for.
  // Deployed as the shipped builds are: a monolith would ship its bundle under a hashed name, precompressed like the
  // federated page's hashed chunks. Here it stands in shell.js's place under that fixed name, so all its files are
  // precompressed (the federated page's own shell.js and entries are compressed by nginx on the fly). The byte
  // budget serves nothing and throws the folder away: it skips that work (about 1.7 s of CPU).
  plugins: [new RouteFiles(), ...(env.sizesOnly ? [] : [new Precompress({ include: () => true })])],
  performance: { hints: false },
  stats: 'errors-warnings',
});

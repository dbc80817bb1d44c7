// A redeploy of the milk screen, for the benchmark: the build of a config (the milk screen's, or the
// monolith's) with a change in the screen's own code only. The change is a statement appended to the chunks that
// hold the screen's code, after minifying and before the content hashes are taken, so those chunks get new names
// and everything else (React's shared chunk, the shell, klw_auth) is byte for byte what is deployed already.
//   webpack --config scripts/bench/webpack.redeploy.cjs --env config=<webpack config> --env chunk=<chunk name> --output-path <dir>
const path = require('node:path');

class ChangeChunk {
  /** @param {string} chunk  the name of the chunk whose file changes */
  constructor(chunk) {
    this.chunk = chunk;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChangeChunk', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChangeChunk', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const files = [...compilation.chunks].filter((chunk) => chunk.name === this.chunk).flatMap((chunk) => [...chunk.files]);
        if (files.length === 0) throw new Error(`webpack.redeploy.cjs: no chunk named '${this.chunk}'`);
        for (const file of files.filter((name) => name.endsWith('.js'))) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(source, '\n;globalThis.__klwRedeploy = 2;\n'));
        }
      });
    });
  }
}

/**
 * @param {{ config: string, chunk: string }} env
 * @param {Record<string, unknown>} argv
 */
module.exports = (env, argv) => {
  const exported = require(path.resolve(env.config));
  const config = typeof exported === 'function' ? exported(env, { ...argv, mode: 'production' }) : exported;
  return { ...config, plugins: [...(config.plugins ?? []), new ChangeChunk(env.chunk)] };
};

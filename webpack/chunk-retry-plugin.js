// A chunk a bundle loads later (a screen's popup text, the kit's lazy parts), whose first request a rural link drops,
// is asked for again inside webpack's own chunk loading before the failure reaches the `import()` that asked for it:
// the same waits as the shell's retries of a remote's first files, from the one policy in @klw/platform
// (load-retry.mjs). Used by webpack.shared.js for every remote and the shell.
const { RuntimeGlobals, RuntimeModule } = require('webpack');
// Node 20.19+ requires an ES module as it is.
const { CHUNK_RETRY_EVENT, RETRY_DELAYS_MS, retryingLoadScript } = require('../packages/platform/src/load-retry.mjs');

class ChunkRetryRuntimeModule extends RuntimeModule {
  /** @param {string} remote */
  constructor(remote) {
    // After webpack's own script loading is defined (the normal stage), which it then wraps.
    super('klw chunk retry', RuntimeModule.STAGE_ATTACH);
    this.remote = remote;
  }

  /** @override */
  generate() {
    const l = RuntimeGlobals.loadScript;
    const args = [l, JSON.stringify(RETRY_DELAYS_MS), JSON.stringify(this.remote), JSON.stringify(CHUNK_RETRY_EVENT)];
    return `${l} = (${retryingLoadScript.toString()})(${args.join(', ')});`;
  }
}

/** Adds the retry to each runtime that loads scripts (every build with chunks loaded later). */
class ChunkRetry {
  /** @param {string} remote  the build's federation name, which the telemetry record names */
  constructor(remote) {
    this.remote = remote;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkRetry', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap('ChunkRetry', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule(this.remote));
      });
    });
  }
}

module.exports = { ChunkRetry };

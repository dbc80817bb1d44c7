// One runtime module for the share scope in each runtime chunk: the federation plugin's.
//
// webpack 5.111 adds its own share runtime (`__webpack_require__.I` over `__webpack_require__.S`) to every chunk that
// needs the share scope, and @module-federation/enhanced adds its own beside it, which runs after it and replaces both
// of its globals. webpack's is therefore dead code in shell.js and in every remote entry: about 1.8 KB in shell.js, the
// list of every library the build provides written out a second time. This takes webpack's share-scope requirement
// before webpack's own runtime plugin sees it (a public hook, `runtimeRequirementInTree`), after the federation
// plugin has seen it, and checks the outcome: a build with two share runtimes, or none where the scope is used, fails
// with a message that says this file is why.
const NAME = 'KlwOneShareRuntime';

class OneShareRuntime {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RuntimeGlobals, WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // A bail hook: `true` ends it here, before webpack's RuntimePlugin adds its module.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap({ name: NAME, before: 'RuntimePlugin' }, () => true);
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          const requirements = compilation.chunkGraph.getTreeRuntimeRequirements(chunk);
          if (!requirements.has(RuntimeGlobals.shareScopeMap)) continue;
          const sharing = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === 'sharing');
          if (sharing.length !== 1) {
            compilation.errors.push(
              new WebpackError(
                `webpack/one-share-runtime.js: the chunk ${chunk.name ?? chunk.id} has ${sharing.length} share runtimes, not 1. ` +
                  'webpack or @module-federation/enhanced changed how the share runtime is added; see the comment at the top of that file.',
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { OneShareRuntime };

// The federation packages' internal files the build reaches into (ADR 004), and the check that the shell and the
// federation plugin use one copy of the bundler runtime. Used by webpack.shared.js.
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '..');

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

/** The internal files reached into, and the versions they were written for (see the test named above). */
const FEDERATION_INTERNALS = {
  writtenFor: '2.9.3',
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

module.exports = { FEDERATION_INTERNALS, assertOneBundlerRuntime, bundlerRuntimeEntry, injectRuntimePluginCjs, injectRuntimePluginEsm };

// Built into every remote in place of @module-federation/webpack-bundler-runtime (webpack.shared.js): the shell
// provides the bundler runtime, as it provides the runtime core (provide-bundler-runtime-plugin.js). A remote
// loaded on a page without the shell stops here, with a message that says why, instead of failing later on.
const provided = globalThis.__KLW_FEDERATION_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error(
    'Dit onderdeel neemt de federation-runtime over van de shell, maar de pagina heeft geen shell geladen.',
  );
}

// The federation plugin compiles each build's id in; the shell's runtime finds this remote's instance by it.
/* global FEDERATION_BUILD_IDENTIFIER */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;

// eslint-disable-next-line no-restricted-syntax
export default provided.create(buildId);

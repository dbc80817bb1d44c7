// Federation runtime plugin of the shell only. The shell already hands the federation runtime core to the remotes
// (experiments.provideExternalRuntime). This plugin hands them the rest of the federation runtime as well: webpack's
// bundler runtime and the @module-federation/runtime wrapper around the core. A remote entry then carries only
// its own module maps and webpack's loading code instead of a third copy of the runtime (docs/PERFORMANCE.md).
// Remotes pick it up in external-bundler-runtime.js, which their builds use in place of the bundler runtime.
import { attachShareScopeMap, bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this function out of `bundlerRuntime`; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import klwRegistryPlugin from './registry-runtime-plugin.js';

const GLOBAL_KEY = '__KLW_FEDERATION_BUNDLER_RUNTIME__';

/** The registry plugin as registered for every federation instance, once. */
let globalRegistryPlugin;

/**
 * The runtime's own `init`, for one remote. The runtime finds a build's federation instance by a build id it
 * has compiled in; a shared copy would carry the shell's id and hand every remote the shell's instance.
 */
function initFor(buildId, options) {
  const sameBuild = (instance) =>
    (buildId !== '' && instance.options.id === buildId) ||
    (instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version));
  const existing = runtime.getInstance(sameBuild);
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

function klwProvideBundlerRuntimePlugin() {
  const shared = { ...bundlerRuntime, initContainerEntry };
  // Every remote's federation instance is made by this runtime, after the shell's own: a global plugin reaches each
  // one as it is made, so the remotes' builds carry no runtime plugin of their own. Once per page (the runtime
  // warns about a second registration).
  if (!globalRegistryPlugin) {
    globalRegistryPlugin = klwRegistryPlugin();
    runtime.registerGlobalPlugins([globalRegistryPlugin]);
  }
  globalThis[GLOBAL_KEY] = {
    // Same shape as the bundler runtime's default export. Each remote gets its own object: a build keeps its
    // federation instance and options on it.
    create: (buildId) => ({
      runtime: { ...runtime, init: (options) => initFor(buildId, options) },
      instance: undefined,
      initOptions: undefined,
      bundlerRuntime: shared,
      attachShareScopeMap,
      bundlerRuntimeOptions: {},
    }),
  };
  return { name: 'klw-provide-bundler-runtime' };
}

// The federation runtime loads runtime plugins through their default export.
// eslint-disable-next-line no-restricted-syntax
export default klwProvideBundlerRuntimePlugin;

// Federation runtime plugin built into every remote and the shell. The build knows a remote only by name;
// the page's registry (remotes.json plus any localStorage override) says where its manifest lives, and the shell,
// once it has checked that manifest, puts the URL of the remote's remoteEntry.js into globalThis.__KLW_REMOTES__.
// A remote is therefore deployed without rebuilding anyone.
function klwRegistryPlugin() {
  return {
    name: 'klw-registry-plugin',
    beforeRegisterRemote(args) {
      const registry = globalThis.__KLW_REMOTES__;
      const url = registry && registry[args.remote.name];
      if (url && 'entry' in args.remote) {
        args.remote.entry = url;
      }
      return args;
    },
  };
}

/**
 * @public The federation runtime loads runtime plugins through their default export (webpack.shared.js names
 * this file in `runtimePlugins`): no module of ours imports it.
 */
// eslint-disable-next-line no-restricted-syntax
export default klwRegistryPlugin;

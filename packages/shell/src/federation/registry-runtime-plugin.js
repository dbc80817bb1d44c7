// Federation runtime plugin built into every remote and the shell. The build knows a remote only by name;
// the page's registry (remotes.json plus any localStorage override) says where its manifest lives, and the shell,
// once it has checked that manifest, puts the URL of the remote's remoteEntry.js into globalThis.__KLW_REMOTES__.
// A remote is therefore deployed without rebuilding anyone.
// The build's stand-in for a remote's address (webpack.shared.js, federatedRemotes).
const PLACEHOLDER = 'https://registry.invalid/';

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
    // The shell's own build imports klw_auth (the kit it provides uses its client; ADR 018), so its runtime registers
    // klw_auth when the page starts, before the shell has read the registry. A remote still at the build's stand-in
    // address takes the registry's when it is first loaded.
    beforeRequest(args) {
      const registry = globalThis.__KLW_REMOTES__;
      for (const remote of args.options.remotes) {
        const url = registry && registry[remote.name];
        if (url && 'entry' in remote && remote.entry.startsWith(PLACEHOLDER)) remote.entry = url;
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

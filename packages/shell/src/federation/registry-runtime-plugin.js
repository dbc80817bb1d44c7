// Federation runtime plugin built into every remote and the shell. The build knows a remote only by name;
// the page's registry (remotes.json plus any localStorage override) says where its manifest lives, and the shell,
// once it has checked that manifest, puts the URL of the remote's remoteEntry.js into globalThis.__KLW_REMOTES__.
// A remote is therefore deployed without rebuilding anyone.
// The build's stand-in for a remote's address (webpack.shared.js, federatedRemotes).
const PLACEHOLDER = 'https://registry.invalid/';

/**
 * Resolves once the shell has accepted the remote (its entry's URL in the registry) and its entry has run.
 * @param {string} name
 */
function checkedAndRun(name) {
  const ready = () => Boolean(globalThis.__KLW_REMOTES__ && globalThis.__KLW_REMOTES__[name] && globalThis[name]);
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    // The shell sets both from its own code (imported-remotes.ts) without an event to wait for; 20 ms apart is soon
    // enough for a load that waits for the network anyway (a timer, not a frame: frames stop in a hidden tab).
    const check = () => (ready() ? resolve() : setTimeout(check, 20));
    check();
  });
}

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
    // address is loaded only once the shell has checked it and run its entry (its container is on the page), and then
    // from the registry's address: never from the stand-in, and never a second copy of the entry. A remote the shell
    // refuses is never loaded this way (its screen shows the Dutch panel).
    async beforeRequest(args) {
      const [name] = String(args.id).split('/');
      const remote = args.options.remotes.find((candidate) => candidate.name === name);
      if (!remote || !('entry' in remote) || !remote.entry.startsWith(PLACEHOLDER)) return args;
      await checkedAndRun(remote.name);
      remote.entry = globalThis.__KLW_REMOTES__[remote.name];
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

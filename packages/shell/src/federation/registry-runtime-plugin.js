// Federation runtime plugin of the shell, which registers it for every remote's federation instance as well
// (provide-bundler-runtime-plugin.js). The build knows a remote only by name;
// the page's registry (remotes.json plus any localStorage override) says where its manifest lives, and the shell,
// once it has checked that manifest, puts the URL of the remote's remoteEntry.js into globalThis.__KLW_REMOTES__.
// A remote is therefore deployed without rebuilding anyone.
// The build's stand-in for a remote's address (webpack.shared.js, federatedRemotes).
const PLACEHOLDER = 'https://registry.invalid/';

/**
 * The promise that the shell has accepted the remote `name` (its entry's URL in the registry) and run its entry, made
 * by whichever side asks first: the shell resolves it (remoteReady), a federation instance waits for it.
 * @param {string} name
 * @returns {{ promise: Promise<void>, resolve: () => void }}
 */
function readiness(name) {
  const all = (globalThis.__KLW_REMOTES_READY__ ??= {});
  if (!all[name]) {
    let resolve = () => undefined;
    const promise = new Promise((done) => {
      resolve = done;
    });
    all[name] = { promise, resolve };
  }
  return all[name];
}

/**
 * Called by the shell once it has checked the remote `name` and run its entry (imported-remotes.ts).
 * @param {string} name
 */
export function remoteReady(name) {
  readiness(name).resolve();
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
      await readiness(remote.name).promise;
      remote.entry = globalThis.__KLW_REMOTES__[remote.name];
      return args;
    },
    // A remote the shell found to use an export its copy of a library lacks, or built against another major of it,
    // takes its own copy of that library (compatibility.ts, ADR 019): the runtime is told that no registered copy
    // fits, and the federation's own consume code then loads the remote's fallback. Every other consumer keeps the
    // runtime's own choice, which never takes a remote's own copy (registered under a version no range allows).
    resolveShare(args) {
      const own = globalThis.__KLW_OWN_COPIES__ && globalThis.__KLW_OWN_COPIES__[args.shareInfo && args.shareInfo.from];
      if (own && own.includes(args.pkgName)) args.resolver = () => undefined;
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

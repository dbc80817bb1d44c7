import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import { PAGE_LOAD_MODULE, type MigratedRoutes, exposedName, firstFiles, hasPageLoad, screenFiles, sharedFiles, stripBase } from '@klw/platform';
import type { ManifestCache } from './manifest-cache';
import type { Registry } from './registry';
import { createRemoteApp } from './remote-app';
import { claimFor } from './route-claims';
import { matchPage } from './routes';
import { compatibleManifest, ownCopiesOf, type PageShares } from './compatibility';
import { acceptRemote, forgetFirstFiles, prepareImportedRemotes, runFirstFiles, ScriptLoadError } from './imported-remotes';
import type { Phase } from './telemetry/page-telemetry';
import { logLoadedVersions } from './versions';
import { loadSharedLibraries } from './federation/shared-libraries';
import { SCRIPT_RETRY } from './load-retry-telemetry';

// Each claimed route as a single-spa application, and how the screen behind it loads: its manifest checked, its
// first scripts and those of the remotes it imports run side by side, its page-load module started early.

declare const __KLW_PLATFORM_VERSIONS__: Record<string, string>;
declare const __KLW_PROVIDED_EXPORTS__: Record<string, string[]>;

// What this shell provides, from its build (webpack.config.js, webpack.shared.js): what every remote is checked against.
const PAGE_SHARES: PageShares = { versions: __KLW_PLATFORM_VERSIONS__, exports: __KLW_PROVIDED_EXPORTS__ };

// No silent hang: a remote's load ends in the panel once none of its files has arrived for this long (a
// slow line that keeps delivering is waited for, and a load cut off this way that still arrives replaces the panel:
// createRemoteApp), and so do a bootstrap or mount that take longer.
const REMOTE_TIMEOUT_MS = 20_000;

interface Loading {
  registry: Registry;
  manifests: ManifestCache;
}

export function registerScreens(migrated: MigratedRoutes, loading: Loading, mountPoint: () => HTMLElement | null): void {
  for (const claim of migrated.claims.values()) {
    const { remote, module } = claim;
    const exposed = exposedName(module);
    const claimed = (pathname: string) => {
      const page = matchPage(stripBase(pathname));
      return page !== null && claimFor(migrated, page.route.path) === claim;
    };
    registerApplication({
      name: `${remote}:${claim.path}`,
      activeWhen: (location) => claimed(location.pathname),
      app: async () =>
        createRemoteApp({
          remote,
          klwId: matchPage(stripBase(window.location.pathname))?.klwId ?? null,
          mountPoint,
          timeoutMs: REMOTE_TIMEOUT_MS,
          load: (attempt, arrived, step) => loadScreen({ remote, exposed, attempt, arrived, step }, loading),
          onLoaded: logLoadedVersions,
          firstData: () => takeFirstData(remote),
        }),
    });
  }
}

interface ScreenLoad {
  remote: string;
  exposed: string;
  attempt: number;
  arrived: () => void;
  step: (phase: Phase) => void;
}

/**
 * Per screen, what its page-load module returned (its first data on their way), until its mount takes it: only the
 * mount after a load waits for them; a later mount (the farmer comes back to the route) has its data in hand or loads.
 */
const firstData = new Map<string, Promise<unknown>>();

function takeFirstData(remote: string): Promise<unknown> | undefined {
  const data = firstData.get(remote);
  firstData.delete(remote);
  return data;
}

/** One attempt at loading a claimed screen's module, through the phases the telemetry names. */
async function loadScreen({ remote, exposed, attempt, arrived, step }: ScreenLoad, { registry, manifests }: Loading): Promise<unknown> {
  const entry = registry[remote];
  if (!entry) throw new Error(`${remote} staat niet in het register (remotes.json).`);
  // A retry starts clean: the manifests are read again and the remote's first scripts run again.
  if (attempt > 1) {
    manifests.clear();
    forgetFirstFiles(entry);
  }
  const manifest = await compatibleManifest(remote, entry, manifests, PAGE_SHARES);
  loadSharedLibraries(manifest);
  arrived();
  step('entry');
  // On a retry the runtime forgets a failed or half-loaded container of this remote (before its entry
  // runs again); a second route of the same remote finds it registered and leaves it be.
  const entryUrl = acceptRemote(remote, entry, manifest);
  registerRemotes([{ name: remote, entry: entryUrl }], { force: attempt > 1 });
  // The screen's first scripts and those of the remotes it imports run side by side; the runtime then
  // finds all of them in place (no second copy of an entry: it starts only once they have run).
  // With them the screen's own copies of the libraries whose copy in the shell lacks what it uses (ADR 019).
  const scripts = [...screenFiles(entry, manifest, exposed), ...sharedFiles(entry, manifest, ownCopiesOf(remote))];
  const screenScripts = runFirstFiles(scripts, { arrived, retry: SCRIPT_RETRY });
  const imports = prepareImportedRemotes({
    remote,
    manifest,
    registry,
    manifests,
    page: PAGE_SHARES,
    arrived,
    retry: SCRIPT_RETRY,
    pageLoad: (name) => runPageLoad(name, { register: true }),
  });
  // The screen's own page-load module (its first call) runs once its entry and that module's chunk have run
  // and the remotes it imports are known to the runtime, while the rest of its code is still coming. Its mount waits
  // a moment for what it returns (createRemoteApp's firstData).
  if (hasPageLoad(manifest)) {
    firstData.set(
      remote,
      Promise.all([runFirstFiles(firstFiles(entry, manifest, []), { retry: SCRIPT_RETRY }), imports]).then(
        () => runPageLoad(remote, { register: false }),
        () => undefined,
      ),
    );
  }
  try {
    await Promise.all([screenScripts, imports]);
  } catch (error) {
    // A chunk beside the entry (the exposed module's or a shared library's) failed: the expose phase.
    if (error instanceof ScriptLoadError && error.src !== entryUrl) step('expose');
    throw error;
  }
  step('expose');
  return loadRemote(`${remote}/${exposed}`);
}

/**
 * Runs a remote's PAGE_LOAD_MODULE (the screen's, or that of a remote it imports) while the screen's own code is still
 * on its way. Nothing of it reaches the page: a failure (a refused RefreshToken, a failed first load) is met again,
 * and shown, by the screen's own first call. Settles when what `onPageLoad()` returned settles.
 */
function runPageLoad(name: string, { register }: { register: boolean }): Promise<unknown> {
  const entry = globalThis.__KLW_REMOTES__?.[name];
  if (!entry) return Promise.resolve();
  // The screen itself is registered already; a remote it imports is made known to the shell's runtime here.
  if (register) registerRemotes([{ name, entry }]);
  return loadRemote<{ onPageLoad?: () => unknown }>(`${name}/${PAGE_LOAD_MODULE}`)
    .then((module) => module?.onPageLoad?.())
    .catch(() => undefined);
}

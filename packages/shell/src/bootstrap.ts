import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start } from 'single-spa';
import { ManifestCache } from './manifest-cache';
import {
  applyOverrides,
  canaryBucket,
  checkOverrides,
  fetchRegistry,
  overrideAllowList,
  readInlineRegistry,
  readInlineRemoteFiles,
  readOverrides,
  resolveRegistryUrl,
  type Registry,
} from './registry';
import { createRemoteApp, renderAlertPanel, renderFailurePanel } from './remote-app';
import { CHUNK_RETRY_EVENT, type ChunkRetryDetail, LOADING_CLASS, MOUNT_POINT_ID, PAGE_LOAD_MODULE, SHELL_REMOTE, UNATTRIBUTED, exposedName, firstFiles, hasPageLoad, pageTitle, routerBase, screenFiles, stripBase } from '@klw/platform';
import { isDevelopmentOrigin, renderDebugPage } from './debug-page';
import { showOverrideBanner } from './override-banner';
import { claimFor, loadRouteClaims } from './route-claims';
import { matchPage } from './routes';
import { compatibleManifest, fetchManifest, type RemoteManifest } from './compatibility';
import { withRetries, type RetryReport } from './load-retry';
import { acceptRemote, forgetFirstFiles, prepareImportedRemotes, runFirstFiles, ScriptLoadError } from './imported-remotes';
import { record, startTelemetry, type Phase } from './telemetry/page-telemetry';
import { logLoadedVersions } from './versions';
import { loadSharedLibraries } from './federation/shared-libraries';

declare global {
  interface Window {
    klwDevelopment?: boolean;
  }
  // The remoteEntry.js of each remote the shell has checked, by name: read by the registry runtime plugin inside
  // every federation instance on the page (acceptRemote in imported-remotes.ts).
  var __KLW_REMOTES__: Record<string, string> | undefined;
}

// The platform's versions a remote must match (shared singletons and the federation runtime, as installed in the
// workspace), put in by webpack's DefinePlugin.
declare const __KLW_PLATFORM_VERSIONS__: Record<string, string>;
// True in the development server's build only (webpack.config.js): the debug page exists there and nowhere else, so
// a production shell carries none of its code.
declare const __KLW_DEBUG_PAGE__: boolean;

// No silent hang: a remote's load ends in the panel once none of its files has arrived for this long (a
// slow line that keeps delivering is waited for, and a load cut off this way that still arrives replaces the panel:
// createRemoteApp), and so do a bootstrap or mount that take longer.
const REMOTE_TIMEOUT_MS = 20_000;
const UNKNOWN_ROUTE_TEXT = 'Deze pagina bestaat niet in de Kringloopwijzer.';

function mountPoint(): HTMLElement | null {
  return document.getElementById(MOUNT_POINT_ID);
}

function showMessage(text: string): void {
  const host = mountPoint();
  if (host) renderAlertPanel(host, text);
}

async function boot(): Promise<void> {
  const { pathname, origin } = window.location;
  const base = routerBase(pathname);
  const path = stripBase(pathname);
  const development = isDevelopmentOrigin(window.location);
  window.klwDevelopment = development;

  const match = matchPage(path);
  // The page's telemetry: its route by template, never by URL; off in the configuration, it does nothing.
  startTelemetry((window as unknown as { klwConfig?: Record<string, unknown> }).klwConfig, base, match?.route.path ?? null);
  // A chunk a screen loads later is asked for again by webpack's chunk loading in the remote itself
  // (webpack/chunk-retry-plugin.js), which announces each retry on the window: a record of that remote.
  addEventListener(CHUNK_RETRY_EVENT, (event) => {
    const { remote, attempt, delayMs, type, url } = (event as CustomEvent<ChunkRetryDetail>).detail;
    reportRetry(remote, 'chunk', { attempt, delayMs, error: Object.assign(new Error(`Loading chunk failed (${type}: ${url})`), { name: 'ChunkLoadError' }) });
  });
  const debugPage = __KLW_DEBUG_PAGE__ && development && path === '/';
  if (debugPage) {
    document.title = pageTitle('Ontwikkeling');
  } else if (match) {
    document.title = pageTitle(match.route.title);
  } else {
    document.title = pageTitle('Pagina niet gevonden');
    console.error(`[klw-shell] Onbekende route '${path}': die staat niet in de routetabel.`);
    showMessage(UNKNOWN_ROUTE_TEXT);
    return;
  }

  const { accepted: overrides, refused } = checkOverrides(readOverrides(), overrideAllowList(), base, origin);
  let registry: Registry;
  try {
    // The portal renders the registry into the page when it can (read on every request, so a redeploy shows on the
    // next page load); otherwise it is one more request before anything else can start. A line with a canary gives
    // this browser the version its bucket falls in, the same on every page (ADR 017).
    const bucket = canaryBucket();
    const registryUrl = resolveRegistryUrl('apps/remotes.json', base, origin);
    const file =
      readInlineRegistry(document, bucket) ??
      (await withRetries(() => fetchRegistry(registryUrl, fetch, undefined, bucket), { onRetry: (report) => reportRetry(SHELL_REMOTE, 'registry', report) }));
    registry = applyOverrides(file, overrides, base, origin);
  } catch (error) {
    console.error('[klw-shell] Het register van onderdelen kon niet worden gelezen:', error);
    record({ t: 'error', remote: 'klw_shell', phase: 'registry', error });
    // Without the registry nobody knows whether a remote renders this route. A page the portal renders itself
    // says so on its mount point (data-owner="portal") and stays as it is; any other page shows the panel.
    const host = mountPoint();
    // 'Opnieuw proberen' starts the shell again: nothing was registered yet.
    if (host && host.dataset.owner !== 'portal') renderFailurePanel(host, () => void startShell());
    return;
  }
  // A manifest that fails is asked for again before the panel shows; each retry is a telemetry record of its remote.
  const remoteOfManifest = (url: string) => Object.keys(registry).find((name) => registry[name] === url) ?? UNATTRIBUTED;
  const manifests = new ManifestCache((url) => withRetries(() => fetchManifest(url), { onRetry: (report) => reportRetry(remoteOfManifest(url), 'manifest', report) }));
  // The manifests and declarations the portal put into the page need no request. An override points a remote at
  // another URL, which is not among them, so that remote's files are fetched.
  // Which remote renders this route is known only once the declarations are read; the other manifests are fetched
  // beside them, so the screen's own and those it imports are there when it is (no round trip added by ADR 005).
  const inlineFiles = readInlineRemoteFiles(base, origin);
  for (const url of Object.values(registry)) {
    const manifest = inlineFiles.get(url);
    if (manifest !== undefined) manifests.seed(url, manifest as RemoteManifest);
    else if (!debugPage) manifests.get(url).catch(() => undefined);
  }
  const migrated = await loadRouteClaims(registry, inlineFiles);
  showOverrideBanner(overrides, refused);

  if (debugPage) {
    const host = mountPoint();
    if (host) renderDebugPage(host, registry, migrated);
    return;
  }

  const current = match ? claimFor(migrated, match.route.path) : undefined;
  // The screen's own Dutch title, when it renders this route.
  if (current) document.title = pageTitle(current.title);
  // A declaration that could not be read may be the one of this route: unless the portal renders the page itself,
  // the page says so instead of staying empty, and 'Opnieuw proberen' reads every declaration again.
  const host = mountPoint();
  if (!current && host && host.dataset.owner !== 'portal') {
    if (migrated.problems.length > 0) {
      renderFailurePanel(host, () => window.location.reload());
      record({ t: 'error', remote: 'klw_shell', phase: 'registry', error: new Error('Een routedeclaratie kon niet worden gelezen.') });
    }
    // The portal said 'Laden...' on a route it counts as migrated; when no remote renders it here after all (an
    // override whose remote does not claim it), nothing is loading.
    else if (host.querySelector(`:scope > .${LOADING_CLASS}`)) host.replaceChildren();
  }

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
          load: async (attempt, arrived, step) => {
            const entry = registry[remote];
            if (!entry) throw new Error(`${remote} staat niet in het register (remotes.json).`);
            // A retry starts clean: the manifests are read again and the remote's first scripts run again.
            if (attempt > 1) {
              manifests.clear();
              forgetFirstFiles(entry);
            }
            const manifest = await compatibleManifest(remote, entry, manifests, __KLW_PLATFORM_VERSIONS__);
            loadSharedLibraries(manifest);
            arrived();
            step('entry');
            // On a retry the runtime forgets a failed or half-loaded container of this remote (before its entry
            // runs again); a second route of the same remote finds it registered and leaves it be.
            const entryUrl = acceptRemote(remote, entry, manifest);
            registerRemotes([{ name: remote, entry: entryUrl }], { force: attempt > 1 });
            // The screen's first scripts and those of the remotes it imports run side by side; the runtime then
            // finds all of them in place (no second copy of an entry: it starts only once they have run).
            const screenScripts = runFirstFiles(screenFiles(entry, manifest, exposed), { arrived, retry: SCRIPT_RETRY });
            const imports = prepareImportedRemotes({
              remote,
              manifest,
              registry,
              manifests,
              platform: __KLW_PLATFORM_VERSIONS__,
              arrived,
              retry: SCRIPT_RETRY,
              pageLoad: (name) => runPageLoad(name, { register: true }),
            });
            // The screen's own page-load module (its first call) runs once its entry and that module's chunk have run
            // and the remotes it imports are known to the runtime, while the rest of its code is still coming.
            if (hasPageLoad(manifest)) {
              Promise.all([runFirstFiles(firstFiles(entry, manifest, []), { retry: SCRIPT_RETRY }), imports]).then(
                () => runPageLoad(remote, { register: false }),
                () => undefined,
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
          },
          onLoaded: logLoadedVersions,
        }),
    });
  }
  start({ urlRerouteOnly: true });
}

/** A retry of a file of `remote`'s load, for telemetry. */
function reportRetry(remote: string, phase: Phase, { attempt, delayMs, error }: RetryReport): void {
  console.warn(`[klw-shell] ${remote}: opnieuw geprobeerd (${attempt}e keer, na ${delayMs} ms):`, error);
  record({ t: 'retry', remote, phase, attempt, delayMs, error });
}

/**
 * A first script that failed is asked for again (load-retry.ts). Its remote is the one whose entry's folder holds it
 * (the shell has accepted every remote before it runs its scripts); the entry itself is the entry phase, any other
 * chunk the expose phase.
 */
const SCRIPT_RETRY = {
  onRetry: (src: string, report: RetryReport): void => {
    let remote = UNATTRIBUTED;
    let phase: Phase = 'expose';
    for (const [name, entry] of Object.entries(globalThis.__KLW_REMOTES__ ?? {})) {
      if (src === entry) phase = 'entry';
      if (src === entry || src.startsWith(new URL('.', entry).href)) remote = name;
    }
    reportRetry(remote, phase, report);
  },
};

/**
 * Runs a remote's PAGE_LOAD_MODULE (the screen's, or that of a remote it imports) while the screen's own code is still
 * on its way. Nothing of it reaches the page: a failure (a refused RefreshToken, a failed first load) is met again,
 * and shown, by the screen's own first call.
 */
function runPageLoad(name: string, { register }: { register: boolean }): void {
  const entry = globalThis.__KLW_REMOTES__?.[name];
  if (!entry) return;
  // The screen itself is registered already; a remote it imports is made known to the shell's runtime here.
  if (register) registerRemotes([{ name, entry }]);
  loadRemote<{ onPageLoad?: () => unknown }>(`${name}/${PAGE_LOAD_MODULE}`)
    .then((module) => module?.onPageLoad?.())
    .catch(() => undefined);
}

export async function startShell(): Promise<void> {
  try {
    await boot();
  } catch (error) {
    console.error('[klw-shell] De shell kon niet starten:', error);
  }
}

import { start } from 'single-spa';
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
import { renderAlertPanel, renderFailurePanel } from './remote-app';
import { CHUNK_RETRY_EVENT, type ChunkRetryDetail, LOADING_CLASS, type MigratedRoutes, MOUNT_POINT_ID, SHELL_REMOTE, UNATTRIBUTED, pageTitle, routerBase, stripBase } from '@klw/platform';
import { isDevelopmentOrigin, renderDebugPage } from './debug-page';
import { showOverrideBanner } from './override-banner';
import { claimFor, loadRouteClaims } from './route-claims';
import { matchPage } from './routes';
import { fetchManifest, type RemoteManifest } from './compatibility';
import { withRetries } from './with-retries';
import { record, startTelemetry } from './telemetry/page-telemetry';
import { reportRetry } from './load-retry-telemetry';
import { registerScreens } from './screen-apps';
import { ScreenCatalog } from './screen-catalog';
import { followPageLinks } from './page-links';

declare global {
  interface Window {
    klwDevelopment?: boolean;
  }
  // The remoteEntry.js of each remote the shell has checked, by name: read by the registry runtime plugin inside
  // every federation instance on the page (acceptRemote in imported-remotes.ts).
  var __KLW_REMOTES__: Record<string, string> | undefined;
}

// True in the development server's build only (webpack.config.js): the debug page exists there and nowhere else, so
// a production shell carries none of its code.
declare const __KLW_DEBUG_PAGE__: boolean;

const UNKNOWN_ROUTE_TEXT = 'Deze pagina bestaat niet in de Kringloopwijzer.';

type PageMatch = ReturnType<typeof matchPage>;
type Overrides = ReturnType<typeof checkOverrides>['accepted'];

function mountPoint(): HTMLElement | null {
  return document.getElementById(MOUNT_POINT_ID);
}

function showMessage(text: string): void {
  const host = mountPoint();
  if (host) renderAlertPanel(host, text);
}

/**
 * The shell's start on a page, step by step: telemetry, the page's title (or the panel of an unknown route), the
 * registry, the manifests and route declarations, then every claimed route as a single-spa application.
 */
async function boot(): Promise<void> {
  const { pathname, origin } = window.location;
  const base = routerBase(pathname);
  const path = stripBase(pathname);
  const development = isDevelopmentOrigin(window.location);
  window.klwDevelopment = development;

  const match = matchPage(path);
  startPageTelemetry(base, match);
  const debugPage = __KLW_DEBUG_PAGE__ && development && path === '/';
  if (!titlePage(path, match, debugPage)) return;

  const { accepted: overrides, refused } = checkOverrides(readOverrides(), overrideAllowList(), base, origin);
  const read = await readRegistry(base, origin, overrides);
  if (read === null) return;
  const { registry, inPage } = read;
  const inlineFiles = readInlineRemoteFiles(base, origin);
  const manifests = startManifests(registry, inlineFiles, debugPage);
  const migrated = await loadRouteClaims(registry, inlineFiles);
  showOverrideBanner(overrides, refused);

  if (debugPage) {
    const host = mountPoint();
    if (host) renderDebugPage(host, registry, migrated);
    return;
  }
  showRouteOwner(migrated, match);
  const loading = { registry, manifests };
  // The registry the portal put into the page holds this page's screen and what it imports: the rest is read when the
  // farmer goes to another screen. A line the page holds stays as it is (the versions this page runs).
  const readRest = async () => {
    const all = applyOverrides(await fetchWithRetries(base, origin), overrides, base, origin);
    for (const [name, url] of Object.entries(all)) if (!(name in registry)) registry[name] = url;
    return loadRouteClaims(registry, inlineFiles);
  };
  const catalog = new ScreenCatalog(migrated, !inPage, readRest, (added) => registerScreens(added, loading, mountPoint));
  registerScreens(migrated, loading, mountPoint);
  followPageLinks({ catalog, klwId: match?.klwId ?? null });
  start({ urlRerouteOnly: true });
}

/** The page's telemetry, and a record of each retry of a chunk a screen loads later. */
function startPageTelemetry(base: string, match: PageMatch): void {
  // Its route by template, never by URL; off in the configuration, it does nothing.
  startTelemetry((window as unknown as { klwConfig?: Record<string, unknown> }).klwConfig, base, match?.route.path ?? null);
  // A chunk a screen loads later is asked for again by webpack's chunk loading in the remote itself
  // (webpack/chunk-retry-plugin.js), which announces each retry on the window: a record of that remote.
  addEventListener(CHUNK_RETRY_EVENT, (event) => {
    const { remote, attempt, delayMs, type, url } = (event as CustomEvent<ChunkRetryDetail>).detail;
    reportRetry(remote, 'chunk', { attempt, delayMs, error: Object.assign(new Error(`Loading chunk failed (${type}: ${url})`), { name: 'ChunkLoadError' }) });
  });
}

/** The page's Dutch title; false (and the panel said) on a route the route table does not know. */
function titlePage(path: string, match: PageMatch, debugPage: boolean): boolean {
  if (debugPage) {
    document.title = pageTitle('Ontwikkeling');
  } else if (match) {
    document.title = pageTitle(match.route.title);
  } else {
    document.title = pageTitle('Pagina niet gevonden');
    console.error(`[klw-shell] Onbekende route '${path}': die staat niet in de routetabel.`);
    showMessage(UNKNOWN_ROUTE_TEXT);
    return false;
  }
  return true;
}

/** remotes.json, resolved for this browser's canary bucket, asked for again before it fails. */
function fetchWithRetries(base: string, origin: string): Promise<Registry> {
  const registryUrl = resolveRegistryUrl('apps/remotes.json', base, origin);
  const bucket = canaryBucket();
  return withRetries(() => fetchRegistry(registryUrl, fetch, undefined, bucket), { onRetry: (report) => reportRetry(SHELL_REMOTE, 'registry', report) });
}

/**
 * The registry with this browser's overrides, and whether it is the one in the page (only what the page's route
 * needs); null when it could not be read (the page then says so, or not).
 */
async function readRegistry(base: string, origin: string, overrides: Overrides): Promise<{ registry: Registry; inPage: boolean } | null> {
  try {
    // The portal renders the registry into the page when it can (read on every request, so a redeploy shows on the
    // next page load); otherwise it is one more request before anything else can start. A line with a canary gives
    // this browser the version its bucket falls in, the same on every page (ADR 017).
    const inline = readInlineRegistry(document, canaryBucket());
    const file = inline ?? (await fetchWithRetries(base, origin));
    return { registry: applyOverrides(file, overrides, base, origin), inPage: inline !== null };
  } catch (error) {
    console.error('[klw-shell] Het register van onderdelen kon niet worden gelezen:', error);
    record({ t: 'error', remote: 'klw_shell', phase: 'registry', error });
    // Without the registry nobody knows whether a remote renders this route. A page the portal renders itself
    // says so on its mount point (data-owner="portal") and stays as it is; any other page shows the panel.
    const host = mountPoint();
    // 'Opnieuw proberen' starts the shell again: nothing was registered yet.
    if (host && host.dataset.owner !== 'portal') renderFailurePanel(host, () => void startShell());
    return null;
  }
}

/**
 * The manifests of every remote: those the portal put into the page need no request. An override points a remote at
 * another URL, which is not among them, so that remote's files are fetched. Which remote renders this route is known
 * only once the declarations are read; the other manifests are fetched beside them, so the screen's own and those
 * it imports are there when it is (no round trip added by ADR 005).
 */
function startManifests(registry: Registry, inlineFiles: ReadonlyMap<string, unknown>, debugPage: boolean): ManifestCache {
  // A manifest that fails is asked for again before the panel shows; each retry is a telemetry record of its remote.
  const remoteOfManifest = (url: string) => Object.keys(registry).find((name) => registry[name] === url) ?? UNATTRIBUTED;
  const manifests = new ManifestCache((url) => withRetries(() => fetchManifest(url), { onRetry: (report) => reportRetry(remoteOfManifest(url), 'manifest', report) }));
  for (const url of Object.values(registry)) {
    const manifest = inlineFiles.get(url);
    if (manifest !== undefined) manifests.seed(url, manifest as RemoteManifest);
    else if (!debugPage) manifests.get(url).catch(() => undefined);
  }
  return manifests;
}

/** The screen's own title when a remote renders this route; else what the page says instead of staying empty. */
function showRouteOwner(migrated: MigratedRoutes, match: PageMatch): void {
  const current = match ? claimFor(migrated, match.route.path) : undefined;
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
}

export async function startShell(): Promise<void> {
  try {
    await boot();
  } catch (error) {
    console.error('[klw-shell] De shell kon niet starten:', error);
  }
}

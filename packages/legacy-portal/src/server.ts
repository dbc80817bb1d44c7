// The portal stand-in on port 5001: the existing portal's page with its AngularJS menu, the demo sign-in,
// and every app served from its own build folder as a separate deployment would be.
//   tsx src/server.ts        (env: KLW_PORTAL_PORT, KLW_HOST, KLW_ALLOWED_HOSTS, KLW_API_URL, KLW_TEST_MODE,
//                             KLW_OVERRIDE_ORIGINS, KLW_APPS_DIR, KLW_REGISTRY_FILE, KLW_DATA_INTEGRATION_URL,
//                             KLW_DATA_INTEGRATION_CLIENT_ID, KLW_TELEMETRY, KLW_TELEMETRY_URL,
//                             KLW_TELEMETRY_SAMPLE_RATE, KLW_TELEMETRY_FORWARD_URL, KLW_TELEMETRY_DIR)
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { STATIC_FILES, portalAppScript } from './client-assets';
import { ACCESS_TOKEN_COOKIE, readCookie } from './client/access-token';
import { RETURN_URL_PARAM, SIGN_OUT_DRAFTS_FIELD, SIGN_OUT_DRAFTS_REMOVE, SIGN_OUT_PATH, returnPath } from './client/return-url';
import { SIGNED_OUT_DRAFTS_COOKIE } from './client/sign-out-drafts';
import { pageConfigFromEnv, type KlwPageConfig } from './config';
import { dataIntegrationBaseUrl } from '@klw/contracts';
import {
  fileBesideManifest,
  HTTP_SERVER_TIMEOUTS,
  importedRemotes,
  isAbsoluteUrl,
  isAllowedHostHeader,
  LOCAL_PORTAL_PORT,
  parseHostList,
  parseKlwId,
  registryHref,
  remoteEntryUrl,
  routeKey,
  routesUrlFor,
  stripBase,
} from '@klw/platform';
import { contentSecurityPolicy, newNonce, SECURITY_HEADERS } from '@klw/platform/src/content-security-policy';
import { loadMigratedRoutes, localAppFile, readDeployedManifests, readRegistry } from './migrated-routes';
import { renderNotFoundPage, renderPortalPage, renderSignInPage } from './page';
import { fallbackMatch, loadRouteTable, matchPage, splitBase } from './routes';
import { NO_CACHE, answeredNotModified, resolveInside, sendFile } from './static-files';
import { TELEMETRY_PATH, telemetryReceiver } from './telemetry';

const repoRoot = resolve(__dirname, '..', '..', '..');
const packageRoot = resolve(__dirname, '..');

export interface PortalOptions {
  /** Default 5001; 0 picks a free port (tests). */
  port?: number;
  /** Default: KLW_HOST, else 127.0.0.1 (this machine only). */
  host?: string;
  /** Deployed apps: /apps/<folder>/ serves <packagesDir>/<folder>/dist. Default: the repository's packages/. */
  packagesDir?: string;
  /** /apps/host-adapter/ serves this folder. Default: the repository's host-adapter/dist. */
  hostAdapterDist?: string;
  /**
   * A deployment folder as a web server would have it: /apps/<folder>/ serves <appsDir>/<folder>. Set, it is the
   * only place apps are served from (KLW_APPS_DIR). Default: the build folders of the repository.
   */
  appsDir?: string;
  /** /apps/remotes.json, the registry (KLW_REGISTRY_FILE). Default: <appsDir>/remotes.json, else registry/remotes.json. */
  registryFile?: string;
  /** KLW_API_URL and KLW_TEST_MODE are read from here. Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** One line per request and the portal's warnings. Default: console.log. */
  log?: (line: string) => void;
}

export interface Portal {
  server: Server;
  port: number;
  /** http://localhost:<port> */
  url: string;
  config: KlwPageConfig;
  close(): Promise<void>;
}

/** The origin a page's own paths are resolved against, to read a manifest's entry URL. */
const PAGE_ORIGIN = 'http://portal.invalid';
const APP_FOLDER = /^\/([A-Za-z0-9][A-Za-z0-9_-]*)(\/.*)?$/;
const DEFAULT_YEAR_SWITCH = '/bedrijfsgegevens/Index/{klwId}';

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The most a sign-out form's body holds (one field); a longer body is not read. */
const SIGN_OUT_BODY_LIMIT = 1024;

/**
 * Whether a request comes from a page of this portal itself: the browser says so (`Sec-Fetch-Site: same-origin`), or,
 * from a browser that does not send that header, its `Origin` is this host. A link, an image, a prefetch or a form of
 * another site fails both, as does a request that sends neither.
 */
function isSameOriginRequest(headers: IncomingMessage['headers']): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  if (!origin || !headers.host) return false;
  try {
    return new URL(origin).host === headers.host.toLowerCase();
  } catch {
    return false;
  }
}

/** The user a token names (its `sub`), read without checking the token: only to say which drafts of the browser go. */
function tokenUser(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
    return typeof sub === 'number' || typeof sub === 'string' ? parseKlwId(String(sub)) : null;
  } catch {
    return null;
  }
}

/** A small urlencoded form body (the sign-out's); empty when it is larger than `limit` or unreadable. */
async function readFormBody(req: IncomingMessage, limit: number): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit || !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function redirect(res: ServerResponse, location: string, status = 302): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const packagesDir = options.packagesDir ?? join(repoRoot, 'packages');
  const hostAdapterDist = options.hostAdapterDist ?? join(repoRoot, 'host-adapter', 'dist');
  const env = options.env ?? process.env;
  const appsDir = options.appsDir ?? (env.KLW_APPS_DIR?.trim() || undefined);
  const shellDist = appsDir ? join(appsDir, 'shell') : join(packagesDir, 'shell', 'dist');
  const routesFile = join(shellDist, 'routes.json');
  const registryFile =
    options.registryFile ?? (env.KLW_REGISTRY_FILE?.trim() || (appsDir ? join(appsDir, 'remotes.json') : join(packageRoot, 'registry', 'remotes.json')));
  const log = options.log ?? ((line: string) => console.log(line));
  let config: KlwPageConfig = pageConfigFromEnv(env, `http://localhost:${options.port ?? LOCAL_PORTAL_PORT}`);
  let lastRouteProblem: string | null = null;
  let lastClaimProblems = '';

  async function appFolder(folder: string): Promise<string | null> {
    if (appsDir) {
      const dir = join(appsDir, folder);
      return (await isDirectory(dir)) ? dir : null;
    }
    if (folder === 'host-adapter') return hostAdapterDist;
    if (folder === 'shell') return shellDist;
    // Any other package is a deployed app once its build emitted a federation manifest.
    const dist = join(packagesDir, folder, 'dist');
    return (await isFile(join(dist, 'mf-manifest.json'))) ? dist : null;
  }

  async function serveApp(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    let file: string | null = null;
    if (rest === '/remotes.json') {
      file = (await isFile(registryFile)) ? registryFile : null;
    } else {
      const match = APP_FOLDER.exec(rest);
      const root = match?.[1] ? await appFolder(match[1]) : null;
      file = root && match?.[2] ? await resolveInside(root, match[2]) : null;
    }
    if (!file) return sendText(req, res, 404, 'Niet gevonden');
    await sendFile(req, res, file, { allowAnyOrigin: true });
  }

  async function servePortalAsset(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    if (name === 'portal-app.js') {
      // An unchanged script costs a 304, as the files beside it do, instead of its whole body on every page load.
      const script = await portalAppScript();
      res.setHeader('Cache-Control', NO_CACHE);
      if (answeredNotModified(req, res, script.etag)) return;
      return sendText(req, res, 200, script.code, 'text/javascript; charset=utf-8');
    }
    const file = Object.hasOwn(STATIC_FILES, name) ? STATIC_FILES[name] : undefined;
    if (!file || !(await isFile(file))) return sendText(req, res, 404, 'Niet gevonden');
    await sendFile(req, res, file, { cacheControl: NO_CACHE });
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, base: string, path: string, styleNonce: string): Promise<void> {
    const table = await loadRouteTable(routesFile);
    if (table.problem !== lastRouteProblem) {
      log(table.problem ? `WARNING: ${table.problem}; every path is answered with the portal page` : `route table ${routesFile} found`);
      lastRouteProblem = table.problem;
    }
    const match = table.problem ? fallbackMatch(path) : matchPage(path, table.routes);
    const signedIn = Boolean(readCookie(req.headers.cookie ?? '', ACCESS_TOKEN_COOKIE));
    if (!match) {
      const shown = base + safeDecode(path);
      return sendText(req, res, 404, renderNotFoundPage({ base, config, signedIn, path: shown, styleNonce }), 'text/html; charset=utf-8');
    }
    // Without a route table every path is a portal page of its own.
    const claimed = signedIn && !table.problem ? await claimFor(match.route.path, table.routes) : undefined;
    const claim = claimed?.claim;
    const html = signedIn
      ? renderPortalPage({
          base,
          config,
          title: claim?.title ?? match.route.title,
          klwId: match.klwId,
          migrated: claim !== undefined,
          yearSwitchTemplate: match.klwIdTemplate ?? DEFAULT_YEAR_SWITCH,
          registry: claimed?.registry,
          entryPreloads: claimed?.registry ? await entryPreloads(claimed.registry, claimed.files, claim?.remote, base) : undefined,
          remoteFiles: claimed?.files,
          styleNonce,
        })
      : renderSignInPage({ base, config, styleNonce });
    sendText(req, res, 200, html, 'text/html; charset=utf-8');
  }

  /**
   * The remote entries this page preloads, by remote name: of the remote that renders its route and of the remotes
   * that remote's manifest says it imports (`importedRemotes`, as the shell reads them); and of any remote whose
   * route declaration could not be read here, or of all of them when the route's remote has no manifest here,
   * because the shell may need those. A page the portal renders itself preloads none: no script would use them, and
   * Chromium warns about every preload left unused (with many screens migrated, every portal page would ask for
   * every entry).
   */
  async function entryPreloads(
    registry: Readonly<Record<string, string>>,
    files: ReadonlyMap<string, unknown>,
    remote: string | undefined,
    base: string,
  ): Promise<Map<string, string>> {
    const routeManifest = remote === undefined ? undefined : files.get(registry[remote] ?? '');
    const imported = importedRemotes(routeManifest);
    const needed = (name: string, url: string): boolean => {
      // Its declaration was not read here: it may render this route.
      if (!files.has(routesUrlFor(url))) return true;
      if (remote === undefined) return false;
      return name === remote || routeManifest === undefined || imported.has(name);
    };
    const entries = new Map<string, string>();
    for (const [name, url] of Object.entries(registry)) {
      if (!needed(name, url)) continue;
      const entry = await deployedEntry(registryHref(url, base), files.get(url));
      if (entry) entries.set(name, entry);
    }
    return entries;
  }

  /**
   * The remoteEntry.js a remote's manifest names (`remoteEntryUrl`, as the shell reads it), as the page would fetch
   * it; null when this page cannot count on it, so the page asks for no missing file: a manifest that names no
   * entry, or an entry that no folder of this server holds. A manifest on another host is not read here: its entry
   * is trusted to lie beside it as `remoteEntry.js`, the layout every remote is built with (docs/DEPLOY.md).
   */
  async function deployedEntry(manifestHref: string, manifest: unknown): Promise<string | null> {
    if (isAbsoluteUrl(manifestHref)) return fileBesideManifest(manifestHref, 'remoteEntry.js');
    if (typeof manifest !== 'object' || manifest === null) return null;
    const entry = remoteEntryUrl(new URL(manifestHref, PAGE_ORIGIN).href, manifest);
    if (entry === null) return null;
    const { origin, pathname, search } = new URL(entry);
    // The manifest's publicPath puts its files on another host.
    if (origin !== PAGE_ORIGIN) return entry;
    const local = localAppFile(stripBase(pathname));
    const folder = local && (await appFolder(local.folder));
    return folder && (await isFile(join(folder, local.file))) ? pathname + search : null;
  }

  /**
   * The remote that renders this route now, from the registry and the remotes' declarations (ADR 005), and the
   * registry as read for this request (absent when it could not be read: the shell then fetches it and says why).
   */
  async function claimFor(routePath: string, known: readonly { path: string }[]) {
    const { registry, problem } = await readRegistry(registryFile);
    const migrated = await loadMigratedRoutes(registry, known, appFolder);
    const problems = [problem, ...migrated.problems].filter(Boolean).join('\n');
    if (problems !== lastClaimProblems) {
      if (problems) log(`WARNING: ${problems}`);
      lastClaimProblems = problems;
    }
    if (problem) return { claim: migrated.claims.get(routeKey(routePath)) };
    // The declarations just read and the deployed manifests go into the page: the shell needs no request for them.
    const files = new Map([...migrated.files, ...(await readDeployedManifests(registry, appFolder))]);
    return { claim: migrated.claims.get(routeKey(routePath)), registry, files };
  }

  const allowedHosts = parseHostList(env.KLW_ALLOWED_HOSTS);
  const receiveTelemetry = telemetryReceiver(env, log);
  const policyFor = (styleNonce: string): string =>
    contentSecurityPolicy({
      // A collector on another origin than the page's (telemetryCollectorUrl) is one more origin the page may post to.
      apiUrls: [config.apiBaseUrl, config.menuApiBaseUrl, config.coreApiBaseUrl, config.telemetryCollectorUrl],
      frameUrls: [dataIntegrationBaseUrl(config.dataIntegrationEmbedBaseUrl)],
      overrideOrigins: config.remoteOverrideOrigins,
      styleNonce,
    });

  /** Signing out ends the session at the API too, so a copied token is worth nothing afterwards. */
  async function revokeSession(token: string | null): Promise<void> {
    if (!token) return;
    try {
      const response = await fetch(`${config.menuApiBaseUrl}/Account/SignOut`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      });
      // 401: the session had already ended.
      if (!response.ok && response.status !== 401) log(`WARNING: sign-out at the API answered ${response.status}`);
      await response.body?.cancel();
    } catch (error) {
      log(`WARNING: sign-out at the API failed: ${String(error)}`);
    }
  }

  /**
   * The sign-out: a POST from a page of this portal (the header's form, the menu's 'Opnieuw aanmelden') ends the
   * session at the API, clears the cookie and goes on to its `ReturnUrl` or the start page; an explicit one (the
   * header's form) also has the next page remove this user's drafts (client/sign-out-drafts.ts). A GET or HEAD (a
   * link, an image or a prefetch of another site, an old bookmark) and a POST from elsewhere change nothing.
   */
  async function signOut(req: IncomingMessage, res: ServerResponse, base: string, requestUrl: URL): Promise<void> {
    const next = returnPath(requestUrl.searchParams.get(RETURN_URL_PARAM)) ?? `${base}/Home/new`;
    if (req.method === 'GET' || req.method === 'HEAD') return redirect(res, next, 303);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      return sendText(req, res, 405, 'Methode niet toegestaan');
    }
    if (!isSameOriginRequest(req.headers)) {
      req.resume();
      return sendText(req, res, 403, 'Afmelden kan alleen vanaf een pagina van dit portaal.');
    }
    const form = await readFormBody(req, SIGN_OUT_BODY_LIMIT);
    const token = readCookie(req.headers.cookie ?? '', ACCESS_TOKEN_COOKIE);
    const user = form.get(SIGN_OUT_DRAFTS_FIELD) === SIGN_OUT_DRAFTS_REMOVE ? tokenUser(token) : null;
    await revokeSession(token);
    res.setHeader('Set-Cookie', [
      `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
      ...(user === null ? [] : [`${SIGNED_OUT_DRAFTS_COOKIE}=${user}; Path=/; Max-Age=300; SameSite=Strict`]),
    ]);
    // 303: the page after a POST is fetched with GET. 'Opnieuw aanmelden' names the page to come back to.
    return redirect(res, next, 303);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const styleNonce = newNonce();
    res.setHeader('Content-Security-Policy', policyFor(styleNonce));
    // DNS rebinding: a page of another site whose name resolves to this machine must not read the portal.
    if (!isAllowedHostHeader(req.headers.host, allowedHosts)) {
      return sendText(req, res, 421, `Dit portaal is niet bereikbaar onder de naam '${req.headers.host ?? ''}'.`);
    }
    const requestUrl = new URL(req.url ?? '/', PAGE_ORIGIN);
    const { base, path } = splitBase(requestUrl.pathname);
    if (path.toLowerCase() === SIGN_OUT_PATH.toLowerCase()) return signOut(req, res, base, requestUrl);
    if (path === TELEMETRY_PATH) return receiveTelemetry(req, res, isSameOriginRequest(req.headers));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(req, res, 405, 'Methode niet toegestaan');
    }
    if (path === '/') return redirect(res, `${base}/Home/new`);
    if (path.startsWith('/apps/')) return serveApp(req, res, path.slice('/apps'.length));
    if (path.startsWith('/static/')) return servePortalAsset(req, res, path.slice('/static/'.length));
    return servePage(req, res, base, path, styleNonce);
  }

  // Slow, stuck or idle clients must not hold a socket for long (issue 44), as at the local API.
  const server = createServer({ ...HTTP_SERVER_TIMEOUTS }, (req, res) => {
    const started = process.hrtime.bigint();
    let logged = false;
    const logLine = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${req.method ?? '-'} ${req.url ?? '-'} ${res.writableFinished ? res.statusCode : 'aborted'} ${ms.toFixed(1)}ms`);
    };
    res.on('finish', logLine);
    res.on('close', logLine);
    handle(req, res).catch((error: unknown) => {
      log(`ERROR ${req.method ?? '-'} ${req.url ?? '-'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendText(req, res, 500, 'Er is een fout opgetreden in het portaal.');
      else res.destroy();
    });
  });

  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? LOCAL_PORTAL_PORT, options.host ?? (env.KLW_HOST?.trim() || '127.0.0.1'), () => {
      server.off('error', fail);
      listening();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  config = { ...config, frontEndBaseUrl: url };

  return {
    server,
    port,
    url,
    config,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeIdleConnections();
        // Open keep-alive or streaming requests get a moment to finish, then are cut.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }),
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.KLW_PORTAL_PORT ?? LOCAL_PORTAL_PORT);
  let portal: Portal;
  try {
    portal = await startPortal({ port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${port} is already in use; is the portal running already?` : error);
    process.exit(1);
  }
  console.log(`Portal: ${portal.url}/Home/new (API ${portal.config.apiBaseUrl})`);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: portal stopping`);
    void portal.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) void main();

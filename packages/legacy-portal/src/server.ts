// The portal stand-in on port 5001: the existing portal's page with its AngularJS menu, the demo sign-in,
// and every app served from its own build folder as a separate deployment would be.
//   tsx src/server.ts        (env: KLW_PORTAL_PORT, KLW_HOST, KLW_ALLOWED_HOSTS, KLW_API_URL, KLW_TEST_MODE,
//                             KLW_OVERRIDE_ORIGINS, KLW_APPS_DIR, KLW_REGISTRY_FILE, KLW_DATA_INTEGRATION_URL,
//                             KLW_DATA_INTEGRATION_CLIENT_ID, KLW_TELEMETRY, KLW_TELEMETRY_URL,
//                             KLW_TELEMETRY_SAMPLE_RATE, KLW_TELEMETRY_FORWARD_URL, KLW_TELEMETRY_DIR,
//                             KLW_TELEMETRY_FILE_BYTES)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dataIntegrationBaseUrl } from '@klw/contracts/data-integration';
import { HTTP_SERVER_TIMEOUTS, isAllowedHostHeader, LOCAL_PORTAL_PORT, parseHostList } from '@klw/platform';
import { contentSecurityPolicy, newNonce, SECURITY_HEADERS } from '@klw/platform/content-security-policy';
import { isSameOriginRequest, redirect, sendText } from './answers';
import { SIGN_OUT_PATH } from './shared/sign-out-protocol';
import { pageConfigFromEnv, type KlwPageConfig } from './config';
import { deploymentOf, serveApp, servePortalAsset, type DeploymentOptions } from './deployment';
import { pageServer } from './page-answer';
import { PAGE_ORIGIN, splitBase } from './routes';
import { signOut } from './sign-out';
import { TELEMETRY_PATH, telemetryReceiver } from './telemetry';

export interface PortalOptions extends DeploymentOptions {
  /** Default 5001; 0 picks a free port (tests). */
  port?: number;
  /** Default: KLW_HOST, else 127.0.0.1 (this machine only). */
  host?: string;
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

/** The page's Content-Security-Policy for this configuration and the answer's style nonce. */
function policyFor(config: KlwPageConfig, styleNonce: string): string {
  return contentSecurityPolicy({
    // A collector on another origin than the page's (telemetryCollectorUrl) is one more origin the page may post to.
    apiUrls: [config.apiBaseUrl, config.menuApiBaseUrl, config.coreApiBaseUrl, config.telemetryCollectorUrl],
    frameUrls: [dataIntegrationBaseUrl(config.dataIntegrationEmbedBaseUrl)],
    overrideOrigins: config.remoteOverrideOrigins,
    styleNonce,
  });
}

export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const deployment = deploymentOf(options, env);
  let config: KlwPageConfig = pageConfigFromEnv(env, `http://localhost:${options.port ?? LOCAL_PORTAL_PORT}`);
  const servePage = pageServer(deployment, () => config, log);
  const allowedHosts = parseHostList(env.KLW_ALLOWED_HOSTS);
  const receiveTelemetry = telemetryReceiver(env, log, deployment);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const styleNonce = newNonce();
    res.setHeader('Content-Security-Policy', policyFor(config, styleNonce));
    // DNS rebinding: a page of another site whose name resolves to this machine must not read the portal.
    if (!isAllowedHostHeader(req.headers.host, allowedHosts)) {
      return sendText(req, res, 421, `Dit portaal is niet bereikbaar onder de naam '${req.headers.host ?? ''}'.`);
    }
    const requestUrl = new URL(req.url ?? '/', PAGE_ORIGIN);
    const { base, path } = splitBase(requestUrl.pathname);
    if (path.toLowerCase() === SIGN_OUT_PATH.toLowerCase()) return signOut(req, res, { base, requestUrl, menuApiBaseUrl: config.menuApiBaseUrl, log });
    if (path === TELEMETRY_PATH) return receiveTelemetry(req, res, isSameOriginRequest(req.headers));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(req, res, 405, 'Methode niet toegestaan');
    }
    if (path === '/') return redirect(res, `${base}/Home/new`);
    if (path.startsWith('/apps/')) return serveApp(req, res, deployment, path.slice('/apps'.length));
    if (path.startsWith('/static/')) return servePortalAsset(req, res, path.slice('/static/'.length));
    return servePage(req, res, { base, path, styleNonce });
  }

  // Slow, stuck or idle clients must not hold a socket for long, as at the local API.
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

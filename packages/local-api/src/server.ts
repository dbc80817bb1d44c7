import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DemoSignInRequestSchema, RefreshTokenRequestSchema } from '@klw/contracts/calls';
import { HTTP_SERVER_TIMEOUTS } from '@klw/platform';
import type { AnyScreenContract } from '@klw/contracts/forms';
import type { DemoUser } from '@klw/contracts/calls';
import { callContextFor } from './access';
import { ACCESS_ONLY, ANY_TOKEN, callerChecks, SESSION_ONLY } from './caller';
import { DEFAULT_APPLICATION_URL, DEFAULT_BODY_LIMIT_BYTES, readEnv, tokenSecretFor } from './config';
import type { Dataset } from './dataset';
import { demoDataset } from './demo-data';
import { dispatcher } from './dispatch';
import type { Routes } from './dispatch';
import { HttpError, readBody } from './http';
import { buildMenu } from './menu';
import { declaredScreens, serveScreen } from './screens';
import { openSessionStore } from './sessions';
import { createTokenService } from './tokens';
import type { TokenService } from './tokens';

// The local API on 7056 (docs/PRODUCT.md section 7): its options, the route table of the calls, starting and stopping.
// Who calls is checked in caller.ts, a request is answered by dispatch.ts.

export interface ServerOptions {
  /** 0 picks a free port (tests). Default: PORT or 7056. */
  port?: number;
  host?: string;
  /** Folder of the year files and the token secret. Default: KLW_DATA_DIR or packages/local-api/.data. */
  dataDir?: string;
  /** Users, farms and years. Default: the built-in demo data. */
  dataset?: Dataset;
  /** The screens served. Default: every declared screen (screens.ts declaredScreens). */
  screens?: readonly AnyScreenContract[];
  accessTokenTtlSeconds?: number;
  sessionTtlSeconds?: number;
  tokenSecret?: string;
  corsOrigins?: string[];
  /** Host names answered besides localhost and 127.0.0.1 (others get 421). Default: KLW_ALLOWED_HOSTS. */
  allowedHosts?: string[];
  bodyLimitBytes?: number;
  applicationUrl?: string;
  /** Clock in milliseconds; tests move it to expire tokens. */
  now?: () => number;
  /** Where the request lines go. Default: stdout. */
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const env = readEnv();
  const dataDir = options.dataDir ?? env.dataDir;
  const dataset = options.dataset ?? demoDataset();
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const accessTtl = options.accessTokenTtlSeconds ?? env.accessTokenTtlSeconds;
  const sessionTtl = options.sessionTtlSeconds ?? env.sessionTtlSeconds;
  const bodyLimit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const corsOrigins = new Set(options.corsOrigins ?? env.corsOrigins);
  const applicationUrl = options.applicationUrl ?? DEFAULT_APPLICATION_URL;

  const allowedHosts = options.allowedHosts ?? env.allowedHosts;

  const sessions = await openSessionStore(dataDir, now);
  const tokens: TokenService = createTokenService(
    options.tokenSecret ?? env.tokenSecret ?? (await tokenSecretFor(dataDir)),
    now,
  );

  const { authenticate, resolveYear } = callerChecks(dataset, tokens, sessions);
  const declared = options.screens ?? declaredScreens().map((screen) => screen.contract);
  const screens = await Promise.all(
    declared.map((contract) =>
      serveScreen(contract, {
        dataDir,
        log,
        dataset,
        access: (req) => {
          const { user, claims } = authenticate(req, ACCESS_ONLY);
          return { user, year: resolveYear(user, claims.klw) };
        },
        readSave: (req, screen) => readBody(req, screen.saveSchema, bodyLimit),
      }),
    ),
  );
  const routes: Routes = {
    '/health': { GET: async () => ({ status: 'ok' }) },

    '/demo/users': {
      GET: async (): Promise<DemoUser[]> => dataset.users.map(({ id, naam, rol }) => ({ id, naam, rol })),
    },

    '/demo/signin': {
      POST: async (req) => {
        const body = await readBody(req, DemoSignInRequestSchema, bodyLimit);
        if (!body) throw new HttpError(400, { message: 'Er zijn geen gegevens meegestuurd.' });
        const { userId } = body;
        const user = dataset.users.find((candidate) => candidate.id === userId);
        if (!user) throw new HttpError(404, { message: `Gebruiker ${userId} bestaat niet.` });
        return { access_token: tokens.issue({ sub: user.id, typ: 'session', ttlSeconds: sessionTtl }) };
      },
    },

    '/account/signout': {
      POST: async (req) => {
        const { claims } = authenticate(req, ANY_TOKEN);
        req.resume();
        await sessions.revoke(claims.sid, claims.typ === 'session' ? claims.exp : claims.iat + sessionTtl);
        return { message: 'U bent afgemeld.' };
      },
    },

    '/auth/getcallcontextmodel': {
      GET: async (req) => {
        const { user, claims } = authenticate(req, ACCESS_ONLY);
        return callContextFor(dataset, user, resolveYear(user, claims.klw));
      },
    },

    '/menu/refreshtoken': {
      POST: async (req) => {
        const { user, claims } = authenticate(req, SESSION_ONLY);
        const body = (await readBody(req, RefreshTokenRequestSchema, bodyLimit)) ?? {};
        const klwId = body.selectedKringloopwijzerId ?? claims.klw;
        const year = klwId === undefined || klwId === null ? undefined : resolveYear(user, klwId);
        const access_token = tokens.issue({
          sub: user.id,
          typ: 'access',
          ttlSeconds: accessTtl,
          sid: claims.sid,
          notAfter: claims.exp,
          ...(year ? { klw: year.klwId } : {}),
        });
        return { access_token, gebruikerId: user.id };
      },
    },

    '/menu/getmenu': {
      POST: async (req) => {
        // The portal's menu sends the session token, klw_auth the access token.
        const { user, claims } = authenticate(req, ANY_TOKEN);
        const body = (await readBody(req, RefreshTokenRequestSchema, bodyLimit)) ?? {};
        const year = resolveYear(user, body.selectedKringloopwijzerId ?? claims.klw);
        const gereed = new Map(screens.map((screen) => [screen.contract.url, screen.isDone(year)]));
        return buildMenu({ dataset, user, year, gereed, applicationUrl });
      },
    },

    ...Object.assign({}, ...screens.map((screen) => screen.routes)),
  };

  const handle = dispatcher({ routes, corsOrigins, allowedHosts, log });

  // Slow, stuck or idle clients must not hold a socket for long: the limits hold at the second.
  const server = createServer({ ...HTTP_SERVER_TIMEOUTS }, (req, res) => {
    const started = process.hrtime.bigint();
    const pathname = (req.url ?? '/').split('?')[0];
    let logged = false;
    const line = (): void => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.writableFinished ? res.statusCode : `${res.statusCode} (afgebroken)`;
      log(`${req.method ?? '?'} ${pathname} ${status} ${ms.toFixed(1)}ms`);
    };
    res.on('finish', line);
    res.on('close', line);
    void handle(req, res);
  });

  const host = options.host ?? env.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? env.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Requests still running get a moment to finish; then their connections are cut.
        const grace = setTimeout(() => server.closeAllConnections(), 5_000);
        await stopped;
        clearTimeout(grace);
        await Promise.all([sessions.flush(), ...screens.map((screen) => screen.flush())]);
      })();
      return closing;
    },
  };
}

import { createWriteStream, mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startTsx, stopProcess, stopProcesses, waitForUrl, type Running } from '@klw/processes';

// A local API and a portal of a spec's own, on free ports, so the spec can stop and restart the API (and give it
// short token lifetimes) without touching the shared system of `node scripts/klw.mjs e2e`. The portal serves the
// same built deployments; its page points at this API (KLW_API_URL), and this API allows this portal's origin.
// Both start in about two seconds; the API keeps its data folder (saved years, token secret) over a restart.

const root = path.resolve(__dirname, '..', '..', '..');

export interface ApiSettings {
  accessTokenTtlSeconds?: number;
  sessionTtlSeconds?: number;
}

export interface OwnSystem {
  apiUrl: string;
  portalUrl: string;
  /**
   * Stops the API process at once (SIGKILL, as a crash or a pulled cable would; a graceful stop waits up to 5 s for
   * the browser's open connections): from now on every call fails to connect. Saved years are on disk already.
   */
  stopApi(): Promise<void>;
  /** Starts the API again on the same port and data, with other token lifetimes when given. */
  startApi(settings?: ApiSettings): Promise<void>;
  stop(): Promise<void>;
}

function startNode(dir: string, script: string, env: Record<string, string>, log: WriteStream): Running {
  return startTsx(path.join(root, dir), script, [], { env, output: log });
}

export async function startOwnSystem(settings: ApiSettings = {}): Promise<OwnSystem> {
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const portalUrl = `http://localhost:${portalPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'klw-e2e-own-'));
  const logDir = path.join(root, 'packages/e2e/logs');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, 'own-system.log'), { flags: 'a' });

  let api: Running | null = null;
  const startApi = async (overrides: ApiSettings = {}): Promise<void> => {
    const current = { ...settings, ...overrides };
    api = startNode(
      'packages/local-api',
      'src/main.ts',
      {
        PORT: String(apiPort),
        KLW_DATA_DIR: dataDir,
        KLW_CORS_ORIGINS: `${portalUrl},http://127.0.0.1:${portalPort}`,
        KLW_ACCESS_TOKEN_TTL_SECONDS: String(current.accessTokenTtlSeconds ?? 900),
        KLW_SESSION_TTL_SECONDS: String(current.sessionTtlSeconds ?? 3600),
      },
      log,
    );
    await waitForUrl(`${apiUrl}/health`, { process: api, timeoutMs: 30_000, intervalMs: 100 });
  };

  await startApi();
  const portal = startNode('packages/legacy-portal', 'src/server.ts', { KLW_PORTAL_PORT: String(portalPort), KLW_API_URL: apiUrl, KLW_TEST_MODE: '0' }, log);
  await waitForUrl(`${portalUrl}/Home/new`, { process: portal, timeoutMs: 30_000, intervalMs: 100 });

  return {
    apiUrl,
    portalUrl,
    stopApi: () => stopProcess(api?.child, { signal: 'SIGKILL' }),
    startApi,
    async stop() {
      await stopProcesses([api?.child, portal.child]);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { createWriteStream, mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startTsx, stopProcess, stopProcesses, waitForUrl, type Running } from '@klw/processes';
import { test } from './test';

// A local API, a portal and a stand-in of the data-exchange integration of a spec's own, on free ports, so the spec
// can stop and restart the API (and give it short token lifetimes) or the integration without touching the shared
// system of `node scripts/klw.mjs e2e`. The portal serves the same built deployments; its page points at this API
// (KLW_API_URL) and this stand-in (KLW_DATA_INTEGRATION_URL), and this API allows this portal's origin. They start in
// about two seconds; the API and the stand-in keep their data folder (saved years, token secret, choices) over a
// restart.

const root = path.resolve(__dirname, '..', '..', '..');

export interface ApiSettings {
  accessTokenTtlSeconds?: number;
  sessionTtlSeconds?: number;
}

/** What the portal page is configured with for the data-exchange integration (ADR 011). */
export interface SystemSettings {
  /**
   * The client id the page gives the integration; absent, the page keeps the deploy placeholder, as a deployment
   * that did not fill it.
   */
  dataIntegrationClientId?: string;
}

export interface OwnSystem {
  apiUrl: string;
  portalUrl: string;
  /** Its own stand-in of the data-exchange integration, on 127.0.0.1 (the portal's embed base URL). */
  dataIntegrationUrl: string;
  /** Where its portal keeps the telemetry the pages send (KLW_TELEMETRY_DIR), one file per remote. */
  telemetryDir: string;
  /** Stops the stand-in at once (SIGKILL): from now on its origin is unreachable. Its data is on disk. */
  stopDataIntegration(): Promise<void>;
  /** Starts the stand-in again on the same port and data. */
  startDataIntegration(): Promise<void>;
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

export async function startOwnSystem(settings: ApiSettings = {}, system: SystemSettings = {}): Promise<OwnSystem> {
  const [apiPort, portalPort, dataIntegrationPort] = [await freePort(), await freePort(), await freePort()];
  const dataIntegrationUrl = `http://127.0.0.1:${dataIntegrationPort}`;
  const apiUrl = `http://localhost:${apiPort}`;
  const portalUrl = `http://localhost:${portalPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'klw-e2e-own-'));
  const telemetryDir = path.join(dataDir, 'telemetry');
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

  let dataIntegration: Running | null = null;
  const startDataIntegration = async (): Promise<void> => {
    const env = { KLW_DATA_INTEGRATION_PORT: String(dataIntegrationPort), KLW_DATA_DIR: dataDir };
    dataIntegration = startNode('packages/local-api', 'src/data-integration/main.ts', env, log);
    await waitForUrl(`${dataIntegrationUrl}/health`, { process: dataIntegration, timeoutMs: 30_000, intervalMs: 100 });
  };

  await Promise.all([startApi(), startDataIntegration()]);
  const portalEnv = {
    KLW_PORTAL_PORT: String(portalPort),
    KLW_API_URL: apiUrl,
    KLW_TEST_MODE: '0',
    KLW_DATA_INTEGRATION_URL: dataIntegrationUrl,
    KLW_TELEMETRY_DIR: telemetryDir,
    ...(system.dataIntegrationClientId === undefined ? {} : { KLW_DATA_INTEGRATION_CLIENT_ID: system.dataIntegrationClientId }),
  };
  const portal = startNode('packages/legacy-portal', 'src/server.ts', portalEnv, log);
  await waitForUrl(`${portalUrl}/Home/new`, { process: portal, timeoutMs: 30_000, intervalMs: 100 });

  return {
    apiUrl,
    portalUrl,
    dataIntegrationUrl,
    telemetryDir,
    stopApi: () => stopProcess(api?.child, { signal: 'SIGKILL' }),
    startApi,
    stopDataIntegration: () => stopProcess(dataIntegration?.child, { signal: 'SIGKILL' }),
    startDataIntegration,
    async stop() {
      await stopProcesses([api?.child, portal.child, dataIntegration?.child]);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The set-up of a spec file that stops and restarts the API: a system of the file's own, started before its first
 * test and stopped after its last, and after a test that failed halfway (and may have left the API stopped or with
 * short lifetimes) the API started again with the normal ones. Per file rather than a worker fixture: the end-to-end
 * run has one worker, which would share one system, and the years saved in it, between the files.
 *
 * Returns the file's system, usable in its tests and hooks (from its first beforeAll on).
 */
export function ownSystemOfThisFile(settings: ApiSettings = {}, system: SystemSettings = {}): OwnSystem {
  let started: OwnSystem | null = null;
  test.beforeAll(async () => {
    started = await startOwnSystem(settings, system);
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring pattern; none are needed
  test.afterEach(async ({}, testInfo) => {
    if (!started || testInfo.status === testInfo.expectedStatus) return;
    await started.stopApi();
    await started.startApi();
  });
  // The spec's code reads the system as a constant; each read goes to the one the file started.
  return new Proxy({} as OwnSystem, {
    get(_target, key: keyof OwnSystem) {
      if (!started) throw new Error(`the file's own system is not started yet (read of '${String(key)}' before beforeAll)`);
      return started[key];
    },
  });
}

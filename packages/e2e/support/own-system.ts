import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startNode(dir: string, script: string, env: Record<string, string>, log: WriteStream): ChildProcess {
  // tsx as a loader in one process (its CLI runs the script in a child that a SIGKILL would leave running).
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(root, dir),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

function stopChild(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export async function startOwnSystem(settings: ApiSettings = {}): Promise<OwnSystem> {
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const portalUrl = `http://localhost:${portalPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'klw-e2e-own-'));
  const logDir = path.join(root, 'packages/e2e/logs');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, 'own-system.log'), { flags: 'a' });

  let api: ChildProcess | null = null;
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
    await waitFor(`${apiUrl}/health`);
  };

  await startApi();
  const portal = startNode('packages/legacy-portal', 'src/server.ts', { KLW_PORTAL_PORT: String(portalPort), KLW_API_URL: apiUrl, KLW_TEST_MODE: '0' }, log);
  await waitFor(`${portalUrl}/Home/new`);

  return {
    apiUrl,
    portalUrl,
    stopApi: () => stopChild(api, 'SIGKILL'),
    startApi,
    async stop() {
      await Promise.all([stopChild(api), stopChild(portal)]);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

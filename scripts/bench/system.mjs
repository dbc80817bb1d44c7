// The system under test on loopback, on free ports (a running portal on 5001 or API on 7056 is not touched):
// the local API seeded with the benchmark's years in a temporary data folder, and two sites, one serving the
// federated build, one serving the monolith in the shell's place. Each site is the documented deployment: Debian's
// nginx (docs/deploy/nginx.conf: cache headers, gzip/brotli) in front of a deployment folder, with the portal
// stand-in behind it for the pages. Same page, same API, same servers: only the JavaScript differs.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './build.mjs';
import { BENCH_USER_ID, generateSeed } from './seed.mjs';
import { deploymentFolder, ensureNginx, startNginx } from '../nginx.mjs';

const tsxCli = createRequire(path.join(root, 'packages/local-api/package.json')).resolve('tsx/cli');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a Node child with tsx; resolves once `ready` matches its output. */
function startChild(label, args, { cwd, env, ready, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let settled = false;
    const timer = setTimeout(() => fail(new Error(`${label} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const fail = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code, signal) => {
      if (!settled) fail(new Error(`${label} stopped before it was ready (${signal ?? code}):\n${output}`));
    });
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * @param {{ federated: { packagesDir: string, hostAdapterDist: string }, monolith: { packagesDir: string, hostAdapterDist: string } }} sites
 */
/** The deployments of a site: each build folder under packagesDir (its dist), and the host adapter. */
function siteDists({ packagesDir, hostAdapterDist }) {
  const dists = { 'host-adapter': hostAdapterDist };
  for (const name of readdirSync(packagesDir)) {
    if (existsSync(path.join(packagesDir, name, 'dist'))) dists[name] = path.join(packagesDir, name, 'dist');
  }
  return dists;
}

export async function startSystem(sites) {
  if (!ensureNginx()) throw new Error("the benchmark serves through Debian's nginx: install it (apt-get install -y nginx)");
  const dataDir = mkdtempSync(path.join(tmpdir(), 'klw-bench-'));
  // nginx's workers drop root's rights: they must reach the deployment folders inside.
  chmodSync(dataDir, 0o755);
  const seedFile = path.join(dataDir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(generateSeed()));
  const [apiPort, federatedPort, monolithPort] = [await freePort(), await freePort(), await freePort()];
  const nginxPorts = { federated: await freePort(), monolith: await freePort() };
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // 'localhost': the session cookie of the sign-in holds for every port of it.
  const urls = { federated: `http://localhost:${nginxPorts.federated}`, monolith: `http://localhost:${nginxPorts.monolith}` };
  const children = [];
  const servers = {};
  const stop = async () => {
    await Promise.all([...children.map(stopChild), ...Object.values(servers).map((server) => server.stop())]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = await startChild('local API', ['src/main.ts', '--seed', seedFile, '--port', String(apiPort), '--data-dir', path.join(dataDir, 'data')], {
      cwd: path.join(root, 'packages/local-api'),
      env: {
        KLW_DATA_DIR: path.join(dataDir, 'data'),
        KLW_CORS_ORIGINS: `${urls.federated},${urls.monolith}`,
        // Long enough that no run refreshes the access token mid-measurement.
        KLW_ACCESS_TOKEN_TTL_SECONDS: '3600',
      },
      ready: /Local API on/,
    });
    children.push(api.child);
    for (const [name, port] of [['federated', federatedPort], ['monolith', monolithPort]]) {
      const site = sites[name];
      const dists = siteDists(site);
      // The registry names the remotes deployed on this site (the monolith's carries only the milk declaration).
      const registry = path.join(dataDir, `remotes-${name}.json`);
      const all = JSON.parse(readFileSync(path.join(root, 'packages/legacy-portal/registry/remotes.json'), 'utf8'));
      writeFileSync(registry, JSON.stringify(Object.fromEntries(Object.entries(all).filter(([, url]) => dists[url.split('/')[1]]))));
      const appsDir = deploymentFolder({ dir: path.join(dataDir, `apps-${name}`), dists, registry });
      const portal = await startChild(`portal (${name})`, [path.join(root, 'scripts/bench/portal-launcher.mjs'), String(port), site.packagesDir, site.hostAdapterDist, appsDir], {
        cwd: path.join(root, 'packages/legacy-portal'),
        env: { KLW_API_URL: apiUrl, KLW_TEST_MODE: '0' },
        ready: /READY /,
      });
      children.push(portal.child);
      servers[name] = await startNginx({ appsDir, portal: `127.0.0.1:${port}`, port: nginxPorts[name] });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, urls, servers, stop };
}

/** The demo sign-in of the portal, done directly: a session token for the benchmark's participant. */
export async function signInToken(apiUrl) {
  const response = await fetch(`${apiUrl}/Demo/SignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: BENCH_USER_ID }),
  });
  if (!response.ok) throw new Error(`POST /Demo/SignIn answered ${response.status}: ${await response.text()}`);
  const body = await response.json();
  return body.access_token;
}

// The system under test on loopback, on free ports (a running portal on 5001 or API on 7056 is not touched):
// the local API seeded with the benchmark's years in a temporary data folder, and two sites, one serving the
// federated build, one serving the monolith in the shell's place. Each site is the documented deployment: Debian's
// nginx (docs/deploy/nginx.conf: cache headers, gzip/brotli) in front of a deployment folder, with the portal
// stand-in behind it for the pages. Same page, same API, same servers: only the JavaScript differs.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';
import { BENCH_USER_ID, generateSeed } from './seed.mjs';
import { deploymentFolder, ensureNginx, startNginx } from '../nginx.mjs';
import { freePort, startTsx, stopProcesses, waitForUrl } from '../../packages/processes/src/processes.mjs';

/**
 * @typedef {{ packagesDir: string, hostAdapterDist: string }} Site
 * @typedef {'federated' | 'monolith'} Variant
 */

/**
 * The deployments of a site: each build folder under packagesDir (its dist), and the host adapter.
 * @param {Site} site
 */
function siteDists({ packagesDir, hostAdapterDist }) {
  /** @type {Record<string, string>} */
  const dists = { 'host-adapter': hostAdapterDist };
  for (const name of readdirSync(packagesDir)) {
    if (existsSync(path.join(packagesDir, name, 'dist'))) dists[name] = path.join(packagesDir, name, 'dist');
  }
  return dists;
}

/** @param {Record<Variant, Site>} sites */
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
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @type {Partial<Record<Variant, import('../nginx.mjs').NginxServer>>} */
  const servers = {};
  /** Each site's deployment folder (docs/DEPLOY.md's layout), as nginx serves it: a redeploy copies files into it. */
  const appsDirs = { federated: path.join(dataDir, 'apps-federated'), monolith: path.join(dataDir, 'apps-monolith') };
  const stop = async () => {
    await Promise.all([stopProcesses(children), ...Object.values(servers).map((server) => server.stop())]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const dataArgs = ['--seed', seedFile, '--port', String(apiPort), '--data-dir', path.join(dataDir, 'data')];
    const api = startTsx(path.join(root, 'packages/local-api'), 'src/main.ts', dataArgs, {
      env: {
        KLW_DATA_DIR: path.join(dataDir, 'data'),
        KLW_CORS_ORIGINS: `${urls.federated},${urls.monolith}`,
        // Long enough that no run refreshes the access token mid-measurement.
        KLW_ACCESS_TOKEN_TTL_SECONDS: '3600',
      },
    });
    children.push(api.child);
    await waitForUrl(`${apiUrl}/health`, { process: api });
    for (const [name, port] of /** @type {const} */ ([['federated', federatedPort], ['monolith', monolithPort]])) {
      const site = sites[name];
      const dists = siteDists(site);
      // The registry names the remotes deployed on this site (the monolith's carries only the milk declaration).
      const registry = path.join(dataDir, `remotes-${name}.json`);
      /** @type {Record<string, string>} */
      const all = JSON.parse(readFileSync(path.join(root, 'packages/legacy-portal/registry/remotes.json'), 'utf8'));
      writeFileSync(registry, JSON.stringify(Object.fromEntries(Object.entries(all).filter(([, url]) => dists[url.split('/')[1] ?? '']))));
      const appsDir = deploymentFolder({ dir: appsDirs[name], dists, registry });
      const launcher = ['--port', String(port), '--packages', site.packagesDir, '--host-adapter', site.hostAdapterDist, '--apps', appsDir];
      const portal = startTsx(path.join(root, 'packages/legacy-portal'), path.join(root, 'scripts/bench/portal-launcher.mjs'), launcher, {
        env: { KLW_API_URL: apiUrl, KLW_TEST_MODE: '0' },
      });
      children.push(portal.child);
      await waitForUrl(`http://127.0.0.1:${port}/Home/new`, { process: portal });
      servers[name] = await startNginx({ appsDir, portal: `127.0.0.1:${port}`, port: nginxPorts[name] });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const { federated, monolith } = servers;
  if (!federated || !monolith) {
    await stop();
    throw new Error('the benchmark system started without its two sites');
  }
  return { apiUrl, urls, servers: { federated, monolith }, appsDirs, stop };
}

/**
 * The demo sign-in of the portal, done directly: a session token for the benchmark's participant.
 * @param {string} apiUrl
 * @returns {Promise<string>}
 */
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

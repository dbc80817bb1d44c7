// The end-to-end run: the local system with throw-away data, the documented deployment (Debian's nginx with
// docs/deploy/nginx.conf) beside it, Playwright in Debian's Chromium against both, the run's telemetry summed up.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startTsx, waitForUrl } from '../../packages/processes/src/processes.mjs';
import { BROTLI_PACKAGES, NGINX_TOOL, VERSIONED_DEPLOYMENTS, deploymentFolder, startNginx } from '../nginx.mjs';
import { CHROMIUM, CHROMIUM_TOOL, ensureDebianTools } from './debian.mjs';
import { LOCAL_CLIENT_ID, log, root, serve } from './system.mjs';
import { formatSummary, summarizeFolder } from './telemetry-summary.mjs';

/** The tests of this run that passed only on a retry, as the e2e package's reporter lists them. */
const FLAKY_FILE = path.join(root, 'packages/e2e/logs/flaky.txt');
/** The telemetry of this run's pages (the portal's KLW_TELEMETRY_DIR), summed up per remote at its end. */
const E2E_TELEMETRY_DIR = path.join(root, 'packages/e2e/logs/telemetry');

/**
 * Debian's programs the end-to-end tests drive: the browser, poppler's pdftotext and pdfimages (one package) to read
 * what a print put on paper, and nginx for the deployment specs (its brotli modules a bonus). One apt-get run installs
 * whichever are missing.
 */
function ensureE2eTools() {
  const tools = [CHROMIUM_TOOL, { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' }, NGINX_TOOL];
  if (!ensureDebianTools(tools, { purpose: 'the end-to-end tests', extras: BROTLI_PACKAGES })) process.exit(1);
}

/**
 * The documented deployment (docs/DEPLOY.md): Debian's nginx with docs/deploy/nginx.conf in front of a deployment
 * folder made from the builds (the shell and klw_auth deployed as versions and promoted, the screens copied in), proxying the portal's pages to a portal stand-in that reads the same folder
 * (KLW_APPS_DIR). The API stays on its own port. Resolves with its URL, folder and a stop function.
 * @param {number} nginxPort
 * @param {Record<string, string>} env
 * @param {string} logFile
 */
async function startDeployment(nginxPort, env, logFile) {
  const appsDir = deploymentFolder({ versioned: VERSIONED_DEPLOYMENTS });
  const portalPort = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  const portal = startTsx(path.join(root, 'packages/legacy-portal'), 'src/server.ts', [], {
    env: { KLW_DATA_INTEGRATION_CLIENT_ID: LOCAL_CLIENT_ID, ...env, KLW_PORTAL_PORT: String(portalPort), KLW_APPS_DIR: appsDir },
    output: log,
  });
  let nginx;
  try {
    await waitForUrl(`http://127.0.0.1:${portalPort}/Home/new`, { process: portal });
    nginx = await startNginx({ appsDir, portal: `127.0.0.1:${portalPort}`, port: nginxPort });
  } catch (error) {
    await portal.stop();
    throw error;
  }
  const stop = async () => {
    log.write(`\n--- nginx error log ---\n${readFileSync(path.join(nginx.dir, 'error.log'), 'utf8')}`);
    await Promise.all([nginx.stop(), portal.stop()]);
    rmSync(appsDir, { recursive: true, force: true });
  };
  return { url: nginx.url, appsDir, brotli: nginx.brotli, stop };
}

/** @param {string[]} playwrightArgs passed on, e.g. a spec file, or `--project nginx` after `--`. */
export async function e2e(playwrightArgs = []) {
  ensureE2eTools();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'klw-e2e-'));
  log(`starting the system for the end-to-end tests (data in ${dataDir})`);
  // Not in test-results/: Playwright empties that folder when it starts, under the running servers.
  const logDir = path.join(root, 'packages/e2e/logs');
  mkdirSync(logDir, { recursive: true });
  const serverLog = path.join(logDir, 'servers.log');
  const nginxPort = await freePort();
  // The telemetry the specs' pages send, this run's only: summed up per remote at the end.
  rmSync(E2E_TELEMETRY_DIR, { recursive: true, force: true });
  rmSync(FLAKY_FILE, { force: true });
  const env = {
    KLW_DATA_DIR: dataDir,
    KLW_TELEMETRY_DIR: E2E_TELEMETRY_DIR,
    KLW_ACCESS_TOKEN_TTL_SECONDS: process.env.KLW_ACCESS_TOKEN_TTL_SECONDS ?? '8',
    KLW_TEST_MODE: '0',
    // The page served through nginx calls the API from nginx's origin.
    KLW_CORS_ORIGINS: [process.env.KLW_CORS_ORIGINS, `http://localhost:${nginxPort}`].filter(Boolean).join(','),
  };
  const stop = await serve(env, serverLog);
  let deployment;
  try {
    deployment = await startDeployment(nginxPort, env, serverLog);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`nginx (docs/deploy/nginx.conf, gzip${deployment.brotli ? ' and brotli' : ''}) on ${deployment.url}, serving ${deployment.appsDir}`);
  const result = spawnSync('pnpm', ['--filter', '@klw/e2e', 'test', ...playwrightArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KLW_CHROMIUM: CHROMIUM, KLW_NGINX_URL: deployment.url, KLW_DEPLOY_DIR: deployment.appsDir },
  });
  await Promise.all([stop(), deployment.stop()]);
  console.log(`\n${formatSummary(summarizeFolder(E2E_TELEMETRY_DIR), path.relative(root, E2E_TELEMETRY_DIR))}`);
  // The tests that passed only on a retry, again as the run's last lines (packages/e2e/support/flaky-reporter.ts).
  const flaky = existsSync(FLAKY_FILE) ? readFileSync(FLAKY_FILE, 'utf8') : '';
  console.log(flaky ? `\n${flaky.trimEnd()}` : '\n[klw] flaky: none (no test needed a retry)');
  if (result.status !== 0) {
    const lines = readFileSync(serverLog, 'utf8').trimEnd().split('\n');
    console.error(`\n[klw] last lines of the servers' log (${serverLog}):\n${lines.slice(-60).join('\n')}`);
    process.exit(result.status ?? 1);
  }
}

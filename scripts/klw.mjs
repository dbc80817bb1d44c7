#!/usr/bin/env node
// The README's two commands land here, so a fresh machine needs only Node 20+ and npm:
//   npm start  -> install, build every deployment, start the local API (7056), the portal (5001) and the stand-in
//                 of the data-exchange integration (127.0.0.1:7057, ADR 011)
//   npm test   -> install, type check, lint, unit tests, build, then end to end in Debian's Chromium
// Other verbs: `serve` (start what is built), `build`, `dev` (the shell's dev server on 3000), `e2e`, `telemetry`.
//   node scripts/klw.mjs e2e [--no-build] [<spec file>...] [-- <Playwright options, e.g. --project nginx>]
//   node scripts/klw.mjs telemetry [<folder>]   the pages' telemetry the portal kept, per remote (issue 43); default
//                                               the portal's folder, packages/legacy-portal/.data/telemetry
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, portTaken, startTsx, stopProcesses, waitForUrl } from '../packages/processes/src/processes.mjs';
import { commandLineError, parseCommandLine } from './lib/command-line.mjs';
import { CHROMIUM, CHROMIUM_TOOL, ensureDebianTools } from './lib/debian.mjs';
import { formatSummary, summarizeFolder } from './lib/telemetry-summary.mjs';
import { BROTLI_PACKAGES, NGINX_TOOL, deploymentFolder, startNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const API_PORT = 7056;
const PORTAL_PORT = 5001;
/** The stand-in of the data-exchange integration: the embed's local fallback (LOCAL_DATA_INTEGRATION_BASE_URL). */
const DATA_INTEGRATION_PORT = 7057;
/** The client id the local portal page gives the integration, so the consent and mandate routes embed it at once. */
const LOCAL_CLIENT_ID = 'klw-lokaal';
/** Where the portal keeps the pages' telemetry (KLW_TELEMETRY_DIR): its own folder, and one per end-to-end run. */
const TELEMETRY_DIR = path.join(root, 'packages/legacy-portal/.data/telemetry');
const E2E_TELEMETRY_DIR = path.join(root, 'packages/e2e/logs/telemetry');

/** @param {string} message */
function log(message) {
  console.log(`\n[klw] ${message}`);
}

/**
 * pnpm as pinned in package.json, for this script and every tool it starts (new-screen, the scaffold check): the
 * one on PATH when it is that version, otherwise a shim on PATH that runs it through npx.
 */
function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-pnpm-'));
  writeFileSync(path.join(dir, 'pnpm'), `#!/bin/sh\nexec npx --yes pnpm@${PNPM_VERSION} "$@"\n`, { mode: 0o755 });
  process.env.PATH = `${dir}${path.delimiter}${process.env.PATH}`;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[klw] failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** @param {string[]} args */
function pnpm(...args) {
  run('pnpm', args);
}

function install() {
  log('installing (pnpm ' + PNPM_VERSION + ')');
  pnpm('install', '--frozen-lockfile');
}

function build() {
  log('building every deployment: host adapter, shell, remotes, portal');
  // The deployments only: the screen template (scripts/screen-template) is a package too, never deployed.
  pnpm('-r', '--workspace-concurrency=2', '--filter', './packages/*', '--filter', './host-adapter', 'run', 'build');
}

/**
 * Stops with a clear message when the API's or the portal's port is taken, as by an `npm start` in another terminal.
 * The servers about to start would exit at once, and the running ones would answer in their place: the end-to-end
 * tests would run against another system, with its settings, and write into its data.
 * @param {string} advice what to do about it, for this verb
 */
async function ensureSystemPortsFree(advice) {
  const taken = [];
  const ports = /** @type {const} */ ([[API_PORT, 'local API'], [PORTAL_PORT, 'portal'], [DATA_INTEGRATION_PORT, 'data-integration stand-in']]);
  for (const [port, name] of ports) {
    if (await portTaken(port)) taken.push(`${port} (${name})`);
  }
  if (taken.length === 0) return;
  console.error(`[klw] port ${taken.join(' and port ')} already in use: is the system running already (npm start in another terminal)? ${advice}`);
  process.exit(1);
}

/**
 * Starts the local API, the portal and the data-integration stand-in; resolves with a stop function once they answer. With a log file, their
 * request lines go there instead of the terminal (the end-to-end run prints it only when a test fails).
 * @param {Record<string, string>} [env]
 * @param {string | null} [logFile]
 */
async function serve(env = {}, logFile = null) {
  const output = logFile ? createWriteStream(logFile, { flags: 'a' }) : 'inherit';
  let stopping = false;
  /**
   * @param {string} name
   * @param {string} dir
   * @param {string} script
   */
  const start = (name, dir, script) => {
    const server = startTsx(path.join(root, dir), script, [], { env: { KLW_DATA_INTEGRATION_CLIENT_ID: LOCAL_CLIENT_ID, ...env }, output });
    server.child.on('exit', (code, signal) => {
      if (!stopping) console.error(`[klw] ${name} stopped (${signal ?? code})`);
    });
    return server;
  };
  const api = start('local API', 'packages/local-api', 'src/main.ts');
  const portal = start('portal', 'packages/legacy-portal', 'src/server.ts');
  const dataIntegration = start('data-integration stand-in', 'packages/local-api', 'src/data-integration/main.ts');
  const stop = async () => {
    stopping = true;
    await stopProcesses([api.child, portal.child, dataIntegration.child]);
  };
  try {
    await waitForUrl(`http://localhost:${API_PORT}/Demo/Users`, { process: api });
    await waitForUrl(`http://localhost:${PORTAL_PORT}/Home/new`, { process: portal });
    await waitForUrl(`http://127.0.0.1:${DATA_INTEGRATION_PORT}/health`, { process: dataIntegration });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

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
 * folder copied from the builds, proxying the portal's pages to a portal stand-in that reads the same folder
 * (KLW_APPS_DIR). The API stays on its own port. Resolves with its URL, folder and a stop function.
 * @param {number} nginxPort
 * @param {Record<string, string>} env
 * @param {string} logFile
 */
async function startDeployment(nginxPort, env, logFile) {
  const appsDir = deploymentFolder();
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
async function e2e(playwrightArgs = []) {
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
  if (result.status !== 0) {
    const lines = readFileSync(serverLog, 'utf8').trimEnd().split('\n');
    console.error(`\n[klw] last lines of the servers' log (${serverLog}):\n${lines.slice(-60).join('\n')}`);
    process.exit(result.status ?? 1);
  }
}

const E2E_PORTS_ADVICE =
  'The end-to-end tests start their own local API and portal on these ports, with test settings and throw-away data. Stop the running one (Ctrl+C in its terminal) and run this again.';

const VERBS = ['start', 'test', 'serve', 'build', 'dev', 'e2e', 'telemetry'];

const USAGE = `node scripts/klw.mjs [${VERBS.join('|')}]; e2e [--no-build] [<spec file>...] [-- <Playwright options>]; telemetry [<folder>]`;

/** The verb and its arguments; an unknown option, verb or argument is a one-line error. */
function parseVerb() {
  // Everything after '--' is a positional: the e2e verb hands it to Playwright.
  const { values, positionals } = parseCommandLine({
    name: 'klw',
    usage: USAGE,
    options: { 'no-build': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [verb = 'start', ...rest] = positionals;
  if (!VERBS.includes(verb)) commandLineError('klw', USAGE, `unknown verb '${verb}'`);
  if (verb === 'telemetry' && (rest.length > 1 || values['no-build'])) commandLineError('klw', USAGE, "'telemetry' takes one folder at most");
  else if (verb !== 'e2e' && verb !== 'telemetry' && (rest.length > 0 || values['no-build'])) commandLineError('klw', USAGE, `'${verb}' takes no arguments`);
  return { verb, build: !values['no-build'], playwrightArgs: rest };
}

async function main() {
  const { verb, build: buildFirst, playwrightArgs } = parseVerb();
  if (verb === 'telemetry') {
    const dir = path.resolve(playwrightArgs[0] ?? TELEMETRY_DIR);
    console.log(formatSummary(summarizeFolder(dir), path.relative(process.cwd(), dir) || dir));
    return;
  }
  ensurePnpm();
  switch (verb) {
    case 'start': {
      await ensureSystemPortsFree(`Then it is at http://localhost:${PORTAL_PORT}/melklevering/Index/1023; or stop it (Ctrl+C in its terminal) and run this again.`);
      install();
      build();
      const stop = await serve();
      log(`Kringloopwijzer draait. Open http://localhost:${PORTAL_PORT}/melklevering/Index/1023 (API op http://localhost:${API_PORT}, gegevensdeling op http://127.0.0.1:${DATA_INTEGRATION_PORT}/mandates). Stoppen: Ctrl+C`);
      const shutdown = async () => {
        await stop();
        process.exit(0);
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
      break;
    }
    case 'serve': {
      await ensureSystemPortsFree('Stop it (Ctrl+C in its terminal) and run this again.');
      const stop = await serve();
      log(`serving: portal http://localhost:${PORTAL_PORT}, API http://localhost:${API_PORT}, data-integration stand-in http://127.0.0.1:${DATA_INTEGRATION_PORT}`);
      process.on('SIGINT', () => void stop().then(() => process.exit(0)));
      process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
      break;
    }
    case 'build':
      build();
      break;
    case 'dev':
      log('the shell on the development server: http://localhost:3000 (remotes from the portal on 5001)');
      pnpm('--filter', '@klw/shell', 'dev');
      break;
    case 'e2e':
      await ensureSystemPortsFree(E2E_PORTS_ADVICE);
      // `--no-build`: run against what is built.
      if (buildFirst) build();
      await e2e(playwrightArgs);
      break;
    case 'test':
      // Before minutes of checks, not at the end-to-end tests.
      await ensureSystemPortsFree(E2E_PORTS_ADVICE);
      install();
      log('type check');
      pnpm('typecheck');
      log('lint');
      pnpm('lint');
      log('unit tests');
      pnpm('exec', 'jest', '--ci');
      log("the tools' own tests (benchmark, budget, screen generator, precompressed copies)");
      run(process.execPath, ['--test', 'scripts/bench/', 'scripts/klw.test.mjs', 'scripts/lockfile.test.mjs', 'scripts/new-screen.test.mjs', 'scripts/nginx.test.mjs', 'scripts/precompress.test.mjs', 'scripts/route-declaration-build.test.mjs', 'scripts/lib/', 'packages/processes/']);
      build();
      log('byte budget of the deployments (scripts/bench/budget.json)');
      run(process.execPath, ['scripts/bench/budget.mjs']);
      await e2e();
      log('migrating a screen: pnpm new-screen in a scratch copy builds, tests and mounts at once');
      run(process.execPath, ['scripts/ci-scaffold-check.mjs', '--e2e']);
      log('all tests passed');
      break;
  }
}

main().catch((error) => {
  console.error('[klw]', error);
  process.exit(1);
});

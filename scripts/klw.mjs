#!/usr/bin/env node
// The README's two commands land here, so a fresh machine needs only Node 20+ and npm:
//   npm start  -> install, build every deployment, start the local API (7056), the portal (5001) and the stand-in
//                 of the data-exchange integration (127.0.0.1:7057, ADR 011)
//   npm test   -> install, type check, lint, unit tests, build, then end to end in Debian's Chromium, then the journeys
//                 in Firefox ESR and WebKitGTK
// Other verbs: `serve` (start what is built), `build`, `dev` (the shell's dev server on 3000), `e2e`, `engines`,
// `telemetry`.
//   node scripts/klw.mjs e2e [--no-build] [<spec file>...] [-- <Playwright options, e.g. --project nginx>]
//   node scripts/klw.mjs engines [firefox|webkit] [--journey <words>]   the journeys in the other engines, against
//                                               what is built, on ports of their own (lib/engines.mjs)
//   node scripts/klw.mjs telemetry [<folder>]   the pages' telemetry the portal kept, per remote and version; default
//                                               the portal's folder, packages/legacy-portal/.data/telemetry
//   node scripts/klw.mjs deploy <screen> [--from <dist>] [--apps <folder>]   a build as a version folder of its own
//                        (<screen>: a remote's folder, its name without 'klw_': melklevering, auth, shell)
//   node scripts/klw.mjs promote <screen> [<version>] | canary <screen> <version> <percent> | rollback <screen>
//                        | versions <screen>     [--apps <folder>]   a registry edit, no rebuild (lib/deploy.mjs)
// Here: what each verb does, in order. The system it starts is lib/system.mjs, the end-to-end run lib/end-to-end.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandLineError, parseCommandLine } from './lib/command-line.mjs';
import { canary, deploy, DeployError, formatVersions, promote, rollback, versions } from './lib/deploy.mjs';
import { e2e } from './lib/end-to-end.mjs';
import { engines } from './lib/engines.mjs';
import { LOCAL_API_PORT, LOCAL_DATA_INTEGRATION_PORT, LOCAL_DEVELOPMENT_BASE_URL, LOCAL_PORTAL_PORT } from '../packages/platform/src/index.mjs';
import { ensureSystemPortsFree, log, root, serve } from './lib/system.mjs';
import { formatSummary, summarizeFolder } from './lib/telemetry-summary.mjs';

const PNPM_VERSION = '10.34.9';
/** Where the portal keeps the pages' telemetry (KLW_TELEMETRY_DIR); an end-to-end run keeps its own (lib/end-to-end.mjs). */
const TELEMETRY_DIR = path.join(root, 'packages/legacy-portal/.data/telemetry');

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

const E2E_PORTS_ADVICE =
  'The end-to-end tests start their own local API and portal on these ports, with test settings and throw-away data. Stop the running one (Ctrl+C in its terminal) and run this again.';

const DEPLOY_VERBS = ['deploy', 'promote', 'canary', 'rollback', 'versions'];
const VERBS = ['start', 'test', 'serve', 'build', 'dev', 'e2e', 'engines', 'telemetry', ...DEPLOY_VERBS];

const USAGE = `node scripts/klw.mjs [${VERBS.join('|')}]; e2e [--no-build] [<spec file>...] [-- <Playwright options>]; engines [firefox|webkit] [--journey <words>]; telemetry [<folder>]; deploy <screen> [--from <dist>]; promote <screen> [<version>]; canary <screen> <version> <percent>; rollback <screen>; versions <screen> (the last five with [--apps <deployment folder>], default KLW_APPS_DIR)`;

/** The verb and its arguments; an unknown option, verb or argument is a one-line error. */
function parseVerb() {
  const args = process.argv.slice(2);
  // A share written '-1' would otherwise be read as an unknown option.
  const negative = args[0] === 'canary' ? args.slice(1).find((arg) => /^-\d/.test(arg)) : undefined;
  if (negative !== undefined) commandLineError('klw', USAGE, `the share must be a whole percentage from 0 to 100, written as digits, not '${negative}'`);
  // Everything after '--' is a positional: the e2e verb hands it to Playwright.
  const { values, positionals } = parseCommandLine({
    name: 'klw',
    usage: USAGE,
    options: { 'no-build': { type: 'boolean', default: false }, journey: { type: 'string' }, apps: { type: 'string' }, from: { type: 'string' } },
    allowPositionals: true,
  });
  const [verb = 'start', ...rest] = positionals;
  if (!VERBS.includes(verb)) commandLineError('klw', USAGE, `unknown verb '${verb}'`);
  const deployVerb = DEPLOY_VERBS.includes(verb);
  if (!deployVerb && (values.apps !== undefined || values.from !== undefined)) commandLineError('klw', USAGE, `'${verb}' takes no --apps or --from`);
  if (deployVerb) {
    /** @type {Record<string, [number, number]>} */
    const argumentCounts = { deploy: [1, 1], promote: [1, 2], canary: [3, 3], rollback: [1, 1], versions: [1, 1] };
    const [least, most] = argumentCounts[verb] ?? [1, 1];
    if (rest.length < least || rest.length > most || values['no-build'] || values.journey !== undefined) commandLineError('klw', USAGE, `wrong arguments for '${verb}'`);
    if (verb !== 'deploy' && values.from !== undefined) commandLineError('klw', USAGE, `'${verb}' takes no --from`);
  } else if (verb === 'telemetry' && (rest.length > 1 || values['no-build'])) commandLineError('klw', USAGE, "'telemetry' takes one folder at most");
  else if (verb === 'engines' && values['no-build']) commandLineError('klw', USAGE, "'engines' runs against what is built; it takes no --no-build");
  else if (verb !== 'engines' && values.journey !== undefined) commandLineError('klw', USAGE, `'${verb}' takes no --journey`);
  else if (!['e2e', 'engines', 'telemetry'].includes(verb) && (rest.length > 0 || values['no-build'])) commandLineError('klw', USAGE, `'${verb}' takes no arguments`);
  return { verb, build: !values['no-build'], playwrightArgs: rest, journey: values.journey, apps: values.apps, from: values.from };
}

/**
 * The deploy verbs (lib/deploy.mjs) against a deployment folder: --apps, else KLW_APPS_DIR.
 * @param {string} verb
 * @param {string[]} args
 * @param {{ apps?: string, from?: string }} options
 */
function deployVerb(verb, [screen = '', second, third], options) {
  const given = options.apps ?? process.env.KLW_APPS_DIR;
  if (!given) commandLineError('klw', USAGE, `'${verb}' needs the deployment folder: --apps <folder> or KLW_APPS_DIR`);
  const appsDir = path.resolve(given);
  try {
    if (verb === 'deploy') {
      const from = path.resolve(options.from ?? path.join(root, 'packages', screen, 'dist'));
      const result = deploy({ appsDir, screen, from });
      console.log(
        result.fresh
          ? `[klw] ${result.remote} ${result.version} deployed in ${path.join(appsDir, screen, result.version)}; farmers get it once promoted: node scripts/klw.mjs promote ${screen} ${result.version} (or canary ${screen} ${result.version} <percent>)`
          : `[klw] ${result.remote} ${result.version} was deployed already; nothing copied`,
      );
      if (result.removed.length > 0) console.log(`[klw] removed the oldest versions: ${result.removed.join(', ')}`);
    } else if (verb === 'promote') {
      const result = promote({ appsDir, screen, version: second });
      console.log(`[klw] ${result.remote}: everyone gets ${result.version} on the next page load${result.previous ? ` (was ${result.previous}; node scripts/klw.mjs rollback ${screen} goes back)` : ''}`);
    } else if (verb === 'canary') {
      // Digits only: Number() would take '' as 0 (ending the canary), '1e1' and '0x0A' as 10.
      if (!/^(?:100|[1-9]?\d)$/.test(third ?? '')) throw new DeployError(`the share must be a whole percentage from 0 to 100, written as digits, not '${third}'`);
      const percent = Number(third);
      const result = canary({ appsDir, screen, version: second ?? '', percent });
      console.log(
        result.percent === 0
          ? `[klw] ${result.remote}: canary ended, everyone gets ${result.live}`
          : `[klw] ${result.remote}: ${result.percent} % of farmers get ${result.version}, the others ${result.live}; watch node scripts/klw.mjs telemetry, then promote or rollback`,
      );
    } else if (verb === 'rollback') {
      const result = rollback({ appsDir, screen });
      console.log(`[klw] ${result.remote}: ${result.canaryEnded ? `canary ${result.from} ended; ` : ''}everyone gets ${result.version} on the next page load${result.canaryEnded ? '' : ` (was ${result.from})`}`);
    } else {
      console.log(formatVersions(versions({ appsDir, screen })));
    }
  } catch (error) {
    if (!(error instanceof DeployError) && !(error instanceof Error && error.name === 'RegistryError')) throw error;
    console.error(`[klw] ${verb}: ${error.message}`);
    process.exit(1);
  }
}

async function main() {
  const { verb, build: buildFirst, playwrightArgs, journey, apps, from } = parseVerb();
  if (DEPLOY_VERBS.includes(verb)) {
    deployVerb(verb, playwrightArgs, { apps, from });
    return;
  }
  if (verb === 'telemetry') {
    const dir = path.resolve(playwrightArgs[0] ?? TELEMETRY_DIR);
    console.log(formatSummary(summarizeFolder(dir), path.relative(process.cwd(), dir) || dir));
    return;
  }
  ensurePnpm();
  switch (verb) {
    case 'start': {
      await ensureSystemPortsFree(`Then it is at http://localhost:${LOCAL_PORTAL_PORT}/melklevering/Index/1023; or stop it (Ctrl+C in its terminal) and run this again.`);
      install();
      build();
      const stop = await serve();
      log(`Kringloopwijzer draait. Open http://localhost:${LOCAL_PORTAL_PORT}/melklevering/Index/1023 (API op http://localhost:${LOCAL_API_PORT}, gegevensdeling op http://127.0.0.1:${LOCAL_DATA_INTEGRATION_PORT}/mandates). Stoppen: Ctrl+C`);
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
      log(`serving: portal http://localhost:${LOCAL_PORTAL_PORT}, API http://localhost:${LOCAL_API_PORT}, data-integration stand-in http://127.0.0.1:${LOCAL_DATA_INTEGRATION_PORT}`);
      process.on('SIGINT', () => void stop().then(() => process.exit(0)));
      process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
      break;
    }
    case 'build':
      build();
      break;
    case 'dev':
      log(`the shell on the development server: ${LOCAL_DEVELOPMENT_BASE_URL} (remotes from the portal on ${LOCAL_PORTAL_PORT})`);
      pnpm('--filter', '@klw/shell', 'dev');
      break;
    case 'engines':
      engines([...playwrightArgs, ...(journey === undefined ? [] : ['--journey', journey])]);
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
      log("the tools' own tests (benchmark, budget, screen generator, precompressed copies, the lint rule against fixed waits)");
      run(process.execPath, ['--test', 'scripts/bench/', 'scripts/klw.test.mjs', 'scripts/lint-rules.test.mjs', 'scripts/lockfile.test.mjs', 'scripts/new-screen.test.mjs', 'scripts/nginx.test.mjs', 'scripts/precompress.test.mjs', 'scripts/route-declaration-build.test.mjs', 'scripts/used-exports.test.mjs', 'scripts/lib/', 'packages/processes/']);
      build();
      log('byte budget of the deployments (scripts/bench/budget.json)');
      run(process.execPath, ['scripts/bench/budget.mjs']);
      await e2e();
      engines();
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

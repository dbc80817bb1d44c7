#!/usr/bin/env node
// CI proof of `pnpm new-screen`: in a scratch copy of the repository, scaffold a screen (by default the first farm
// route of the route table that is still the portal's, whichever that is), check that a second run refuses, install
// offline, then run on the copy every check the repository runs (side by side): the generated package's build, the
// whole `pnpm lint` (eslint and both knip passes) and `pnpm typecheck`, and jest; then clean up. Prints timings.
//   node scripts/ci-scaffold-check.mjs [--e2e] [--keep] [--route /voer/overig/Index/{klwId}]
// --e2e is the migration's proof: it also builds the shell, auth, the milk screen and the host adapter in the copy, puts
// them in a deployment folder, starts the local API and the portal there on free ports, and runs
// packages/e2e/proof/ in Chromium: copying the new screen's dist into place and adding its registry line mounts
// it on the next page load, the milk screen still works, the shell's and auth's deployed files are byte-identical,
// and removing the line gives the route back to the portal; then, deployed again, the new screen's own smoke spec.
// The copy holds the files git knows (tracked, plus untracked ones that are not ignored, so a local run checks
// the working tree); never node_modules or dist. Exit code 0 only when every step passed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, startTsx, stopProcesses, waitForUrl } from '../packages/processes/src/processes.mjs';
import { parseCommandLine } from './lib/command-line.mjs';
import { copyRepository, filesBelow } from './lib/repository-copy.mjs';
import { deploymentFolder as versionedDeploymentFolder, VERSIONED_DEPLOYMENTS } from './nginx.mjs';
import { timedSteps } from './lib/timed-steps.mjs';
import { REMOTES_FILE } from './new-screen.mjs';
import { firstUnmigratedFarmRoute } from './lib/unmigrated-route.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseCommandLine({
  name: 'scaffold-check',
  usage: 'node scripts/ci-scaffold-check.mjs [--e2e] [--keep] [--route <route>]',
  options: {
    keep: { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
    route: { type: 'string' },
  },
});
const keep = options.keep;
const withE2e = options.e2e;
const ROUTE = options.route ?? firstUnmigratedFarmRoute(root);
if (ROUTE === null) {
  // Nothing is left for the generator to migrate; the repository's own checks cover what is there.
  console.log('[scaffold-check] skipped: every farm route of the route table is migrated, there is none left to scaffold.');
  process.exit(0);
}

/**
 * A deployment folder as a web server would serve it, laid out as the end-to-end tests' (scripts/nginx.mjs): the
 * shell and klw_auth as promoted versions, the other apps' dist under their folder names, and the registry as
 * deployed before the new screen (the generator's line is added by the proof, as an operator would).
 */
function deploymentFolder() {
  const dists = Object.fromEntries(
    Object.entries({
      shell: 'packages/shell/dist',
      auth: 'packages/auth/dist',
      melklevering: 'packages/melklevering/dist',
      gegevensdeling: 'packages/gegevensdeling/dist',
      'host-adapter': 'host-adapter/dist',
    }).map(([name, dist]) => [name, path.join(scratch, dist)]),
  );
  return versionedDeploymentFolder({ dir: path.join(scratch, '.deploy'), dists, registry: path.join(root, REMOTES_FILE), versioned: VERSIONED_DEPLOYMENTS });
}

/** Starts the local API and the portal of the copy on free ports, runs the migration proof, stops both. */
async function endToEnd() {
  const begin = Date.now();
  const appsDir = deploymentFolder();
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const portalUrl = `http://localhost:${portalPort}`;
  const env = {
    ...process.env,
    PORT: String(apiPort),
    KLW_DATA_DIR: path.join(scratch, '.e2e-data'),
    KLW_CORS_ORIGINS: `${portalUrl},http://127.0.0.1:${portalPort}`,
    KLW_PORTAL_PORT: String(portalPort),
    KLW_API_URL: apiUrl,
    KLW_PORTAL_URL: portalUrl,
    KLW_TEST_MODE: '0',
    KLW_APPS_DIR: appsDir,
    KLW_PROOF_APPS_DIR: appsDir,
    KLW_PROOF_NEW_DIST: path.join(scratch, folder, 'dist'),
    KLW_PROOF_REMOTE: remote,
    KLW_PROOF_FOLDER: folder.slice('packages/'.length),
    KLW_PROOF_ROUTE: declared.path,
    KLW_PROOF_TITLE: declared.title,
  };
  const api = startTsx(path.join(scratch, 'packages/local-api'), 'src/main.ts', [], { env });
  const portal = startTsx(path.join(scratch, 'packages/legacy-portal'), 'src/server.ts', [], { env });
  const stop = () => stopProcesses([api.child, portal.child]);
  const logs = () => `${api.output()}${portal.output()}`;
  try {
    await waitForUrl(`${apiUrl}/Demo/Users`, { process: api });
    await waitForUrl(`${portalUrl}/Home/new`, { process: portal });
  } catch (error) {
    await stop();
    process.stderr.write(logs());
    fail(`the system in the copy did not start: ${error instanceof Error ? error.message : error}`);
  }
  passed(`start API :${apiPort} and portal :${portalPort}`, begin);
  const result = await task('playwright proof/new-screen.proof.spec.ts', 'pnpm', ['--filter', '@klw/e2e', 'exec', 'playwright', 'test', '--config', 'playwright.proof.config.ts'], env);
  if (!result.ok) {
    await stop();
    process.stderr.write(`${result.output}\n--- server logs ---\n${logs()}`);
    fail(`the migration proof failed in the copy`);
  }
  // The proof took the registry line out again; deployed as an operator would, the screen's own smoke spec runs whole.
  cpSync(path.join(scratch, folder, 'dist'), path.join(appsDir, folder.slice('packages/'.length)), { recursive: true });
  const registryFile = path.join(appsDir, 'remotes.json');
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  writeFileSync(registryFile, `${JSON.stringify({ ...registry, [remote]: `apps/${folder.slice('packages/'.length)}/mf-manifest.json` }, null, 2)}\n`);
  const smoke = await task(`playwright ${spec.slice('packages/e2e/'.length)}`, 'pnpm', ['--filter', '@klw/e2e', 'exec', 'playwright', 'test', spec.slice('packages/e2e/'.length)], env);
  await stop();
  if (!smoke.ok) {
    process.stderr.write(`${smoke.output}\n--- server logs ---\n${logs()}`);
    fail(`the new screen's smoke spec failed in the copy`);
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'klw-scaffold-'));
let cleaned = false;
const cleanup = () => {
  if (cleaned) return;
  cleaned = true;
  if (keep) console.log(`[scaffold-check] kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
};
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const steps = timedSteps('scaffold-check', scratch);
const { step, task, report, passed } = steps;
// Typed here, so that the checker knows nothing runs after a failure (a destructured never-function does not narrow).
/** @type {(message: string) => never} */
const fail = steps.fail;

/** What the deploy-alone proof imports that no screen of the repository uses: the shell built beside it lacks them. */
const IMPORTED_ALONE_LIBRARIES = ['@fluentui/react-components', 'valibot', 'luxon'];

/**
 * The libraries the deploy-alone proof imports, added to the new package as a team adds what it imports (pnpm
 * requires it), and installed. Only after lint: until the proof's component imports them, knip rightly calls them
 * unused.
 */
function dependOnImportedAlone() {
  const pkgFile = path.join(scratch, folder, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.dependencies = { ...pkg.dependencies, ...Object.fromEntries(IMPORTED_ALONE_LIBRARIES.map((name) => [name, 'catalog:'])) };
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const offlineAgain = step('pnpm install --offline (the libraries imported alone)', 'pnpm', ['install', '--offline', '--no-frozen-lockfile'], {
    cwd: scratch,
    allowFailure: true,
  });
  if (!offlineAgain.ok) step('pnpm install (online fallback)', 'pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: scratch });
}

/**
 * Gives the new screen, once the shell is built, a component with a Fluent UI component, a valibot function and a luxon
 * class that no screen the shell was built with imports, as a team that builds its screen alone would (ADR 019). The
 * proof then checks that it shows, styled, in the portal on the shell's unchanged files.
 */
function importAlone() {
  const component = path.join(scratch, folder, 'src/components/imported-alone.tsx');
  writeFileSync(
    component,
    [
      "import { Badge } from '@fluentui/react-components';",
      "import { isoDate, pipe, safeParse, string } from 'valibot';",
      "import { DateTime, Interval } from 'luxon';",
      '',
      'export function ImportedAlone() {',
      "  const valid = safeParse(pipe(string(), isoDate()), '2023-05-01').success;",
      "  const days = Interval.fromDateTimes(DateTime.fromISO('2023-01-01'), DateTime.fromISO('2023-12-31')).length('days');",
      "  return <Badge appearance=\"filled\" color=\"success\" data-testid=\"imported-alone\">{`${valid ? 'datum geldig' : 'datum ongeldig'}, ${days} dagen`}</Badge>;",
      '}',
      '',
    ].join('\n'),
  );
  const roots = filesBelow(path.join(scratch, folder, 'src/app')).filter((file) => file.endsWith('-root.tsx'));
  if (roots.length !== 1) fail(`expected one *-root.tsx in ${folder}/src/app, found ${roots.length}`);
  const rootFile = path.join(scratch, folder, 'src/app', roots[0] ?? '');
  const text = readFileSync(rootFile, 'utf8');
  if (!text.includes('</FormRoot>')) fail(`${rootFile} has no </FormRoot> to put the proof's component in`);
  writeFileSync(rootFile, `import { ImportedAlone } from '../components/imported-alone';\n${text.replace('</FormRoot>', '  <ImportedAlone />\n    </FormRoot>')}`);
}

const copyBegin = Date.now();
const copied = copyRepository(root, scratch);
passed(`copy ${copied.size} files`, copyBegin);
console.log(`[scaffold-check] ok   ${`copy ${copied.size} files into ${scratch}`}`);

// The generator's own unit tests (pure functions, a fixture checkout), then the generator for real. They run before
// the install, so they may need nothing from node_modules; the main pipeline runs every script's tests.
step("the generator's unit tests (node --test)", process.execPath, ['--test', 'scripts/new-screen.test.mjs', 'scripts/lib/'], { cwd: scratch });
const generated = step(`pnpm new-screen ${ROUTE}`, process.execPath, ['scripts/new-screen.mjs', ROUTE, '--skip-install'], {
  cwd: scratch,
});
const pkgLine = generated.stdout.match(/scaffolded (@klw\/[a-z0-9-]+) \(remote (klw_[a-z0-9_]+)\)/);
if (!pkgLine) fail(`new-screen did not say what it scaffolded:\n${generated.stdout}`);
const [, packageName = '', remote = ''] = pkgLine;
const folder = `packages/${packageName.slice('@klw/'.length)}`;
const spec = `packages/e2e/specs/${folder.slice('packages/'.length)}.smoke.spec.ts`;
/**
 * The unit tests of the new screen, and of what finds every screen of the checkout at run time rather than by an
 * import: the local API serves each package's declaration (its menu, its calls, its demo data), the portal and the
 * shell read the registry and the route declarations. The rest of jest is the main pipeline's, on the same files.
 */
const JEST_PATHS = [folder, 'packages/local-api', 'packages/legacy-portal', 'packages/shell'];

const again = step('new-screen again refuses (already migrated)', process.execPath, ['scripts/new-screen.mjs', ROUTE, '--skip-install'], {
  cwd: scratch,
  expectFailure: true,
});
if (again.ok || !/already migrated/.test(again.stderr)) fail(`a second new-screen for ${ROUTE} did not refuse:\n${again.stdout}${again.stderr}`);

// The generator touches nothing of the shell or of klw_auth; of what is shared it writes only the registry line.
const declarationFile = path.join(scratch, folder, 'src/routes.json');
if (!existsSync(declarationFile)) fail(`${folder}/src/routes.json was not written`);
const [declared] = JSON.parse(readFileSync(declarationFile, 'utf8')).routes;
const remotes = JSON.parse(readFileSync(path.join(scratch, REMOTES_FILE), 'utf8'));
if (remotes[remote] !== `apps/${folder.slice('packages/'.length)}/mf-manifest.json`) fail(`${REMOTES_FILE} has no line for ${remote}`);
const outside = filesBelow(scratch).filter((file) => !copied.has(file) && !file.startsWith(`${folder}/`) && !file.startsWith('packages/e2e/specs/'));
if (outside.length > 0) fail(`new-screen wrote files outside its package: ${outside.join(', ')}`);
for (const shared of ['packages/shell', 'packages/auth']) {
  const diff = spawnSync('diff', ['-r', '-q', path.join(root, shared, 'src'), path.join(scratch, shared, 'src')], { encoding: 'utf8' });
  if (diff.status !== 0) fail(`new-screen changed ${shared}:\n${diff.stdout}`);
}
const registryBefore = readFileSync(path.join(root, REMOTES_FILE), 'utf8');
const sharedChanged = [...copied].filter((file) => file !== REMOTES_FILE && existsSync(path.join(root, file)) && !readFileSync(path.join(root, file)).equals(readFileSync(path.join(scratch, file))));
if (sharedChanged.length > 0) fail(`new-screen changed shared files besides the registry: ${sharedChanged.join(', ')}`);
if (readFileSync(path.join(scratch, REMOTES_FILE), 'utf8') === registryBefore) fail('new-screen did not add the registry line');
console.log(`[scaffold-check] ok   only ${folder}/, its smoke spec and the registry line were written`);

// Offline first: CI has the store warm from the main install. --no-frozen-lockfile: the lockfile gains the package.
const offline = step('pnpm install --offline', 'pnpm', ['install', '--offline', '--no-frozen-lockfile'], {
  cwd: scratch,
  allowFailure: true,
});
if (!offline.ok) step('pnpm install (online fallback)', 'pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: scratch });

// The build, lint and the type check are independent: run them side by side (they overlap on 2 cores). Lint and the
// type check are the repository's own commands, whole: a new screen can break what reads every package (knip's
// unused dependencies, eslint's import zones), not only its own files. Jest runs after them, on its own: some of its
// tests compare two timings of one machine, which three other programs at once on 2 cores make meaningless.
const checks = await Promise.all([
  task(`pnpm --filter ${packageName} build`, 'pnpm', ['--filter', packageName, 'build']),
  ...(withE2e
    ? [
        task('build shell, auth, the screens, host adapter (--e2e)', 'pnpm', [
          '--filter', '@klw/shell', '--filter', '@klw/auth', '--filter', '@klw/melklevering', '--filter', '@klw/gegevensdeling', '--filter', '@klw/host-adapter', 'build',
        ]),
      ]
    : []),
  task('pnpm typecheck', 'pnpm', ['typecheck']),
  task('pnpm lint (eslint, knip, knip --production)', 'pnpm', ['lint']),
]);
checks.push(await task(`jest ${JEST_PATHS.join(' ')}`, 'pnpm', ['exec', 'jest', '--ci', ...JEST_PATHS]));
const failed = checks.filter((check) => !check.ok);
for (const check of failed) process.stderr.write(`\n--- ${check.name} ---\n${check.output}`);
if (failed.length > 0) fail(failed.map((check) => check.name).join(', '));

const manifestFile = path.join(scratch, folder, 'dist/mf-manifest.json');
if (!existsSync(manifestFile)) fail(`${folder}/dist/mf-manifest.json was not built`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
if (manifest.name !== remote) fail(`the manifest names '${manifest.name}', expected '${remote}'`);
if (!(manifest.exposes ?? []).some((/** @type {{ path: string }} */ expose) => expose.path === './lifecycles')) fail('the manifest does not expose ./lifecycles');
console.log(`[scaffold-check] ok   ${folder}/dist/mf-manifest.json: ${remote}, exposes ./lifecycles`);

if (withE2e) {
  dependOnImportedAlone();
  importAlone();
  const alone = await task(`pnpm --filter ${packageName} build (alone, with imports the shell lacks)`, 'pnpm', ['--filter', packageName, 'build']);
  if (!alone.ok) fail(`${packageName} with imports no other screen uses did not build alone:\n${alone.output}`);
  await endToEnd();
}

const cleanBegin = Date.now();
cleanup();
passed(keep ? 'clean up (skipped: --keep)' : 'clean up the scratch copy', cleanBegin);
report();
console.log(`\n[scaffold-check] passed: ${packageName} (${remote}) scaffolded, built and tested in a scratch copy.`);

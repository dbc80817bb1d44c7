#!/usr/bin/env node
// CI proof of `pnpm new-screen` (issue 7): in a scratch copy of the repository, scaffold the krachtvoer screen,
// check that a second run refuses and docs/MIGRATION.md is current, install offline, then build the generated
// package, run its unit tests (root jest), type check and lint it (side by side), and clean up. Prints timings.
//   node scripts/ci-scaffold-check.mjs [--e2e] [--keep] [--route /voer/krachtvoer/Index/{klwId}]
// --e2e also builds the shell, auth and host adapter in the copy, starts the local API and the portal there on
// free ports and runs the generated smoke spec in Chromium: the new screen really mounts in the portal page.
// The copy holds the files git knows (tracked, plus untracked ones that are not ignored, so a local run checks
// the working tree); never node_modules or dist. Exit code 0 only when every step passed.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const withE2e = args.includes('--e2e');
const routeIndex = args.indexOf('--route');
const ROUTE = routeIndex >= 0 && args[routeIndex + 1] ? args[routeIndex + 1] : '/voer/krachtvoer/Index/{klwId}';

const timings = [];
const started = Date.now();

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function fail(message) {
  console.error(`\n[scaffold-check] FAILED: ${message}`);
  report();
  process.exit(1);
}

/** Runs one timed step; output is shown only when it fails (or with KLW_VERBOSE=1). */
function step(name, command, commandArgs, { cwd, allowFailure = false, expectFailure = false, env = {} } = {}) {
  const begin = Date.now();
  const verbose = process.env.KLW_VERBOSE === '1';
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    stdio: verbose ? 'inherit' : 'pipe',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  const ms = Date.now() - begin;
  const ok = result.status === 0;
  const good = expectFailure ? !ok : ok;
  timings.push({ name, ms, ok: good });
  console.log(`[scaffold-check] ${good ? 'ok  ' : 'FAIL'} ${name.padEnd(44)} ${seconds(ms).padStart(8)}`);
  if (!ok && !allowFailure && !expectFailure) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    fail(`${name}: \`${command} ${commandArgs.join(' ')}\` exited with ${result.status ?? result.signal}`);
  }
  return { ok, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** Like step, but asynchronous, so independent checks run side by side; the output is kept for a failure. */
function task(name, command, commandArgs, env = process.env) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: scratch,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ms = Date.now() - begin;
      const ok = code === 0;
      timings.push({ name, ms, ok });
      console.log(`[scaffold-check] ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(44)} ${seconds(ms).padStart(8)}`);
      resolve({ name, ok, output });
    });
  });
}

/** A free TCP port on this machine. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the local API and the portal of the copy on free ports, runs the generated smoke spec, stops both. */
async function endToEnd() {
  const begin = Date.now();
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
  };
  const servers = [];
  let logs = '';
  const start = (dir, script) => {
    const child = spawn(process.execPath, [path.join(scratch, dir, 'node_modules/tsx/dist/cli.mjs'), script], {
      cwd: path.join(scratch, dir),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (logs += chunk));
    child.stderr.on('data', (chunk) => (logs += chunk));
    servers.push(child);
  };
  const stop = () =>
    Promise.all(
      servers.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  start('packages/local-api', 'src/main.ts');
  start('packages/legacy-portal', 'src/server.ts');
  try {
    await waitFor(`${apiUrl}/Demo/Users`);
    await waitFor(`${portalUrl}/Home/new`);
  } catch (error) {
    await stop();
    process.stderr.write(logs);
    fail(`the system in the copy did not start: ${error.message}`);
  }
  timings.push({ name: `start API :${apiPort} and portal :${portalPort}`, ms: Date.now() - begin, ok: true });
  const spec = `specs/${folder.slice('packages/'.length)}.smoke.spec.ts`;
  const result = await task(`playwright ${spec}`, 'pnpm', ['--filter', '@klw/e2e', 'exec', 'playwright', 'test', spec], env);
  await stop();
  if (!result.ok) {
    process.stderr.write(`${result.output}\n--- server logs ---\n${logs}`);
    fail(`the smoke spec failed in the copy`);
  }
}

function report() {
  console.log('\n[scaffold-check] timings');
  for (const { name, ms, ok } of timings) console.log(`  ${ok ? '  ' : '! '}${name.padEnd(46)} ${seconds(ms).padStart(8)}`);
  console.log(`  ${'total'.padEnd(48)} ${seconds(Date.now() - started).padStart(8)}`);
}

function gitFiles() {
  const result = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) fail(`git ls-files: ${result.stderr}`);
  return [...new Set(result.stdout.split('\0').filter((file) => file !== ''))];
}

function copyRepository(target) {
  const begin = Date.now();
  let count = 0;
  for (const file of gitFiles()) {
    const from = path.join(root, file);
    // A tracked file deleted in the working tree, or a submodule/folder entry: nothing to copy.
    if (!existsSync(from)) continue;
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    count += 1;
  }
  timings.push({ name: `copy ${count} files`, ms: Date.now() - begin, ok: true });
  console.log(`[scaffold-check] ok   ${`copy ${count} files into ${target}`}`);
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

copyRepository(scratch);

// The generator's own unit tests (pure functions, a fixture checkout), then the generator for real.
step('unit tests of the scripts (node --test)', process.execPath, ['--test', 'scripts/'], { cwd: scratch });
const generated = step(`pnpm new-screen ${ROUTE}`, process.execPath, ['scripts/new-screen.mjs', ROUTE, '--skip-install'], {
  cwd: scratch,
});
const pkgLine = generated.stdout.match(/scaffolded (@klw\/[a-z0-9-]+) \(remote (klw_[a-z0-9_]+)\)/);
if (!pkgLine) fail(`new-screen did not say what it scaffolded:\n${generated.stdout}`);
const [, packageName, remote] = pkgLine;
const folder = `packages/${packageName.slice('@klw/'.length)}`;

const again = step('new-screen again refuses (already migrated)', process.execPath, ['scripts/new-screen.mjs', ROUTE, '--skip-install'], {
  cwd: scratch,
  expectFailure: true,
});
if (again.ok || !/already migrated/.test(again.stderr)) fail(`a second new-screen for ${ROUTE} did not refuse:\n${again.stdout}${again.stderr}`);
step('docs/MIGRATION.md regenerated (--check)', process.execPath, ['scripts/migration-doc.mjs', '--check'], { cwd: scratch });

const routes = JSON.parse(readFileSync(path.join(scratch, 'packages/shell/src/routes.json'), 'utf8'));
const remotes = JSON.parse(readFileSync(path.join(scratch, 'packages/shell/remotes.json'), 'utf8'));
if (!routes.some((route) => route.remote === remote)) fail(`no route of routes.json has "remote": "${remote}"`);
if (!remotes[remote]) fail(`remotes.json has no line for ${remote}`);

// Offline first: CI has the store warm from the main install. --no-frozen-lockfile: the lockfile gains the package.
const offline = step('pnpm install --offline', 'pnpm', ['install', '--offline', '--no-frozen-lockfile'], {
  cwd: scratch,
  allowFailure: true,
});
if (!offline.ok) step('pnpm install (online fallback)', 'pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: scratch });

// The four checks of the generated package are independent: run them side by side (they overlap on 2 cores).
const spec = `packages/e2e/specs/${folder.slice('packages/'.length)}.smoke.spec.ts`;
// The type check covers the generated package and its spec, with everything they import (auth, ui, contracts);
// the rest of the repository is the main pipeline's `pnpm typecheck`.
writeFileSync(
  path.join(scratch, 'tsconfig.scaffold-check.json'),
  JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { noEmit: true }, include: [`${folder}/src`, spec, 'types'] }),
);
const checks = await Promise.all([
  task(`pnpm --filter ${packageName} build`, 'pnpm', ['--filter', packageName, 'build']),
  ...(withE2e
    ? [task('build shell, auth, host adapter (--e2e)', 'pnpm', ['--filter', '@klw/shell', '--filter', '@klw/auth', '--filter', '@klw/host-adapter', 'build'])]
    : []),
  task(`jest ${folder}`, 'pnpm', ['exec', 'jest', '--ci', folder]),
  task('typecheck (tsc, the generated files)', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.scaffold-check.json']),
  task('lint (eslint, the generated files)', 'pnpm', ['exec', 'eslint', '--max-warnings=0', folder, spec]),
]);
const failed = checks.filter((check) => !check.ok);
for (const check of failed) process.stderr.write(`\n--- ${check.name} ---\n${check.output}`);
if (failed.length > 0) fail(failed.map((check) => check.name).join(', '));

const manifestFile = path.join(scratch, folder, 'dist/mf-manifest.json');
if (!existsSync(manifestFile)) fail(`${folder}/dist/mf-manifest.json was not built`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
if (manifest.name !== remote) fail(`the manifest names '${manifest.name}', expected '${remote}'`);
if (!(manifest.exposes ?? []).some((expose) => expose.path === './lifecycles')) fail('the manifest does not expose ./lifecycles');
console.log(`[scaffold-check] ok   ${folder}/dist/mf-manifest.json: ${remote}, exposes ./lifecycles`);

if (withE2e) await endToEnd();

const cleanBegin = Date.now();
cleanup();
timings.push({ name: keep ? 'clean up (skipped: --keep)' : 'clean up the scratch copy', ms: Date.now() - cleanBegin, ok: true });
report();
console.log(`\n[scaffold-check] passed: ${packageName} (${remote}) scaffolded, built and tested in a scratch copy.`);

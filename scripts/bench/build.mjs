// Builds what the benchmark serves, beside the repository's own dist folders (never into them, so a running
// portal or end-to-end test is not disturbed):
//   bench-results/federated/packages/{shell,auth,melklevering}/dist   the shipped configs, unchanged
//   bench-results/federated/host-adapter/dist
//   bench-results/monolith/packages/shell/dist/shell.js               the comparison bundle (webpack.monolith.cjs)
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench-results');
export const federatedDir = path.join(resultsDir, 'federated');
export const monolithDir = path.join(resultsDir, 'monolith');

/** The deployments of the federated first view, in the order the page loads them. */
export const FEDERATED_APPS = ['shell', 'melklevering', 'auth'];

const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

function run(label, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`[bench] built ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        resolve(output);
      } else {
        reject(new Error(`[bench] building ${label} failed (exit ${code}):\n${output}`));
      }
    });
  });
}

export function federatedDist(app) {
  return path.join(federatedDir, 'packages', app, 'dist');
}

export const hostAdapterDist = path.join(federatedDir, 'host-adapter', 'dist');
export const monolithDist = path.join(monolithDir, 'packages', 'shell', 'dist');

function buildPackage(app) {
  return run(app, [webpackCli, '--config', path.join(root, 'packages', app, 'webpack.config.js'), '--mode', 'production', '--output-path', federatedDist(app)]);
}

export async function buildFederated() {
  mkdirSync(federatedDir, { recursive: true });
  // Two at a time: webpack is CPU-bound and CI machines have few cores.
  await Promise.all([buildPackage('shell'), buildPackage('auth')]);
  await Promise.all([
    buildPackage('melklevering'),
    run('host-adapter', [path.join(root, 'host-adapter/build.mjs'), '--out', hostAdapterDist]),
  ]);
}

export async function buildMonolith() {
  await run('monolith', [webpackCli, '--config', path.join(root, 'scripts/bench/webpack.monolith.cjs'), '--output-path', monolithDist]);
  // The portal finds the page's routes beside the shell; the monolith is served in the shell's place.
  copyFileSync(path.join(federatedDist('shell'), 'routes.json'), path.join(monolithDist, 'routes.json'));
  // The portal learns that the milk route is migrated from the registry and the screen's routes.json (ADR 005); the
  // monolith's site carries that declaration (and the manifest that marks a deployed folder), never its code.
  const melkDeclaration = path.join(monolithDir, 'packages', 'melklevering', 'dist');
  mkdirSync(melkDeclaration, { recursive: true });
  for (const file of ['routes.json', 'mf-manifest.json']) {
    copyFileSync(path.join(federatedDist('melklevering'), file), path.join(melkDeclaration, file));
  }
}

export async function buildAll() {
  await buildFederated();
  await buildMonolith();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

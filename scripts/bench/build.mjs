// Builds what the benchmark serves, beside the repository's own dist folders (never into them, so a running
// portal or end-to-end test is not disturbed):
//   bench-results/federated/packages/{shell,auth,melklevering}/dist   the shipped configs, unchanged
//   bench-results/federated/host-adapter/dist
//   bench-results/monolith/packages/shell/dist/shell.js               the comparison bundle (webpack.monolith.cjs)
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from '../../packages/processes/src/processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench-results');
export const federatedDir = path.join(resultsDir, 'federated');
export const monolithDir = path.join(resultsDir, 'monolith');

const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

/**
 * Runs a node script of the build; resolves once it succeeded, rejects with its output when it failed.
 * @param {string} label
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(label, args) {
  const started = Date.now();
  const build = startProcess(process.execPath, args, { cwd: root });
  return new Promise((resolve, reject) => {
    build.child.on('error', reject);
    // 'close': the output is read to its end.
    build.child.on('close', (code) => {
      if (code === 0) {
        console.log(`[bench] built ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        resolve();
      } else {
        reject(new Error(`[bench] building ${label} failed (exit ${code}):\n${build.output()}`));
      }
    });
  });
}

/** @param {string} app */
export function federatedDist(app) {
  return path.join(federatedDir, 'packages', app, 'dist');
}

export const hostAdapterDist = path.join(federatedDir, 'host-adapter', 'dist');
export const monolithDist = path.join(monolithDir, 'packages', 'shell', 'dist');

/** @param {string} app */
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
  // The next screen a farmer opens from the menu: what federation saves there is measured too (nextScreen).
  await buildPackage('krachtvoer');
}

/**
 * The comparison bundle alone, as `<outputPath>/shell.js` (the benchmark's monolith site; the byte budget's check).
 * @param {string} outputPath
 * @param {{ sizesOnly?: boolean }} [options]  sizesOnly: for reading its bytes only, without the precompressed copies a server sends
 */
export function buildMonolithBundle(outputPath, { sizesOnly = false } = {}) {
  const config = ['--config', path.join(root, 'scripts/bench/webpack.monolith.cjs'), '--output-path', outputPath];
  return run('monolith', [webpackCli, ...config, ...(sizesOnly ? ['--env', 'sizesOnly'] : [])]);
}

async function buildMonolith() {
  await buildMonolithBundle(monolithDist);
  // The portal finds the page's routes beside the shell; the monolith is served in the shell's place.
  copyFileSync(path.join(federatedDist('shell'), 'routes.json'), path.join(monolithDist, 'routes.json'));
  // The portal learns that the milk route is migrated from the registry and the screen's routes.json (ADR 005); the
  // monolith's site carries that declaration (and the manifest that marks a deployed folder), never its code.
  // Both screens are the monolith's lazy routes.
  for (const screen of ['melklevering', 'krachtvoer']) {
    const declaration = path.join(monolithDir, 'packages', screen, 'dist');
    mkdirSync(declaration, { recursive: true });
    for (const file of ['routes.json', 'mf-manifest.json']) {
      copyFileSync(path.join(federatedDist(screen), file), path.join(declaration, file));
    }
  }
}

/** Where the milk screen's redeploy is built (webpack.redeploy.cjs), per build: its deployment folder's new files. */
export const redeployDist = {
  federated: path.join(resultsDir, 'redeploy', 'melklevering'),
  monolith: path.join(resultsDir, 'redeploy', 'monolith'),
};

/** The milk screen with a change in its own code, as each build would deploy it. */
async function buildRedeploy() {
  const redeploy = (/** @type {string} */ label, /** @type {string} */ config, /** @type {string} */ chunk, /** @type {string} */ out) =>
    run(label, [webpackCli, '--config', path.join(root, 'scripts/bench/webpack.redeploy.cjs'), '--env', `config=${config}`, '--env', `chunk=${chunk}`, '--mode', 'production', '--output-path', out]);
  await redeploy('melklevering, redeployed', path.join(root, 'packages/melklevering/webpack.config.js'), 'exposes', redeployDist.federated);
  await redeploy('monolith, redeployed', path.join(root, 'scripts/bench/webpack.monolith.cjs'), 'shell', redeployDist.monolith);
}

export async function buildAll() {
  await buildFederated();
  await buildMonolith();
  await buildRedeploy();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

#!/usr/bin/env node
// The byte budget: checks the built deployments against scripts/bench/budget.json and fails on a
// regression. It also checks the first view's byte goal (federated / monolith gzip <= 1.25): the federated
// first view as the manifests name it, against the monolith built from the same source (about 8 s of webpack, the
// only slow part); no browser, no server. Byte figures are deterministic for a given source, so this is safe in CI;
// times are not checked here (they are reported by `pnpm bench`).
//   node scripts/bench/budget.mjs                   check packages/*/dist
//   node scripts/bench/budget.mjs --dist <dir>      check <dir>/<app>/dist instead (e.g. bench-results/federated/packages)
//   node scripts/bench/budget.mjs --update          write the current figures + 5 % as the new budget
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommandLine } from '../lib/command-line.mjs';
import { buildMonolithBundle } from './build.mjs';
import { federatedFirstView, monolithFirstView } from './first-view.mjs';
import { GOALS } from './report.mjs';
import { distJs, entrySizes, kb, sizeOf } from './sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUDGET_FILE = path.join(root, 'scripts/bench/budget.json');
export const HEADROOM = 0.05;

/** The telemetry client's own figure: `pnpm bench` and this check print it. */
const TELEMETRY_FIGURE = 'shell: telemetry.js (after mount), gzip';

/** The deployments of the milk screen's first view and their federation names. @type {Record<string, string | null>} */
const APPS = { shell: null, auth: 'klw_auth', melklevering: 'klw_melklevering' };

/**
 * @typedef {Record<string, number>} Figures
 * @typedef {{ about: string, measuredAt: string, figures: Record<string, { measured: number, budget: number }> }} Budget
 */

/**
 * Every budgeted figure (bytes) of a set of builds.
 * @param {string} packagesDir
 * @returns {Figures}
 */
export function measure(packagesDir) {
  const dist = (/** @type {string} */ app) => path.join(packagesDir, app, 'dist');
  for (const app of Object.keys(APPS)) {
    if (!existsSync(dist(app))) throw new Error(`${dist(app)} is missing: build first (pnpm build)`);
  }
  /** @type {Figures} */
  const figures = {};
  let raw = 0;
  let gzip = 0;
  for (const app of Object.keys(APPS)) {
    const all = distJs(dist(app));
    figures[`${app}: all JS, gzip`] = all.gzip;
    raw += all.raw;
    gzip += all.gzip;
  }
  figures['shell: shell.js, gzip'] = sizeOf(readFileSync(path.join(dist('shell'), 'shell.js'))).gzip;
  // The page's telemetry client: a script of its own that the shell loads after the screen has mounted, so
  // not on the first view; its own weight is budgeted here.
  figures[TELEMETRY_FIGURE] = sizeOf(readFileSync(path.join(dist('shell'), 'telemetry.js'))).gzip;
  const entries = entrySizes(Object.fromEntries(Object.entries(APPS).filter(([, name]) => name).map(([app, name]) => [name, dist(app)])));
  for (const [name, size] of Object.entries(entries)) figures[`${name}: remoteEntry.js, gzip`] = size.gzip;
  figures['all three: JS, gzip'] = gzip;
  figures['all three: JS, raw'] = raw;
  return figures;
}

/**
 * Compares figures with a budget. A figure over its budget, a figure the budget does not know, and a remote
 * entry over its absolute limit are problems.
 * @param {Figures} figures
 * @param {Budget} budget
 */
export function compare(figures, budget) {
  /** @type {Array<{ name: string, value: number, limit: number | null, ok: boolean }>} */
  const rows = [];
  /** @type {string[]} */
  const problems = [];
  for (const [name, value] of Object.entries(figures)) {
    const limit = budget.figures[name]?.budget;
    if (limit === undefined) {
      problems.push(`${name}: not in ${path.basename(BUDGET_FILE)} (run with --update and commit the file)`);
      rows.push({ name, value, limit: null, ok: false });
      continue;
    }
    const ok = value <= limit;
    if (!ok) problems.push(`${name}: ${kb(value)} is over its budget of ${kb(limit)} (+${(((value - limit) / limit) * 100).toFixed(1)} %)`);
    rows.push({ name, value, limit, ok });
  }
  for (const [name, value] of Object.entries(figures)) {
    if (name.endsWith('remoteEntry.js, gzip') && value > GOALS.remoteEntryGzip) {
      problems.push(`${name}: ${kb(value)} is over the ${kb(GOALS.remoteEntryGzip)} a remote entry may weigh`);
    }
  }
  return { rows, problems };
}

/**
 * @param {Figures} figures
 * @param {string} measuredAt
 * @returns {Budget}
 */
export function budgetFrom(figures, measuredAt) {
  return {
    about:
      'Byte budget of the milk screen deployments (gzip level 9, source maps excluded, identical chunks once). ' +
      'budget = measured + 5 %. Checked by `node scripts/bench/budget.mjs` after the build; renew with --update ' +
      'when a change is meant to cost bytes, and say why in docs/PERFORMANCE.md.',
    measuredAt,
    figures: Object.fromEntries(
      Object.entries(figures).map(([name, value]) => [name, { measured: value, budget: Math.ceil(value * (1 + HEADROOM)) }]),
    ),
  };
}

/**
 * The first view's byte goal: the federated first view may weigh at most 1.25 times the monolith's (gzip
 * JS). Null when it is met, otherwise what is wrong.
 * @param {number} federatedGzip
 * @param {number} monolithGzip
 * @returns {string | null}
 */
export function firstViewProblem(federatedGzip, monolithGzip) {
  const limit = Math.floor(monolithGzip * GOALS.bytesGzipRatio);
  if (federatedGzip <= limit) return null;
  return (
    `first view: gzip JS federated/monolith is ${(federatedGzip / monolithGzip).toFixed(4)}, over the goal of ${GOALS.bytesGzipRatio}: ` +
    `${federatedGzip} B may be at most ${limit} B`
  );
}

/**
 * The first view's byte ratio of a set of builds: the federated first view from its manifests, and the monolith
 * built from the same source into a temporary folder. The host adapter lies beside the packages folder.
 * @param {string} packagesDir
 */
async function firstViewRatio(packagesDir) {
  const hostAdapterDist = path.join(packagesDir, '..', 'host-adapter', 'dist');
  const federated = federatedFirstView({ packagesDir, hostAdapterDist });
  const out = mkdtempSync(path.join(tmpdir(), 'klw-monolith-'));
  try {
    await buildMonolithBundle(out, { sizesOnly: true });
    const monolith = monolithFirstView({ bundle: path.join(out, 'shell.js'), hostAdapterDist });
    return { federated, monolith, ratio: federated.gzip / monolith.gzip };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseCommandLine({
    name: 'budget',
    usage: 'node scripts/bench/budget.mjs [--dist <packages folder>] [--update]',
    options: {
      dist: { type: 'string', default: path.join(root, 'packages') },
      update: { type: 'boolean', default: false },
    },
  });
  const figures = measure(path.resolve(values.dist));
  if (values.update) {
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budgetFrom(figures, new Date().toISOString().slice(0, 10)), null, 2)}\n`);
    console.log(`[budget] ${path.relative(process.cwd(), BUDGET_FILE)} written: the current figures + ${HEADROOM * 100} %`);
    return;
  }
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const { rows, problems } = compare(figures, budget);
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name.padEnd(width)}  ${kb(row.value).padStart(9)}  budget ${row.limit === null ? '-' : kb(row.limit)}`);
  }
  const first = await firstViewRatio(path.resolve(values.dist));
  const firstProblem = firstViewProblem(first.federated.gzip, first.monolith.gzip);
  console.log(
    `${firstProblem ? 'FAIL' : 'ok  '} ${'first view: gzip JS federated/monolith'.padEnd(width)}  ${first.ratio.toFixed(4).padStart(9)}  goal <= ${GOALS.bytesGzipRatio}` +
      ` (${first.federated.gzip} / ${first.monolith.gzip} B; ${first.federated.files.length} / ${first.monolith.files.length} files)`,
  );
  if (firstProblem) problems.push(firstProblem);
  if (problems.length > 0) {
    console.error(`\n[budget] the byte budget is exceeded:\n  - ${problems.join('\n  - ')}`);
    console.error('[budget] Find the cause with `pnpm bench` (docs/PERFORMANCE.md). If the cost is intended, renew the budget with --update and explain it there.');
    process.exit(1);
  }
  console.log('[budget] every figure is within its budget');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[budget] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { figuresSection, goalsSection } from './performance-doc-sections.mjs';
import { GOALS } from './report.mjs';
import { renderDoc, replaceSection, staleSections } from './performance-doc.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'performance-doc.mjs');

/**
 * A small bench.json of one build, as an older `pnpm bench` wrote it: no warm loads, no intervals, no next screen.
 * @param {number} tableAt  the federated cold median (the monolith's is 500 ms)
 * @returns {import('./performance-doc-sections.mjs').DocInput}
 */
function olderReport(tableAt = 550) {
  /** @param {number} gzip @param {number} files @param {number} median */
  const side = (gzip, files, median) => ({
    firstView: { appJs: { raw: gzip * 3, gzip, files }, portalJs: { gzip: 60 * 1024 }, requests: { total: files + 10 }, react: { react: 1, 'react-dom/client': 1 } },
    timeToTable: { median },
    keystroke: { 12: { trimmedMean: 16 }, 1000: { trimmedMean: 17 } },
  });
  return {
    runs: 9,
    federated: side(250 * 1024, 7, tableAt),
    monolith: side(200 * 1024, 2, 500),
    ratios: { bytesGzip: 1.25, timeToTable: tableAt / 500, keystroke: 17 / 16, expandAll: 1 },
    build: { remoteEntries: { klw_auth: { gzip: 2625 } } },
    consoleErrors: { federated: [], monolith: [] },
  };
}

/** The same with every part the page prints when present, the slow network and the redeploy too. */
function fullReport() {
  const report = olderReport();
  /** @param {number} median */
  const warm = (median) => ({ timeToTable: { median }, requests: 10, notModified: 9, bytesSent: 12 * 1024, jsBodyBytes: 0, jsBodyBytesMax: 0, sequential: 1 });
  return {
    ...report,
    date: '2026-11-27T01:00:32.611Z',
    machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2' },
    warmRuns: 21,
    server: { nginx: true, brotli: true },
    federated: { ...report.federated, warm: { again: warm(367), otherYear: warm(323) } },
    monolith: { ...report.monolith, warm: { again: warm(324), otherYear: warm(251) } },
    ratios: { ...report.ratios, timeToTableWarm: 1.0512, timeToTableOtherYear: 1.29 },
    intervals: { timeToTable: /** @type {[number, number]} */ ([0.98, 1.16]) },
    nextScreen: { downloaded: [{ path: '/apps/krachtvoer/remoteEntry.js', bytesSent: 4319 }], revalidated: ['/apps/shell/shell.js'], fromCache: [], bytesSent: 4319, refetched: [], tableAt: 900, firstView: { files: 9, bytesSent: 250_000 } },
    slowNetwork: {
      profile: { latencyMs: 150, downKbps: 1600, upKbps: 750 },
      federated: { cold: { median: 2977 }, warm: { median: 900 } },
      monolith: { cold: { median: 2545 }, warm: { median: 880 } },
      ratios: { cold: 2977 / 2545, warm: 900 / 880 },
      intervals: { cold: /** @type {[number, number]} */ ([1.15, 1.19]) },
    },
    redeploy: { federated: { bytes: 140 * 1024, requests: 3, slowMs: 1200 }, monolith: { bytes: 200 * 1024, requests: 1, slowMs: 1500 } },
    rowsEditor: {
      rows: 2000,
      open: { median: 1834.2, samples: [1800, 1834.2, 1900, 1850, 1820] },
      keystroke: { median: 17.1, p75: 24.5, samples: Array.from({ length: 72 }, () => 17), processing: { median: 4.2 } },
    },
  };
}

/** @type {import('./budget.mjs').Budget} */
const budget = { about: '', measuredAt: '2026-11-24', figures: { 'shell: shell.js, gzip': { measured: 36556, budget: 38384 } } };
/**
 * Fails naming the first expected line the text lacks, and shows the text.
 * @param {string} text
 * @param {string[]} lines
 */
function assertHolds(text, lines) {
  for (const line of lines) assert.ok(text.includes(line), `missing: ${line}\nin:\n${text}`);
}
const page = ['# Performance', '', '<!-- bench:goals:start -->', '<!-- bench:goals:end -->', '', 'Hand-written.', '', '<!-- bench:figures:start -->', 'old figures', '<!-- bench:figures:end -->', ''].join('\n');

test('the figures table: each build, the ratio, and a time ratio with its interval', () => {
  const figures = figuresSection(fullReport());
  assert.match(figures, /^Last run: 2026-11-27 01:00 UTC on 2 × AMD EPYC, Node v20\.20\.2; 9 cold runs and 21 warm pairs per build; nginx with brotli\./);
  assertHolds(figures, [
    '| First view: app JS, gzip (files) | 250.0 KB (7) | 200.0 KB (2) | 1.25 |',
    '| Time to table, cold (median of 9) | 550 ms | 500 ms | 1.10 (90 %: 0.98-1.16) |',
    '| Time to table, warm: the screen again | 367 ms | 324 ms | 1.05 |',
    '| &emsp;requests to nginx (304s); bytes sent (JS bodies); requests in sequence | 10 (9); 12.0 KB (0.0 KB); 1 | 10 (9); 12.0 KB (0.0 KB); 1 |  |',
    "nothing the milk screen had (`/apps/krachtvoer/remoteEntry.js` 4.2 KB)",
  ]);
});

test('the slow network and the redeploy are printed when the file has them', () => {
  const figures = figuresSection(fullReport());
  assertHolds(figures, [
    '**Slow network** (Chromium\'s emulation: 150 ms latency, 1,600 kbit/s down, 750 kbit/s up)',
    '| Time to table, cold | 2,977 ms | 2,545 ms | 1.17 (90 %: 1.15-1.19) |',
    '| Time to table, warm: the screen again | 900 ms | 880 ms | 1.02 |',
    '| JS nginx sent (compressed) | 140.0 KB | 200.0 KB | 0.70 |',
    '| Time to table on the slow network | 1,200 ms | 1,500 ms | 0.80 |',
  ]);
});

test('the rows editor at the cap is printed when the file has it, and judged against its goals', () => {
  assertHolds(figuresSection(fullReport()), [
    '**The rows editor at the cap** (Krachtvoer with 2,000 rows added by hand',
    '| Open, cold (5 loads) | 1,834 ms |  |',
    '| Keystroke to paint in row 1,500 (72 keys) | 17.1 ms | 24.5 ms |',
    '| &emsp;processing only | 4.2 ms |  |',
  ]);
  assertHolds(goalsSection(fullReport(), budget), [
    '| rows editor, 2,000 rows: open, cold (ms) | ≤ 2000.0 ms | 1834.2 ms | met |',
    '| rows editor, 2,000 rows: keystroke to paint, p75 (ms) | ≤ 50.0 ms | 24.5 ms | met |',
  ]);
});

test('an older bench.json without warm loads, intervals, the next screen or the slow network gives the rows it has', () => {
  const figures = figuresSection(olderReport());
  assertHolds(figures, ['| Time to table, cold (median of 9) | 550 ms | 500 ms | 1.10 |']);
  assert.match(figures, /^Last run: date not recorded; 9 cold runs per build\./);
  for (const absent of ['warm', 'Slow network', 'redeploy', 'Krachtvoer', 'Expand all', 'processing only']) assert.ok(!figures.includes(absent), `${absent} in ${figures}`);
});

test('the goals are the bench\'s own, with their limits and the last run; a ratio a hair over its limit shows it', () => {
  const goals = goalsSection(fullReport(), budget);
  assertHolds(goals, [
    `| first-view gzip JS federated / monolith | ≤ ${GOALS.bytesGzipRatio} | 1.25 | met |`,
    '| time to table, cold, federated / monolith | ≤ 1.10 | 1.10 | met |',
    '| time to table, warm federated/monolith | ≤ 1.05 | 1.0512 | **missed** |',
    '| klw_auth remoteEntry.js gzip (bytes) | ≤ 30.0 KB | 2.6 KB | met |',
    '(dated 2026-11-24; each budget is the figure measured then + 5 %)',
    '| shell: shell.js, gzip | 35.7 KB | 37.5 KB |',
  ]);
});

test('only the text between the markers is rewritten, and a page without them is refused', () => {
  const written = renderDoc(page, olderReport(), budget);
  assert.ok(written.startsWith('# Performance\n\n<!-- bench:goals:start -->\n'));
  assert.ok(written.includes('<!-- bench:goals:end -->\n\nHand-written.\n\n<!-- bench:figures:start -->\n'));
  assert.ok(!written.includes('old figures'));
  assert.ok(written.endsWith('<!-- bench:figures:end -->\n'));
  assert.equal(renderDoc(written, olderReport(), budget), written);
  assert.throws(() => replaceSection('# no markers', 'figures', 'x'), /no <!-- bench:figures:start --> \.\.\. <!-- bench:figures:end --> pair/);
});

test('a page is stale when a figure or the budget moved, not otherwise', () => {
  const written = renderDoc(page, olderReport(), budget);
  assert.deepEqual(staleSections(written, olderReport(), budget), []);
  assert.deepEqual(staleSections(written, olderReport(600), budget), ['goals', 'figures']);
  const renewed = { ...budget, measuredAt: '2026-12-01' };
  assert.deepEqual(staleSections(written, olderReport(), renewed), ['goals']);
});

test('the command: --check fails on a stale page and rewrites nothing; without it the page is written', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-performance-doc-'));
  try {
    const json = path.join(dir, 'bench.json');
    const doc = path.join(dir, 'PERFORMANCE.md');
    writeFileSync(json, JSON.stringify(fullReport()));
    writeFileSync(doc, page);
    const run = (/** @type {string[]} */ ...args) => spawnSync(process.execPath, [script, '--json', json, '--doc', doc, ...args], { encoding: 'utf8' });
    const stale = run('--check');
    assert.equal(stale.status, 1);
    assert.match(stale.stderr, /the goals and figures differ from .*bench\.json; run `pnpm bench:doc`/);
    assert.equal(readFileSync(doc, 'utf8'), page);
    assert.equal(run().status, 0);
    assert.ok(readFileSync(doc, 'utf8').includes('| Time to table, cold | 2,977 ms | 2,545 ms |'));
    assert.equal(run('--check').status, 0);
    rmSync(json);
    const missing = run('--check');
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /bench\.json is missing: run `pnpm bench` first/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

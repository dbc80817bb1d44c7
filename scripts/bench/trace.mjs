#!/usr/bin/env node
// Where the time to table goes, per build: a Chromium trace of cold and warm loads of the milk screen on the bench's
// system (the same builds, nginx and page as `pnpm bench`, run.mjs). Per load: the time to table, when the screen's
// code had arrived, the main thread's busy time before the table (script compile and evaluation per file, style and
// layout, the rest), and the waterfall of the page's files. CPU times move less with a loaded machine than wall
// times: compare them when the bench's ratios are noisy.
//   node scripts/bench/trace.mjs [--runs 5] [--slow] [--skip-build] [--timeline] [--json <file>]
// --slow: the counted loads run on the bench's slow-network profile (slow-network.mjs).
// --timeline: also prints the median warm load of each build as a sequence: the main thread's tasks of 1 ms and more,
// each with the scripts it ran, and every request's start and end, to read what the table waited for.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll, federatedDir, hostAdapterDist, monolithDir, resultsDir } from './build.mjs';
import { launchBrowser, networkQuiet, newSignedInContext, openScreen, waitForTable, watchErrors } from './browser.mjs';
import { afterColdLoad, SCREEN_CODE } from './warm.mjs';
import { emulateNetwork, SLOW_NETWORK } from './slow-network.mjs';
import { median, pairedRatio } from './report.mjs';
import { klwIdFor } from './seed.mjs';
import { commandLineError, parseCommandLine } from '../lib/command-line.mjs';
import { signInToken, startSystem } from './system.mjs';

const USAGE = 'node scripts/bench/trace.mjs [--runs 5] [--slow] [--skip-build] [--timeline] [--json <file>]';
const { values } = parseCommandLine({
  name: 'bench:trace',
  usage: USAGE,
  options: {
    runs: { type: 'string', default: '5' },
    slow: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string', default: path.join(resultsDir, 'trace.json') },
    timeline: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) commandLineError('bench:trace', USAGE, '--runs must be a whole number of at least 1');

// The renderer's main-thread work and the page's user timing; v8's compile events name the script they compile.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];

/** @typedef {'federated' | 'monolith'} Variant */
/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, cat: string, args?: { name?: string, data?: { url?: string, frame?: string, isMainFrame?: boolean, documentLoaderURL?: string, functionName?: string }, fileName?: string } }} TraceEvent */
/**
 * @typedef {{ tableAt: number, codeAt: number | null, busy: number, byKind: Record<string, number>, byFile: Record<string, number>,
 *   waterfall: Array<{ file: string, start: number, end: number, cached: boolean }>, timeline: Array<{ start: number, ms: number, what: string }> }} TracedLoad
 */

/** A script's URL as the table shows it: its deployment and file, without the site and query. */
function fileOf(/** @type {string} */ url) {
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/apps\//, '').replace(/^\/static\//, 'portal/');
  } catch {
    return url || '(inline)';
  }
}

/** The main-thread events counted, by what they stand for. */
/** @type {Record<string, string>} */
const KINDS = {
  EvaluateScript: 'evaluate script',
  'v8.evaluateModule': 'evaluate script',
  // Callbacks: a chunk's push, a promise's continuation, React's scheduler; named by the function's script.
  FunctionCall: 'function calls',
  // Compiles on the main thread outside a script's evaluation (a streamed script's finish).
  'v8.compile': 'compile',
  UpdateLayoutTree: 'style and layout',
  Layout: 'style and layout',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

/**
 * The main thread's work in the load, from the navigation's start to the table, from a Chromium trace.
 * @param {TraceEvent[]} events
 * @param {number} tableAt  ms after the navigation's start (performance.now() in the page)
 */
function mainThreadWork(events, tableAt) {
  const navigations = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.isMainFrame !== false && (event.args?.data?.documentLoaderURL ?? '').includes('/'));
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error('the trace holds no navigationStart');
  const { pid, tid } = navigation;
  const start = navigation.ts;
  const end = start + tableAt * 1000;
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= start && event.ts < end);
  const ms = (/** @type {TraceEvent} */ event) => (event.dur ?? 0) / 1000;
  // Top-level tasks: their total is the busy time; the rest of the time to table the thread waited (network, timers).
  const tasks = main.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const busy = tasks.reduce((sum, event) => sum + ms(event), 0);
  /** @type {Record<string, number>} */
  const byKind = {};
  /** @type {Record<string, number>} */
  const byFile = {};
  const add = (/** @type {Record<string, number>} */ into, /** @type {string} */ key, /** @type {number} */ value) => (into[key] = (into[key] ?? 0) + value);
  // What each event stands for; events nest (a script run by the HTML parser, a layout forced by a script), so each
  // counts its self time: its duration less that of the counted events inside it.
  const kindOf = (/** @type {TraceEvent} */ event) => KINDS[event.name];
  const counted = main.filter((event) => kindOf(event) !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Array<{ event: TraceEvent, self: number }>} */
  const stack = [];
  /** @type {Array<{ ts: number, label: string, self: number }>} */
  const closed = [];
  const close = (/** @type {{ event: TraceEvent, self: number }} */ open) => {
    const kind = kindOf(open.event) ?? 'other';
    add(byKind, kind, open.self / 1000);
    const script = kind === 'evaluate script' || kind === 'function calls';
    const file = fileOf(open.event.args?.data?.url ?? open.event.args?.fileName ?? '');
    if (script) add(byFile, file, open.self / 1000);
    closed.push({ ts: open.event.ts, label: script ? `${kind === 'evaluate script' ? 'run' : 'call'} ${file}` : kind, self: open.self / 1000 });
  };
  for (const event of counted) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top && top.event.ts + (top.event.dur ?? 0) <= event.ts) close(/** @type {{ event: TraceEvent, self: number }} */ (stack.pop()));
      else break;
    }
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= event.dur ?? 0;
    stack.push({ event, self: event.dur ?? 0 });
  }
  while (stack.length > 0) close(/** @type {{ event: TraceEvent, self: number }} */ (stack.pop()));
  // The tasks of 1 ms and more in order, each with what took its time (labels of 0.5 ms and more, largest first).
  const timeline = tasks
    .filter((task) => ms(task) >= 1)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      /** @type {Record<string, number>} */
      const inside = {};
      for (const part of closed) if (part.ts >= task.ts && part.ts < task.ts + (task.dur ?? 0)) add(inside, part.label, part.self);
      const what = Object.entries(inside).filter(([, value]) => value >= 0.5).sort((a, b) => b[1] - a[1]).map(([label, value]) => `${label} ${value.toFixed(1)}`);
      return { start: Math.round((task.ts - start) / 100) / 10, ms: Math.round(ms(task) * 10) / 10, what: what.join(', ') };
    });
  return { busy, byKind, byFile, timeline };
}

/**
 * Runs in the page after the load: its files as Resource Timing saw them (ms after the navigation's start).
 * @param {string} screenCode
 */
const WATERFALL = (screenCode) => {
  const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
  const pattern = new RegExp(screenCode);
  const screen = entries.filter((entry) => pattern.test(entry.name));
  return {
    codeAt: screen.length ? Math.max(...screen.map((entry) => entry.responseEnd)) : null,
    waterfall: entries
      .filter((entry) => ['script', 'link', 'fetch', 'xmlhttprequest'].includes(entry.initiatorType) || entry.name.endsWith('.js') || entry.name.includes('.json'))
      .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd, cached: entry.transferSize === 0 })),
  };
};

/**
 * One traced load of the milk screen: cold (a fresh context) or warm (after a cold load in the same context).
 * @param {import('./browser.mjs').Browser} browser
 * @param {{ site: string, token: string, klwId: number, errors: string[], screenCode: string, warm: boolean }} visit
 * @returns {Promise<TracedLoad>}
 */
async function tracedLoad(browser, { site, token, klwId, errors, screenCode, warm }) {
  const { context, page } = warm
    ? await afterColdLoad(browser, { site, token, klwId, errors })
    : await (async () => {
        const fresh = await newSignedInContext(browser, site, token);
        const opened = await fresh.newPage();
        watchErrors(opened, errors);
        return { context: fresh, page: opened };
      })();
  try {
    if (values.slow) await emulateNetwork(page, SLOW_NETWORK);
    await browser.startTracing(page, { categories: CATEGORIES });
    let traced = false;
    try {
      await openScreen(page, site, klwId);
      const { tableAt } = await waitForTable(page);
      const { codeAt, waterfall } = await page.evaluate(WATERFALL, screenCode);
      traced = true;
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      /** @type {TraceEvent[]} */
      const events = Array.isArray(trace) ? trace : trace.traceEvents;
      await networkQuiet(page, 300);
      return {
        tableAt,
        codeAt,
        ...mainThreadWork(events, tableAt),
        waterfall: waterfall.map((entry) => ({ file: fileOf(entry.url.replace(site, 'http://site')), start: Math.round(entry.start), end: Math.round(entry.end), cached: entry.cached })),
      };
    } finally {
      if (!traced) await browser.stopTracing().catch(() => undefined);
    }
  } finally {
    await context.close();
  }
}

/** The load whose time to table is the median of its build and kind. */
const medianLoad = (/** @type {TracedLoad[]} */ loads) => [...loads].sort((a, b) => a.tableAt - b.tableAt)[Math.floor(loads.length / 2)];

/**
 * Medians over the loads of one build and kind.
 * @param {TracedLoad[]} loads
 */
function summarize(loads) {
  /** @param {(load: TracedLoad) => number | null} pick */
  const med = (pick) => Math.round(median(loads.map(pick).filter((value) => value !== null)) * 10) / 10;
  const middle = medianLoad(loads);
  const keys = (/** @type {'byKind' | 'byFile'} */ field) => [...new Set(loads.flatMap((load) => Object.keys(load[field])))];
  return {
    tableAt: med((load) => load.tableAt),
    codeAt: med((load) => load.codeAt),
    busy: med((load) => load.busy),
    waiting: med((load) => load.tableAt - load.busy),
    byKind: Object.fromEntries(keys('byKind').map((key) => [key, med((load) => load.byKind[key] ?? 0)])),
    byFile: Object.fromEntries(
      keys('byFile')
        .map((key) => /** @type {[string, number]} */ ([key, med((load) => load.byFile[key] ?? 0)]))
        .filter(([, value]) => value >= 0.5)
        .sort((a, b) => b[1] - a[1]),
    ),
    // One load's waterfall and tasks (the median load by time to table), to read the chain of requests from.
    waterfall: middle?.waterfall ?? [],
    timeline: middle?.timeline ?? [],
  };
}

/**
 * @param {Record<string, ReturnType<typeof summarize>>} results
 * @param {Record<string, TracedLoad[]>} loads
 */
function format(results, loads) {
  const lines = [];
  for (const kind of ['cold', 'warm']) {
    const f = results[`federated ${kind}`];
    const m = results[`monolith ${kind}`];
    if (!f || !m) continue;
    // The runs alternate the builds: the ratio of the time to table and its 90 % interval, as `pnpm bench` gives them.
    const { ratio, interval } = pairedRatio((loads[`federated ${kind}`] ?? []).map((load) => load.tableAt), (loads[`monolith ${kind}`] ?? []).map((load) => load.tableAt));
    lines.push(`\n[trace] ${kind}: time to table federated/monolith ${ratio.toFixed(2)} (90 %: ${interval[0].toFixed(2)}-${interval[1].toFixed(2)})`);
    const row = (/** @type {string} */ label, /** @type {number} */ a, /** @type {number} */ b) =>
      `  ${label.padEnd(34)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)} ${(a - b).toFixed(1).padStart(8)}`;
    lines.push(`\n[trace] ${kind} load of the milk screen, medians (ms)     federated monolith    diff`);
    lines.push(row('time to table', f.tableAt, m.tableAt));
    lines.push(row("screen's code arrived", f.codeAt, m.codeAt));
    lines.push(row('main thread busy before table', f.busy, m.busy));
    lines.push(row('main thread waiting', f.waiting, m.waiting));
    for (const key of [...new Set([...Object.keys(f.byKind), ...Object.keys(m.byKind)])]) lines.push(row(`  ${key}`, f.byKind[key] ?? 0, m.byKind[key] ?? 0));
    for (const [variant, summary] of /** @type {const} */ ([['federated', f], ['monolith', m]])) {
      lines.push(`  script time by file, ${variant}: ${Object.entries(summary.byFile).map(([file, ms]) => `${file} ${ms.toFixed(1)}`).join(', ')}`);
      lines.push(`  waterfall, ${variant} (start-end ms, * from cache): ${summary.waterfall.map((entry) => `${entry.file} ${entry.start}-${entry.end}${entry.cached ? '*' : ''}`).join(', ')}`);
    }
    if (values.timeline) {
      for (const [variant, summary] of /** @type {const} */ ([['federated', f], ['monolith', m]])) {
        lines.push(`\n[trace] ${kind} load, ${variant}: its median load in order (ms after the navigation's start; tasks of 1 ms and more, requests)`);
        const rows = [
          ...summary.timeline.map((task) => ({ at: task.start, text: `task ${task.start.toFixed(1)} +${task.ms.toFixed(1)}: ${task.what}` })),
          ...summary.waterfall.map((entry) => ({ at: entry.start, text: `  request ${entry.file} ${entry.start}-${entry.end}${entry.cached ? ' (cache)' : ''}` })),
        ].sort((a, b) => a.at - b.at);
        for (const row of rows) lines.push(`  ${row.text}`);
        lines.push(`  table painted ${summary.tableAt.toFixed(1)} (median)`);
      }
    }
  }
  return lines.join('\n');
}

async function main() {
  if (!values['skip-build']) await buildAll();
  const system = await startSystem({
    federated: { packagesDir: path.join(federatedDir, 'packages'), hostAdapterDist },
    monolith: { packagesDir: path.join(monolithDir, 'packages'), hostAdapterDist },
  });
  const browser = await launchBrowser();
  /** @type {Record<Variant, string[]>} */
  const errors = { federated: [], monolith: [] };
  /** @type {Record<string, TracedLoad[]>} */
  const loads = {};
  try {
    const token = await signInToken(system.apiUrl);
    /** @type {Variant[]} */
    const variants = ['federated', 'monolith'];
    for (const warm of [false, true]) {
      // One load of each first, not counted (Chromium's own first-use costs), then the builds alternate.
      for (let run = -1; run < RUNS; run += 1) {
        for (const variant of run % 2 === 0 ? variants : [...variants].reverse()) {
          const load = await tracedLoad(browser, { site: system.urls[variant], token, klwId: klwIdFor(500), errors: errors[variant], screenCode: SCREEN_CODE[variant], warm });
          if (run >= 0) (loads[`${variant} ${warm ? 'warm' : 'cold'}`] ??= []).push(load);
        }
      }
    }
  } finally {
    await browser.close();
    await system.stop();
  }
  const results = Object.fromEntries(Object.entries(loads).map(([key, list]) => [key, summarize(list)]));
  mkdirSync(path.dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results, loads, errors }, null, 2)}\n`);
  console.log(format(results, loads));
  for (const [variant, list] of Object.entries(errors)) if (list.length) console.warn(`[trace] ${variant}: ${list.length} console errors, first: ${list[0]}`);
  console.log(`\n[trace] figures written to ${path.relative(process.cwd(), values.json)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

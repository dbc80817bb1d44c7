// The benchmark's arithmetic and its printed table (the goals of issues 6 and 15).
import { kb } from './sizes.mjs';

export const GOALS = {
  bytesGzipRatio: 1.25,
  remoteEntryGzip: 30 * 1024,
  timeToTableRatio: 1.1,
  slowTimeToTableRatio: 1.05,
  timeToTableWarmRatio: 1.05,
  warmJsBytes: 0,
  warmSequentialRequests: 2,
  expandAllMs: 400,
  keystrokeRatio: 1.2,
  expandAllRatio: 12,
};

/**
 * @typedef {ReturnType<typeof summary>} Summary
 * @typedef {ReturnType<typeof summarizeWarm>} WarmSummary
 * @typedef {Awaited<ReturnType<typeof import('./browser.mjs').measureFirstView>>} MeasuredFirstView
 * @typedef {MeasuredFirstView & { appJs: MeasuredFirstView['appJs'] & { sent: number } }} FirstView
 * @typedef {object} VariantResults What the benchmark measured of one build.
 * @property {FirstView} firstView
 * @property {Summary} timeToTable
 * @property {{ again: WarmSummary, otherYear: WarmSummary }} warm
 * @property {{ 12: KeystrokeFigures, 1000: KeystrokeFigures }} keystroke by deliveries in the year
 * @property {{ 500: ExpandFigures, 5000: ExpandFigures }} expandAll by deliveries
 * @typedef {Summary & { processing: Summary }} KeystrokeFigures
 * @typedef {Summary & { render: Summary, months: number, rowsAdded: number }} ExpandFigures
 * @typedef {'bytesGzip' | 'bytesRaw' | 'timeToTable' | 'timeToTableWarm' | 'timeToTableOtherYear' | 'keystroke' | 'keystrokeProcessing' | 'expandAll'} Ratio
 * @typedef {object} Report bench-results/bench.json
 * @property {number} runs
 * @property {number} [warmRuns]
 * @property {VariantResults} federated
 * @property {VariantResults} monolith
 * @property {Record<Ratio, number>} ratios
 * @property {Record<'timeToTable' | 'timeToTableWarm' | 'timeToTableOtherYear', [number, number]>} [intervals] 90 % paired-bootstrap intervals (ratioInterval)
 * @property {{ remoteEntries: Record<string, { raw: number, gzip: number }> }} build
 * @property {import('./warm.mjs').NextScreen} [nextScreen] from the milk screen to Krachtvoer (issue 41)
 * @property {SlowNetwork} [slowNetwork] the same screen on the slow-network profile (issue 47)
 * @property {Record<'federated' | 'monolith', Redeploy>} [redeploy] a returning farmer after a redeploy of the milk screen only (issue 47)
 * @property {{ federated: string[], monolith: string[] }} consoleErrors
 * @property {Goal[]} goals
 * @typedef {object} SlowNetwork
 * @property {import('./slow-network.mjs').NetworkProfile} profile
 * @property {{ cold: Summary, warm: Summary }} federated
 * @property {{ cold: Summary, warm: Summary }} monolith
 * @property {{ cold: number, warm: number }} ratios federated / monolith, of the medians
 * @property {{ cold: [number, number], warm: [number, number] }} intervals 90 % (ratioInterval)
 * @typedef {{ bytes: number, requests: number, slowMs: number, files: string[] }} Redeploy JS bytes nginx sent (median), requests, time to table on the slow network (median), the JS files fetched
 * @typedef {{ goal: string, value: number, limit: number, exact?: boolean, below?: boolean, met: boolean }} Goal
 * @typedef {object} GoalInput What checkGoals reads of a report.
 * @property {Pick<Record<Ratio, number>, 'bytesGzip' | 'timeToTable' | 'keystroke' | 'expandAll'> & { timeToTableWarm?: number }} ratios
 * @property {{ remoteEntries: Record<string, { gzip: number }> }} build
 * @property {{ firstView: { react: Record<string, number | undefined> }, warm?: { again: { jsBodyBytesMax: number, sequential: number } }, expandAll?: { 5000: { median: number } } }} federated
 * @property {{ federated: string[], monolith: string[] }} consoleErrors
 * @property {{ downloaded: Array<{ path: string }> }} [nextScreen]
 * @property {{ ratios: { cold: number } }} [slowNetwork]
 */

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * Mean without the lowest and highest tenth: steadier than the median for frame-aligned times, yet not moved by a GC pause.
 * @param {number[]} values
 */
export function trimmedMean(values, trim = 0.1) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length * trim);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
}

/**
 * How far the ratio of two medians could move with other runs of the same machine: a paired bootstrap over the runs
 * (the two builds of run i were measured side by side, `alternate` in run.mjs), resampled with a fixed seed so the
 * same samples always give the same interval. Returns [low, high] of the central `level` share of the ratios.
 * @param {number[]} federated
 * @param {number[]} monolith  as many samples as `federated`, in the same order of runs
 * @returns {[number, number]}
 */
export function ratioInterval(federated, monolith, level = 0.9, resamples = 2000) {
  const runs = Math.min(federated.length, monolith.length);
  if (runs === 0) return [Number.NaN, Number.NaN];
  // mulberry32: a small seeded generator (Math.random cannot be seeded).
  let seed = 0x6b6c77;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @type {number[]} */
  const ratios = [];
  for (let resample = 0; resample < resamples; resample += 1) {
    const picked = Array.from({ length: runs }, () => Math.floor(random() * runs));
    ratios.push(median(picked.map((run) => federated[run] ?? Number.NaN)) / median(picked.map((run) => monolith[run] ?? Number.NaN)));
  }
  ratios.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => ratios[Math.min(resamples - 1, Math.floor(share * resamples))] ?? Number.NaN;
  return [at((1 - level) / 2), at((1 + level) / 2)];
}

/** @param {number[]} samples */
export function summary(samples) {
  return {
    median: median(samples),
    trimmedMean: trimmedMean(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    samples,
  };
}

/**
 * The medians of a set of warm loads (warm.mjs warmLoads); the paths of the first, to show what was asked.
 * @param {Array<import('./warm.mjs').WarmLoad>} loads
 */
export function summarizeWarm(loads) {
  const medianOf = (/** @type {'requests' | 'notModified' | 'bytesSent' | 'jsBodyBytes' | 'sequential'} */ field) =>
    // A missing count (null: the screen's code was not seen) weighs as 0, as it did in the arithmetic before.
    median(loads.map((load) => Number(load[field])));
  return {
    timeToTable: summary(loads.map((load) => load.tableAt)),
    requests: medianOf('requests'),
    notModified: medianOf('notModified'),
    bytesSent: medianOf('bytesSent'),
    jsBodyBytes: medianOf('jsBodyBytes'),
    jsBodyBytesMax: Math.max(...loads.map((load) => load.jsBodyBytes)),
    sequential: medianOf('sequential'),
    paths: loads[0]?.paths ?? [],
  };
}

/**
 * Each goal of issues 6 and 15 with the measured value and whether it is met.
 * @param {GoalInput} report
 * @returns {Goal[]}
 */
export function checkGoals(report) {
  const f = report.federated;
  /** @type {Array<Omit<Goal, 'met'>>} */
  const goals = [
    { goal: 'first-view gzip JS federated / monolith', value: report.ratios.bytesGzip, limit: GOALS.bytesGzipRatio },
    ...Object.entries(report.build.remoteEntries).map(([name, size]) => ({
      goal: `${name} remoteEntry.js gzip (bytes)`,
      value: size.gzip,
      limit: GOALS.remoteEntryGzip,
    })),
    { goal: 'react downloaded (scripts holding it)', value: f.firstView.react.react ?? 0, limit: 1, exact: true },
    { goal: 'react-dom downloaded (scripts holding it)', value: f.firstView.react['react-dom/client'] ?? 0, limit: 1, exact: true },
    { goal: 'console errors (federated)', value: report.consoleErrors.federated.length, limit: 0 },
    { goal: 'time to table, cold, federated / monolith', value: report.ratios.timeToTable, limit: GOALS.timeToTableRatio },
    ...(report.slowNetwork
      ? [{ goal: 'time to table, cold, slow network, federated / monolith', value: report.slowNetwork.ratios.cold, limit: GOALS.slowTimeToTableRatio }]
      : []),
    ...(f.warm
      ? [
          { goal: 'time to table, warm federated/monolith', value: report.ratios.timeToTableWarm ?? Number.NaN, limit: GOALS.timeToTableWarmRatio },
          // The largest of the runs: any JS body on an unchanged deployment misses the goal.
          { goal: 'JS bytes transferred on a warm load, unchanged deployment', value: f.warm.again.jsBodyBytesMax, limit: GOALS.warmJsBytes },
          { goal: "requests in sequence before the screen's code starts, warm", value: f.warm.again.sequential, limit: GOALS.warmSequentialRequests },
        ]
      : []),
    ...(f.expandAll ? [{ goal: 'expand all months, 5,000 deliveries (ms)', value: f.expandAll[5000].median, limit: GOALS.expandAllMs, below: true }] : []),
    { goal: 'keystroke 1,000 / 12 deliveries', value: report.ratios.keystroke, limit: GOALS.keystrokeRatio },
    // Issue 41: from the milk screen to Krachtvoer, only klw_krachtvoer's own files are fetched.
    ...(report.nextScreen
      ? [{ goal: "milk screen -> Krachtvoer: JS fetched that is not klw_krachtvoer's (files)", value: report.nextScreen.downloaded.filter((file) => !file.path.startsWith('/apps/krachtvoer/')).length, limit: 0, exact: true }]
      : []),
    { goal: 'expand all 5,000 / 500 deliveries', value: report.ratios.expandAll, limit: GOALS.expandAllRatio },
  ];
  return goals.map((goal) => ({
    ...goal,
    met: goal.exact ? goal.value === goal.limit : goal.below ? goal.value < goal.limit : goal.value <= goal.limit,
  }));
}

const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
const ratio = (/** @type {number} */ value) => value.toFixed(2);
/** A time ratio with the interval it could move within (ratioInterval), when the report has one. */
const ratioWithin = (/** @type {number} */ value, /** @type {[number, number] | undefined} */ interval) =>
  interval ? `${ratio(value)} (90 %: ${ratio(interval[0])}-${ratio(interval[1])})` : ratio(value);

/** @param {string[][]} rows */
function table(rows) {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

/** @param {Report} report */
function warmRows(report) {
  const f = report.federated;
  const m = report.monolith;
  /** @type {string[][]} */
  const rows = [];
  for (const [key, label, ratioKey] of /** @type {const} */ ([
    ['again', 'warm: the screen again', 'timeToTableWarm'],
    ['otherYear', 'warm: another year', 'timeToTableOtherYear'],
  ])) {
    const fw = f.warm[key];
    const mw = m.warm[key];
    rows.push(
      [
        `Time to table, ${label}, median of ${report.warmRuns ?? report.runs}`,
        ms(fw.timeToTable.median),
        ms(mw.timeToTable.median),
        `${ratioWithin(report.ratios[ratioKey], report.intervals?.[ratioKey])}${key === 'again' ? ' warm federated/monolith' : ''}`,
      ],
      ['  requests reaching nginx (304s)', `${fw.requests} (${fw.notModified})`, `${mw.requests} (${mw.notModified})`, ''],
      ['  bytes nginx sent (of which JS bodies)', `${kb(fw.bytesSent)} (${kb(fw.jsBodyBytes)})`, `${kb(mw.bytesSent)} (${kb(mw.jsBodyBytes)})`, ''],
      ["  requests in sequence before the screen's code", String(fw.sequential), String(mw.sequential), ''],
    );
  }
  return rows;
}

/** @param {Report} report */
export function formatReport(report) {
  const f = report.federated;
  const m = report.monolith;
  /** @typedef {VariantResults} Side */
  const requests = (/** @type {Side} */ side) => `${side.firstView.requests.total}`;
  const jsRequests = (/** @type {Side} */ side) => `${side.firstView.appJs.files}`;
  const react = (/** @type {Side} */ side) => `${side.firstView.react.react} / ${side.firstView.react['react-dom/client']}`;
  const rows = [
    ['', 'federated', 'monolith', 'ratio'],
    ['First view: app JS, gzip', kb(f.firstView.appJs.gzip), kb(m.firstView.appJs.gzip), ratio(report.ratios.bytesGzip)],
    ['First view: app JS, raw', kb(f.firstView.appJs.raw), kb(m.firstView.appJs.raw), ratio(report.ratios.bytesRaw)],
    ["Portal's own JS, gzip (both)", kb(f.firstView.portalJs.gzip), kb(m.firstView.portalJs.gzip), ''],
    ['Requests (all)', requests(f), requests(m), ''],
    ['App JS files', jsRequests(f), jsRequests(m), ''],
    ['React copies (react / react-dom)', react(f), react(m), ''],
    ...(f.firstView.appJs.sent !== undefined
      ? [['First view: app JS as nginx sent it', kb(f.firstView.appJs.sent), kb(m.firstView.appJs.sent), ratio(f.firstView.appJs.sent / m.firstView.appJs.sent)]]
      : []),
    [`Time to table, cold, median of ${report.runs}`, ms(f.timeToTable.median), ms(m.timeToTable.median), ratioWithin(report.ratios.timeToTable, report.intervals?.timeToTable)],
    ...(f.warm ? warmRows(report) : []),
    ['Keystroke to paint, 12 deliveries (mean)', ms(f.keystroke[12].trimmedMean), ms(m.keystroke[12].trimmedMean), ''],
    ['Keystroke to paint, 1,000 deliveries', ms(f.keystroke[1000].trimmedMean), ms(m.keystroke[1000].trimmedMean), ''],
    ['  keystroke 1,000 / 12', ratio(report.ratios.keystroke), ratio(m.keystroke[1000].trimmedMean / m.keystroke[12].trimmedMean), ''],
    ['  processing only, 12 / 1,000', `${ms(f.keystroke[12].processing.trimmedMean)} / ${ms(f.keystroke[1000].processing.trimmedMean)}`, `${ms(m.keystroke[12].processing.trimmedMean)} / ${ms(m.keystroke[1000].processing.trimmedMean)}`, ''],
    ['Expand all months, 500 deliveries', ms(f.expandAll[500].median), ms(m.expandAll[500].median), ''],
    ['Expand all months, 5,000 deliveries', ms(f.expandAll[5000].median), ms(m.expandAll[5000].median), ''],
    ['  expand-all 5,000 / 500', ratio(report.ratios.expandAll), ratio(m.expandAll[5000].median / m.expandAll[500].median), ''],
    ['  of which React render, 5,000', ms(f.expandAll[5000].render.median), ms(m.expandAll[5000].render.median), ''],
    ...Object.entries(report.build.remoteEntries).map(([name, size]) => [`${name} remoteEntry.js, gzip`, kb(size.gzip), '', '']),
    ['Console errors', String(report.consoleErrors.federated.length), String(report.consoleErrors.monolith.length), ''],
  ];
  const goals = report.goals.map((goal) => [
    goal.goal,
    goal.goal.includes('bytes') ? kb(goal.value) : Number.isInteger(goal.value) ? String(goal.value) : ratio(goal.value),
    `${goal.exact ? '=' : goal.below ? '<' : '<='} ${goal.goal.includes('bytes') ? kb(goal.limit) : goal.limit}`,
    goal.met ? 'met' : 'MISSED',
  ]);
  const errors = [...new Set(report.consoleErrors.federated)].map((error) => `  ${error}`);
  return [
    '',
    table(rows),
    '',
    table([['Goal (issues 6 and 15)', 'measured', 'limit', ''], ...goals]),
    ...(errors.length ? ['', 'Console errors during the federated runs:', ...errors] : []),
  ].join('\n');
}

/**
 * What a farmer downloads going from the milk screen to Krachtvoer (issue 41), one line per file.
 * @param {import('./warm.mjs').NextScreen} next
 */
export function formatNextScreen(next) {
  const lines = [
    '',
    `Milk screen -> Krachtvoer (full page load, warm cache): ${next.downloaded.length} JS files fetched, ${next.bytesSent} B sent` +
      ` (${next.onlyItsOwn ? "only klw_krachtvoer's own" : 'NOT only klw_krachtvoer\'s'}); ${next.revalidated.length} revalidated (304), ${next.fromCache.length} from the cache`,
    ...next.downloaded.map((file) => `  fetched      ${file.path} (${file.bytesSent} B)`),
    ...next.revalidated.map((path) => `  revalidated  ${path}`),
    ...next.fromCache.map((path) => `  from cache   ${path}`),
  ];
  return lines.join('\n');
}

/**
 * The slow-network profile's figures and what a returning farmer fetches after a redeploy of the milk screen only.
 * @param {Pick<Report, 'slowNetwork' | 'redeploy'>} report
 */
export function formatSlowNetwork({ slowNetwork, redeploy }) {
  if (!slowNetwork) return '';
  const { profile } = slowNetwork;
  const rows = [
    ['', 'federated', 'monolith', 'ratio'],
    [
      `Time to table, cold, median of ${slowNetwork.federated.cold.samples.length}`,
      ms(slowNetwork.federated.cold.median),
      ms(slowNetwork.monolith.cold.median),
      ratioWithin(slowNetwork.ratios.cold, slowNetwork.intervals.cold),
    ],
    [
      `Time to table, warm (the screen again), median of ${slowNetwork.federated.warm.samples.length}`,
      ms(slowNetwork.federated.warm.median),
      ms(slowNetwork.monolith.warm.median),
      ratioWithin(slowNetwork.ratios.warm, slowNetwork.intervals.warm),
    ],
    ...(redeploy
      ? [
          ['After a redeploy of the milk screen only:', '', '', ''],
          ['  JS nginx sent (compressed)', kb(redeploy.federated.bytes), kb(redeploy.monolith.bytes), ratio(redeploy.federated.bytes / redeploy.monolith.bytes)],
          ['  JS files fetched', String(redeploy.federated.files.length), String(redeploy.monolith.files.length), ''],
          ['  time to table (median)', ms(redeploy.federated.slowMs), ms(redeploy.monolith.slowMs), ratio(redeploy.federated.slowMs / redeploy.monolith.slowMs)],
        ]
      : []),
  ];
  const files = redeploy ? (['federated', 'monolith']).flatMap((side) => redeploy[/** @type {'federated' | 'monolith'} */ (side)].files.map((file) => `  ${side.padEnd(9)} fetched ${file}`)) : [];
  return ['', `Slow-network profile (${profile.latencyMs} ms latency, ${profile.downKbps / 1000} Mbit/s down, ${profile.upKbps} kbit/s up):`, table(rows), ...files].join('\n');
}


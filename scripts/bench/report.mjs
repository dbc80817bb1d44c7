// The benchmark's arithmetic and its goals (15, 47 and 52); report-format.mjs prints them.

export const GOALS = {
  bytesGzipRatio: 1.25,
  remoteEntryGzip: 30 * 1024,
  timeToTableRatio: 1.1,
  slowTimeToTableRatio: 1.05,
  timeToTableWarmRatio: 1.05,
  // The upper end of the warm ratio's 90 % interval: one lucky median does not meet the goal.
  timeToTableWarmUpper: 1.1,
  warmJsBytes: 0,
  warmSequentialRequests: 2,
  expandAllMs: 400,
  keystrokeRatio: 1.2,
  expandAllRatio: 12,
  // The kit's rows editor at a list's cap (2,000 rows) opens within 2 s and paints a keystroke within 50 ms.
  rowsEditorOpenMs: 2_000,
  rowsEditorKeystrokeMs: 50,
  // The next screen costs only its own code (ADR 018): from the milk screen to Krachtvoer the federated page may send
  // at most 10 KB gzip more JS than the monolith's lazy route (a remote's entry is a fixed cost a monolith does not
  // pay), and show Krachtvoer's table on the slow network within 1.10 times the monolith's time.
  nextScreenBytesOver: 10 * 1024,
  slowNextScreenRatio: 1.1,
  // The same move on loopback as the farmer makes it, a click in the menu, where no network hides the federation's
  // own work: the move a farmer makes most.
  nextScreenRatio: 1.1,
  // A page carries its route's screen and the remotes it imports, not every deployed screen: the milk screen's page
  // is no larger with 26 screens deployed than with 3 (page-size.mjs).
  pageBytesGrowth: 0,
};

/**
 * @typedef {{ firstView: { files: number, bytesSent: number }, move: { files: number, bytesSent: number }, tableAt: number, samples: number[] }} MoveFigures
 * @typedef {{ federated: MoveFigures, monolith: MoveFigures, ratio: number, interval?: [number, number] }} MoveComparison
 * @typedef {{ loopback: MoveComparison, slow: MoveComparison, menu?: MoveComparison }} Moves loopback and slow: Krachtvoer's
 *   address loaded (a full page load); menu: a click on Krachtvoer in the portal's menu, on loopback
 */

/**
 * The move from the milk screen to Krachtvoer, per build: medians of the runs (bytes repeat; the time varies).
 * @param {Record<'federated' | 'monolith', import('./warm.mjs').NextScreen[]>} runs
 * @returns {MoveComparison}
 */
export function summarizeMoves(runs) {
  /** @param {import('./warm.mjs').NextScreen[]} list @returns {MoveFigures} */
  const figures = (list) => ({
    firstView: { files: median(list.map((run) => run.firstView.files)), bytesSent: median(list.map((run) => run.firstView.bytesSent)) },
    move: { files: median(list.map((run) => run.downloaded.length)), bytesSent: median(list.map((run) => run.bytesSent)) },
    tableAt: median(list.map((run) => run.tableAt)),
    samples: list.map((run) => run.tableAt),
  });
  const federated = figures(runs.federated);
  const monolith = figures(runs.monolith);
  return { federated, monolith, ...pairedRatio(federated.samples, monolith.samples) };
}

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
 * @property {Record<'timeToTable' | 'timeToTableWarm' | 'timeToTableOtherYear', [number, number]>} [intervals] 90 % intervals of the time ratios (pairedRatio)
 * @property {{ remoteEntries: Record<string, { raw: number, gzip: number }> }} build
 * @property {import('./warm.mjs').NextScreen} [nextScreen] from the milk screen to Krachtvoer
 * @property {Moves} [moves] the same move, both builds, on loopback and on the slow network
 * @property {SlowNetwork} [slowNetwork] the same screen on the slow-network profile
 * @property {RowsEditor} [rowsEditor] Krachtvoer's rows editor at the cap, federated build
 * @property {Record<'federated' | 'monolith', Redeploy>} [redeploy] a returning farmer after a redeploy of the milk screen only
 * @property {{ federated: string[], monolith: string[] }} consoleErrors
 * @property {Goal[]} goals
 * @typedef {object} SlowNetwork
 * @property {import('./slow-network.mjs').NetworkProfile} profile
 * @property {{ cold: Summary, warm: Summary }} federated
 * @property {{ cold: Summary, warm: Summary }} monolith
 * @property {{ cold: number, warm: number }} ratios federated / monolith, of the pairs (pairedRatio)
 * @property {{ cold: [number, number], warm: [number, number] }} intervals 90 % (pairedRatio)
 * @typedef {object} RowsEditor The kit's rows editor holding a list at its cap (rows-editor.mjs).
 * @property {number} rows
 * @property {Summary} open cold loads: navigation start to the first painted frame showing rows
 * @property {Summary & { p75: number, processing: Summary }} keystroke a far row's keystroke to its paint
 * @typedef {{ bytes: number, requests: number, slowMs: number, files: string[] }} Redeploy JS bytes nginx sent (median), requests, time to table on the slow network (median), the JS files fetched
 * @typedef {{ goal: string, value: number, limit: number, exact?: boolean, below?: boolean, met: boolean }} Goal
 * @typedef {object} GoalInput What checkGoals reads of a report.
 * @property {Pick<Record<Ratio, number>, 'bytesGzip' | 'timeToTable' | 'keystroke' | 'expandAll'> & { timeToTableWarm?: number }} ratios
 * @property {{ remoteEntries: Record<string, { gzip: number }> }} build
 * @property {{ firstView: { react: Record<string, number | undefined> }, warm?: { again: { jsBodyBytesMax: number, sequential: number } }, expandAll?: { 5000: { median: number } } }} federated
 * @property {{ federated: string[], monolith: string[] }} consoleErrors
 * @property {{ refetched: string[] }} [nextScreen]
 * @property {Moves} [moves]
 * @property {{ timeToTableWarm?: [number, number] }} [intervals]
 * @property {{ ratios: { cold: number } }} [slowNetwork]
 * @property {{ rows: number, open: { median: number }, keystroke: { p75: number } }} [rowsEditor]
 * @property {import('./page-size.mjs').PageSizes} [pageSizes]
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
 * The value `share` of the samples are at or below (nearest rank): p75 is `percentile(values, 0.75)`.
 * @param {number[]} values
 * @param {number} share
 */
export function percentile(values, share) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
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
 * A time ratio, federated / monolith, of runs that `alternate` (measure.mjs) made in pairs: run i of each build back
 * to back, which goes first alternating. The ratio is the median of the pairs' own ratios, so that a machine that
 * gets busier or quieter during the bench slows both loads of a pair alike and moves no ratio; the ratio of the two
 * builds' medians books such a change to whichever build's median falls where the machine changed. The interval is
 * how far it could move with other runs of the same machine: the pairs resampled with a fixed seed (the same samples
 * always give the same interval), the central `level` share of the resampled ratios.
 * @param {number[]} federated
 * @param {number[]} monolith  as many samples as `federated`, in the same order of runs
 * @returns {{ ratio: number, interval: [number, number] }}
 */
export function pairedRatio(federated, monolith, level = 0.9, resamples = 2000) {
  const runs = Math.min(federated.length, monolith.length);
  if (runs === 0) return { ratio: Number.NaN, interval: [Number.NaN, Number.NaN] };
  const pairs = Array.from({ length: runs }, (_, run) => (federated[run] ?? Number.NaN) / (monolith[run] ?? Number.NaN));
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
    ratios.push(median(Array.from({ length: runs }, () => pairs[Math.floor(random() * runs)] ?? Number.NaN)));
  }
  ratios.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => ratios[Math.min(resamples - 1, Math.floor(share * resamples))] ?? Number.NaN;
  return { ratio: median(pairs), interval: [at((1 - level) / 2), at((1 + level) / 2)] };
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
 * Each goal with the measured value and whether it is met.
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
          ...(report.intervals?.timeToTableWarm
            ? [{ goal: 'time to table, warm federated/monolith, upper end of its 90 % interval', value: report.intervals.timeToTableWarm[1], limit: GOALS.timeToTableWarmUpper }]
            : []),
          // The largest of the runs: any JS body on an unchanged deployment misses the goal.
          { goal: 'JS bytes transferred on a warm load, unchanged deployment', value: f.warm.again.jsBodyBytesMax, limit: GOALS.warmJsBytes },
          { goal: "requests in sequence before the screen's code starts, warm", value: f.warm.again.sequential, limit: GOALS.warmSequentialRequests },
        ]
      : []),
    ...(f.expandAll ? [{ goal: 'expand all months, 5,000 deliveries (ms)', value: f.expandAll[5000].median, limit: GOALS.expandAllMs, below: true }] : []),
    { goal: 'keystroke 1,000 / 12 deliveries', value: report.ratios.keystroke, limit: GOALS.keystrokeRatio },
    ...(report.moves
      ? [
          {
            goal: 'milk screen -> Krachtvoer: JS bytes sent, federated minus monolith',
            value: report.moves.loopback.federated.move.bytesSent - report.moves.loopback.monolith.move.bytesSent,
            limit: GOALS.nextScreenBytesOver,
          },
          ...(report.moves.menu
            ? [{ goal: "time to Krachtvoer's table after a click in the menu, loopback, federated / monolith", value: report.moves.menu.ratio, limit: GOALS.nextScreenRatio }]
            : []),
          { goal: "time to Krachtvoer's table, slow network, federated / monolith", value: report.moves.slow.ratio, limit: GOALS.slowNextScreenRatio },
        ]
      : []),
    // From the milk screen to Krachtvoer, nothing the milk screen had is fetched again: the shared files come from the
    // cache, and what is fetched is Krachtvoer's own or a shared file only such screens use.
    ...(report.nextScreen
      ? [{ goal: 'milk screen -> Krachtvoer: JS the milk screen had, fetched again (files)', value: report.nextScreen.refetched.length, limit: 0, exact: true }]
      : []),
    { goal: 'expand all 5,000 / 500 deliveries', value: report.ratios.expandAll, limit: GOALS.expandAllRatio },
    ...(report.pageSizes
      ? [
          {
            goal: `the milk screen's page: bytes with ${report.pageSizes.many.screens} screens minus with ${report.pageSizes.few.screens}`,
            value: report.pageSizes.many.bytes - report.pageSizes.few.bytes,
            limit: GOALS.pageBytesGrowth,
          },
        ]
      : []),
    ...(report.rowsEditor
      ? [
          { goal: `rows editor, ${report.rowsEditor.rows.toLocaleString('en-US')} rows: open, cold (ms)`, value: report.rowsEditor.open.median, limit: GOALS.rowsEditorOpenMs },
          // p75, as the web's interaction figures are judged: most keys, not only the typical one, paint in time.
          { goal: `rows editor, ${report.rowsEditor.rows.toLocaleString('en-US')} rows: keystroke to paint, p75 (ms)`, value: report.rowsEditor.keystroke.p75, limit: GOALS.rowsEditorKeystrokeMs },
        ]
      : []),
  ];
  return goals.map((goal) => ({
    ...goal,
    met: goal.exact ? goal.value === goal.limit : goal.below ? goal.value < goal.limit : goal.value <= goal.limit,
  }));
}

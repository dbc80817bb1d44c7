// The benchmark's printed tables: the figures of both builds, the goals, the next screen, the rows editor and the
// slow network.
import { kb } from './sizes.mjs';

/**
 * @typedef {import('./report.mjs').Report} Report
 * @typedef {import('./report.mjs').VariantResults} VariantResults
 */

const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
const ratio = (/** @type {number} */ value) => value.toFixed(2);
/** A time ratio with the interval it could move within (pairedRatio), when the report has one. */
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
  /** @param {import('./report.mjs').Goal} goal @param {number} value */
  const goalValue = (goal, value) => (goal.goal.includes('(ms)') ? ms(value) : Number.isInteger(value) ? String(value) : ratio(value));
  const goals = report.goals.map((goal) => [
    goal.goal,
    goal.goal.includes('bytes') ? kb(goal.value) : goalValue(goal, goal.value),
    `${goal.exact ? '=' : goal.below ? '<' : '<='} ${goal.goal.includes('bytes') ? kb(goal.limit) : goal.goal.includes('(ms)') ? ms(goal.limit) : goal.limit}`,
    goal.met ? 'met' : 'MISSED',
  ]);
  const errors = [...new Set(report.consoleErrors.federated)].map((error) => `  ${error}`);
  return [
    '',
    table(rows),
    '',
    table([['Goal', 'measured', 'limit', ''], ...goals]),
    ...(errors.length ? ['', 'Console errors during the federated runs:', ...errors] : []),
  ].join('\n');
}

/**
 * What a farmer downloads going from the milk screen to Krachtvoer, one line per file.
 * @param {import('./warm.mjs').NextScreen} next
 */
export function formatNextScreen(next) {
  const lines = [
    '',
    `Milk screen -> Krachtvoer (full page load, warm cache): ${next.downloaded.length} JS files fetched, ${next.bytesSent} B sent` +
      ` (${next.refetched.length === 0 ? 'nothing the milk screen had' : `AGAIN: ${next.refetched.join(', ')}`}); ${next.revalidated.length} revalidated (304), ${next.fromCache.length} from the cache`,
    ...next.downloaded.map((file) => `  fetched      ${file.path} (${file.bytesSent} B)`),
    ...next.revalidated.map((path) => `  revalidated  ${path}`),
    ...next.fromCache.map((path) => `  from cache   ${path}`),
  ];
  return lines.join('\n');
}

/**
 * The milk screen's first view, then the move to Krachtvoer, both builds, on loopback and on the slow network.
 * @param {import('./report.mjs').Moves} moves
 */
export function formatMoves(moves) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = ['', 'Milk screen, then Krachtvoer (medians; JS nginx sent, files; time to Krachtvoer\'s table):'];
  /** @type {Array<[string, import('./report.mjs').MoveComparison]>} */
  const profiles = [['loopback', moves.loopback], ['slow network', moves.slow]];
  if (moves.menu) profiles.push(['menu click', moves.menu]);
  for (const [profile, comparison] of profiles) {
    for (const variant of /** @type {const} */ (['federated', 'monolith'])) {
      const figures = comparison[variant];
      lines.push(
        `  ${profile.padEnd(13)}${variant.padEnd(10)} first view ${kb(figures.firstView.bytesSent)} (${figures.firstView.files} files); ` +
          `-> Krachtvoer ${kb(figures.move.bytesSent)} (${figures.move.files} files), table at ${Math.round(figures.tableAt)} ms`,
      );
    }
    const within = comparison.interval ? ` (90 %: ${comparison.interval.map((end) => end.toFixed(2)).join('-')})` : '';
    lines.push(
      `  ${profile.padEnd(13)}federated / monolith, time to Krachtvoer's table: ${comparison.ratio.toFixed(2)}${within}; ${comparison.federated.samples.length} runs`,
    );
  }
  return lines.join('\n');
}

/**
 * The kit's rows editor at its cap, federated build: the time to show it and a far row's keystroke.
 * @param {import('./report.mjs').RowsEditor} rowsEditor
 */
export function formatRowsEditor({ rows, open, keystroke }) {
  return [
    '',
    `Rows editor, Krachtvoer with ${rows.toLocaleString('en-US')} rows (federated):`,
    table([
      ['', 'median', 'p75', 'min-max'],
      [`Open, cold (${open.samples.length} loads)`, ms(open.median), '', `${ms(open.min)}-${ms(open.max)}`],
      [`Keystroke to paint, a far row (${keystroke.samples.length} keys)`, ms(keystroke.median), ms(keystroke.p75), `${ms(keystroke.min)}-${ms(keystroke.max)}`],
      ['  processing only', ms(keystroke.processing.median), '', ''],
    ]),
  ].join('\n');
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


// The two generated sections of docs/PERFORMANCE.md as markdown: the goals (the bench's own checkGoals, the byte
// budget) and the latest figures of a bench.json. performance-doc.mjs puts them on the page.
import { HEADROOM } from './budget.mjs';
import { checkGoals } from './report.mjs';
import { kb } from './sizes.mjs';

/**
 * What the page reads of a bench.json. Older files lack some parts (warm loads, intervals, the next screen); the
 * slow-network profile and the redeploy are printed only when the file has them.
 * @typedef {import('./report.mjs').GoalInput & BenchFigures} DocInput
 * @typedef {object} BenchFigures
 * @property {string} [date]
 * @property {{ cpus: number, cpuModel: string, node: string }} [machine]
 * @property {number} runs
 * @property {number} [warmRuns]
 * @property {{ nginx: boolean, brotli: boolean }} [server]
 * @property {number} [durationSeconds]
 * @property {VariantFigures} federated
 * @property {VariantFigures} monolith
 * @property {import('./report.mjs').GoalInput['ratios'] & Partial<Record<import('./report.mjs').Ratio, number>>} ratios
 * @property {Partial<Record<'timeToTable' | 'timeToTableWarm' | 'timeToTableOtherYear', Interval>>} [intervals]
 * @property {import('./warm.mjs').NextScreen} [nextScreen]
 * @property {import('./report.mjs').Moves} [moves]
 * @property {SlowNetwork} [slowNetwork]
 * @property {Record<Variant, RedeployFigures>} [redeploy]
 * @property {RowsEditorFigures} [rowsEditor]
 * @typedef {'federated' | 'monolith'} Variant
 * @typedef {[number, number]} Interval
 * @typedef {{ median: number }} Median
 * @typedef {object} VariantFigures
 * @property {{ appJs: { raw: number, gzip: number, files: number, sent?: number }, portalJs: { gzip: number }, requests: { total: number }, react: Record<string, number | undefined> }} firstView
 * @property {Median} timeToTable
 * @property {{ again: WarmFigures, otherYear: WarmFigures }} [warm]
 * @property {{ 12: KeystrokeFigures, 1000: KeystrokeFigures }} keystroke
 * @property {{ 500: ExpandFigures, 5000: ExpandFigures }} [expandAll]
 * @typedef {{ timeToTable: Median, requests: number, notModified: number, bytesSent: number, jsBodyBytes: number, jsBodyBytesMax: number, sequential: number }} WarmFigures
 * @typedef {{ trimmedMean: number, processing?: { trimmedMean: number } }} KeystrokeFigures
 * @typedef {Median & { render?: Median }} ExpandFigures
 * @typedef {object} SlowNetwork The cold and warm time to table under Chromium's network emulation.
 * @property {{ latencyMs: number, downKbps: number, upKbps: number }} profile
 * @property {{ cold: Median, warm: Median }} federated
 * @property {{ cold: Median, warm: Median }} monolith
 * @property {{ cold: number, warm: number }} ratios
 * @property {{ cold?: Interval, warm?: Interval }} [intervals]
 * @typedef {{ bytes: number, requests: number, slowMs: number }} RedeployFigures What a returning farmer's load
 *   costs after a redeploy of the milk screen only.
 * @typedef {{ rows: number, open: Median & { samples: number[] }, keystroke: Median & { p75: number, samples: number[], processing: Median } }} RowsEditorFigures
 *   Krachtvoer's rows editor at the cap, federated build.
 */

const thousands = (/** @type {number} */ value) => Math.round(value).toLocaleString('en-US');
const ms = (/** @type {number} */ value) => `${thousands(value)} ms`;
const ratio = (/** @type {number} */ value) => value.toFixed(2);
/** A row that details the row above it (markdown drops leading spaces in a cell). */
const SUB = '&emsp;';
/** @param {number} value @param {Interval | undefined} interval */
const ratioWithin = (value, interval) => (interval ? `${ratio(value)} (90 %: ${ratio(interval[0])}-${ratio(interval[1])})` : ratio(value));
/** @param {Array<Array<string | number>>} rows the first is the head */
const markdownTable = ([head = [], ...rows]) =>
  [`| ${head.join(' | ')} |`, `| --- |${' ---: |'.repeat(head.length - 1)}`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/**
 * A goal's value as a reader compares it with its limit: a ratio that rounds to its limit gets a fourth decimal, so a
 * miss by 0.003 does not read as "1.05, missed" against 1.05.
 * @param {import('./report.mjs').Goal} goal
 * @param {number} value
 */
function goalValue(goal, value) {
  if (goal.goal.includes('bytes')) return kb(value);
  if (goal.goal.includes('(ms)')) return `${value.toFixed(1)} ms`;
  if (Number.isInteger(value)) return String(value);
  return ratio(value) === ratio(goal.limit) && value !== goal.limit ? value.toFixed(4) : ratio(value);
}

/**
 * The goals as the bench checks them, each with the last run's value, and the byte budget CI checks.
 * @param {DocInput} report
 * @param {import('./budget.mjs').Budget} budget
 */
export function goalsSection(report, budget) {
  const goals = checkGoals(report).map((goal) => [
    goal.goal,
    `${goal.exact ? '=' : goal.below ? '<' : '≤'} ${goalValue(goal, goal.limit)}`,
    goalValue(goal, goal.value),
    goal.met ? 'met' : '**missed**',
  ]);
  const figures = Object.entries(budget.figures).map(([name, figure]) => [name, kb(figure.measured), kb(figure.budget)]);
  return [
    '`checkGoals` in `scripts/bench/report.mjs`, with the last run of `pnpm bench` beside each (ratios are federated / monolith):',
    '',
    markdownTable([['goal', 'limit', 'last run', ''], ...goals]),
    '',
    `The byte budget, \`scripts/bench/budget.json\` (dated ${budget.measuredAt}; each budget is the figure measured then + ${HEADROOM * 100} %):`,
    '',
    markdownTable([['figure', 'measured', 'budget'], ...figures]),
  ].join('\n');
}

/** @param {DocInput} report */
function runLine(report) {
  const machine = report.machine ? ` on ${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}` : '';
  const when = report.date ? `${report.date.slice(0, 16).replace('T', ' ')} UTC` : 'date not recorded';
  const server = report.server ? `; nginx with ${report.server.brotli ? 'brotli' : "gzip (Debian's brotli modules not installed)"}` : '';
  const runs = `${report.runs} cold runs${report.warmRuns ? ` and ${report.warmRuns} warm pairs` : ''} per build`;
  const took = report.durationSeconds ? `; ${report.durationSeconds} s in all` : '';
  return `Last run: ${when}${machine}; ${runs}${server}${took}. KB is 1,024 bytes; times are medians unless named.`;
}

/** @param {DocInput} report */
function warmRows(report) {
  const f = report.federated.warm;
  const m = report.monolith.warm;
  if (!f || !m) return [];
  return /** @type {const} */ ([
    ['again', 'the screen again', 'timeToTableWarm'],
    ['otherYear', 'another year', 'timeToTableOtherYear'],
  ]).flatMap(([key, label, ratioKey]) => {
    const value = report.ratios[ratioKey];
    /** @param {WarmFigures} load */
    const traffic = (load) => `${load.requests} (${load.notModified}); ${kb(load.bytesSent)} (${kb(load.jsBodyBytes)}); ${load.sequential}`;
    return [
      [`Time to table, warm: ${label}`, ms(f[key].timeToTable.median), ms(m[key].timeToTable.median), value === undefined ? '' : ratioWithin(value, report.intervals?.[ratioKey])],
      [`${SUB}requests to nginx (304s); bytes sent (JS bodies); requests in sequence`, traffic(f[key]), traffic(m[key]), ''],
    ];
  });
}

/** @param {DocInput} report */
function screenRows(report) {
  const f = report.federated;
  const m = report.monolith;
  /** @param {VariantFigures} side */
  const keys = (side) => `${side.keystroke[12].trimmedMean.toFixed(1)} / ${side.keystroke[1000].trimmedMean.toFixed(1)} ms`;
  /** @param {VariantFigures} side */
  const processing = (side) => `${side.keystroke[12].processing?.trimmedMean.toFixed(1)} / ${side.keystroke[1000].processing?.trimmedMean.toFixed(1)} ms`;
  const fe = f.expandAll;
  const me = m.expandAll;
  return [
    ['Keystroke to paint, 12 / 1,000 deliveries (trimmed means)', keys(f), keys(m), `${ratio(report.ratios.keystroke)} (1,000 / 12)`],
    ...([f, m].every((side) => side.keystroke[12].processing && side.keystroke[1000].processing) ? [[`${SUB}processing only, 12 / 1,000`, processing(f), processing(m), '']] : []),
    ...(fe && me
      ? [
          ['Expand all months, 500 / 5,000 deliveries', `${thousands(fe[500].median)} / ${ms(fe[5000].median)}`, `${thousands(me[500].median)} / ${ms(me[5000].median)}`, `${ratio(report.ratios.expandAll)} (5,000 / 500)`],
          ...(fe[5000].render && me[5000].render ? [[`${SUB}of which React render, 5,000`, ms(fe[5000].render.median), ms(me[5000].render.median), '']] : []),
        ]
      : []),
  ];
}

/** @param {SlowNetwork} slow */
function slowNetworkPart(slow) {
  const { latencyMs, downKbps, upKbps } = slow.profile;
  return [
    '',
    `**Slow network** (Chromium's emulation: ${thousands(latencyMs)} ms latency, ${thousands(downKbps)} kbit/s down, ${thousands(upKbps)} kbit/s up):`,
    '',
    markdownTable([
      ['', 'federated', 'monolith', 'ratio'],
      ['Time to table, cold', ms(slow.federated.cold.median), ms(slow.monolith.cold.median), ratioWithin(slow.ratios.cold, slow.intervals?.cold)],
      ['Time to table, warm: the screen again', ms(slow.federated.warm.median), ms(slow.monolith.warm.median), ratioWithin(slow.ratios.warm, slow.intervals?.warm)],
    ]),
  ];
}

/** @param {Record<Variant, RedeployFigures>} redeploy */
function redeployPart(redeploy) {
  const { federated: f, monolith: m } = redeploy;
  return [
    '',
    "**After a redeploy of the milk screen only** (a returning farmer's next load, warm cache):",
    '',
    markdownTable([
      ['', 'federated', 'monolith', 'ratio'],
      ['JS nginx sent (compressed)', kb(f.bytes), kb(m.bytes), ratio(f.bytes / m.bytes)],
      ['Requests', f.requests, m.requests, ''],
      ['Time to table on the slow network', ms(f.slowMs), ms(m.slowMs), ratio(f.slowMs / m.slowMs)],
    ]),
  ];
}

/** @param {import('./warm.mjs').NextScreen} next */
function nextScreenPart(next) {
  const files = next.downloaded.map((file) => `\`${file.path}\` ${kb(file.bytesSent)}`).join(', ');
  return [
    '',
    `**Milk screen -> Krachtvoer** (Krachtvoer's address loaded, a full page load, warm cache, federated): ${next.downloaded.length} JS files fetched, ` +
      `${kb(next.bytesSent)} sent, ${next.refetched.length === 0 ? 'nothing the milk screen had' : `**again: ${next.refetched.join(', ')}**`} (${files}); ` +
      `${next.revalidated.length} revalidated (304), ${next.fromCache.length} from the cache.`,
  ];
}

/**
 * The milk screen's first view, then the move to Krachtvoer, both builds, on loopback and on the slow network.
 * @param {import('./report.mjs').Moves} moves
 */
function movesPart(moves) {
  /** @param {import('./report.mjs').MoveFigures} figures */
  const first = (figures) => `${kb(figures.firstView.bytesSent)} (${figures.firstView.files})`;
  /** @param {import('./report.mjs').MoveFigures} figures */
  const move = (figures) => `${kb(figures.move.bytesSent)} (${figures.move.files})`;
  const { loopback, slow } = moves;
  return [
    '',
    `**The milk screen, then Krachtvoer** (a fresh context: the milk screen's first view, then Krachtvoer from the menu, a full page load with the cache warm; the move under the profile on the slow network; medians of ${loopback.federated.samples.length} runs on loopback and ${slow.federated.samples.length} on the slow network; JS nginx sent (files)):`,
    '',
    markdownTable([
      ['', 'federated', 'monolith', 'ratio'],
      ['Milk screen, first view', first(loopback.federated), first(loopback.monolith), ''],
      ['-> Krachtvoer: JS sent (files)', move(loopback.federated), move(loopback.monolith), ''],
      ["-> Krachtvoer: time to its table, loopback", ms(loopback.federated.tableAt), ms(loopback.monolith.tableAt), ratioWithin(loopback.ratio, loopback.interval)],
      ['-> Krachtvoer: JS sent (files), slow network', move(slow.federated), move(slow.monolith), ''],
      ["-> Krachtvoer: time to its table, slow network", ms(slow.federated.tableAt), ms(slow.monolith.tableAt), ratio(slow.ratio)],
      ...(moves.menu
        ? [["-> Krachtvoer by a click in the menu: time from the click to its table, loopback", ms(moves.menu.federated.tableAt), ms(moves.menu.monolith.tableAt), ratioWithin(moves.menu.ratio, moves.menu.interval)]]
        : []),
    ]),
  ];
}

/** @param {RowsEditorFigures} rowsEditor */
function rowsEditorPart({ rows, open, keystroke }) {
  const decimal = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  return [
    '',
    `**The rows editor at the cap** (Krachtvoer with ${thousands(rows)} rows added by hand, federated; a year no other measure opens):`,
    '',
    markdownTable([
      ['', 'median', 'p75'],
      [`Open, cold (${open.samples.length} loads)`, ms(open.median), ''],
      [`Keystroke to paint in row 1,500 (${keystroke.samples.length} keys)`, decimal(keystroke.median), decimal(keystroke.p75)],
      [`${SUB}processing only`, decimal(keystroke.processing.median), ''],
    ]),
  ];
}

/**
 * The latest figures: the table `pnpm bench` prints, as markdown, and the parts a bench.json may have.
 * @param {DocInput} report
 */
export function figuresSection(report) {
  const f = report.federated;
  const m = report.monolith;
  const { appJs: fj } = f.firstView;
  const { appJs: mj } = m.firstView;
  const rows = [
    ['', 'federated', 'monolith', 'ratio'],
    [`First view: app JS, gzip (files)`, `${kb(fj.gzip)} (${fj.files})`, `${kb(mj.gzip)} (${mj.files})`, ratio(report.ratios.bytesGzip)],
    ['First view: app JS, raw', kb(fj.raw), kb(mj.raw), ratio(fj.raw / mj.raw)],
    ...(fj.sent !== undefined && mj.sent !== undefined ? [['First view: app JS as nginx sent it', kb(fj.sent), kb(mj.sent), ratio(fj.sent / mj.sent)]] : []),
    ["First view: the portal's own JS, gzip", kb(f.firstView.portalJs.gzip), kb(m.firstView.portalJs.gzip), ''],
    ['First view: requests (all)', f.firstView.requests.total, m.firstView.requests.total, ''],
    [`Time to table, cold (median of ${report.runs})`, ms(f.timeToTable.median), ms(m.timeToTable.median), ratioWithin(report.ratios.timeToTable, report.intervals?.timeToTable)],
    ...warmRows(report),
    ...screenRows(report),
  ];
  const errors = [...new Set(report.consoleErrors.federated)];
  return [
    runLine(report),
    '',
    markdownTable(rows),
    ...(report.slowNetwork ? slowNetworkPart(report.slowNetwork) : []),
    ...(report.redeploy ? redeployPart(report.redeploy) : []),
    ...(report.nextScreen ? nextScreenPart(report.nextScreen) : []),
    ...(report.moves ? movesPart(report.moves) : []),
    ...(report.rowsEditor ? rowsEditorPart(report.rowsEditor) : []),
    ...(errors.length ? ['', 'Console errors during the federated runs:', '', ...errors.map((error) => `- \`${error}\``)] : []),
  ].join('\n');
}

// The benchmark's arithmetic and its printed table (issue 6 goals).
import { kb } from './sizes.mjs';

export const GOALS = {
  bytesGzipRatio: 1.25,
  remoteEntryGzip: 30 * 1024,
  timeToTableRatio: 1.25,
  keystrokeRatio: 1.2,
  expandAllRatio: 12,
};

export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Mean without the lowest and highest tenth: steadier than the median for frame-aligned times, yet not moved by a GC pause. */
export function trimmedMean(values, trim = 0.1) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length * trim);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
}

export function summary(samples) {
  return {
    median: median(samples),
    trimmedMean: trimmedMean(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    samples,
  };
}

/** Each goal of issue 6 with the measured value and whether it is met. */
export function checkGoals(report) {
  const f = report.federated;
  const goals = [
    { goal: 'first-view gzip JS federated / monolith', value: report.ratios.bytesGzip, limit: GOALS.bytesGzipRatio },
    ...Object.entries(report.build.remoteEntries).map(([name, size]) => ({
      goal: `${name} remoteEntry.js gzip (bytes)`,
      value: size.gzip,
      limit: GOALS.remoteEntryGzip,
    })),
    { goal: 'react downloaded (scripts holding it)', value: f.firstView.react.react, limit: 1, exact: true },
    { goal: 'react-dom downloaded (scripts holding it)', value: f.firstView.react['react-dom/client'], limit: 1, exact: true },
    { goal: 'console errors (federated)', value: report.consoleErrors.federated.length, limit: 0 },
    { goal: 'time to table federated / monolith', value: report.ratios.timeToTable, limit: GOALS.timeToTableRatio },
    { goal: 'keystroke 1,000 / 12 deliveries', value: report.ratios.keystroke, limit: GOALS.keystrokeRatio },
    { goal: 'expand all 5,000 / 500 deliveries', value: report.ratios.expandAll, limit: GOALS.expandAllRatio },
  ];
  return goals.map((goal) => ({ ...goal, met: goal.exact ? goal.value === goal.limit : goal.value <= goal.limit }));
}

const ms = (value) => `${value.toFixed(1)} ms`;
const ratio = (value) => value.toFixed(2);

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell ?? '').padStart(widths[column]))).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

export function formatReport(report) {
  const f = report.federated;
  const m = report.monolith;
  const requests = (side) => `${side.firstView.requests.total}`;
  const jsRequests = (side) => `${side.firstView.appJs.files}`;
  const react = (side) => `${side.firstView.react.react} / ${side.firstView.react['react-dom/client']}`;
  const rows = [
    ['', 'federated', 'monolith', 'ratio'],
    ['First view: app JS, gzip', kb(f.firstView.appJs.gzip), kb(m.firstView.appJs.gzip), ratio(report.ratios.bytesGzip)],
    ['First view: app JS, raw', kb(f.firstView.appJs.raw), kb(m.firstView.appJs.raw), ratio(report.ratios.bytesRaw)],
    ["Portal's own JS, gzip (both)", kb(f.firstView.portalJs.gzip), kb(m.firstView.portalJs.gzip), ''],
    ['Requests (all)', requests(f), requests(m), ''],
    ['App JS files', jsRequests(f), jsRequests(m), ''],
    ['React copies (react / react-dom)', react(f), react(m), ''],
    [`Time to table, median of ${report.runs}`, ms(f.timeToTable.median), ms(m.timeToTable.median), ratio(report.ratios.timeToTable)],
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
    `${goal.exact ? '=' : '<='} ${goal.goal.includes('bytes') ? kb(goal.limit) : goal.limit}`,
    goal.met ? 'met' : 'MISSED',
  ]);
  const errors = [...new Set(report.consoleErrors.federated)].map((error) => `  ${error}`);
  return [
    '',
    table(rows),
    '',
    table([['Goal (issue 6)', 'measured', 'limit', ''], ...goals]),
    ...(errors.length ? ['', 'Console errors during the federated runs:', ...errors] : []),
  ].join('\n');
}

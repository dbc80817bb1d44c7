import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GOALS, checkGoals, median, summary, trimmedMean } from './report.mjs';

test('median of odd and even samples', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
  assert.deepEqual(summary([3, 1, 2]), { median: 2, trimmedMean: 2, min: 1, max: 3, samples: [3, 1, 2] });
});

test('trimmed mean drops the lowest and highest tenth', () => {
  assert.equal(trimmedMean([1, 2, 3, 4, 5, 6, 7, 8, 9, 1000]), 5.5);
  assert.equal(trimmedMean([4]), 4);
});

test('goals: ratios at their limit are met, React twice is not', () => {
  const report = {
    ratios: { bytesGzip: GOALS.bytesGzipRatio, timeToTable: 1.3, keystroke: 1, expandAll: 10 },
    build: { remoteEntries: { klw_auth: { gzip: 1000 } } },
    federated: { firstView: { react: { react: 2, 'react-dom/client': 1 } } },
    consoleErrors: { federated: [], monolith: [] },
  };
  const met = Object.fromEntries(checkGoals(report).map((goal) => [goal.goal, goal.met]));
  assert.equal(met['first-view gzip JS federated / monolith'], true);
  assert.equal(met['time to table federated / monolith'], false);
  assert.equal(met['react downloaded (scripts holding it)'], false);
  assert.equal(met['react-dom downloaded (scripts holding it)'], true);
  assert.equal(met['klw_auth remoteEntry.js gzip (bytes)'], true);
});

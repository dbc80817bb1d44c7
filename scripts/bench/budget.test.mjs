import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BUDGET_FILE, budgetFrom, compare, firstViewProblem } from './budget.mjs';
import { GOALS } from './report.mjs';

const figures = { 'shell: shell.js, gzip': 1000, 'klw_auth: remoteEntry.js, gzip': 2000 };

test('a new budget is the measured figure plus 5 %, rounded up', () => {
  const budget = budgetFrom(figures, '2026-01-01');
  assert.deepEqual(budget.figures['shell: shell.js, gzip'], { measured: 1000, budget: 1050 });
  assert.deepEqual(budget.figures['klw_auth: remoteEntry.js, gzip'], { measured: 2000, budget: 2100 });
});

test('figures within budget pass; a regression past the headroom fails and names the figure', () => {
  const budget = budgetFrom(figures, '2026-01-01');
  assert.deepEqual(compare({ ...figures, 'shell: shell.js, gzip': 1050 }, budget).problems, []);
  const { problems } = compare({ ...figures, 'shell: shell.js, gzip': 1051 }, budget);
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /^shell: shell\.js, gzip: .* over its budget/);
});

test('a figure the budget does not know fails, so a new deployment gets a budget', () => {
  const { problems } = compare({ ...figures, 'klw_new: remoteEntry.js, gzip': 10 }, budgetFrom(figures, '2026-01-01'));
  assert.match(problems[0] ?? '', /not in budget\.json/);
});

test('a remote entry over 30 KB gzip fails even within its budget', () => {
  const big = { 'klw_auth: remoteEntry.js, gzip': 40 * 1024 };
  const { problems } = compare(big, budgetFrom(big, '2026-01-01'));
  assert.match(problems[0] ?? '', /remote entry may weigh/);
});

test('the committed budget is well formed: every budget is its measurement plus 5 %', () => {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  assert.ok(Object.keys(budget.figures).length >= 6);
  for (const { measured, budget: limit } of Object.values(budget.figures)) {
    assert.equal(limit, Math.ceil(measured * 1.05));
  }
});

test("the first view may weigh the goal's times the monolith (gzip), not a byte more", () => {
  const limit = Math.floor(200_000 * GOALS.bytesGzipRatio);
  assert.equal(firstViewProblem(limit, 200_000), null);
  assert.equal(
    firstViewProblem(limit + 1, 200_000),
    `first view: gzip JS federated/monolith is ${((limit + 1) / 200_000).toFixed(4)}, over the goal of ${GOALS.bytesGzipRatio}: ${limit + 1} B may be at most ${limit} B`,
  );
});

// @ts-check
// The lint rule that refuses a fixed wait in a test (eslint.config.mjs): run through ESLint itself on small snippets,
// as if they stood in the repository's test files, so a change of the configuration cannot switch it off unnoticed.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: root });
const FIXED_WAIT = /^A test waits for the state it checks/;

/**
 * The messages of the fixed-wait rule for `code` linted as the file `file` (relative to the repository; it need not
 * exist).
 * @param {string} file
 * @param {string} code
 * @returns {Promise<string[]>}
 */
async function fixedWaits(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result, `no lint result for ${file}`);
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${file} did not parse`);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax' && FIXED_WAIT.test(message.message)).map((message) => message.message);
}

/** @type {Array<[string, string, string]>} what a fixed wait looks like, and a test file it could stand in */
const WAITS = [
  ['a sleep of setTimeout in a promise', 'packages/shell/src/example.test.ts', 'export async function f(): Promise<void> {\n  await new Promise((resolve) => setTimeout(resolve, 10));\n}\n'],
  ['a zero wait', 'packages/ui/src/example.test.tsx', 'export const settle = () => new Promise((done) => setTimeout(done, 0));\n'],
  ['a timer that resolves with a value', 'packages/legacy-portal/src/client/example.test.ts', 'export const later = new Promise<string>((done) => setTimeout(() => done("pending"), 20));\n'],
  ['a timer in a block', 'packages/processes/src/example.test.mjs', 'export const later = new Promise((resolve) => {\n  window.setTimeout(resolve, 50);\n});\n'],
  ['setImmediate', 'scripts/example.test.mjs', 'export const next = () => new Promise((resolve) => setImmediate(resolve));\n'],
  ["Playwright's waitForTimeout", 'packages/e2e/specs/example.spec.ts', "import type { Page } from '@playwright/test';\nexport async function f(page: Page): Promise<void> {\n  await page.waitForTimeout(500);\n}\n"],
  ['a sleep in the end-to-end support', 'packages/e2e/support/example.ts', 'export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));\n'],
  ['node:timers/promises', 'packages/auth/src/example.test.ts', "import { setTimeout as sleep } from 'node:timers/promises';\nexport const f = () => sleep(10);\n"],
];

for (const [what, file, code] of WAITS) {
  test(`refuses ${what} in ${file}`, async () => {
    assert.equal((await fixedWaits(file, code)).length, 1);
  });
}

test('accepts a marked exception where time is the subject', async () => {
  const code =
    '// eslint-disable-next-line no-restricted-syntax -- time is the subject: the files arrive on the fake clock\n' +
    'export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));\n';
  assert.deepEqual(await fixedWaits('packages/shell/src/example.test.ts', code), []);
});

test("accepts a time-out that gives up (its timer is kept and cleared), jest's and Playwright's setTimeout", async () => {
  const code = [
    'export const answer = new Promise<string>((found, fail) => {',
    "  const timer = setTimeout(() => fail(new Error('no answer')), 15_000);",
    "  process.stdin.once('data', () => {",
    '    clearTimeout(timer);',
    "    found('ok');",
    '  });',
    '});',
    'jest.setTimeout(20_000);',
    '',
  ].join('\n');
  assert.deepEqual(await fixedWaits('packages/legacy-portal/src/example.test.ts', code), []);
});

test('leaves code that is not a test alone: a program may wait between tries', async () => {
  const code = 'export async function poll(): Promise<void> {\n  await new Promise((resolve) => setTimeout(resolve, 250));\n}\n';
  assert.deepEqual(await fixedWaits('packages/shell/src/example.ts', code), []);
});

test('keeps the rule of named exports in test files', async () => {
  const [result] = await eslint.lintText('export default 1;\n', { filePath: path.join(root, 'packages/shell/src/example.test.ts') });
  assert.ok(result?.messages.some((message) => message.ruleId === 'no-restricted-syntax' && message.message === 'Named exports only.'));
});

/**
 * The messages of the one-door rule for `code` linted as the file `file`.
 * @param {string} file
 * @param {string} code
 * @returns {Promise<string[]>}
 */
async function deepImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result, `no lint result for ${file}`);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports' && /never a file of another package's src/.test(message.message)).map((message) => message.message);
}

test("refuses an import into another package's src, in a screen, its tests and the kit", async () => {
  const code = "import { yearHandlers } from '@klw/forms/src/mock/year-handlers';\nexport const handlers = yearHandlers;\n";
  for (const file of ['packages/krachtvoer/src/api/mock/handlers.ts', 'packages/melklevering/src/example.test.ts', 'scripts/screen-template/src/example.ts', 'packages/e2e/support/example.ts']) {
    assert.equal((await deepImports(file, code)).length, 1, file);
  }
});

test('accepts the entries of a package: @klw/forms and @klw/forms/testing', async () => {
  const code = "import { yearCalls } from '@klw/forms';\nimport { screenApiServer } from '@klw/forms/testing';\nexport const both = [yearCalls, screenApiServer];\n";
  assert.deepEqual(await deepImports('packages/krachtvoer/src/example.test.ts', code), []);
});

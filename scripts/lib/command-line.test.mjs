import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseCommandLine } from './command-line.mjs';

/** @satisfies {Parameters<typeof parseCommandLine>[0]} */
const config = { name: 'tool', usage: 'tool [--runs <n>] [--fast] <file>', options: { runs: { type: 'string', default: '9' }, fast: { type: 'boolean', default: false } } };

const dir = mkdtempSync(path.join(tmpdir(), 'klw-command-line-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs a script that reads its arguments with parseCommandLine, as the scripts do.
 * @param {string[]} args
 */
function runTool(args, allowPositionals = true) {
  const script = path.join(dir, `tool-${allowPositionals}.mjs`);
  writeFileSync(
    script,
    `import { parseCommandLine } from ${JSON.stringify(new URL('./command-line.mjs', import.meta.url).href)};
console.log(JSON.stringify(parseCommandLine({ ...${JSON.stringify(config)}, allowPositionals: ${allowPositionals} })));`,
  );
  return spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
}

test('reads options and positionals, dropping the leading -- that `pnpm <script> --` hands through', () => {
  const parsed = parseCommandLine({ ...config, allowPositionals: true, args: ['--', '--runs', '5', 'a.json'] });
  assert.deepEqual({ ...parsed.values }, { runs: '5', fast: false });
  assert.deepEqual(parsed.positionals, ['a.json']);
});

test('an unknown option is one line with the usage, and exit code 2', () => {
  const result = runTool(['--bogus']);
  assert.equal(result.status, 2);
  assert.equal(result.stdout, '');
  assert.equal(result.stderr, "tool: Unknown option '--bogus'. Usage: tool [--runs <n>] [--fast] <file>\n");
});

test('an option without its value is one line too', () => {
  const result = runTool(['--runs']);
  assert.equal(result.status, 2);
  assert.equal(result.stderr, "tool: Option '--runs <value>' argument missing. Usage: tool [--runs <n>] [--fast] <file>\n");
});

test('without allowPositionals a stray argument is refused', () => {
  assert.equal(runTool(['--fast', 'x']).status, 0);
  const result = runTool(['x'], false);
  assert.equal(result.status, 2);
  assert.equal(result.stderr, "tool: Unexpected argument 'x'. Usage: tool [--runs <n>] [--fast] <file>\n");
});

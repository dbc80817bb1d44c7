// @ts-check
// Every machine installs from the lockfile (`--frozen-lockfile`), so it must name the native builds of the tools for
// the machines developers use, not only for the Linux machine that wrote it. Without a darwin or win32 build listed,
// @swc/core (every build and jest), oxc-parser (knip) and unrs-resolver (eslint's import rules) have no binary on a
// Mac or a Windows machine.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lockfile = readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');

/**
 * The optional dependencies listed in the lockfile's snapshot of `name` (the `snapshots:` entry that has dependencies).
 * @param {string} name
 * @returns {string[]}
 */
function optionalDependencies(name) {
  const key = new RegExp(`^  '?${name.replace(/[/.]/g, '\\$&')}@[^:]+:\\n    (dependencies|optionalDependencies):`, 'm');
  const start = lockfile.search(key);
  assert.notEqual(start, -1, `no snapshot of ${name} in pnpm-lock.yaml`);
  const block = lockfile.slice(start, lockfile.indexOf('\n\n', start));
  const optional = block.split('    optionalDependencies:\n')[1] ?? '';
  return [...optional.matchAll(/^ {6}'?([^':]+)'?:/gm)].map((match) => match[1] ?? '');
}

/** @type {Array<[string, string[]]>} */
const NATIVE = [
  ['@swc/core', ['@swc/core-linux-x64-gnu', '@swc/core-darwin-arm64', '@swc/core-darwin-x64', '@swc/core-win32-x64-msvc']],
  ['oxc-parser', ['@oxc-parser/binding-linux-x64-gnu', '@oxc-parser/binding-darwin-arm64', '@oxc-parser/binding-win32-x64-msvc']],
  ['unrs-resolver', ['@unrs/resolver-binding-linux-x64-gnu', '@unrs/resolver-binding-darwin-arm64', '@unrs/resolver-binding-win32-x64-msvc']],
];

for (const [name, builds] of NATIVE) {
  test(`pnpm-lock.yaml names ${name}'s native builds for Linux, macOS and Windows`, () => {
    const listed = optionalDependencies(name);
    const missing = builds.filter((build) => !listed.includes(build));
    assert.deepEqual(missing, [], `${name}'s snapshot lists only ${listed.join(', ')}; \`pnpm install --lockfile-only --fix-lockfile\` adds the others`);
  });
}

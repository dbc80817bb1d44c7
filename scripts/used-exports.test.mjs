// The exports of a shared library the shell provides (webpack/used-exports.js, ADR 018): what the sources import.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const require = createRequire(import.meta.url);
const { usedExports } = require('../webpack/used-exports.js');

const dir = mkdtempSync(path.join(tmpdir(), 'used-exports-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} file @param {string} text */
function write(file, text) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

write('a/src/screen.tsx', "import { Button, Input as Field, type ButtonProps } from '@fluentui/react-components';\nimport type { Theme } from '@fluentui/react-components';\n");
write('a/src/screen.test.tsx', "import { Checkbox } from '@fluentui/react-components';\n");
write('b/src/schema.ts', "import * as v from 'valibot';\nimport type * as t from 'valibot';\nexport const s = v.object({ a: v.pipe(v.string(), v.maxLength(3)) });\ntype X = v.InferOutput<typeof s>;\n");

test('named imports count by their imported name; type imports and tests do not', () => {
  assert.deepEqual(usedExports('@fluentui/react-components', [path.join(dir, 'a/src'), path.join(dir, 'b/src')], () => ({})), ['Button', 'Input']);
});

test("a namespace's members count when the library exports them at run time", () => {
  const runtime = { object: 1, pipe: 1, string: 1, maxLength: 1, minLength: 1 };
  assert.deepEqual(usedExports('valibot', [path.join(dir, 'b/src')], () => runtime), ['maxLength', 'object', 'pipe', 'string']);
});

// Precompress (webpack.shared.js): the .br and .gz copies it writes are always the file beside them, also when a
// build goes into a folder an earlier build wrote (the benchmark's monolith: `shell.js`, a plain name, rebuilt in
// place). Built with webpack's Node API on a one-module entry.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { Precompress } = require('../webpack.shared.js');

/** @param {import('webpack').Configuration} config */
function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(stats);
    });
  });
}

test('the copies of a plain-named file follow it when a build goes into the same folder again', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-precompress-'));
  try {
    const entry = path.join(dir, 'entry.js');
    const out = path.join(dir, 'dist');
    for (const text of ['eerste build', 'tweede build']) {
      writeFileSync(entry, `console.log(${JSON.stringify(text)});\n`);
      await build({
        mode: 'production',
        context: dir,
        entry: { shell: entry },
        output: { path: out, filename: '[name].js', clean: true },
        optimization: { minimize: false },
        plugins: [new Precompress({ include: () => true })],
      });
      const file = readFileSync(path.join(out, 'shell.js'));
      assert.ok(file.toString().includes(text), `shell.js holds '${text}'`);
      assert.deepEqual(zlib.gunzipSync(readFileSync(path.join(out, 'shell.js.gz'))), file, `shell.js.gz after '${text}'`);
      assert.deepEqual(zlib.brotliDecompressSync(readFileSync(path.join(out, 'shell.js.br'))), file, `shell.js.br after '${text}'`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

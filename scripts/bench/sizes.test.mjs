import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { distJs, gzipSize, kb, sizeOf } from './sizes.mjs';

test('gzip size is the length of a level 9 gzip', () => {
  const text = 'abc'.repeat(1000);
  assert.equal(gzipSize(Buffer.from(text)), gzipSync(text, { level: 9 }).length);
  assert.equal(gunzipSync(gzipSync(text, { level: 9 })).toString(), text);
  assert.deepEqual(sizeOf('héllo'), { raw: 6, gzip: gzipSize(Buffer.from('héllo')) });
});

test('distJs counts JavaScript only, and twin chunks that differ only in their source map comment once', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sizes-'));
  try {
    const body = 'self.push([[1,2],{1(){return "x".repeat(3)}}]);';
    writeFileSync(path.join(dir, '1.aaaaaaaaaa.js'), `${body}\n//# sourceMappingURL=1.aaaaaaaaaa.js.map`);
    writeFileSync(path.join(dir, '2.bbbbbbbbbb.js'), `${body}\n//# sourceMappingURL=2.bbbbbbbbbb.js.map`);
    writeFileSync(path.join(dir, '1.aaaaaaaaaa.js.map'), '{"version":3}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x=1;');
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    const result = distJs(dir);
    assert.deepEqual(result.files.map((file) => file.file), ['1.aaaaaaaaaa.js', 'remoteEntry.js']);
    assert.equal(result.raw, result.files.reduce((sum, file) => sum + file.raw, 0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('kb writes kibibytes with one decimal', () => {
  assert.equal(kb(1536), '1.5 KB');
});

// Byte figures from build outputs. The budget check (budget.mjs) needs only this file and the dist folders, so
// it runs in a second after a build; the benchmark (run.mjs) reports the same figures beside what Chromium
// actually downloaded.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * gzip at level 9, as gzip-size and bundle analysers report it.
 * @param {string | Buffer} content
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** @param {string | Buffer} content */
export function sizeOf(content) {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return { raw: buffer.length, gzip: gzipSize(buffer) };
}

// webpack may write one chunk under two ids (two files that differ only in their source map comment);
// the browser loads one of them, so they count once.
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/**
 * Chunks of mock mode ('?mock=1' on the development server, ADR 005): MSW and the fixtures, named `mock.*.js`, loaded
 * only by a page in mock mode. They ship with the deployment but are never part of what a farmer's page loads.
 */
const MOCK_CHUNK = /^mock\.[0-9a-f]+\.js$/;

/**
 * Every JavaScript file a deployment ships (source maps and mock-mode chunks excluded), each distinct content once.
 * @param {string} dist
 */
export function distJs(dist) {
  const seen = new Set();
  /** @type {Array<{ file: string, raw: number, gzip: number }>} */
  const files = [];
  for (const name of readdirSync(dist).sort()) {
    if (!/\.m?js$/.test(name) || MOCK_CHUNK.test(name)) continue;
    const content = readFileSync(path.join(dist, name));
    const key = content.toString('utf8').replace(SOURCE_MAP_COMMENT, '');
    if (seen.has(key)) continue;
    seen.add(key);
    files.push({ file: name, ...sizeOf(content) });
  }
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/**
 * The size of each remote's remoteEntry.js: what a page pays before it knows what the remote needs.
 * @param {Record<string, string>} distsByRemote
 */
export function entrySizes(distsByRemote) {
  return Object.fromEntries(
    Object.entries(distsByRemote).map(([name, dist]) => [name, sizeOf(readFileSync(path.join(dist, 'remoteEntry.js')))]),
  );
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

// @ts-check
// scripts/klw.mjs as a developer meets it: with the system already running in another terminal, starting a second one
// (or the end-to-end tests) stops at once with a message, instead of running against the first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LOCAL_API_PORT as API_PORT } from '../packages/platform/src/index.mjs';
import { portTaken } from '../packages/processes/src/processes.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

test("'serve' with the local API's port taken stops with a message saying so, and starts nothing", async () => {
  // Held here, unless something (an `npm start`) holds it already: the answer must be the same.
  const holder = (await portTaken(API_PORT)) ? null : createServer();
  if (holder) await new Promise((resolve, reject) => holder.once('error', reject).listen(API_PORT, '127.0.0.1', () => resolve(undefined)));
  try {
    const result = spawnSync(process.execPath, ['scripts/klw.mjs', 'serve'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    assert.equal(result.status, 1, `exit status (null: it kept running)\n${result.stderr}`);
    assert.match(result.stderr, /port 7056 \(local API\).* already in use: is the system running already \(npm start in another terminal\)\?/);
  } finally {
    if (holder) await new Promise((resolve) => holder.close(resolve));
  }
});

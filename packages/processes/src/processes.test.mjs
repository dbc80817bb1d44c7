// @ts-check
// node --test packages/processes/
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { freePort, portTaken, startProcess, stopProcess, stopProcesses, waitForUrl } from './processes.mjs';

/**
 * A node child running `code`; `PORT` is in its environment.
 * @param {string} code
 * @param {number} [port]
 */
function node(code, port = 0) {
  return startProcess(process.execPath, ['-e', code], { env: { PORT: String(port) } });
}

/** @param {number} status */
const ANSWERS = (status) => `
  const server = require('node:http').createServer((_, response) => response.writeHead(${status}).end('ok'));
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening on ' + process.env.PORT));`;

test('freePort gives a port nothing listens on, which can be listened on', async () => {
  const port = await freePort();
  assert.ok(Number.isInteger(port) && port > 0);
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)));
  await new Promise((resolve) => server.close(resolve));
});

test('portTaken says whether something listens on the port', async () => {
  const port = await freePort();
  assert.equal(await portTaken(port), false);
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)));
  try {
    assert.equal(await portTaken(port), true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  assert.equal(await portTaken(port), false);
});

test('waitForUrl resolves once the started server answers (4xx counts as up); the output is kept; stop ends it', async () => {
  const port = await freePort();
  const server = node(ANSWERS(404), port);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, { process: server, intervalMs: 50 });
    assert.match(server.output(), new RegExp(`listening on ${port}`));
    assert.equal(server.exited(), false);
  } finally {
    await server.stop();
  }
  assert.equal(server.exited(), true);
  await assert.rejects(fetch(`http://127.0.0.1:${port}/`));
});

test('waitForUrl keeps waiting while the server answers 5xx, and names the URL when it gives up', async () => {
  const port = await freePort();
  const server = node(ANSWERS(503), port);
  try {
    await assert.rejects(waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 600, intervalMs: 50 }), {
      message: `http://127.0.0.1:${port}/ did not answer within 600 ms`,
    });
  } finally {
    await server.stop();
  }
});

test('waitForUrl fails at once, with the output, when the server stops before it answers', async () => {
  const server = node("console.error('port in use'); process.exit(3)");
  const started = Date.now();
  await assert.rejects(waitForUrl('http://127.0.0.1:9/', { process: server, intervalMs: 20 }), (error) => {
    assert.ok(error instanceof Error);
    assert.match(error.message, /stopped before it answered \(3\):\nport in use$/);
    return true;
  });
  assert.ok(Date.now() - started < 10_000);
});

test('the output also goes to a given stream, which stays open', async () => {
  const log = new PassThrough();
  let logged = '';
  log.on('data', (chunk) => (logged += chunk));
  const child = startProcess(process.execPath, ['-e', "console.log('one'); console.error('two')"], { output: log });
  await new Promise((resolve) => child.child.once('close', resolve));
  assert.equal(logged.split('\n').sort().join(' '), ' one two');
  assert.equal(log.writableEnded, false);
});

test('stopProcess sends SIGKILL when the child ignores the signal past the grace time', async () => {
  const stubborn = node("process.on('SIGTERM', () => console.log('ignored')); console.log('ready'); setInterval(() => {}, 1000)");
  while (!stubborn.output().includes('ready')) await once(/** @type {import('node:stream').Readable} */ (stubborn.child.stdout), 'data');
  await stopProcess(stubborn.child, { graceMs: 200 });
  assert.equal(stubborn.child.signalCode, 'SIGKILL');
  assert.match(stubborn.output(), /ignored/);
});

test('stopProcesses stops every child, and passes over those that are gone or missing', async () => {
  const gone = node('');
  await new Promise((resolve) => gone.child.once('exit', resolve));
  const running = node('setInterval(() => {}, 1000)');
  await stopProcesses([gone.child, running.child, null], { signal: 'SIGKILL' });
  assert.equal(running.child.signalCode, 'SIGKILL');
  assert.equal(gone.child.exitCode, 0);
});

/** @jest-environment node */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { type Portal } from './server';
import { portalPerFile, requestsTo } from './test-support/portal-fixture';

let portal: Portal;
let logLines: string[];
portalPerFile((running) => ({ portal, logLines } = running));
const get = requestsTo(() => portal);

describe('logging', () => {
  it('writes one line per request', async () => {
    const before = logLines.length;
    await (await get('/apps/shell/shell.js')).text();
    await (await get('/onbekend')).text();

    const lines = logLines.slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/apps\/shell\/shell\.js 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/onbekend 404 /);
  });
});

describe('the process', () => {
  it('starts with tsx and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), join(__dirname, 'server.ts')], {
      env: { ...process.env, KLW_PORTAL_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((found, fail) => {
      const timer = setTimeout(() => fail(new Error(`no start line in: ${output}`)), 15_000);
      child.stdout.on('data', () => {
        const match = /Portal: (http:\/\/localhost:\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          found(match[1]);
        }
      });
    });
    expect((await fetch(`${url}/Home/new`)).status).toBe(200);

    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGTERM');

    expect(await exit).toBe(0);
    expect(output).toContain('SIGTERM: portal stopping');
  }, 30_000);
});

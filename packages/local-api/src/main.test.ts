/** @jest-environment node */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDemoSeed } from './seed-file';

// The command-line start as `npm start` and the end-to-end system run it (node with tsx's loader, no wrapper process
// between the signal and the API): a real process, stopped with a signal.

const packageDir = path.resolve(__dirname, '..');

interface Run {
  output: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
  waitFor: (text: string) => Promise<void>;
}

function run(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: packageDir, env: { ...process.env, PORT: '0' } });
  let output = '';
  const listeners: (() => void)[] = [];
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    waitFor: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (output.includes(text)) resolve();
        };
        listeners.push(check);
        check();
        void exited.then(() => reject(new Error(`exited before '${text}':\n${output}`)));
      }),
  };
}

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'klw-main-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function startsServesAndStops(args: string[], signal: NodeJS.Signals): Promise<void> {
  const api = run(['--data-dir', dir, ...args]);
  await api.waitFor('Local API on ');
  const url = /Local API on (\S+)/.exec(api.output())?.[1];
  const reply = await fetch(`${url}/Demo/Users`);
  expect(reply.status).toBe(200);
  await api.waitFor('GET /Demo/Users 200');
  api.kill(signal);
  expect(await api.exited).toBe(0);
  expect(api.output()).toContain(`${signal} received; stopping.`);
}

it('starts on the demo data and stops cleanly on SIGINT', async () => {
  await startsServesAndStops([], 'SIGINT');
});

it('starts on a seed file (the demo data as written by --write-demo) and stops cleanly on SIGTERM', async () => {
  const file = path.join(dir, 'demo.json');
  await writeDemoSeed(file);
  await startsServesAndStops(['--seed', file], 'SIGTERM');
});

it('refuses an invalid seed file with the problem and exit code 1', async () => {
  const file = path.join(dir, 'seed.json');
  await fs.writeFile(file, JSON.stringify({ users: [], farms: [], years: [{ deelnemerId: 1 }] }));
  const api = run(['--seed', file, '--data-dir', dir]);
  expect(await api.exited).toBe(1);
  expect(api.output()).toContain('The seed data is invalid');
  expect(api.output()).toContain('years.0.kringloopwijzerId');
});

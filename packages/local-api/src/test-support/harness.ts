import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ErrorAnswerSchema } from '@klw/contracts/calls';
import { startServer } from '../server';
import type { RunningServer, ServerOptions } from '../server';

/** A local API on a free port with its own temp folder, a clock the test moves and a captured log. */
export interface Harness {
  server: RunningServer;
  dataDir: string;
  log: string[];
  clock: { now: number };
  call(method: string, route: string, init?: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<Reply>;
  signIn(userId: number): Promise<string>;
  /** A session token of the user, refreshed to the year. */
  tokenFor(userId: number, klwId?: number): Promise<string>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface Reply {
  status: number;
  headers: Headers;
  // The answer's JSON; tests read its fields.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test helper: each test asserts the shape it expects
  text: string;
}

export async function startHarness(options: Partial<ServerOptions> = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'klw-local-api-')));
  const log: string[] = [];
  const clock = { now: Date.now() };
  const start = (): Promise<RunningServer> =>
    startServer({ port: 0, tokenSecret: 'test-secret-test-secret-test-secret', ...options, dataDir, now: () => clock.now, log: (line) => log.push(line) });

  const harness: Harness = {
    server: await start(),
    dataDir,
    log,
    clock,
    async call(method, route, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      let body: string | undefined = init.raw;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['Content-Type'] = 'application/json';
      }
      const response = await fetch(`${harness.server.url}${route}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async signIn(userId) {
      const reply = await harness.call('POST', '/Demo/SignIn', { body: { userId } });
      if (reply.status !== 200) throw new Error(`sign-in of ${userId} failed: ${reply.status} ${reply.text}`);
      return reply.body.access_token as string;
    },
    async tokenFor(userId, klwId) {
      const session = await harness.signIn(userId);
      const reply = await harness.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: klwId } });
      if (reply.status !== 200) throw new Error(`refresh of ${userId}/${klwId} failed: ${reply.status} ${reply.text}`);
      return reply.body.access_token as string;
    },
    async restart() {
      await harness.server.close();
      harness.server = await start();
    },
    async stop() {
      await harness.server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A refusal with this status in the contracts' ErrorAnswer shape. */
export function expectErrorAnswer(reply: Reply, status: number): void {
  expect(reply.status).toBe(status);
  expect(v.safeParse(ErrorAnswerSchema, reply.body).success).toBe(true);
  expect(typeof reply.body.message).toBe('string');
}

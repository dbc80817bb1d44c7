/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, type Portal } from './server';

// The portal's telemetry receiver over real HTTP: what a page posts is kept per remote, or forwarded unchanged.

const kv = (key: string, value: Record<string, unknown>) => ({ key, value });
const record = (remote: string, event: string, attributes: object[] = []) => ({
  timeUnixNano: '1795741200000000000',
  severityText: event === 'klw.remote.error' ? 'ERROR' : 'INFO',
  eventName: event,
  attributes: [kv('klw.remote.name', { stringValue: remote }), kv('event.name', { stringValue: event }), ...attributes],
});
const REQUEST = {
  resourceLogs: [
    {
      resource: { attributes: [kv('service.name', { stringValue: 'klw-portal-web' }), kv('klw.page.id', { stringValue: 'abc' })] },
      scopeLogs: [
        {
          scope: { name: '@klw/shell/telemetry', version: '1' },
          logRecords: [
            record('klw_melklevering', 'klw.remote.error', [kv('klw.phase', { stringValue: 'expose' })]),
            record('klw_melklevering', 'klw.call', [kv('http.response.status_code', { intValue: 503 })]),
            record('../../etc/passwd', 'klw.remote.error'),
          ],
        },
      ],
    },
  ],
};

let dir: string;
let portal: Portal | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'klw-telemetry-'));
});
afterEach(async () => {
  await portal?.close();
  portal = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function post(body: string, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }): Promise<Response> {
  return fetch(`${portal!.url}/telemetry/v1/logs`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

describe('POST /telemetry/v1/logs', () => {
  it('keeps each record in its remote\'s NDJSON file and answers as an OTLP receiver', async () => {
    portal = await startPortal({ port: 0, env: { KLW_TELEMETRY_DIR: dir }, log: () => undefined });
    const answer = await post(JSON.stringify(REQUEST));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(readdirSync(dir).sort()).toEqual(['klw_melklevering.ndjson', 'unattributed.ndjson']);
    const lines = readFileSync(join(dir, 'klw_melklevering.ndjson'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ event: 'klw.remote.error', severity: 'ERROR', remote: 'klw_melklevering', attributes: expect.objectContaining({ 'klw.phase': 'expose' }) }),
      expect.objectContaining({ event: 'klw.call', attributes: expect.objectContaining({ 'http.response.status_code': 503 }), resource: { 'service.name': 'klw-portal-web', 'klw.page.id': 'abc' } }),
    ]);
    expect(lines[0]!.time).toBe('2026-11-27T01:00:00.000Z');
  });

  it('refuses a post from another site, a body that is no JSON and any other method, keeping nothing', async () => {
    portal = await startPortal({ port: 0, env: { KLW_TELEMETRY_DIR: dir }, log: () => undefined });
    expect((await post(JSON.stringify(REQUEST), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post('{niet json')).status).toBe(400);
    expect((await fetch(`${portal.url}/telemetry/v1/logs`)).status).toBe(405);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('forwards the body unchanged to the collector in KLW_TELEMETRY_FORWARD_URL', async () => {
    const received: { url: string; type: string; body: string }[] = [];
    const collector: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
        res.end('{}');
      });
    });
    await new Promise<void>((listening) => collector.listen(0, '127.0.0.1', listening));
    const forward = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/otlp`;
    try {
      portal = await startPortal({ port: 0, env: { KLW_TELEMETRY_DIR: dir, KLW_TELEMETRY_FORWARD_URL: forward }, log: () => undefined });
      const body = JSON.stringify(REQUEST);
      expect((await post(body)).status).toBe(200);
      expect(received).toEqual([{ url: '/otlp/v1/logs', type: 'application/json', body }]);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await new Promise((closed) => collector.close(closed));
    }
  });

  it('puts the telemetry settings into the page configuration; KLW_TELEMETRY=off turns it off', async () => {
    portal = await startPortal({ port: 0, env: { KLW_TELEMETRY_DIR: dir }, log: () => undefined });
    expect(portal.config).toMatchObject({ telemetry: true, telemetrySampleRate: 0.1, telemetryCollectorUrl: '#{TelemetryCollectorUrl}' });
    await portal.close();
    portal = await startPortal({ port: 0, env: { KLW_TELEMETRY: 'off', KLW_TELEMETRY_SAMPLE_RATE: '1' }, log: () => undefined });
    expect(portal.config).toMatchObject({ telemetry: false, telemetrySampleRate: 1 });
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { formatSummary, p75, summarizeFolder } from './telemetry-summary.mjs';

/** @param {string} event @param {Record<string, unknown>} attributes @param {string} page */
const line = (event, attributes, page = 'p1') => JSON.stringify({ event, remote: 'x', attributes, resource: { 'klw.page.id': page } });

test('p75 is the nearest rank', () => {
  assert.equal(p75([]), null);
  assert.equal(p75([40, 10, 30, 20]), 30);
  assert.equal(p75([5]), 5);
});

test('sums up each remote: loads, failures by phase, p75 mount, vitals, failed calls by status', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-telemetry-summary-'));
  try {
    writeFileSync(
      path.join(dir, 'klw_melklevering.ndjson'),
      [
        line('klw.remote.load', { 'klw.duration_ms': 50 }),
        line('klw.remote.mount', { 'klw.duration_ms': 100 }),
        line('klw.remote.mount', { 'klw.duration_ms': 300 }, 'p2'),
        line('klw.remote.error', { 'klw.phase': 'expose' }),
        line('klw.remote.error', { 'klw.phase': 'mount' }),
        line('klw.remote.error', { 'klw.phase': 'expose' }),
        line('klw.call', { 'klw.outcome': 'error', 'http.response.status_code': 503 }),
        line('klw.call', { 'klw.outcome': 'ok', 'http.response.status_code': 200 }),
        line('klw.call', { 'klw.outcome': 'no-answer' }),
        line('browser.web_vital', { 'klw.vital.name': 'LCP', 'klw.vital.value': 812 }),
        line('browser.web_vital', { 'klw.vital.name': 'CLS', 'klw.vital.value': 0.02 }),
        'not json',
      ].join('\n'),
    );
    const [summary] = summarizeFolder(dir);
    assert.deepEqual(summary, {
      remote: 'klw_melklevering',
      records: 11,
      pages: 2,
      loads: 1,
      mounts: 2,
      failuresByPhase: { expose: 2, mount: 1 },
      p75MountMs: 300,
      vitals: { LCP: 812, INP: null, CLS: 0.02 },
      failedCallsByStatus: { 503: 1, 'no answer': 1 },
      retriesByPhase: {},
      versions: [{ version: 'unknown', loads: 1, mounts: 2, failures: 3, retries: 0 }],
    });
    const text = formatSummary(summarizeFolder(dir), dir);
    assert.match(text, /klw_melklevering \(11 records from 2 pages\)/);
    assert.match(text, /failures by phase: expose 2, mount 1/);
    assert.match(text, /failed calls by status: 503 1, no answer 1/);
    assert.match(text, /p75 LCP 812 ms, INP -, CLS 0.02/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("reads the portal's lines (a request's records with their resource once) and the file moved aside as the same remote", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-telemetry-summary-'));
  /** @param {string} page @param {{ event: string, attributes: Record<string, unknown> }[]} records */
  const batch = (page, records) => JSON.stringify({ remote: 'klw_melklevering', resource: { 'klw.page.id': page }, records });
  try {
    writeFileSync(
      path.join(dir, 'klw_melklevering.1.ndjson'),
      `${batch('p1', [{ event: 'klw.remote.load', attributes: {} }, { event: 'klw.remote.mount', attributes: { 'klw.duration_ms': 100 } }])}\n`,
    );
    writeFileSync(
      path.join(dir, 'klw_melklevering.ndjson'),
      [batch('p2', [{ event: 'klw.remote.error', attributes: { 'klw.phase': 'mount' } }]), line('klw.remote.load', {}, 'p3')].join('\n'),
    );
    writeFileSync(path.join(dir, 'unattributed.ndjson'), `${batch('p1', [{ event: 'klw.remote.error', attributes: { 'klw.phase': 'render' } }])}\n`);
    assert.deepEqual(
      summarizeFolder(dir).map(({ remote, records, pages, loads, mounts, failuresByPhase }) => ({ remote, records, pages, loads, mounts, failuresByPhase })),
      [
        { remote: 'klw_melklevering', records: 4, pages: 3, loads: 2, mounts: 1, failuresByPhase: { mount: 1 } },
        { remote: 'unattributed', records: 1, pages: 1, loads: 0, mounts: 0, failuresByPhase: { render: 1 } },
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('sums up each version of a remote apart: a canary that fails shows beside the promoted version', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-telemetry-versions-'));
  const a = { 'klw.remote.version': '0.1.0+aaaa1111' };
  const b = { 'klw.remote.version': '0.1.0+bbbb2222' };
  try {
    writeFileSync(
      path.join(dir, 'klw_melklevering.ndjson'),
      [
        line('klw.remote.load', a),
        line('klw.remote.mount', { ...a, 'klw.duration_ms': 90 }),
        line('klw.remote.load', a, 'p2'),
        line('klw.remote.retry', { ...b, 'klw.phase': 'expose', 'klw.retry.attempt': 1 }, 'p3'),
        line('klw.remote.retry', { ...b, 'klw.phase': 'expose', 'klw.retry.attempt': 2 }, 'p3'),
        line('klw.remote.error', { ...b, 'klw.phase': 'expose' }, 'p3'),
      ].join('\n'),
    );
    const [summary] = summarizeFolder(dir);
    assert.deepEqual(summary?.versions, [
      { version: '0.1.0+aaaa1111', loads: 2, mounts: 1, failures: 0, retries: 0 },
      { version: '0.1.0+bbbb2222', loads: 0, mounts: 0, failures: 1, retries: 2 },
    ]);
    const text = formatSummary(summarizeFolder(dir), dir);
    assert.match(text, /retries by phase: expose 2/);
    assert.match(text, /version 0\.1\.0\+aaaa1111: loads 2, mounts 1, failures 0, retries 0\n {2}version 0\.1\.0\+bbbb2222: loads 0, mounts 0, failures 1, retries 2/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('says so when nothing was kept', () => {
  assert.equal(formatSummary(summarizeFolder('/nonexistent/klw'), '/nonexistent/klw'), '[telemetry] no records in /nonexistent/klw');
});

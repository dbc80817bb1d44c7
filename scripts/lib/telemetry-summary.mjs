// `node scripts/klw.mjs telemetry [<folder>]` (issue 43): what the portal stand-in kept of the pages' telemetry, one
// NDJSON file per remote and the one it moved aside when the file grew too large (`<remote>.ndjson`,
// `<remote>.1.ndjson`; packages/legacy-portal/src/telemetry.ts), summed up per remote: loads, failures by phase,
// the 75th percentile of the mount time, of LCP, INP and CLS, and the failed calls by status.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ event: string, attributes: Record<string, string | number | boolean | null>, resource: Record<string, unknown> }} StoredRecord
 * @typedef {{ resource?: Record<string, unknown>, records?: unknown }} StoredLine
 * @typedef {{ remote: string, records: number, pages: number, loads: number, mounts: number, failuresByPhase: Record<string, number>,
 *   p75MountMs: number | null, vitals: Record<'LCP' | 'INP' | 'CLS', number | null>, failedCallsByStatus: Record<string, number> }} RemoteSummary
 */

/**
 * The 75th percentile (nearest rank); null without values.
 * @param {number[]} values
 */
export function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/**
 * @param {Record<string, number>} counts
 * @param {string} key
 */
function count(counts, key) {
  counts[key] = (counts[key] ?? 0) + 1;
}

/**
 * One remote's summary from its records.
 * @param {string} remote
 * @param {StoredRecord[]} records
 * @returns {RemoteSummary}
 */
export function summarize(remote, records) {
  /** @type {Record<string, number>} */
  const failuresByPhase = {};
  /** @type {Record<string, number>} */
  const failedCallsByStatus = {};
  /** @type {number[]} */
  const mounts = [];
  /** @type {Record<string, number[]>} */
  const vitals = { LCP: [], INP: [], CLS: [] };
  let loads = 0;
  const pages = new Set();
  for (const { event, attributes, resource } of records) {
    pages.add(resource?.['klw.page.id']);
    const duration = Number(attributes['klw.duration_ms']);
    if (event === 'klw.remote.load') loads += 1;
    else if (event === 'klw.remote.mount' && Number.isFinite(duration)) mounts.push(duration);
    else if (event === 'klw.remote.error') count(failuresByPhase, String(attributes['klw.phase'] ?? 'unknown'));
    else if (event === 'klw.call' && attributes['klw.outcome'] !== 'ok') count(failedCallsByStatus, String(attributes['http.response.status_code'] ?? 'no answer'));
    else if (event === 'browser.web_vital') {
      const name = String(attributes['klw.vital.name']);
      const value = Number(attributes['klw.vital.value']);
      if (vitals[name] && Number.isFinite(value)) vitals[name].push(value);
    }
  }
  return {
    remote,
    records: records.length,
    pages: pages.size,
    loads,
    mounts: mounts.length,
    failuresByPhase,
    p75MountMs: p75(mounts),
    vitals: { LCP: p75(vitals.LCP ?? []), INP: p75(vitals.INP ?? []), CLS: p75(vitals.CLS ?? []) },
    failedCallsByStatus,
  };
}

/**
 * The records of one line of a remote's file: a request's records for that remote with their page's resource once
 * (`{ remote, resource, records }`), or, as files written before that kept it, one record with its own resource.
 * @param {string} line
 * @returns {StoredRecord[]}
 */
function recordsOfLine(line) {
  /** @type {StoredLine} */
  let stored;
  try {
    stored = JSON.parse(line);
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  if (!Array.isArray(stored.records)) return [/** @type {StoredRecord} */ (/** @type {unknown} */ (stored))];
  const resource = stored.resource ?? {};
  return stored.records.map((record) => /** @type {StoredRecord} */ ({ ...record, resource }));
}

const REMOTE_FILE = /^(.+?)(?:\.1)?\.ndjson$/;

/**
 * Every remote's summary from the NDJSON files in `dir`; a line that does not read is skipped.
 * @param {string} dir
 * @returns {RemoteSummary[]}
 */
export function summarizeFolder(dir) {
  if (!existsSync(dir)) return [];
  /** @type {Map<string, StoredRecord[]>} */
  const byRemote = new Map();
  for (const file of readdirSync(dir).sort()) {
    const remote = REMOTE_FILE.exec(file)?.[1];
    if (!remote) continue;
    const records = byRemote.get(remote) ?? [];
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line) records.push(...recordsOfLine(line));
    }
    byRemote.set(remote, records);
  }
  return [...byRemote].sort(([a], [b]) => a.localeCompare(b)).map(([remote, records]) => summarize(remote, records));
}

/** @param {Record<string, number>} counts */
function listed(counts) {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? 'none' : entries.map(([key, n]) => `${key} ${n}`).join(', ');
}

/** @param {number | null} value @param {string} unit */
function shown(value, unit) {
  return value === null ? '-' : `${value}${unit}`;
}

/**
 * The summaries as text, one block per remote.
 * @param {RemoteSummary[]} summaries
 * @param {string} dir
 */
export function formatSummary(summaries, dir) {
  if (summaries.length === 0) return `[telemetry] no records in ${dir}`;
  const blocks = summaries.map((s) =>
    [
      `${s.remote} (${s.records} records from ${s.pages} pages)`,
      `  loads ${s.loads}, mounts ${s.mounts}, p75 mount ${shown(s.p75MountMs, ' ms')}`,
      `  failures by phase: ${listed(s.failuresByPhase)}`,
      `  p75 LCP ${shown(s.vitals.LCP, ' ms')}, INP ${shown(s.vitals.INP, ' ms')}, CLS ${shown(s.vitals.CLS, '')}`,
      `  failed calls by status: ${listed(s.failedCallsByStatus)}`,
    ].join('\n'),
  );
  return [`[telemetry] ${dir}`, ...blocks].join('\n');
}

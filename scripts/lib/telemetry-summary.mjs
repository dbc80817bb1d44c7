// `node scripts/klw.mjs telemetry [<folder>]`: what the portal stand-in kept of the pages' telemetry, one
// NDJSON file per remote and the one it moved aside when the file grew too large (`<remote>.ndjson`,
// `<remote>.1.ndjson`; packages/legacy-portal/src/telemetry.ts), summed up per remote: loads, failures and retries
// by phase, the 75th percentile of the mount time, of LCP, INP and CLS, the failed calls by status; and per version
// of the remote (`klw.remote.version`) its loads, mounts, failures and retries, so a team sees a bad canary.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ event: string, attributes: Record<string, string | number | boolean | null>, resource: Record<string, unknown> }} StoredRecord
 * @typedef {{ resource?: Record<string, unknown>, records?: unknown }} StoredLine
 * @typedef {{ version: string, loads: number, mounts: number, failures: number, retries: number }} VersionSummary
 * @typedef {{ remote: string, records: number, pages: number, loads: number, mounts: number, failuresByPhase: Record<string, number>,
 *   retriesByPhase: Record<string, number>, p75MountMs: number | null, vitals: Record<'LCP' | 'INP' | 'CLS', number | null>,
 *   failedCallsByStatus: Record<string, number>, versions: VersionSummary[] }} RemoteSummary
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
  /** @type {Record<string, number>} */
  const retriesByPhase = {};
  /** @type {Map<string, VersionSummary>} */
  const byVersion = new Map();
  /** @param {StoredRecord['attributes']} attributes */
  const versionOf = (attributes) => {
    const version = String(attributes['klw.remote.version'] ?? 'unknown');
    let summary = byVersion.get(version);
    if (!summary) byVersion.set(version, (summary = { version, loads: 0, mounts: 0, failures: 0, retries: 0 }));
    return summary;
  };
  /** @type {number[]} */
  const mounts = [];
  /** @type {Record<string, number[]>} */
  const vitals = { LCP: [], INP: [], CLS: [] };
  let loads = 0;
  const pages = new Set();
  for (const { event, attributes, resource } of records) {
    pages.add(resource?.['klw.page.id']);
    const duration = Number(attributes['klw.duration_ms']);
    if (event === 'klw.remote.load') {
      loads += 1;
      versionOf(attributes).loads += 1;
    } else if (event === 'klw.remote.mount' && Number.isFinite(duration)) {
      mounts.push(duration);
      versionOf(attributes).mounts += 1;
    } else if (event === 'klw.remote.error') {
      count(failuresByPhase, String(attributes['klw.phase'] ?? 'unknown'));
      versionOf(attributes).failures += 1;
    } else if (event === 'klw.remote.retry') {
      count(retriesByPhase, String(attributes['klw.phase'] ?? 'unknown'));
      versionOf(attributes).retries += 1;
    }
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
    retriesByPhase,
    p75MountMs: p75(mounts),
    vitals: { LCP: p75(vitals.LCP ?? []), INP: p75(vitals.INP ?? []), CLS: p75(vitals.CLS ?? []) },
    failedCallsByStatus,
    versions: [...byVersion.values()].sort((a, b) => a.version.localeCompare(b.version)),
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
      `  retries by phase: ${listed(s.retriesByPhase)}`,
      ...s.versions.map((v) => `  version ${v.version}: loads ${v.loads}, mounts ${v.mounts}, failures ${v.failures}, retries ${v.retries}`),
      `  p75 LCP ${shown(s.vitals.LCP, ' ms')}, INP ${shown(s.vitals.INP, ' ms')}, CLS ${shown(s.vitals.CLS, '')}`,
      `  failed calls by status: ${listed(s.failedCallsByStatus)}`,
    ].join('\n'),
  );
  return [`[telemetry] ${dir}`, ...blocks].join('\n');
}

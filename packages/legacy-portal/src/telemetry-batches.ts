// What the portal takes from a telemetry request: the OTLP/HTTP JSON logs the shell posts, read into one batch per
// remote and kept to the page's telemetry vocabulary (@klw/platform). Nothing else of a request is kept.
import { isTelemetryEvent, telemetryAttributes, telemetryResource, UNATTRIBUTED, type Attributes } from '@klw/platform';

/** One log record as the NDJSON file keeps it. */
interface StoredRecord {
  time: string;
  event: string;
  severity: string;
  attributes: Attributes;
}

/** One line of a remote's NDJSON file: the records of one request for that remote, with their page's resource once. */
export interface StoredBatch {
  remote: string;
  resource: Attributes;
  records: StoredRecord[];
}

type Scalar = string | number | boolean;

interface KeyValue {
  key?: unknown;
  value?: Record<string, unknown>;
}

interface LogRecordJson {
  timeUnixNano?: unknown;
  eventName?: unknown;
  severityText?: unknown;
  attributes?: unknown;
}

interface ResourceLogsJson {
  resource?: { attributes?: unknown };
  scopeLogs?: unknown;
}

function plain(list: unknown): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  if (!Array.isArray(list)) return out;
  for (const { key, value } of list as KeyValue[]) {
    if (typeof key !== 'string' || typeof value !== 'object' || value === null) continue;
    const [kind, raw] = Object.entries(value)[0] ?? [];
    // OTLP JSON writes 64-bit integers as text.
    if (kind === 'intValue' && (typeof raw === 'string' || typeof raw === 'number')) out[key] = Number(raw);
    else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') out[key] = raw;
  }
  return out;
}

const arrayOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The log records a request holds, counted without reading them. */
export function countRecords(request: unknown): number {
  let count = 0;
  for (const entry of arrayOr((request as { resourceLogs?: unknown } | null)?.resourceLogs) as (ResourceLogsJson | null)[]) {
    for (const scope of arrayOr(entry?.scopeLogs) as ({ logRecords?: unknown } | null)[]) count += arrayOr(scope?.logRecords).length;
  }
  return count;
}

/** The last date JavaScript can hold: 100,000,000 days after 1970. */
const MAX_DATE_MS = 8.64e15;

/** A record's time in milliseconds: null when it is beyond any date, now when it is missing or does not read. */
function recordTime(value: unknown, now: number): number | null {
  let ms = NaN;
  if (typeof value === 'string' && /^\d+$/.test(value)) ms = Number(value.length > 6 ? value.slice(0, -6) : '0');
  else if (typeof value === 'number' && value >= 0) ms = Math.trunc(value / 1e6);
  if (Number.isNaN(ms) || ms === 0) return now;
  return ms <= MAX_DATE_MS ? ms : null;
}

export interface ReadBatches {
  batches: StoredBatch[];
  /** Records left out, by why. */
  skipped: { time: number; event: number };
}

/** Who a record may be filed under, which route templates it may name, and the versions the registry names. */
export interface Known {
  remotes: ReadonlySet<string>;
  routes: ReadonlySet<string>;
  /**
   * The deployed versions the registry's lines name (promoted and canary): written by the deploy commands, so kept
   * as they are even where the vocabulary's last guard would drop one (a build mark of eight decimal digits, which
   * one build in 40 has by chance, and whose figures a canary needs).
   */
  versions?: ReadonlySet<string>;
}

/**
 * What may be kept of an OTLP/HTTP JSON logs request (ExportLogsServiceRequest): per resource and remote, the
 * records whose event is the vocabulary's and whose time is a date, with only the vocabulary's attributes; a record
 * naming a remote that is not `known` is unattributed, a route that is not `known` is left out.
 */
export function readBatches(request: unknown, known: Known, now = Date.now()): ReadBatches {
  const batches: StoredBatch[] = [];
  const skipped = { time: 0, event: 0 };
  for (const entry of arrayOr((request as { resourceLogs?: unknown } | null)?.resourceLogs) as (ResourceLogsJson | null)[]) {
    const resource = telemetryResource(plain(entry?.resource?.attributes));
    const byRemote = new Map<string, StoredBatch>();
    for (const scope of arrayOr(entry?.scopeLogs) as ({ logRecords?: unknown } | null)[]) {
      for (const log of arrayOr(scope?.logRecords) as (LogRecordJson | null)[]) {
        const sent = plain(log?.attributes);
        const attributes = telemetryAttributes(sent);
        const version = sent['klw.remote.version'];
        if (typeof version === 'string' && known.versions?.has(version)) attributes['klw.remote.version'] = version;
        const event = isTelemetryEvent(log?.eventName) ? log.eventName : attributes['event.name'];
        if (!isTelemetryEvent(event)) {
          skipped.event += 1;
          continue;
        }
        const ms = recordTime(log?.timeUnixNano, now);
        if (ms === null) {
          skipped.time += 1;
          continue;
        }
        const named = attributes['klw.remote.name'];
        const remote = typeof named === 'string' && known.remotes.has(named) ? named : UNATTRIBUTED;
        attributes['klw.remote.name'] = remote;
        if (typeof attributes['klw.route'] === 'string' && !known.routes.has(attributes['klw.route'])) delete attributes['klw.route'];
        const severity = log?.severityText === 'ERROR' ? 'ERROR' : 'INFO';
        let batch = byRemote.get(remote);
        if (!batch) byRemote.set(remote, (batch = { remote, resource, records: [] }));
        batch.records.push({ time: new Date(ms).toISOString(), event, severity, attributes });
      }
    }
    batches.push(...byRemote.values());
  }
  return { batches, skipped };
}

// The portal's end of the page's telemetry (issue 43, ADR 013): the shell posts OTLP/HTTP JSON logs to
// '<base>/telemetry/v1/logs' on the page's own origin (so the page's CSP needs no new origin). The stand-in forwards
// them unchanged to an OpenTelemetry Collector (KLW_TELEMETRY_FORWARD_URL, its OTLP/HTTP base), or, by default, keeps
// each record as one line of '<KLW_TELEMETRY_DIR>/<remote>.ndjson' for `node scripts/klw.mjs telemetry`.
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';

export const TELEMETRY_PATH = '/telemetry/v1/logs';
/** The default folder of the NDJSON files (KLW_TELEMETRY_DIR). */
const DEFAULT_TELEMETRY_DIR = resolve(__dirname, '..', '.data', 'telemetry');
/** A batch of the page is at most 50 records, well under this; a larger body is refused unread. */
const BODY_LIMIT = 256 * 1024;
const REMOTE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

type Scalar = string | number | boolean | null;

/** One log record as the NDJSON file keeps it: its attributes and its page's resource as plain objects. */
export interface StoredRecord {
  time: string;
  event: string;
  severity: string;
  remote: string;
  attributes: Record<string, Scalar>;
  resource: Record<string, Scalar>;
}

interface KeyValue {
  key?: unknown;
  value?: Record<string, unknown>;
}

function plain(list: unknown): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  if (!Array.isArray(list)) return out;
  for (const { key, value } of list as KeyValue[]) {
    if (typeof key !== 'string' || typeof value !== 'object' || value === null) continue;
    const [kind, raw] = Object.entries(value)[0] ?? [];
    // OTLP JSON writes 64-bit integers as text.
    out[key] = kind === 'intValue' ? Number(raw) : typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
  }
  return out;
}

/** The records of an OTLP/HTTP JSON logs request (ExportLogsServiceRequest); what does not read is left out. */
function storedRecords(request: unknown): StoredRecord[] {
  const records: StoredRecord[] = [];
  const resourceLogs = (request as { resourceLogs?: unknown } | null)?.resourceLogs;
  if (!Array.isArray(resourceLogs)) return records;
  for (const entry of resourceLogs as { resource?: { attributes?: unknown }; scopeLogs?: unknown }[]) {
    const resource = plain(entry?.resource?.attributes);
    if (!Array.isArray(entry?.scopeLogs)) continue;
    for (const scope of entry.scopeLogs as { logRecords?: unknown }[]) {
      if (!Array.isArray(scope?.logRecords)) continue;
      for (const log of scope.logRecords as { timeUnixNano?: unknown; eventName?: unknown; severityText?: unknown; attributes?: unknown }[]) {
        const attributes = plain(log?.attributes);
        const name = attributes['klw.remote.name'];
        const nanos = typeof log?.timeUnixNano === 'string' ? Number(log.timeUnixNano.slice(0, -6)) : NaN;
        records.push({
          time: Number.isFinite(nanos) ? new Date(nanos).toISOString() : new Date().toISOString(),
          event: typeof log?.eventName === 'string' ? log.eventName : String(attributes['event.name'] ?? ''),
          severity: typeof log?.severityText === 'string' ? log.severityText : '',
          remote: typeof name === 'string' && REMOTE_NAME.test(name) ? name : 'unattributed',
          attributes,
          resource,
        });
      }
    }
  }
  return records;
}

/** Appends each record to its remote's NDJSON file. */
async function storeRecords(dir: string, records: readonly StoredRecord[]): Promise<void> {
  if (records.length === 0) return;
  await mkdir(dir, { recursive: true });
  const byRemote = new Map<string, StoredRecord[]>();
  for (const record of records) byRemote.set(record.remote, [...(byRemote.get(record.remote) ?? []), record]);
  for (const [remote, list] of byRemote) {
    await appendFile(join(dir, `${remote}.ndjson`), list.map((record) => `${JSON.stringify(record)}\n`).join(''));
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= BODY_LIMIT) chunks.push(chunk);
  }
  return size > BODY_LIMIT ? null : Buffer.concat(chunks);
}

function answer(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', status === 200 ? 'application/json' : 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/**
 * The receiver of '<base>/telemetry/v1/logs': a POST of JSON from a page of this portal. Answers as an OTLP/HTTP
 * receiver does (200 with an empty ExportLogsServiceResponse), 400 to a body that is no JSON, 413 to one too large.
 */
export function telemetryReceiver(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const forward = env.KLW_TELEMETRY_FORWARD_URL?.trim().replace(/\/+$/, '') || null;
  const dir = env.KLW_TELEMETRY_DIR?.trim() ? resolve(env.KLW_TELEMETRY_DIR) : DEFAULT_TELEMETRY_DIR;
  return async (req: IncomingMessage, res: ServerResponse, sameOrigin: boolean): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'Methode niet toegestaan');
    }
    if (!sameOrigin) {
      req.resume();
      return answer(res, 403, 'Telemetrie alleen vanaf een pagina van dit portaal.');
    }
    const body = await readBody(req);
    if (!body) return answer(res, 413, 'Te groot');
    let request: unknown;
    try {
      request = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(res, 400, 'Geen JSON');
    }
    if (forward) {
      try {
        const sent = await fetch(`${forward}/v1/logs`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(5_000),
        });
        await sent.body?.cancel();
        if (!sent.ok) log(`WARNING: the telemetry collector answered ${sent.status}`);
      } catch (error) {
        log(`WARNING: the telemetry collector could not be reached: ${String(error)}`);
      }
    } else {
      await storeRecords(dir, storedRecords(request));
    }
    answer(res, 200, '{}');
  };
}

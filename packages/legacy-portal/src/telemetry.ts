// The portal's end of the page's telemetry (ADR 013): the shell posts OTLP/HTTP JSON logs to
// '<base>/telemetry/v1/logs' on the page's own origin (so the page's CSP needs no new origin). What a request carries
// is kept to the telemetry vocabulary the page's client keeps to (@klw/platform), then forwarded to an OpenTelemetry
// Collector (KLW_TELEMETRY_FORWARD_URL, its OTLP/HTTP base) or, by default, appended to
// '<KLW_TELEMETRY_DIR>/<remote>.ndjson' for `node scripts/klw.mjs telemetry`.
//
// Anything on the machine (or, deployed, on the internet) can post here: a browser's telemetry cannot carry a secret,
// and the same-origin check stops only other sites' pages. So the limits carry the weight: a request's size and
// records, each value's kind, which remotes get a file, each file's size and each client's rate.
import { appendFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { encodeLogs, isDeployedVersion, parseRegistryFile, SHELL_REMOTE, TELEMETRY_BATCH_RECORDS, type TelemetryRecord } from '@klw/platform';
import type { Deployment } from './deployment';
import { readRegistry } from './migrated-routes';
import { loadRouteTable } from './routes';
import { countRecords, readBatches, type Known, type ReadBatches, type StoredBatch } from './telemetry-batches';

export const TELEMETRY_PATH = '/telemetry/v1/logs';
/** The default folder of the NDJSON files (KLW_TELEMETRY_DIR). */
const DEFAULT_TELEMETRY_DIR = resolve(__dirname, '..', '.data', 'telemetry');
/** A request of the page is at most 50 records, well under this; a larger body is refused unread. */
const BODY_LIMIT = 256 * 1024;
/**
 * A remote's file is moved aside to '<remote>.1.ndjson' (replacing the one before) when it would grow past this
 * (KLW_TELEMETRY_FILE_BYTES), so a remote never holds more than twice this on disk.
 */
const DEFAULT_FILE_LIMIT = 10 * 1024 * 1024;
/**
 * Requests per client (remote address): a page sends at most 200 records in all (4 full requests) and, while it
 * fails, a request a second; a farmer opens a page every few seconds. A bucket of 120 that refills 2 a second lets a
 * dozen busy pages behind one address (an adviser's office) through, and holds a flood to 100 records a second.
 */
export const RATE_LIMIT = { burst: 120, perSecond: 2 };
/** Clients remembered at most; a full bucket is forgotten first (it is where a new client starts anyway). */
const MAX_CLIENTS = 10_000;

/**
 * Appends each batch as one line of its remote's file, one write at a time, moving a file that would pass `limit`
 * aside first.
 */
function ndjsonStore(dir: string, limit: number) {
  const sizes = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  async function append(remote: string, text: string): Promise<void> {
    const file = join(dir, `${remote}.ndjson`);
    let size = sizes.get(remote);
    if (size === undefined) size = await stat(file).then((found) => found.size, () => 0);
    const bytes = Buffer.byteLength(text);
    if (size > 0 && size + bytes > limit) {
      // A file removed meanwhile (the folder emptied by hand) has nothing to move aside.
      await rename(file, join(dir, `${remote}.1.ndjson`)).catch(() => undefined);
      size = 0;
    }
    await appendFile(file, text);
    sizes.set(remote, size + bytes);
  }

  return (batches: readonly StoredBatch[]): Promise<void> => {
    const write = queue.then(async () => {
      if (batches.length === 0) return;
      await mkdir(dir, { recursive: true });
      for (const batch of batches) await append(batch.remote, `${JSON.stringify(batch)}\n`);
    });
    queue = write.catch(() => undefined);
    return write;
  };
}

/** Whether a client may send another request now: a token bucket per remote address. */
export function rateLimiter({ burst, perSecond }: { burst: number; perSecond: number }, clock: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, now: number) => Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
  return (client: string): { allowed: boolean; retryAfterSeconds: number } => {
    const now = clock();
    if (buckets.size >= MAX_CLIENTS && !buckets.has(client)) {
      for (const [key, bucket] of buckets) if (level(bucket, now) >= burst) buckets.delete(key);
    }
    const bucket = buckets.get(client);
    const tokens = bucket ? level(bucket, now) : burst;
    if (tokens < 1) {
      buckets.set(client, { tokens, at: now });
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / perSecond) };
    }
    buckets.set(client, { tokens: tokens - 1, at: now });
    return { allowed: true, retryAfterSeconds: 0 };
  };
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

/** The deployed versions the registry file's lines name, promoted and canary ('apps/<screen>/<version>/mf-manifest.json'). */
async function registryVersions(file: string): Promise<Set<string>> {
  const versions = new Set<string>();
  try {
    for (const line of Object.values(parseRegistryFile(JSON.parse(await readFile(file, 'utf8')), file))) {
      for (const url of [line.manifest, line.canary]) {
        const folder = url?.split('/').at(-2);
        const version = folder === undefined ? '' : decodeURIComponent(folder);
        if (isDeployedVersion(version)) versions.add(version);
      }
    }
  } catch {
    // No registry, or one that cannot be used: no version is known (readRegistry says why, to the page).
  }
  return versions;
}

/**
 * The remotes that get a file of their own (the registry's and the shell), the route table's templates and the
 * registry's versions.
 */
async function knownNow(deployment: Pick<Deployment, 'registryFile' | 'routesFile'>): Promise<Known> {
  const [{ registry }, { routes }, versions] = await Promise.all([
    readRegistry(deployment.registryFile),
    loadRouteTable(deployment.routesFile),
    registryVersions(deployment.registryFile),
  ]);
  return { remotes: new Set([...Object.keys(registry), SHELL_REMOTE]), routes: new Set(routes.map((route) => route.path)), versions };
}

/** The kept records as the OTLP request the collector receives: one resource and its records per batch. */
function forwardBody(batches: readonly StoredBatch[]): string {
  const resourceLogs = batches.flatMap((batch) => {
    const records: TelemetryRecord[] = batch.records.map((record) => ({
      time: Date.parse(record.time),
      severity: record.severity === 'ERROR' ? 'ERROR' : 'INFO',
      event: record.event,
      attributes: record.attributes,
    }));
    return (JSON.parse(encodeLogs(batch.resource, records)) as { resourceLogs: unknown[] }).resourceLogs;
  });
  return JSON.stringify({ resourceLogs });
}

function skippedLine(skipped: ReadBatches['skipped']): string | null {
  const parts = [skipped.time > 0 ? `${skipped.time} with a time beyond any date` : '', skipped.event > 0 ? `${skipped.event} with an unknown event` : ''].filter(Boolean);
  return parts.length > 0 ? `WARNING: telemetry: left out ${parts.join(' and ')}` : null;
}

/**
 * The receiver of '<base>/telemetry/v1/logs': a POST of JSON from a page of this portal. Answers as an OTLP/HTTP
 * receiver does (200 with an ExportLogsServiceResponse, naming the records left out as a partial success), 400 to a
 * body that is no JSON, 413 to one too large or with more records than a page sends, 429 to a client over its rate.
 */
export function telemetryReceiver(env: NodeJS.ProcessEnv, log: (line: string) => void, deployment: Pick<Deployment, 'registryFile' | 'routesFile'>) {
  const forward = env.KLW_TELEMETRY_FORWARD_URL?.trim().replace(/\/+$/, '') || null;
  const dir = env.KLW_TELEMETRY_DIR?.trim() ? resolve(env.KLW_TELEMETRY_DIR) : DEFAULT_TELEMETRY_DIR;
  const fileLimit = Number(env.KLW_TELEMETRY_FILE_BYTES) > 0 ? Number(env.KLW_TELEMETRY_FILE_BYTES) : DEFAULT_FILE_LIMIT;
  const store = ndjsonStore(dir, fileLimit);
  const allow = rateLimiter(RATE_LIMIT);

  return async (req: IncomingMessage, res: ServerResponse, sameOrigin: boolean): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'Methode niet toegestaan');
    }
    const rate = allow(req.socket.remoteAddress ?? '');
    if (!rate.allowed) {
      req.resume();
      res.setHeader('Retry-After', String(rate.retryAfterSeconds));
      return answer(res, 429, 'Te veel verzoeken');
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
    if (countRecords(request) > TELEMETRY_BATCH_RECORDS) return answer(res, 413, `Te veel records: ten hoogste ${TELEMETRY_BATCH_RECORDS} per verzoek`);
    const { batches, skipped } = readBatches(request, await knownNow(deployment));
    const warning = skippedLine(skipped);
    if (warning) log(warning);
    if (forward && batches.length > 0) {
      try {
        const sent = await fetch(`${forward}/v1/logs`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: forwardBody(batches),
          signal: AbortSignal.timeout(5_000),
        });
        await sent.body?.cancel();
        if (!sent.ok) log(`WARNING: the telemetry collector answered ${sent.status}`);
      } catch (error) {
        log(`WARNING: the telemetry collector could not be reached: ${String(error)}`);
      }
    } else if (!forward) {
      await store(batches);
    }
    const rejected = skipped.time + skipped.event;
    answer(res, 200, rejected === 0 ? '{}' : JSON.stringify({ partialSuccess: { rejectedLogRecords: String(rejected), errorMessage: warning } }));
  };
}

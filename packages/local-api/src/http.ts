import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import type { ErrorAnswer } from '@klw/contracts';
import { JsonMemberScanner } from './json-members';

/** A refusal with a status and a Dutch answer in the shape of the contracts' ErrorAnswer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly answer: ErrorAnswer & { message: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(answer.message);
    this.name = 'HttpError';
  }
}

/** A handler's answer with headers of its own (an ETag). */
export class JsonReply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} kB`;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0);
}

/**
 * A body in another type than JSON is refused before it is read: a `text/plain` POST is one a foreign page may
 * send without a CORS preflight.
 */
function requireJsonType(req: IncomingMessage): void {
  if (!hasBody(req)) return;
  if (/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return;
  req.resume();
  throw new HttpError(415, {
    message: `De gegevens moeten als JSON worden verstuurd (Content-Type: application/json), niet als '${req.headers['content-type'] ?? 'onbekend'}'.`,
  });
}

const NOT_JSON = 'De gegevens zijn geen geldige JSON.';

/**
 * Reads a JSON body and keeps of an object only the members named in `keep`, parsing only those (json-members.ts):
 * the rest is scanned as it arrives, never built. No body is `undefined`. Another content type: 415; too large: 413
 * (stops reading at the limit); not JSON: 400. A body that is no object is parsed whole (its schema refuses it).
 */
async function readJsonMembers(req: IncomingMessage, limitBytes: number, keep: ReadonlySet<string>): Promise<unknown> {
  requireJsonType(req);
  const tooLarge = (): HttpError =>
    new HttpError(413, { message: `De gegevens zijn te groot; het maximum is ${formatBytes(limitBytes)}.` }, { Connection: 'close' });

  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    req.resume();
    throw tooLarge();
  }
  const scanner = new JsonMemberScanner();
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limitBytes) {
        // Keep reading (and dropping) the rest: destroying the request would cut the socket before the 413.
        refused = true;
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
      scanner.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
  const scanned = scanner.end(body);
  if (scanned.kind === 'empty') return undefined;
  if (scanned.kind === 'object') {
    const members = scanned.read(keep);
    if (members === null) throw new HttpError(400, { message: NOT_JSON });
    return members;
  }
  try {
    if (scanned.kind === 'invalid') throw new SyntaxError(NOT_JSON);
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, { message: NOT_JSON });
  }
}

const MAX_DETAILS = 50;

/** Dutch errorDetails for a body that does not fit its schema, one per problem. */
function shapeError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const details: NonNullable<ErrorAnswer['errorDetails']> = issues.slice(0, MAX_DETAILS).map((issue) => {
    const where = v.getDotPath(issue) ?? '(hoofdniveau)';
    if (issue.received === 'undefined') return { message: `Veld '${where}' ontbreekt` };
    // A check of our own words the problem itself (primitives.ts objectSchema: an array where an object belongs).
    const what = issue.type !== 'custom' && issue.expected ? `verwacht ${issue.expected}, ontvangen ${issue.received}` : issue.message;
    return { message: `Veld '${where}': ${what}` };
  });
  return new HttpError(400, { message: 'De gegevens hebben niet de verwachte vorm.', errorDetails: details });
}

/** A body schema: an object whose entries are the fields a client may send. */
type BodySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * The one body reader of the API: reads the JSON (readJsonMembers' refusals), keeps only the fields the schema names
 * (what a client may send; anything else, such as the deliveries a save carries along, is dropped unread) and
 * validates those: 400 with Dutch errorDetails when they do not fit. No body is `undefined`.
 */
export async function readBody<S extends BodySchema>(req: IncomingMessage, schema: S, limitBytes: number): Promise<v.InferOutput<S> | undefined> {
  const body = await readJsonMembers(req, limitBytes, new Set(Object.keys(schema.entries)));
  if (body === undefined) return undefined;
  const result = v.safeParse(schema, body);
  if (!result.success) throw shapeError(result.issues);
  return result.output;
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

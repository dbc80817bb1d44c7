import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import type { ErrorAnswer } from '@klw/contracts/calls';
import { refusalText } from '@klw/contracts/calls';
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

/** A body as read: the members kept, and the names of every member sent (asked for only to explain a refusal). */
interface ReadMembers {
  members: unknown;
  sentKeys: () => readonly string[];
}

/** The most elements a list member of the body may hold, and the refusal's text: its schema's `v.maxLength`. */
interface ListCap {
  max: number;
  message: string;
}

/** 400 for a list over its cap: the cap's own text is the message ('Te veel regels: …'), the one thing to change. */
function overCapRefusal(path: string, message: string): HttpError {
  return new HttpError(400, { message, errorDetails: [{ message, path }] });
}

/**
 * Reads a JSON body and keeps of an object only the members named in `keep`, parsing only those (json-members.ts):
 * the rest is scanned as it arrives, never built. No body is `undefined`. Another content type: 415; too large: 413
 * (stops reading at the limit); not JSON: 400; a list over its cap in `caps`: 400, before anything is parsed. A body
 * that is no object is parsed whole (its schema refuses it).
 */
async function readJsonMembers(
  req: IncomingMessage,
  limitBytes: number,
  keep: ReadonlySet<string>,
  caps: ReadonlyMap<string, ListCap>,
): Promise<ReadMembers | undefined> {
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
    // Counted by the scan, before anything is parsed: a list over its cap costs its bytes' scan, not a parse.
    for (const [name, length] of scanned.arrayLengths(new Set(caps.keys()))) {
      const cap = caps.get(name)!;
      if (length > cap.max) throw overCapRefusal(name, cap.message);
    }
    const members = scanned.read(keep);
    if (members === null) throw new HttpError(400, { message: NOT_JSON });
    return { members, sentKeys: () => scanned.keys() ?? [] };
  }
  try {
    if (scanned.kind === 'invalid') throw new SyntaxError(NOT_JSON);
    return { members: JSON.parse(body.toString('utf8')) as unknown, sentKeys: () => [] };
  } catch {
    throw new HttpError(400, { message: NOT_JSON });
  }
}

/**
 * The most entries an answer's errorDetails holds, whatever refused it (the shape, values out of bounds): a list for
 * a person to read, of a size that does not grow with the body. The answer's message gives the count where it matters.
 */
const MAX_ERROR_DETAILS = 50;

/** An answer's errorDetails: one entry per problem, the first `MAX_ERROR_DETAILS` of them. */
export function errorDetails<T, D extends { message: string }>(problems: readonly T[], detail: (problem: T) => D): D[] {
  return problems.slice(0, MAX_ERROR_DETAILS).map(detail);
}

/** A member sent under another spelling of a name the schema wants ('HandmatigeVoerLeveringRows'), or undefined. */
function spelledOtherwise(name: string, sentKeys: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  return sentKeys.find((key) => key !== name && key.toLowerCase() === lower);
}

/** Dutch errorDetails for a body that does not fit its schema, one per problem; a list over its cap as the scan refuses it. */
function shapeError(issues: readonly v.BaseIssue<unknown>[], body: ReadMembers): HttpError {
  const overCap = issues.find((issue) => issue.type === 'max_length');
  if (overCap) return overCapRefusal(v.getDotPath(overCap) ?? '(hoofdniveau)', overCap.message);
  let sentKeys: readonly string[] | undefined;
  const details = errorDetails(issues, (issue) => {
    const where = v.getDotPath(issue) ?? '(hoofdniveau)';
    if (issue.received === 'undefined') {
      sentKeys ??= body.sentKeys();
      const other = issue.path?.length === 1 ? spelledOtherwise(where, sentKeys) : undefined;
      const hint = other === undefined ? '' : ` (wel '${other}': namen zijn hoofdlettergevoelig)`;
      return { message: `Veld '${where}' ontbreekt${hint}` };
    }
    return { message: `Veld '${where}': ${refusalText(issue)}` };
  });
  return new HttpError(400, { message: 'De gegevens hebben niet de verwachte vorm.', errorDetails: details });
}

/** A body schema: an object whose entries are the fields a client may send. */
type BodySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The caps of a body's lists, as their entries declare them (a `v.maxLength` in the pipe: primitives.ts savedRowsSchema). */
function listCaps(schema: BodySchema): Map<string, ListCap> {
  const caps = new Map<string, ListCap>();
  for (const [name, entry] of Object.entries(schema.entries)) {
    const pipe: readonly { type: string; requirement?: unknown; message?: unknown }[] = 'pipe' in entry && Array.isArray(entry.pipe) ? entry.pipe : [];
    const cap = pipe.find((item) => item.type === 'max_length');
    if (cap && typeof cap.requirement === 'number' && typeof cap.message === 'string') caps.set(name, { max: cap.requirement, message: cap.message });
  }
  return caps;
}

/**
 * The one body reader of the API: reads the JSON (readJsonMembers' refusals), keeps only the fields the schema names
 * (what a client may send; anything else, such as the deliveries a save carries along, is dropped unread) and
 * validates those: 400 with Dutch errorDetails when they do not fit. No body is `undefined`.
 */
export async function readBody<S extends BodySchema>(req: IncomingMessage, schema: S, limitBytes: number): Promise<v.InferOutput<S> | undefined> {
  const body = await readJsonMembers(req, limitBytes, new Set(Object.keys(schema.entries)), listCaps(schema));
  if (body === undefined) return undefined;
  const result = v.safeParse(schema, body.members);
  if (!result.success) throw shapeError(result.issues, body);
  return result.output;
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

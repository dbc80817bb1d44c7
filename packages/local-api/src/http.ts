import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorAnswer } from '@klw/contracts';

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

/**
 * Reads a JSON body. No body is `undefined`. Another content type: 415; too large: 413 (stops reading at the
 * limit); not JSON: 400.
 */
export async function readJson(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  requireJsonType(req);
  const tooLarge = (): HttpError =>
    new HttpError(413, { message: `De gegevens zijn te groot; het maximum is ${formatBytes(limitBytes)}.` }, { Connection: 'close' });

  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    req.resume();
    throw tooLarge();
  }
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
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { message: 'De gegevens zijn geen geldige JSON.' });
  }
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

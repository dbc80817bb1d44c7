import * as v from 'valibot';
import { ErrorAnswerSchema, isTransientFailure } from '@klw/contracts';

export const TIMEOUT_MESSAGE = 'De server reageert niet (time-out).';
export const NETWORK_MESSAGE = 'De server is niet bereikbaar.';

/** The call that renews the access token; when the API refuses it (401), the session has ended. */
export const REFRESH_TOKEN_CALL = 'RefreshToken';

export interface ApiErrorDetails {
  call: string;
  status: number | null;
  body?: unknown;
  bodyText?: string;
  cause?: unknown;
  /** Whether the same call may succeed when tried again; by default from the status (see `retryable`). */
  retryable?: boolean;
}

/**
 * A call that failed: an HTTP error (status set), a time-out or a network failure (status null).
 * `body` is the parsed JSON when the answer was JSON, so a screen can pick errorDetails, message, messages
 * or fall back to `bodyText` (SPEC.md section 8).
 */
export class ApiError extends Error {
  readonly call: string;
  readonly status: number | null;
  readonly body: unknown;
  readonly bodyText: string;
  /**
   * Whether trying the call again may help: after no connection, a time-out or a server error, yes; not after a
   * refusal (401 once the refresh was tried, 403), a 404 or another 4xx, which the same request gets again.
   */
  readonly retryable: boolean;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.call = details.call;
    this.status = details.status;
    this.body = details.body ?? null;
    this.bodyText = details.bodyText ?? '';
    this.retryable = details.retryable ?? isTransientFailure(details.status);
  }
}

/** An answer that does not fit its schema in @klw/contracts; the message names the call, in Dutch. */
export class ContractError extends Error {
  readonly call: string;
  /** One line per problem: 'path: message'. */
  readonly issues: string[];

  constructor(call: string, issues: string[]) {
    const shown = issues.slice(0, 3).join('; ');
    const more = issues.length > 3 ? ` (en nog ${issues.length - 3})` : '';
    super(`Het antwoord van ${call} heeft een onverwachte vorm: ${shown}${more}`);
    this.name = 'ContractError';
    this.call = call;
    this.issues = issues;
  }
}

/** The first text SPEC.md section 8 prefers: errorDetails[].message, message, messages joined by '. '. */
export function messageFromErrorBody(body: unknown): string | null {
  const parsed = v.safeParse(ErrorAnswerSchema, body);
  if (!parsed.success) return null;
  const { errorDetails, message, messages } = parsed.output;
  const details = (errorDetails ?? []).map((detail) => detail.message).filter((text) => text.trim() !== '');
  if (details.length > 0) return details.join('. ');
  if (message && message.trim() !== '') return message;
  const list = (messages ?? []).filter((text) => text.trim() !== '');
  if (list.length > 0) return list.join('. ');
  return null;
}

function statusMessage(call: string, status: number): string {
  if (status === 401) return `U bent niet (meer) aangemeld: ${call} is geweigerd (401). Meld u opnieuw aan.`;
  if (status === 403) return `U heeft geen toegang tot ${call} (403).`;
  if (status === 404) return `${call} is niet gevonden (404).`;
  if (status >= 500) return `Er is een fout opgetreden op de server bij ${call} (${status}).`;
  return `${call} is mislukt (${status}).`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const code = name[0] === '#' ? Number.parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10) : NaN;
    if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** An answer that is a web page (a proxy's or a server's error page) rather than data or a line of text. */
export function isHtml(text: string): boolean {
  const start = text.trimStart().slice(0, 200).toLowerCase();
  return start.startsWith('<!doctype') || start.startsWith('<html') || start.startsWith('<?xml') || /<(html|head|body|title)[\s>]/.test(start);
}

/**
 * What a person can read of an answer body that is not JSON: plain text as it is; of an HTML page its title (else its
 * first heading) as text, never its markup; null when there is nothing readable.
 */
export function readableBodyText(bodyText: string): string | null {
  const text = bodyText.trim();
  if (text === '') return null;
  if (!isHtml(text)) return text;
  const part = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(text)?.[1] ?? '';
  const plain = decodeEntities(part.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return plain === '' ? null : plain;
}

/** Turns a failed HTTP answer into an ApiError, reading its body once. */
export async function apiErrorFromResponse(call: string, response: Response, cause?: unknown): Promise<ApiError> {
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch {
    // A body that cannot be read leaves only the status.
  }
  let body: unknown = null;
  if (bodyText !== '') {
    try {
      body = JSON.parse(bodyText);
    } catch {
      body = null;
    }
  }
  const readable = body === null ? readableBodyText(bodyText) : null;
  let message = messageFromErrorBody(body) ?? statusMessage(call, response.status);
  if (readable !== null && readable.length <= 200) {
    // A page's title says little on its own ('502 Bad Gateway'): it follows the Dutch status text.
    message = isHtml(bodyText) ? `${statusMessage(call, response.status).replace(/\.$/, '')}: ${readable}` : readable;
  }
  return new ApiError(message, { call, status: response.status, body, bodyText, cause });
}

/**
 * True when a call failed because the session ended: the API refused the token refresh (401), so no retry can
 * succeed until the user signs in again. Checked by shape, so it holds for an ApiError of another bundle too.
 */
export function isSessionEnded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { call, status } = error as { call?: unknown; status?: unknown };
  return call === REFRESH_TOKEN_CALL && status === 401;
}

/**
 * Whether a button that tries the failed call again can help ('Opnieuw proberen'): not when the session ended (sign
 * in again), access was refused, the answer did not fit its schema, or the page must be reloaded (another user
 * signed in); yes for no connection, a time-out, a server error, and anything else unknown. Checked by shape, like
 * `isSessionEnded`.
 */
export function canRetry(error: unknown): boolean {
  if (isSessionEnded(error)) return false;
  if (typeof error !== 'object' || error === null) return true;
  const { name, retryable } = error as { name?: unknown; retryable?: unknown };
  if (name === 'ContractError') return false;
  return typeof retryable === 'boolean' ? retryable : true;
}

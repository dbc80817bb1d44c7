import * as v from 'valibot';
import { ErrorAnswerSchema } from '@klw/contracts';

export const TIMEOUT_MESSAGE = 'De server reageert niet (time-out).';
export const NETWORK_MESSAGE = 'De server is niet bereikbaar.';

export interface ApiErrorDetails {
  call: string;
  status: number | null;
  body?: unknown;
  bodyText?: string;
  cause?: unknown;
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

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.call = details.call;
    this.status = details.status;
    this.body = details.body ?? null;
    this.bodyText = details.bodyText ?? '';
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
  const short = bodyText.length > 0 && bodyText.length <= 200 && body === null && !bodyText.trimStart().startsWith('<');
  const message = messageFromErrorBody(body) ?? (short ? bodyText.trim() : statusMessage(call, response.status));
  return new ApiError(message, { call, status: response.status, body, bodyText, cause });
}

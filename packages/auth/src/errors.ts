import { bodyDescriptions, isHtml, isTransientFailure, readableBodyText } from '@klw/contracts/calls';

// Older screens read these from klw_auth/client; the rule is @klw/contracts' call-failure.
export { isHtml, readableBodyText };

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
 * or fall back to `bodyText` (docs/PRODUCT.md section 8).
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

/** The first text docs/PRODUCT.md section 8 prefers, as one line: errorDetails[].message joined, message, messages joined. */
export function messageFromErrorBody(body: unknown): string | null {
  const descriptions = bodyDescriptions(body);
  return descriptions.length > 0 ? descriptions.join('. ') : null;
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

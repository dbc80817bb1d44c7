import ky from 'ky';
import { RefreshTokenResponseSchema } from '@klw/contracts/calls';
import { readAnswer } from './answer';
import { authorizationFor, bearer, isEmptyBearer } from './bearer';
import { readConfig } from './config';
import { readAccessTokenCookie } from './cookie';
import { ApiError, REFRESH_TOKEN_CALL } from './errors';
import { timeoutFor, toCallError } from './failure';
import { selectedKringloopwijzerId } from './klw-id';
import { startMockingIfAsked } from './mock-mode';

// Module state. The module is a federated singleton (one copy of klw_auth per page), so every screen shares
// the token, the refresh in flight and the page-load promise.
let defaultAuthorization = '';
let refreshInFlight: Promise<void> | null = null;
let pageLoadToken: Promise<void> | null = null;
let lastFailure: { header: string; cookie: string; error: unknown; at: number } | null = null;
/** The user of the first RefreshToken of this page (when the API names it), and the session cookie it used. */
let signedInUser: number | null = null;
let signedInCookie: string | null = null;
/** Set once another sign-in replaced the page's user: from then on nothing is sent. */
let identityChanged: ApiError | null = null;

export const IDENTITY_CHANGED_MESSAGE =
  'U bent intussen (bijvoorbeeld in een ander tabblad) aangemeld als een andere gebruiker. Er is niets verstuurd. ' +
  'Laad de pagina opnieuw om verder te gaan.';

/**
 * 401s that arrive just after a refresh failed belong to the same burst: they get that failure instead of
 * starting a refresh of their own.
 */
const FAILED_REFRESH_MEMO_MS = 2_000;

/** The Authorization header the next request carries. */
export function currentAuthorization(): string {
  return authorizationFor(defaultAuthorization);
}

/**
 * RefreshToken proves the session with the cookie's session token: the access token may be the expired one.
 * Only when there is no cookie does it fall back to the default header.
 */
function refreshAuthorization(): string {
  const fromCookie = bearer(readAccessTokenCookie());
  return isEmptyBearer(fromCookie) && !isEmptyBearer(defaultAuthorization) ? defaultAuthorization : fromCookie;
}

async function requestAccessToken(): Promise<{ access_token: string; gebruikerId?: number }> {
  const config = readConfig();
  const klwId = selectedKringloopwijzerId();
  const payload = klwId === null ? {} : { selectedKringloopwijzerId: klwId };
  await startMockingIfAsked();
  try {
    const response = await ky.post(`${config.menuApiBaseUrl}/Menu/RefreshToken`, {
      json: payload,
      headers: { Authorization: refreshAuthorization() },
      retry: 0,
      timeout: timeoutFor(config.testMode),
    });
    return await readAnswer(REFRESH_TOKEN_CALL, RefreshTokenResponseSchema, response);
  } catch (error) {
    throw await toCallError(REFRESH_TOKEN_CALL, error);
  }
}

/**
 * POST Menu/RefreshToken; its access_token becomes the default bearer header. Single flight: callers that
 * come while one is running share it.
 */
function refreshToken(): Promise<void> {
  if (identityChanged) return Promise.reject(identityChanged);
  if (refreshInFlight) return refreshInFlight;
  const startedWith = currentAuthorization();
  const cookie = readAccessTokenCookie();
  const flight = requestAccessToken().then(
    (answer) => {
      // The cookie is shared by every tab: a sign-in elsewhere gives this page another user's session. Its
      // token is never used here; the farmer is told to reload, and what they typed stays in the form.
      if (answer.gebruikerId !== undefined && signedInUser !== null && answer.gebruikerId !== signedInUser) {
        throw userChanged(`${signedInUser} -> ${answer.gebruikerId}`);
      }
      if (answer.gebruikerId !== undefined && signedInUser === null) {
        signedInUser = answer.gebruikerId;
        signedInCookie = cookie;
      }
      defaultAuthorization = bearer(answer.access_token);
      lastFailure = null;
    },
    (error: unknown) => {
      // Another user who may not see this page's year gets 403 instead of a token: with a new session in the
      // cookie, that is the same change of user.
      if (signedInUser !== null && cookie !== signedInCookie && error instanceof ApiError && error.status === 403) {
        throw userChanged(`${signedInUser} -> een gebruiker zonder toegang tot dit jaar`);
      }
      lastFailure = { header: startedWith, cookie, error, at: Date.now() };
      throw error;
    },
  );
  refreshInFlight = flight;
  const clear = (): void => {
    if (refreshInFlight === flight) refreshInFlight = null;
  };
  flight.then(clear, clear);
  return flight;
}

/**
 * One RefreshToken per page load, however many screens ask. A failed one is forgotten, so a later call
 * (a retry button) may try again.
 */
export function ensureToken(): Promise<void> {
  if (!pageLoadToken) {
    pageLoadToken = refreshToken().catch((error: unknown) => {
      pageLoadToken = null;
      throw error;
    });
  }
  return pageLoadToken;
}

/**
 * A call got 401 with `sentWith` as its Authorization header. Join the refresh in flight; if a refresh already
 * replaced that token, the caller just retries; if one failed a moment ago for that token and the same session
 * cookie, share its failure; otherwise start the one refresh. (A new cookie is a new sign-in, within the page or in
 * another tab: the save that follows it must not meet the old session's refusal.)
 */
export function refreshAfterUnauthorized(sentWith: string): Promise<void> {
  if (refreshInFlight) return refreshInFlight;
  if (currentAuthorization() !== sentWith) return Promise.resolve();
  if (
    lastFailure &&
    lastFailure.header === sentWith &&
    lastFailure.cookie === readAccessTokenCookie() &&
    Date.now() - lastFailure.at < FAILED_REFRESH_MEMO_MS
  ) {
    return Promise.reject(lastFailure.error);
  }
  return refreshToken();
}

function userChanged(change: string): ApiError {
  identityChanged = new ApiError(IDENTITY_CHANGED_MESSAGE, { call: REFRESH_TOKEN_CALL, status: null, retryable: false });
  console.error(`[klw_auth] De gebruiker is gewisseld (${change}); er wordt niets meer verstuurd.`);
  return identityChanged;
}

/** Refuses every request once the page's user changed (see refreshToken). */
export function assertSameUser(): void {
  if (identityChanged) throw identityChanged;
}

/**
 * Forgets the token and every promise; tests only (test-support/reset.ts, through testing.ts).
 * @internal so that `knip --production` does not count it as production code.
 */
export function resetTokenState(): void {
  signedInUser = null;
  signedInCookie = null;
  identityChanged = null;
  defaultAuthorization = '';
  refreshInFlight = null;
  pageLoadToken = null;
  lastFailure = null;
}

import type { BrowserContext, Page } from '@playwright/test';
import { ACCESS_TOKEN_COOKIE } from '@klw/platform';
import { probe } from './probe';
import { API_URL, PORTAL_URL } from './system';
import { expect } from './test';

// A spec about an ended session or an expired access token waits until the API refuses the token for its age, not
// for a number of seconds: the wait lasts exactly as long as the token does, however busy the machine.

const EXPIRED = 'Het token is verlopen.';

/** How the API answers `token` at `url` now: status and message, e.g. '401 Het token is verlopen.'. */
async function answerTo(url: string, token: string, method: 'GET' | 'POST'): Promise<string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const answer = await probe(url, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) });
  return `${answer.status} ${answer.message ?? ''}`.trim();
}

/** Whether the API refuses the session token for its age now (RefreshToken: 401, expired); for drivers without Playwright's poll. */
export async function sessionTokenExpired(apiUrl: string, sessionToken: string): Promise<boolean> {
  return (await answerTo(`${apiUrl}/Menu/RefreshToken`, sessionToken, 'POST')) === `401 ${EXPIRED}`;
}

/**
 * Waits until the session of the context's sign-in has ended: RefreshToken with the cookie's session token answers
 * 401, expired. `lifetimeSeconds` is the session's lifetime the API was started with (the wait's upper bound).
 */
export async function sessionEnded(
  context: BrowserContext,
  lifetimeSeconds: number,
  system: { apiUrl: string; portalUrl: string } = { apiUrl: API_URL, portalUrl: PORTAL_URL },
): Promise<void> {
  const cookie = (await context.cookies(system.portalUrl)).find((candidate) => candidate.name === ACCESS_TOKEN_COOKIE);
  if (!cookie) throw new Error(`no ${ACCESS_TOKEN_COOKIE} cookie for ${system.portalUrl}: sign in first`);
  await expect
    .poll(() => answerTo(`${system.apiUrl}/Menu/RefreshToken`, decodeURIComponent(cookie.value), 'POST'), {
      message: 'the session token expired at the API',
      timeout: (lifetimeSeconds + 10) * 1000,
    })
    .toBe(`401 ${EXPIRED}`);
}

/** The `typ` claim of a token the page sent ('session' or 'access'); null for anything that is no token of the API. */
function typeOf(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { typ?: unknown };
    return typeof claims.typ === 'string' ? claims.typ : null;
  } catch {
    return null;
  }
}

/**
 * Follows the access token the page's data calls carry (a token of type 'access', not the session token the menu
 * sends); `expired()` waits until the API refuses the last one seen for its age (a data call: 401, expired).
 */
export function pageAccessToken(page: Page, apiUrl: string = API_URL): { expired(lifetimeSeconds: number): Promise<void> } {
  let last: string | null = null;
  page.on('request', (request) => {
    const token = request.headers().authorization?.replace(/^Bearer /, '');
    if (!token) return;
    if (typeOf(token) === 'access') last = token;
  });
  return {
    async expired(lifetimeSeconds) {
      const token = last;
      if (!token) throw new Error('the page made no data call with an access token yet');
      await expect
        .poll(() => answerTo(`${apiUrl}/Auth/GetCallContextModel`, token, 'GET'), {
          message: "the page's access token expired at the API",
          timeout: (lifetimeSeconds + 10) * 1000,
        })
        .toBe(`401 ${EXPIRED}`);
    },
  };
}

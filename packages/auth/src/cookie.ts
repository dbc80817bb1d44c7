import { cookieValue } from '@klw/platform';

/** The cookie the portal's sign-in sets; it holds the session token (not HttpOnly, so the front end reads it). */
const ACCESS_TOKEN_COOKIE = 'access_token';

/** What reading a missing cookie yields, as the legacy front end did; the server rejects it. */
export const MISSING_COOKIE = 'fout';

/** The value of a cookie, decoded, or 'fout' when the page has no such cookie or it is empty. */
export function readCookie(name: string): string {
  const value = typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
  return value || MISSING_COOKIE;
}

export function readAccessTokenCookie(): string {
  return readCookie(ACCESS_TOKEN_COOKIE);
}

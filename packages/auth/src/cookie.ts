import { ACCESS_TOKEN_COOKIE, cookieValue } from '@klw/platform';

/** What reading a missing cookie yields, as the legacy front end did; the server rejects it. */
export const MISSING_COOKIE = 'fout';

/** The session token of the portal's access_token cookie, decoded, or 'fout' when the page has none or it is empty. */
export function readAccessTokenCookie(): string {
  const value = typeof document === 'undefined' ? null : cookieValue(document.cookie, ACCESS_TOKEN_COOKIE);
  return value || MISSING_COOKIE;
}

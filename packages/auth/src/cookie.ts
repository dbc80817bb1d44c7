/** The cookie the portal's sign-in sets; it holds the session token (not HttpOnly, so the front end reads it). */
const ACCESS_TOKEN_COOKIE = 'access_token';

/** What reading a missing cookie yields, as the legacy front end did; the server rejects it. */
export const MISSING_COOKIE = 'fout';

/** The value of a cookie, decoded, or 'fout' when the page has no such cookie. */
export function readCookie(name: string): string {
  if (typeof document === 'undefined') return MISSING_COOKIE;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (value === '') return MISSING_COOKIE;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return MISSING_COOKIE;
}

export function readAccessTokenCookie(): string {
  return readCookie(ACCESS_TOKEN_COOKIE);
}

// @ts-check
/** The cookie the portal's sign-in sets: it holds the session token (not HttpOnly, so the front end reads it). */
export const ACCESS_TOKEN_COOKIE = 'access_token';

/**
 * One cookie's value from a Cookie header or `document.cookie` ('a=1; b=2'): percent-decoded (as written when
 * it could not be decoded), '' when set empty, null when there is no such cookie. The portal's server and page and
 * klw_auth read the portal's access_token cookie with it.
 * @param {string} cookies
 * @param {string} name
 * @returns {string | null}
 */
export function cookieValue(cookies, name) {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

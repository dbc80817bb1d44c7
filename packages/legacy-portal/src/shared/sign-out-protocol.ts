// What the page and the server agree on about the sign-out: its path, its form, where it leads back to, and the
// cookie its answer sets. Signing in again leads back to the page the user was on: the menu's 'Opnieuw aanmelden'
// link names that page in the sign-out's query, and the sign-out sends the browser there, where the portal asks to
// sign in. After a session ended on the milk screen the farmer so lands on the same year, where the screen offers the
// typing it kept. Used by the page's menu (client/menu-controller.ts), the header's sign-out form (page-frame.ts) and
// the server's sign-out (sign-out.ts); it runs nothing on import.

/** The portal's sign-out, within the router base. */
export const SIGN_OUT_PATH = '/Account/Afmelden';

/**
 * The field of the header's sign-out form that makes it an explicit sign-out: this user's drafts are removed from the
 * browser (on the page the sign-out leads to, client/sign-out-drafts.ts). 'Opnieuw aanmelden' after an ended session
 * sends none: the screen keeps the typing for after the new sign-in.
 */
export const SIGN_OUT_DRAFTS_FIELD = 'concepten';
export const SIGN_OUT_DRAFTS_REMOVE = 'verwijderen';
/** Said beside 'Afmelden' (its description): the leave question before it warns of unsaved typing. */
export const SIGN_OUT_DRAFTS_TEXT = 'Bij afmelden wordt uw niet-opgeslagen invoer op deze computer verwijderd.';

/** The cookie the sign-out's answer sets: the id of the user whose drafts the next page removes. */
export const SIGNED_OUT_DRAFTS_COOKIE = 'klw_concepten_weg';

/**
 * The sign-out's query parameter naming where to go afterwards (ASP.NET's usual name for it). The real portal's
 * sign-out must follow it with the same care as `returnPath` (ASP.NET: `Url.IsLocalUrl`), docs/DEPLOY.md.
 */
export const RETURN_URL_PARAM = 'ReturnUrl';

// Only to read a path against: never requested, never shown.
const THIS_SITE = 'http://portal.invalid';
/** Longer than any page's path and query; a longer one would only make the redirect too large for a proxy. */
const MAX_RETURN_LENGTH = 2000;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The sign-out link that leads back to `page` (its path, base included, and its query) once signed in again. */
export function signOutHrefBackTo(signOutHref: string, page: Pick<Location, 'pathname' | 'search'>): string {
  const separator = signOutHref.includes('?') ? '&' : '?';
  return `${signOutHref}${separator}${RETURN_URL_PARAM}=${encodeURIComponent(page.pathname + page.search)}`;
}

/**
 * Where a sign-out named in its `ReturnUrl` may send the browser: a path and query on this site, or null for
 * anything else. Refused: another site (`https://...`, `//host`, and `/\host`, which browsers read as `//host`), a
 * path that comes out as `//...` once read (`/.//host`) or once decoded (`/%2F%2Fhost`, for a server behind that
 * decodes and redirects again), control characters, a value longer than any page's address, and the sign-out
 * itself. So the sign-out never sends a farmer to another site (no open redirect).
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (CONTROL_CHARACTER.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  // Decoded (which keeps every '/' of the path as read): it may not start like another host.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL_CHARACTER.test(decoded)) return null;
  if (url.pathname.toLowerCase().endsWith(SIGN_OUT_PATH.toLowerCase())) return null;
  return url.pathname + url.search;
}

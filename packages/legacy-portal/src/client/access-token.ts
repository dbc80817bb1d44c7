// The portal's access_token cookie: the demo sign-in writes it in the browser, the server reads it (its sign-out, the
// page's user). Both sides import this file; it runs nothing on import.
import { cookieValue } from '@klw/platform';

export const ACCESS_TOKEN_COOKIE = 'access_token';

/** The cookie's value, or null when the header has none (an empty one counts as none). */
export function readCookie(cookieHeader: string, name: string): string | null {
  return cookieValue(cookieHeader, name) || null;
}

export function accessTokenCookie(token: string): string {
  return `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}


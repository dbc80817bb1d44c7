// The portal's sign-out (POST /Account/SignOut): ends the session at the API, clears the cookie, and after an
// explicit sign-out has the next page remove that user's drafts (client/sign-out-drafts.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_TOKEN_COOKIE, cookieValue, parseKlwId } from '@klw/platform';
import { isSameOriginRequest, redirect, sendText } from './answers';
import { RETURN_URL_PARAM, SIGN_OUT_DRAFTS_FIELD, SIGN_OUT_DRAFTS_REMOVE, SIGNED_OUT_DRAFTS_COOKIE, returnPath } from './shared/sign-out-protocol';

/** The most a sign-out form's body holds (one field); a longer body is not read. */
const SIGN_OUT_BODY_LIMIT = 1024;

/** The user a token names (its `sub`), read without checking the token: only to say which drafts of the browser go. */
function tokenUser(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
    return typeof sub === 'number' || typeof sub === 'string' ? parseKlwId(String(sub)) : null;
  } catch {
    return null;
  }
}

/** A small urlencoded form body (the sign-out's); empty when it is larger than `limit` or unreadable. */
async function readFormBody(req: IncomingMessage, limit: number): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit || !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Signing out ends the session at the API too, so a copied token is worth nothing afterwards. */
async function revokeSession(menuApiBaseUrl: string, token: string | null, log: (line: string) => void): Promise<void> {
  if (!token) return;
  try {
    const response = await fetch(`${menuApiBaseUrl}/Account/SignOut`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    // 401: the session had already ended.
    if (!response.ok && response.status !== 401) log(`WARNING: sign-out at the API answered ${response.status}`);
    await response.body?.cancel();
  } catch (error) {
    log(`WARNING: sign-out at the API failed: ${String(error)}`);
  }
}

export interface SignOutRequest {
  base: string;
  requestUrl: URL;
  /** Where the API's Account/SignOut is (the page's menuApiBaseUrl). */
  menuApiBaseUrl: string;
  log: (line: string) => void;
}

/**
 * The sign-out: a POST from a page of this portal (the header's form, the menu's 'Opnieuw aanmelden') ends the
 * session at the API, clears the cookie and goes on to its `ReturnUrl` or the start page; an explicit one (the
 * header's form) also has the next page remove this user's drafts (client/sign-out-drafts.ts). A GET or HEAD (a
 * link, an image or a prefetch of another site, an old bookmark) and a POST from elsewhere change nothing.
 */
export async function signOut(req: IncomingMessage, res: ServerResponse, { base, requestUrl, menuApiBaseUrl, log }: SignOutRequest): Promise<void> {
  const next = returnPath(requestUrl.searchParams.get(RETURN_URL_PARAM)) ?? `${base}/Home/new`;
  if (req.method === 'GET' || req.method === 'HEAD') return redirect(res, next, 303);
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'GET, HEAD, POST');
    return sendText(req, res, 405, 'Methode niet toegestaan');
  }
  if (!isSameOriginRequest(req.headers)) {
    req.resume();
    return sendText(req, res, 403, 'Afmelden kan alleen vanaf een pagina van dit portaal.');
  }
  const form = await readFormBody(req, SIGN_OUT_BODY_LIMIT);
  const token = cookieValue(req.headers.cookie ?? '', ACCESS_TOKEN_COOKIE) || null;
  const user = form.get(SIGN_OUT_DRAFTS_FIELD) === SIGN_OUT_DRAFTS_REMOVE ? tokenUser(token) : null;
  await revokeSession(menuApiBaseUrl, token, log);
  res.setHeader('Set-Cookie', [
    `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    ...(user === null ? [] : [`${SIGNED_OUT_DRAFTS_COOKIE}=${user}; Path=/; Max-Age=300; SameSite=Strict`]),
  ]);
  // 303: the page after a POST is fetched with GET. 'Opnieuw aanmelden' names the page to come back to.
  return redirect(res, next, 303);
}

// The plain answers every part of the portal's server gives: a text (or a page) with its length, and a redirect.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/**
 * Whether a request comes from a page of this portal itself: the browser says so (`Sec-Fetch-Site: same-origin`), or,
 * from a browser that does not send that header, its `Origin` is this host. A link, an image, a prefetch or a form of
 * another site fails both, as does a request that sends neither.
 */
export function isSameOriginRequest(headers: IncomingMessage['headers']): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  if (!origin || !headers.host) return false;
  try {
    return new URL(origin).host === headers.host.toLowerCase();
  } catch {
    return false;
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedHostHeader } from '@klw/platform';
import { HttpError, JsonReply, sendJson } from './http';

// One request answered: the Host header checked, CORS, the route and method found, the handler's answer or its
// HttpError sent as JSON; anything else a 500 that is logged.

type Handler = (req: IncomingMessage) => Promise<unknown>;
export type Routes = Record<string, Partial<Record<'GET' | 'POST', Handler>>>;

interface DispatchOptions {
  routes: Routes;
  corsOrigins: ReadonlySet<string>;
  allowedHosts: readonly string[];
  log: (line: string) => void;
}

export function dispatcher({ routes, corsOrigins, allowedHosts, log }: DispatchOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (!origin || !corsOrigins.has(origin)) return {};
    // The front end reads the ETag of the milk data (a cross-origin answer hides it unless exposed).
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'ETag', Vary: 'Origin' };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req);
    const method = req.method ?? 'GET';
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const key = pathname.replace(/\/+$/, '').toLowerCase() || '/';
    try {
      // DNS rebinding: a foreign name that resolves to this machine must not reach the API.
      if (!isAllowedHostHeader(req.headers.host, allowedHosts)) {
        req.resume();
        throw new HttpError(421, { message: `Deze server is niet bereikbaar onder de naam '${req.headers.host ?? ''}'.` });
      }
      if (method === 'OPTIONS') {
        req.resume();
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Match',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      const route = routes[key];
      if (!route) throw new HttpError(404, { message: `Onbekende aanroep: ${method} ${pathname}` });
      const handler = route[method as 'GET' | 'POST'];
      if (!handler) {
        throw new HttpError(405, { message: `${method} is hier niet toegestaan.` }, { Allow: Object.keys(route).join(', ') });
      }
      const answer = await handler(req);
      if (answer instanceof JsonReply) sendJson(res, 200, answer.body, { ...cors, ...answer.headers });
      else sendJson(res, 200, answer, cors);
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.answer, { ...cors, ...error.headers });
        return;
      }
      log(`ERROR ${method} ${pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Er is een interne fout opgetreden.' }, cors);
      else res.destroy();
    }
  }

  return handle;
}

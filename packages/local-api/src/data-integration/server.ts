import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATA_INTEGRATION_LANGUAGE, DATA_INTEGRATION_PARAMS } from '@klw/contracts/data-integration';
import { isAllowedHostHeader, LOCAL_DATA_INTEGRATION_PORT } from '@klw/platform';
import { EMBED_SCRIPT, EMBED_STYLE } from './assets';
import { actionsFor, ConsentError, openConsentStore, type ConsentAction } from './consents';
import { CONFIRMED_FIELD, DONE_PARAMS, renderProblemPage, renderRevokePage, renderRoutePage, routePageOf } from './pages';

// The stand-in of the data-exchange integration (ADR 011), for local runs and the end-to-end tests: on 127.0.0.1 on
// a port of its own, so the browser treats it as another site than the portal on localhost and sends it none of
// the portal's cookies. A page per consent and mandate route, durable choices, and the height message.

export interface StandInOptions {
  /** Default 7057 (the embed's local fallback); 0 picks a free port (tests). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where its choices are kept (data-integration.json). */
  dataDir: string;
  /** One line per request. Default: console.log. */
  log?: (line: string) => void;
}

export interface RunningStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

const BODY_LIMIT_BYTES = 4 * 1024;

/**
 * Its pages may be framed by the local portal and development server (any port: the tests' own systems and nginx
 * use free ports), never by another site; they run only their own script and style, and post only to themselves.
 */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; " +
  'frame-ancestors http://localhost:* http://127.0.0.1:*';

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string, type: string): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: a form's POST would then carry 'Origin: null', and the origin check below refuses it.
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy': PAGE_POLICY,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const sendPage = (req: IncomingMessage, res: ServerResponse, status: number, html: string) => send(req, res, status, html, 'text/html; charset=utf-8');

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    throw new ConsentError(415, 'Alleen formulieren van deze pagina worden aangenomen.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new ConsentError(413, 'Het formulier is te groot.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startDataIntegrationStandIn(options: StandInOptions): Promise<RunningStandIn> {
  const store = await openConsentStore(options.dataDir);
  const log = options.log ?? ((line: string) => console.log(line));
  let ownOrigin = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isAllowedHostHeader(req.headers.host)) return send(req, res, 421, 'Onbekende host', 'text/plain; charset=utf-8');
    const url = new URL(req.url ?? '/', ownOrigin);
    if (url.pathname === '/embed.js') return send(req, res, 200, EMBED_SCRIPT, 'text/javascript; charset=utf-8');
    if (url.pathname === '/embed.css') return send(req, res, 200, EMBED_STYLE, 'text/css; charset=utf-8');
    if (url.pathname === '/health') return send(req, res, 200, '{"status":"ok"}', 'application/json');
    const page = routePageOf(url.pathname);
    if (!page) return sendPage(req, res, 404, renderProblemPage('Niet gevonden', 'Deze pagina bestaat niet bij de gegevensdeling.'));
    const clientId = url.searchParams.get(DATA_INTEGRATION_PARAMS.clientId)?.trim() ?? '';
    const lang = url.searchParams.get(DATA_INTEGRATION_PARAMS.language)?.trim() || DATA_INTEGRATION_LANGUAGE;
    if (clientId === '') return sendPage(req, res, 400, renderProblemPage(page.heading, 'Onbekende client: de aanvraag noemt geen clientId.'));
    // The page's own address, without what the page after an action carries: its forms post there.
    const own = new URL(url);
    own.searchParams.delete(DONE_PARAMS.action);
    own.searchParams.delete(DONE_PARAMS.id);
    const pageUrl = own.pathname + own.search;

    if (req.method === 'POST') {
      // Only this integration's own forms: the browser names the page a form came from.
      if (req.headers.origin !== ownOrigin) throw new ConsentError(403, 'Alleen formulieren van deze pagina worden aangenomen.');
      const form = await readForm(req);
      const action = form.get('actie');
      if (action !== 'goedkeuren' && action !== 'intrekken') throw new ConsentError(400, 'Onbekende actie.');
      const id = form.get('id') ?? '';
      // Revoking asks first; an id or status that offers no revocation is refused by act() below as ever.
      const toRevoke = action === 'intrekken' && form.get(CONFIRMED_FIELD) !== 'ja' ? store.list().find((consent) => consent.id === id) : undefined;
      if (toRevoke && actionsFor(toRevoke.status).includes('intrekken')) return sendPage(req, res, 200, renderRevokePage(page, { clientId, lang, url: pageUrl }, toRevoke));
      await store.act(id, action);
      // Post, redirect, get: a reload of the frame does not send the form again. The page it leads to says what
      // went through.
      own.searchParams.set(DONE_PARAMS.action, action);
      own.searchParams.set(DONE_PARAMS.id, id);
      res.writeHead(303, { Location: own.pathname + own.search, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      return send(req, res, 405, 'Methode niet toegestaan', 'text/plain; charset=utf-8');
    }
    const doneAction = url.searchParams.get(DONE_PARAMS.action);
    const doneId = url.searchParams.get(DONE_PARAMS.id) ?? '';
    const done: { action: ConsentAction; id: string } | undefined =
      doneAction === 'goedkeuren' || doneAction === 'intrekken' ? { action: doneAction, id: doneId } : undefined;
    sendPage(req, res, 200, renderRoutePage(page, { clientId, lang, url: pageUrl, done }, store.list()));
  }

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`[gegevensdeling] ${req.method ?? '-'} ${req.url ?? '-'} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof ConsentError) return sendPage(req, res, error.status, renderProblemPage('Niet gelukt', error.message));
      log(`[gegevensdeling] ERROR ${req.method ?? '-'} ${req.url ?? '-'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendPage(req, res, 500, renderProblemPage('Niet gelukt', 'Er is een fout opgetreden in de gegevensdeling.'));
    });
  });
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? LOCAL_DATA_INTEGRATION_PORT, options.host ?? '127.0.0.1', () => {
      server.off('error', fail);
      listening();
    });
  });
  const port = (server.address() as AddressInfo).port;
  ownOrigin = `http://127.0.0.1:${port}`;
  return {
    url: ownOrigin,
    port,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}

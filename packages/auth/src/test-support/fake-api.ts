// A tiny real HTTP server for the unit tests of the client: ky, fetch, the hooks and the 401 dance run for
// real against it. Data calls live under /data, menu calls under /menu, so tests see which base URL was used.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callContextFixture } from '../mock/call-context.fixture';
import { melkLeveringFixture } from '../mock/melk-levering.fixture';
import { menuFixture } from '../mock/menu.fixture';
import { resetAuthForTests } from '../testing';

export interface RecordedRequest {
  method: string;
  /** Path without the base prefix, e.g. '/Menu/RefreshToken'. */
  path: string;
  /** 'data' or 'menu': the base URL the request used. */
  base: string;
  authorization: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest, api: FakeApi) => FakeAnswer | Promise<FakeAnswer>;

export const SESSION_TOKEN = 'session-token-1';
export const FAKE_KLW_ID = 4242;

export class FakeApi {
  readonly requests: RecordedRequest[] = [];
  /** Access tokens the server accepts now; `expireAccessTokens()` empties it. */
  readonly validTokens = new Set<string>();
  issued = 0;
  private readonly handlers = new Map<string, FakeHandler>();
  private server: Server | null = null;
  baseUrl = '';

  constructor() {
    this.on('POST /Menu/RefreshToken', (request) => {
      if (request.authorization !== `Bearer ${SESSION_TOKEN}`) {
        return { status: 401, body: { message: 'De sessie is verlopen.' } };
      }
      this.issued += 1;
      const token = `access-token-${this.issued}`;
      this.validTokens.add(token);
      return { status: 200, body: { access_token: token } };
    });
    this.onAuthorized('GET /Auth/GetCallContextModel', () => callContextFixture(FAKE_KLW_ID));
    this.onAuthorized('POST /Menu/GetMenu', () => menuFixture(FAKE_KLW_ID));
    this.onAuthorized('GET /MelkLevering/GetMelkLeveringGegevens', () => melkLeveringFixture(FAKE_KLW_ID));
    this.onAuthorized('POST /MelkLevering/SaveMelkLeveringGegevens', (request) => request.body);
  }

  /** Replaces the handler of 'METHOD /Path'. */
  on(route: string, handler: FakeHandler): void {
    this.handlers.set(route, handler);
  }

  /** A handler that answers 401 unless the request carries a valid access token. */
  onAuthorized(route: string, answer: (request: RecordedRequest) => unknown, delayMs = 0): void {
    this.on(route, (request) =>
      this.isAuthorized(request) ? { status: 200, body: answer(request), delayMs } : { status: 401, delayMs },
    );
  }

  isAuthorized(request: RecordedRequest): boolean {
    return this.validTokens.has(request.authorization.replace(/^Bearer /, ''));
  }

  expireAccessTokens(): void {
    this.validTokens.clear();
  }

  count(path: string): number {
    return this.requests.filter((request) => request.path === path).length;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** window.klwConfig for this server. */
  config(extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { apiBaseUrl: `${this.baseUrl}/data`, menuApiBaseUrl: `${this.baseUrl}/menu`, ...extra };
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const [, base = '', ...rest] = (request.url ?? '/').split('/');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: `/${rest.join('/')}`,
      base,
      authorization: request.headers.authorization ?? '',
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    this.requests.push(recorded);
    const handler = this.handlers.get(`${recorded.method} ${recorded.path}`);
    const answer: FakeAnswer = handler ? await handler(recorded, this) : { status: 404, body: 'Not found' };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    const isText = typeof answer.body === 'string';
    response.writeHead(answer.status, {
      'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    });
    response.end(answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body));
  }
}

/** Sets the access_token cookie the portal's sign-in would set. */
export function setSessionCookie(token: string = SESSION_TOKEN): void {
  document.cookie = `access_token=${encodeURIComponent(token)}; path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Removes the hidden input, the config and resets the URL. */
export function resetPage(): void {
  document.body.innerHTML = '';
  delete window.klwConfig;
  window.history.replaceState(null, '', '/');
  clearCookies();
}

export function setHiddenKlwId(value: string): void {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.id = 'selectedKringloopwijzerId';
  input.value = value;
  document.body.appendChild(input);
}

/** A clean page for one test: auth state reset, a started fake API as the page's configuration, a session cookie. */
export async function startFakeApi(): Promise<FakeApi> {
  resetAuthForTests();
  const server = new FakeApi();
  await server.start();
  window.klwConfig = server.config();
  setSessionCookie();
  return server;
}

export async function stopFakeApi(server: FakeApi): Promise<void> {
  await server.stop();
  resetPage();
}

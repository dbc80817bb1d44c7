// The API as the unit tests of the client see it: MSW answers every request in-process, so ky, fetch, the hooks and
// the 401 dance run for real while a test decides each answer and reads back what was sent. Data calls live under
// /data, menu calls under /menu, so tests see which base URL was used.
import { delay, http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { callContextFixture } from '../mock/call-context.fixture';
import { menuFixture } from '../mock/menu.fixture';
import { resetAuthForTests } from '../testing';

export interface RecordedRequest {
  method: string;
  /** Path without the base prefix, e.g. '/Menu/RefreshToken'. */
  path: string;
  /** 'data' or 'menu': the base URL the request used. */
  base: string;
  authorization: string;
  headers: Headers;
  body: unknown;
}

interface FakeAnswer {
  status: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest, api: FakeApi) => FakeAnswer | Promise<FakeAnswer>;

export const SESSION_TOKEN = 'session-token-1';
export const FAKE_KLW_ID = 4242;
/** Never reached: MSW answers every request to it. */
const BASE_URL = 'http://api.klw.test';

/** A call every screen could make, for the client's tests: klw_auth itself names no screen. */
export const EXAMPLE_GET = '/Voorbeeld/Gegevens';
export const EXAMPLE_SAVE = '/Voorbeeld/Opslaan';

export class FakeApi {
  readonly requests: RecordedRequest[] = [];
  /** Access tokens the server accepts now; `expireAccessTokens()` empties it. */
  readonly validTokens = new Set<string>();
  issued = 0;
  /** While true every request fails as a network error would (no connection). */
  offline = false;
  private readonly handlers = new Map<string, FakeHandler>();
  private server: SetupServer | null = null;
  readonly baseUrl = BASE_URL;

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
    this.onAuthorized(`GET ${EXAMPLE_GET}`, () => ({ waarde: 1 }));
    this.onAuthorized(`POST ${EXAMPLE_SAVE}`, (request) => request.body);
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

  start(): void {
    const server = setupServer(http.all(`${BASE_URL}/*`, ({ request }) => this.handle(request)));
    server.listen({ onUnhandledRequest: 'bypass' });
    this.server = server;
  }

  /** window.klwConfig for this server. */
  config(extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { apiBaseUrl: `${this.baseUrl}/data`, menuApiBaseUrl: `${this.baseUrl}/menu`, ...extra };
  }

  stop(): void {
    this.server?.close();
    this.server = null;
  }

  private async handle(request: Request): Promise<Response> {
    if (this.offline) return HttpResponse.error();
    const text = await request.text();
    const [, base = '', ...rest] = new URL(request.url).pathname.split('/');
    const recorded: RecordedRequest = {
      method: request.method,
      path: `/${rest.join('/')}`,
      base,
      authorization: request.headers.get('authorization') ?? '',
      headers: request.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    this.requests.push(recorded);
    const handler = this.handlers.get(`${recorded.method} ${recorded.path}`);
    const answer: FakeAnswer = handler ? await handler(recorded, this) : { status: 404, body: 'Not found' };
    if (answer.delayMs) await delay(answer.delayMs);
    const init = { status: answer.status, headers: answer.headers };
    if (answer.body === undefined) return new HttpResponse(null, init);
    return typeof answer.body === 'string' ? HttpResponse.text(answer.body, init) : HttpResponse.json(answer.body, init);
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

/** A clean page for one test: auth state reset, the fake API as the page's configuration, a session cookie. */
export function startFakeApi(): FakeApi {
  resetAuthForTests();
  const server = new FakeApi();
  server.start();
  window.klwConfig = server.config();
  setSessionCookie();
  return server;
}

export function stopFakeApi(server: FakeApi): void {
  server.stop();
  resetPage();
}

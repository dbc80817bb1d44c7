// Over 300 lines for one subject: klw_auth's authorised client, from the token it ensures to the answers it checks.
import * as v from 'valibot';
import { ApiError, ContractError, api, callApi, ensureToken, isSessionEnded } from './exposes/client';
import { onPageLoad } from './exposes/page-load';
import {
  EXAMPLE_GET,
  EXAMPLE_SAVE,
  FAKE_KLW_ID,
  FakeApi,
  type FakeHandler,
  SESSION_TOKEN,
  clearCookies,
  setHiddenKlwId,
  setSessionCookie,
  startFakeApi,
  stopFakeApi,
} from './test-support/fake-api';

const REFRESH = '/Menu/RefreshToken';
const EXAMPLE = EXAMPLE_GET;
const SAVE = EXAMPLE_SAVE;
const CONTEXT = '/Auth/GetCallContextModel';

let server: FakeApi;

// A screen's calls as a screen builds them on the client (ADR 005); klw_auth itself names no screen.
const VoorbeeldSchema = v.object({ waarde: v.number() });
type Voorbeeld = v.InferOutput<typeof VoorbeeldSchema>;
const getVoorbeeld = () => callApi({ call: 'GetVoorbeeld', method: 'get', path: EXAMPLE_GET, schema: VoorbeeldSchema });
const saveVoorbeeld = (json: Voorbeeld) => callApi({ call: 'SaveVoorbeeld', method: 'post', path: EXAMPLE_SAVE, schema: VoorbeeldSchema, json });

beforeEach(() => {
  server = startFakeApi();
});

afterEach(() => stopFakeApi(server));

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('ensureToken', () => {
  it('makes one RefreshToken per page load, however many callers', async () => {
    await Promise.all([ensureToken(), ensureToken(), api.getCallContext(), getVoorbeeld()]);
    await ensureToken();
    await api.getMenu();
    expect(server.count(REFRESH)).toBe(1);
  });

  it('joins the RefreshToken the shell started at page load (klw_auth/page-load) instead of making another', async () => {
    const started = onPageLoad();
    await Promise.all([api.getCallContext(), getVoorbeeld(), started]);
    expect(server.count(REFRESH)).toBe(1);
    expect(server.requests.filter((request) => request.path === CONTEXT)[0]?.authorization).toBe('Bearer access-token-1');
  });

  it('tries again on the first call when the RefreshToken started at page load failed', async () => {
    server.offline = true;
    await expect(onPageLoad()).rejects.toThrow();
    server.offline = false;
    await expect(getVoorbeeld()).resolves.toEqual({ waarde: 1 });
    expect(server.count(REFRESH)).toBe(1);
  });

  it("authenticates RefreshToken with the cookie's session token, not the (expired) access token", async () => {
    await ensureToken();
    server.expireAccessTokens();
    await api.getCallContext();
    const refreshes = server.requests.filter((request) => request.path === REFRESH);
    expect(refreshes).toHaveLength(2);
    expect(refreshes.map((refresh) => refresh.authorization)).toEqual([`Bearer ${SESSION_TOKEN}`, `Bearer ${SESSION_TOKEN}`]);
    expect(refreshes[1]?.base).toBe('menu');
  });

  it('sends the hidden input id as selectedKringloopwijzerId', async () => {
    window.history.replaceState(null, '', '/voer/krachtvoer/Index/123');
    setHiddenKlwId('456');
    await ensureToken();
    expect(server.requests[0]?.body).toEqual({ selectedKringloopwijzerId: 456 });
  });

  it('sends the last numeric URL segment when the page has no hidden input', async () => {
    window.history.replaceState(null, '', '/voer/krachtvoer/Index/123');
    await ensureToken();
    expect(server.requests[0]?.body).toEqual({ selectedKringloopwijzerId: 123 });
  });

  it('leaves selectedKringloopwijzerId out when there is neither', async () => {
    window.history.replaceState(null, '', '/Profiel/Index');
    await ensureToken();
    expect(server.requests[0]?.body).toEqual({});
  });

  it('fails with an ApiError when the session is gone, and a later call tries again', async () => {
    setSessionCookie('signed-out');
    const error = await failure(ensureToken());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'RefreshToken', status: 401, body: { message: 'De sessie is verlopen.' } });
    expect((error as ApiError).message).toBe('De sessie is verlopen.');

    setSessionCookie();
    await ensureToken();
    expect(server.count(REFRESH)).toBe(2);
  });

  it('rejects a RefreshToken answer without access_token as a ContractError', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('POST /Menu/RefreshToken', () => ({ status: 200, body: { token: 'x' } }));
    const error = await failure(ensureToken());
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toBe('Het antwoord van RefreshToken heeft een onverwachte vorm: access_token ontbreekt');
    warn.mockRestore();
  });
});

describe('the Authorization header on requests', () => {
  it('carries the access token RefreshToken returned, as Bearer', async () => {
    await getVoorbeeld();
    const sent = server.requests.find((request) => request.path === EXAMPLE);
    expect(sent?.authorization).toBe('Bearer access-token-1');
  });
});

describe('base URLs', () => {
  it('sends data calls to apiBaseUrl and Menu calls to menuApiBaseUrl', async () => {
    const data = await getVoorbeeld();
    await saveVoorbeeld(data);
    await api.getCallContext();
    await api.getMenu();
    const bases = Object.fromEntries(server.requests.map((request) => [request.path, request.base]));
    expect(bases).toEqual({
      [REFRESH]: 'menu',
      '/Menu/GetMenu': 'menu',
      [CONTEXT]: 'data',
      [EXAMPLE]: 'data',
      [SAVE]: 'data',
    });
  });
});

describe('401: refresh and retry once', () => {
  it.each([
    ['GetCallContextModel', () => api.getCallContext(), CONTEXT],
    ['GetVoorbeeld', () => getVoorbeeld(), EXAMPLE],
  ])('recovers %s after the access token expired', async (_name, call, path) => {
    await ensureToken();
    server.expireAccessTokens();
    await expect(call()).resolves.toBeTruthy();
    expect(server.count(REFRESH)).toBe(2);
    expect(server.requests.filter((r) => r.path === path).map((r) => r.authorization)).toEqual([
      'Bearer access-token-1',
      'Bearer access-token-2',
    ]);
  });

  it('retries a POST with the same body', async () => {
    const data = await getVoorbeeld();
    server.expireAccessTokens();
    const saved = await saveVoorbeeld({ ...data, waarde: 1234 });
    expect(saved.waarde).toBe(1234);
    const saves = server.requests.filter((r) => r.path === SAVE);
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toEqual(saves[0]?.body);
    expect((saves[1]?.body as Voorbeeld).waarde).toBe(1234);
  });

  it('shares ONE refresh among ten parallel calls that get 401', async () => {
    await ensureToken();
    server.expireAccessTokens();
    // The refresh answers only once all ten calls have had their 401, so every 401 arrives while it runs.
    let refusals = 0;
    let everyCallRefused: () => void = () => undefined;
    const allRefused = new Promise<void>((resolve) => (everyCallRefused = resolve));
    const refusing = (answer: () => unknown): FakeHandler => (request, fake) => {
      if (fake.isAuthorized(request)) return { status: 200, body: answer() };
      refusals += 1;
      if (refusals === 10) everyCallRefused();
      return { status: 401 };
    };
    server.on(`GET ${EXAMPLE}`, refusing(() => ({ waarde: 1 })));
    server.on(`GET ${CONTEXT}`, refusing(() => callContextFor()));
    const refresh = jest.fn();
    server.on('POST /Menu/RefreshToken', async (request, fake) => {
      refresh();
      await allRefused;
      fake.issued += 1;
      fake.validTokens.add(`access-token-${fake.issued}`);
      expect(request.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
      return { status: 200, body: { access_token: `access-token-${fake.issued}` } };
    });
    const calls = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0 ? getVoorbeeld() : api.getCallContext(),
    );
    const results = await Promise.all(calls);
    expect(results).toHaveLength(10);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.count(REFRESH)).toBe(2); // the page-load one and the ONE after the 401s
    expect(server.requests.filter((r) => r.path !== REFRESH)).toHaveLength(20);
  });

  it('shares one refresh even when the 401s trickle in after it finished', async () => {
    await ensureToken();
    server.expireAccessTokens();
    let delay = 0;
    server.onAuthorized('GET /Auth/GetCallContextModel', () => callContextFor(), 0);
    // Each 401 comes later than the one before; the refresh is quick, so most arrive after it.
    server.on('GET /Voorbeeld/Gegevens', (request, fake) => {
      const ok = fake.isAuthorized(request);
      delay += 20;
      return ok ? { status: 200, body: answer } : { status: 401, delayMs: delay };
    });
    const answer = { waarde: 1 };
    await Promise.all(Array.from({ length: 10 }, () => getVoorbeeld()));
    expect(server.count(REFRESH)).toBe(2);
  });

  it('shares one failed refresh with the 401s that trickle in after it failed', async () => {
    await ensureToken();
    server.expireAccessTokens();
    server.on('POST /Menu/RefreshToken', () => ({ status: 401, body: { message: 'De sessie is verlopen.' } }));
    let delay = 0;
    server.on('GET /Auth/GetCallContextModel', () => {
      delay += 20;
      return { status: 401, delayMs: delay };
    });
    const errors = await Promise.all(Array.from({ length: 10 }, () => failure(api.getCallContext())));
    expect(errors.every((error) => error instanceof ApiError && error.call === 'RefreshToken')).toBe(true);
    expect(server.count(REFRESH)).toBe(2);
    expect(server.count(CONTEXT)).toBe(10);
  });

  it('ends in an ApiError when the retry gets 401 again: no loop', async () => {
    await ensureToken();
    server.on('GET /Voorbeeld/Gegevens', () => ({ status: 401, body: { message: 'Geen toegang.' } }));
    const error = await failure(getVoorbeeld());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'GetVoorbeeld', status: 401, body: { message: 'Geen toegang.' } });
    expect(server.count(EXAMPLE)).toBe(2);
    expect(server.count(REFRESH)).toBe(2);
  });

  it('ends in an ApiError when the refresh fails, and the call is not retried', async () => {
    await ensureToken();
    server.expireAccessTokens();
    server.on('POST /Menu/RefreshToken', () => ({ status: 500, body: { errorDetails: [{ message: 'Storing.' }] } }));
    const errors = await Promise.all([
      failure(getVoorbeeld()),
      failure(api.getCallContext()),
      failure(getVoorbeeld()),
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ call: 'RefreshToken', status: 500, message: 'Storing.' });
    }
    expect(server.count(REFRESH)).toBe(2);
    expect(server.count(EXAMPLE)).toBe(2);
    expect(server.count(CONTEXT)).toBe(1);
  });
});

describe('a session that ended', () => {
  it('a call whose refresh is refused with 401 fails with an error isSessionEnded recognises', async () => {
    await ensureToken();
    server.expireAccessTokens();
    server.on('POST /Menu/RefreshToken', () => ({ status: 401, body: { message: 'Het token is verlopen.' } }));
    const error = await failure(getVoorbeeld());
    expect(isSessionEnded(error)).toBe(true);
  });

  it('signed in again (a new session cookie) at once after: the next call refreshes with it, not refused with the old failure', async () => {
    await ensureToken();
    server.expireAccessTokens();
    // Signed out in another tab: the cookie is gone and the session with it.
    clearCookies();
    expect(isSessionEnded(await failure(getVoorbeeld()))).toBe(true);
    // Signed in within the page, well within the moment a failed refresh is shared with the calls of its burst.
    setSessionCookie();
    await expect(getVoorbeeld()).resolves.toEqual({ waarde: 1 });
  });

  it('a refresh that fails otherwise (500, no connection) is not a session that ended', async () => {
    await ensureToken();
    server.expireAccessTokens();
    server.on('POST /Menu/RefreshToken', () => ({ status: 500, body: { message: 'Storing.' } }));
    expect(isSessionEnded(await failure(getVoorbeeld()))).toBe(false);
  });
});

describe('other errors', () => {
  it('rethrows a 500 as an ApiError with status, parsed body and body text', async () => {
    const body = { message: 'Opslaan mislukt', errorDetails: [{ message: 'Vet is te hoog' }, { message: 'Ureum ontbreekt' }] };
    server.onAuthorized('POST /Voorbeeld/Opslaan', () => null);
    server.on('POST /Voorbeeld/Opslaan', () => ({ status: 500, body }));
    const data = await getVoorbeeld();
    const error = await failure(saveVoorbeeld(data));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'SaveVoorbeeld', status: 500, body, bodyText: JSON.stringify(body) });
    expect((error as Error).message).toBe('Vet is te hoog. Ureum ontbreekt');
    expect(server.count(SAVE)).toBe(1);
    expect(server.count(REFRESH)).toBe(1);
  });

  it('keeps a text body as bodyText with body null', async () => {
    server.on('GET /Voorbeeld/Gegevens', () => ({ status: 400, body: 'Ongeldig verzoek' }));
    const error = await failure(getVoorbeeld());
    expect(error).toMatchObject({ status: 400, body: null, bodyText: 'Ongeldig verzoek', message: 'Ongeldig verzoek' });
  });

  it('joins messages with ". "', async () => {
    server.on('GET /Voorbeeld/Gegevens', () => ({ status: 422, body: { messages: ['Een', 'Twee'] } }));
    const error = await failure(getVoorbeeld());
    expect((error as Error).message).toBe('Een. Twee');
  });

  it('reports an unreachable server as an ApiError with status null', async () => {
    server.offline = true;
    const error = await failure(api.getCallContext());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'RefreshToken', status: null, message: 'De server is niet bereikbaar.' });
  });
});

describe('test mode', () => {
  it('times out after 1 s with a Dutch ApiError, status null', async () => {
    window.klwConfig = server.config({ testMode: true });
    await ensureToken();
    server.onAuthorized('GET /Voorbeeld/Gegevens', () => ({}), 3_000);
    // The time-out is the subject: measured on jest's fake clock, moved on in small steps until the call gave up, so
    // a busy machine cannot make it look late. The request itself still runs on the real event loop.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let elapsed = Number.NaN;
    let error: unknown;
    try {
      const started = performance.now();
      let done = false;
      const call = failure(getVoorbeeld()).finally(() => {
        done = true;
        elapsed = performance.now() - started;
      });
      // Ten seconds of the fake clock at most: past the answer's 3 s, so a missing time-out fails here too.
      for (let step = 0; !done && step < 200; step += 1) await jest.advanceTimersByTimeAsync(50);
      error = await call;
      // The late answer, so that no handler is left waiting.
      await jest.runOnlyPendingTimersAsync();
    } finally {
      jest.useRealTimers();
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'GetVoorbeeld', status: null, message: 'De server reageert niet (time-out).' });
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(1_800);
  });

  it('does not time out a 1.2 s answer outside test mode', async () => {
    await ensureToken();
    server.onAuthorized('GET /Auth/GetCallContextModel', () => callContextFor(), 1_200);
    await expect(api.getCallContext()).resolves.toMatchObject({ kringloopwijzerId: FAKE_KLW_ID });
  });
});

describe('answers are checked against their schema', () => {
  it('turns a malformed answer into a ContractError naming the call, in Dutch', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.onAuthorized('GET /Voorbeeld/Gegevens', () => ({ waarde: 'abc' }));
    const error = await failure(getVoorbeeld());
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ call: 'GetVoorbeeld' });
    // No English from the schema library in what the farmer reads; that goes to the console for the developer.
    expect((error as Error).message).toBe('Het antwoord van GetVoorbeeld heeft een onverwachte vorm: waarde is ongeldig ("abc")');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^GetVoorbeeld: waarde Invalid type/));
    warn.mockRestore();
  });

  it('names a missing part of an answer as missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.onAuthorized('GET /Voorbeeld/Gegevens', () => ({}));
    const error = await failure(getVoorbeeld());
    expect((error as Error).message).toBe('Het antwoord van GetVoorbeeld heeft een onverwachte vorm: waarde ontbreekt');
    warn.mockRestore();
  });

  it('turns a non-JSON answer into a ContractError', async () => {
    server.onAuthorized('GET /Auth/GetCallContextModel', () => '<html>Inloggen</html>');
    const error = await failure(api.getCallContext());
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^Het antwoord van GetCallContextModel heeft een onverwachte vorm: het antwoord is geen JSON/);
    expect((error as Error).message).not.toContain('<');
  });

  it('normalises what the schema normalises (ids as text become numbers)', async () => {
    server.onAuthorized('GET /Auth/GetCallContextModel', () => ({ ...callContextFor(), kringloopwijzerId: '77' }));
    await expect(api.getCallContext()).resolves.toMatchObject({ kringloopwijzerId: 77 });
  });
});

function callContextFor(): Record<string, unknown> {
  return {
    gebruikerId: 1,
    deelnemerId: 2,
    kringloopwijzerId: FAKE_KLW_ID,
    kringloopwijzerJaar: 2024,
    kringloopwijzerStatusId: 1,
    gebruikerIsDeelnemer: true,
  };
}

describe("the page's telemetry", () => {
  const channel = { push: jest.fn() };
  beforeEach(() => {
    (globalThis as Record<string, unknown>).__KLW_TELEMETRY__ = channel;
    channel.push.mockClear();
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__KLW_TELEMETRY__;
  });

  it('reports each call: its path template, status and duration, nothing it carries', async () => {
    await getVoorbeeld();
    server.on('POST /Voorbeeld/Opslaan', () => ({ status: 503, body: { message: 'Even niet' } }));
    await failure(saveVoorbeeld({ waarde: 4711 }));
    expect(channel.push.mock.calls.map(([report]) => report)).toEqual([
      { t: 'call', call: EXAMPLE_GET.slice(1), status: 200, ms: expect.any(Number) },
      { t: 'call', call: EXAMPLE_SAVE.slice(1), status: 503, ms: expect.any(Number) },
    ]);
    expect(JSON.stringify(channel.push.mock.calls)).not.toContain('4711');
  });
});

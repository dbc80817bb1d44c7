import { ApiError, callApi, canRetry, ensureToken } from './exposes/client';
import { IDENTITY_CHANGED_MESSAGE } from './token';
import { EXAMPLE_SAVE, FakeApi, SESSION_TOKEN, setSessionCookie, startFakeApi, stopFakeApi } from './test-support/fake-api';
import * as v from 'valibot';

// Another tab signs in as someone else; this page notices at its next token refresh.

let server: FakeApi;
let user = 1;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  server = startFakeApi();
  user = 1;
  server.on('POST /Menu/RefreshToken', (request) => {
    if (request.authorization !== `Bearer ${SESSION_TOKEN}`) return { status: 401 };
    server.issued += 1;
    const token = `access-token-${server.issued}`;
    server.validTokens.add(token);
    return { status: 200, body: { access_token: token, gebruikerId: user } };
  });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  stopFakeApi(server);
});

const save = () => callApi({ call: 'SaveVoorbeeld', method: 'post', path: EXAMPLE_SAVE, schema: v.object({ waarde: v.number() }), json: { waarde: 7 } });

it('keeps working while the user stays the same', async () => {
  await ensureToken();
  server.expireAccessTokens();
  await expect(save()).resolves.toEqual({ waarde: 7 });
  expect(server.count('/Menu/RefreshToken')).toBe(2);
});

it('refuses the other user\'s token at the next refresh, sends nothing more, and says so in Dutch', async () => {
  await ensureToken();
  server.expireAccessTokens();
  user = 2;

  const error = await save().then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe(IDENTITY_CHANGED_MESSAGE);
  // The message asks for a reload: a screen offers no 'Opnieuw proberen' for it.
  expect(canRetry(error)).toBe(false);
  const saves = server.requests.filter((request) => request.path === EXAMPLE_SAVE);
  // The first attempt went out with the old user's (expired) token; the new user's token was never used.
  expect(saves.map((request) => request.authorization)).toEqual(['Bearer access-token-1']);

  const sentBefore = server.requests.length;
  await expect(save()).rejects.toThrow(IDENTITY_CHANGED_MESSAGE);
  expect(server.requests.length).toBe(sentBefore);
});

it('takes a 403 at the refresh after a new sign-in in the cookie for the same change of user', async () => {
  await ensureToken();
  server.expireAccessTokens();
  setSessionCookie('session-token-of-someone-else');
  server.on('POST /Menu/RefreshToken', () => ({ status: 403, body: { message: 'U heeft geen toegang tot deze kringloopwijzer.' } }));

  await expect(save()).rejects.toThrow(IDENTITY_CHANGED_MESSAGE);
  const sentBefore = server.requests.length;
  await expect(save()).rejects.toThrow(IDENTITY_CHANGED_MESSAGE);
  expect(server.requests.length).toBe(sentBefore);
});

it('a 403 with the same session in the cookie stays a plain refusal', async () => {
  await ensureToken();
  server.expireAccessTokens();
  server.on('POST /Menu/RefreshToken', () => ({ status: 403, body: { message: 'U heeft geen toegang tot deze kringloopwijzer.' } }));
  await expect(save()).rejects.toThrow('U heeft geen toegang tot deze kringloopwijzer.');
});

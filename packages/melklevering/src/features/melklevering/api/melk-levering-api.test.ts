import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authHandlers, resetAuthForTests } from '@klw/auth/src/testing';
import { melkLeveringApi } from './melk-levering-api';
import { melkLeveringHandlers } from './mock/handlers';

// The same handlers as the browser's mock mode ('?mock=1'), here without the 1.5 s delay.
const options = { delayMs: 0, klwId: () => 1023, jaar: 2024 };
const server = setupServer(...authHandlers(options), ...melkLeveringHandlers(options));
const seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAuthForTests();
  window.klwConfig = { apiBaseUrl: 'http://api.klw.test/data', menuApiBaseUrl: 'http://api.klw.test/menu' };
  document.cookie = 'access_token=session; path=/';
  seen.length = 0;
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  delete window.klwConfig;
});
afterAll(() => server.close());

describe("the milk screen's calls, on klw_auth's client", () => {
  it('loads the year from the data base URL with the Bearer token RefreshToken gave', async () => {
    const data = await melkLeveringApi.getMelkLeveringGegevens();
    expect(data).toMatchObject({ kringloopwijzerId: 1023, kringloopwijzerJaar: 2024 });
    expect(data.maanden.length).toBeGreaterThan(0);
    const get = seen.find((request) => request.url.endsWith('/MelkLevering/GetMelkLeveringGegevens'));
    expect(get?.url).toBe('http://api.klw.test/data/MelkLevering/GetMelkLeveringGegevens');
    expect(get?.headers.get('authorization')).toBe('Bearer mock-token-1023');
  });

  it('saves the whole year and the next load shows what was saved', async () => {
    const data = await melkLeveringApi.getMelkLeveringGegevens();
    const saved = await melkLeveringApi.saveMelkLeveringGegevens({ ...data, melkGevoerdAanKalveren: 31_000 });
    expect(saved.melkGevoerdAanKalveren).toBe(31_000);
    const save = seen.find((request) => request.url.endsWith('/MelkLevering/SaveMelkLeveringGegevens'));
    expect(save?.method).toBe('POST');
    await expect(save?.json()).resolves.toMatchObject({ kringloopwijzerId: 1023, melkGevoerdAanKalveren: 31_000 });
    await expect(melkLeveringApi.getMelkLeveringGegevens()).resolves.toMatchObject({ melkGevoerdAanKalveren: 31_000 });
  });

  it("turns a failed save into the client's Dutch error, with the server's message", async () => {
    server.use(
      http.post('*/MelkLevering/SaveMelkLeveringGegevens', () =>
        HttpResponse.json({ message: 'Opslaan is niet gelukt.' }, { status: 500 }),
      ),
    );
    const data = await melkLeveringApi.getMelkLeveringGegevens();
    await expect(melkLeveringApi.saveMelkLeveringGegevens(data)).rejects.toMatchObject({
      name: 'ApiError',
      call: 'SaveMelkLeveringGegevens',
      status: 500,
      message: 'Opslaan is niet gelukt.',
    });
  });
});

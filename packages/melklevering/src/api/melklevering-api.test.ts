import { http, HttpResponse } from 'msw';
import { itStartsTheYearLoadAtPageLoad, screenApiServer } from '@klw/forms/testing';
import { melkLeveringApi } from './melklevering-api';
import { melkLeveringHandlers } from './mock/handlers';
import { melkLeveringFixture } from './mock/melklevering.fixture';
import { MELK } from '../declaration';
import { onPageLoad } from '../exposes/page-load';

// The same handlers as the browser's mock mode ('?mock=1'), here without the 1.5 s delay.
const server = screenApiServer(melkLeveringHandlers);
const seen: Request[] = [];

beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
});
afterEach(() => {
  server.events.removeAllListeners();
});

describe("the milk screen's calls, on klw_auth's client", () => {
  it('loads the year from the data base URL with the Bearer token RefreshToken gave', async () => {
    const { data, etag } = await melkLeveringApi.load();
    expect(etag).toBeNull();
    expect(data).toMatchObject({ kringloopwijzerId: 1023, kringloopwijzerJaar: 2024 });
    expect(data.maanden.length).toBeGreaterThan(0);
    const get = seen.find((request) => request.url.endsWith('/MelkLevering/GetMelkLeveringGegevens'));
    expect(get?.url).toBe('http://api.klw.test/data/MelkLevering/GetMelkLeveringGegevens');
    expect(get?.headers.get('authorization')).toBe('Bearer mock-token-1023');
  });

  it('saves the whole year and the next load shows what was saved', async () => {
    const { data } = await melkLeveringApi.load();
    const saved = await melkLeveringApi.save({ ...data, melkGevoerdAanKalveren: 31_000 }, null);
    expect(saved.data.melkGevoerdAanKalveren).toBe(31_000);
    const save = seen.find((request) => request.url.endsWith('/MelkLevering/SaveMelkLeveringGegevens'));
    expect(save?.method).toBe('POST');
    await expect(save?.json()).resolves.toMatchObject({ kringloopwijzerId: 1023, melkGevoerdAanKalveren: 31_000 });
    // An API without ETags: no If-Match is sent.
    expect(save?.headers.get('if-match')).toBeNull();
    await expect(melkLeveringApi.load()).resolves.toMatchObject({ data: { melkGevoerdAanKalveren: 31_000 } });
  });

  it("turns a failed save into the client's Dutch error, with the server's message", async () => {
    server.use(
      http.post('*/MelkLevering/SaveMelkLeveringGegevens', () =>
        HttpResponse.json({ message: 'Opslaan is niet gelukt.' }, { status: 500 }),
      ),
    );
    const { data } = await melkLeveringApi.load();
    await expect(melkLeveringApi.save(data, null)).rejects.toMatchObject({
      name: 'ApiError',
      call: 'SaveMelkLeveringGegevens',
      status: 500,
      message: 'Opslaan is niet gelukt.',
    });
  });

  it('reads the ETag of the data and of the save answer, and sends If-Match when asked', async () => {
    let version = 1;
    server.use(
      http.get('*/MelkLevering/GetMelkLeveringGegevens', () =>
        HttpResponse.json(melkLeveringFixture(1023, 2024), { headers: { ETag: `"v${version}"` } }),
      ),
      http.post('*/MelkLevering/SaveMelkLeveringGegevens', async ({ request }) => {
        if (request.headers.get('if-match') !== `"v${version}"`) {
          return HttpResponse.json({ message: 'Iemand anders was eerder.' }, { status: 412 });
        }
        version += 1;
        return HttpResponse.json(await request.json(), { headers: { ETag: `"v${version}"` } });
      }),
    );
    const loaded = await melkLeveringApi.load();
    expect(loaded.etag).toBe('"v1"');
    const saved = await melkLeveringApi.save(loaded.data, loaded.etag);
    expect(saved.etag).toBe('"v2"');
    const save = seen.find((request) => request.url.endsWith('/MelkLevering/SaveMelkLeveringGegevens'));
    expect(save?.headers.get('if-match')).toBe('"v1"');
    await expect(melkLeveringApi.save(loaded.data, '"v1"')).rejects.toMatchObject({
      status: 412,
      message: 'Iemand anders was eerder.',
    });
  });
});

itStartsTheYearLoadAtPageLoad({ server, contract: MELK, api: melkLeveringApi, onPageLoad });

import { http, HttpResponse } from 'msw';
import { KRACHTVOER } from '../declaration';
import { itStartsTheYearLoadAtPageLoad, screenApiServer } from '@klw/forms/testing';
import { krachtvoerApi } from './krachtvoer-api';
import { krachtvoerFixture } from './mock/krachtvoer.fixture';
import { onPageLoad } from '../exposes/page-load';

// The kit's handlers on the screen's fixture, as in the browser's mock mode, without its delay.
const server = screenApiServer({ contract: KRACHTVOER, fixture: krachtvoerFixture });

describe('the Krachtvoer calls', () => {
  it('loads the year through the authorised client, with its version', async () => {
    const { data, etag } = await krachtvoerApi.load();
    expect(data).toMatchObject({ kringloopwijzerId: 1023, kringloopwijzerJaar: 2024, handmatigeVoerLeveringRows: [] });
    // A supplier's delivery without its kg comes through as null, not as an error.
    expect(data.voerLeveringRows.map((row) => row.kg)).toContain(null);
    expect(etag).toMatch(/^".+"$/);
  });

  it('saves on the version it loaded; a save on a version that is gone is refused (412)', async () => {
    const { data, etag } = await krachtvoerApi.load();
    const row = { product: 'Brok', kg: 1_234.5, re: null, p: null };
    const saved = await krachtvoerApi.save({ ...data, handmatigeVoerLeveringRows: [row] }, etag);
    expect(saved.data.handmatigeVoerLeveringRows).toEqual([row]);
    expect(saved.etag).not.toBe(etag);
    await expect(krachtvoerApi.load()).resolves.toMatchObject({ data: { handmatigeVoerLeveringRows: [row] }, etag: saved.etag });
    await expect(krachtvoerApi.save({ ...data, handmatigeVoerLeveringRows: [] }, etag)).rejects.toMatchObject({ status: 412 });
  });

  it("turns an error answer into the client's Dutch error", async () => {
    server.use(http.get('*/Krachtvoer/GetKrachtvoerGegevens', () => HttpResponse.json({ message: 'Er ging iets mis.' }, { status: 500 })));
    await expect(krachtvoerApi.load()).rejects.toMatchObject({ call: 'GetKrachtvoerGegevens', status: 500, message: 'Er ging iets mis.' });
  });
});

itStartsTheYearLoadAtPageLoad({ server, contract: KRACHTVOER, api: krachtvoerApi, onPageLoad });

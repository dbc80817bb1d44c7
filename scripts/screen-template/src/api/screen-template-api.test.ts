import { http, HttpResponse } from 'msw';
import { itStartsTheYearLoadAtPageLoad, screenApiServer } from '@klw/forms/testing';
import { SCREEN_TEMPLATE } from '../declaration';
import { screenTemplateApi } from './screen-template-api';
import { screenTemplateFixture } from './mock/screen-template.fixture';
import { onPageLoad } from '../exposes/page-load';

// The kit's handlers on the screen's fixture, as in the browser's mock mode, without its delay.
const server = screenApiServer({ contract: SCREEN_TEMPLATE, fixture: screenTemplateFixture });

describe('the Schermtitel calls', () => {
  it('loads the year through the authorised client, with its version', async () => {
    const { data, etag } = await screenTemplateApi.load();
    expect(data).toMatchObject({ kringloopwijzerId: 1023, kringloopwijzerJaar: 2024, aantal: null });
    expect(etag).toMatch(/^".+"$/);
  });

  it('saves on the version it loaded; a save on a version that is gone is refused (412)', async () => {
    const { data, etag } = await screenTemplateApi.load();
    const saved = await screenTemplateApi.save({ ...data, aantal: 12 }, etag);
    expect(saved.data.aantal).toBe(12);
    expect(saved.etag).not.toBe(etag);
    await expect(screenTemplateApi.load()).resolves.toMatchObject({ data: { aantal: 12 }, etag: saved.etag });
    await expect(screenTemplateApi.save({ ...data, aantal: 13 }, etag)).rejects.toMatchObject({ status: 412 });
  });

  it("turns an error answer into the client's Dutch error", async () => {
    server.use(http.get('*/ScreenTemplate/GetScreenTemplateGegevens', () => HttpResponse.json({ message: 'Er ging iets mis.' }, { status: 500 })));
    await expect(screenTemplateApi.load()).rejects.toMatchObject({ call: 'GetScreenTemplateGegevens', status: 500, message: 'Er ging iets mis.' });
  });
});

itStartsTheYearLoadAtPageLoad({ server, contract: SCREEN_TEMPLATE, api: screenTemplateApi, onPageLoad });

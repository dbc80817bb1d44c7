import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MOCK_CONFLICT_MESSAGE, yearHandlers } from './year-handlers';

const calls = { load: { call: 'GetProefGegevens', path: '/Proef/GetProefGegevens' }, save: { call: 'SaveProefGegevens', path: '/Proef/SaveProefGegevens' } };
const fixture = (klwId: number, jaar: number) => ({ klwId, jaar, aantal: 1 });
const server = setupServer(...yearHandlers({ calls }, fixture, { delayMs: 0, klwId: () => 1023, jaar: 2024, msw: { http, HttpResponse, delay } }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const load = () => fetch('http://api.klw.test/Proef/GetProefGegevens');
const save = (body: object, ifMatch?: string) =>
  fetch('http://api.klw.test/Proef/SaveProefGegevens', { method: 'POST', body: JSON.stringify(body), headers: ifMatch ? { 'If-Match': ifMatch } : {} });

describe('yearHandlers: mock answers as the API gives them', () => {
  it('versions each save and refuses a save on a version that is gone, as the API does (412)', async () => {
    const first = await load();
    const etag = first.headers.get('ETag')!;
    await expect(first.json()).resolves.toEqual({ klwId: 1023, jaar: 2024, aantal: 1 });
    const saved = await save({ aantal: 2 }, etag);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).not.toBe(etag);
    const stale = await save({ aantal: 3 }, etag);
    expect(stale.status).toBe(412);
    await expect(stale.json()).resolves.toEqual({ message: MOCK_CONFLICT_MESSAGE });
    await expect((await load()).json()).resolves.toEqual({ aantal: 2 });
    // Without If-Match (an API without ETags) a save goes through.
    expect((await save({ aantal: 4 })).status).toBe(200);
  });
});

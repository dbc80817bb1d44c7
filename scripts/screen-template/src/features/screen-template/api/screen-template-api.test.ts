import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authHandlers, resetAuthForTests } from '@klw/auth/src/testing';
import { screenTemplateApi } from './screen-template-api';
import { screenTemplateHandlers } from './mock/handlers';

// The same handlers as the browser's mock mode, without its delay.
const options = { delayMs: 0, klwId: () => 1023, jaar: 2024 };
const server = setupServer(...authHandlers(options), ...screenTemplateHandlers(options));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAuthForTests();
  window.klwConfig = { apiBaseUrl: 'http://api.klw.test', menuApiBaseUrl: 'http://api.klw.test' };
  document.cookie = 'access_token=session; path=/';
});
afterEach(() => {
  server.resetHandlers();
  delete window.klwConfig;
});
afterAll(() => server.close());

describe('the Schermtitel calls', () => {
  it('loads the year through the authorised client', async () => {
    await expect(screenTemplateApi.getScreenTemplateGegevens()).resolves.toEqual({ kringloopwijzerId: 1023 });
  });

  it("turns an error answer into the client's Dutch error", async () => {
    server.use(http.get('*/ScreenTemplate/GetScreenTemplateGegevens', () => HttpResponse.json({ message: 'Er ging iets mis.' }, { status: 500 })));
    await expect(screenTemplateApi.getScreenTemplateGegevens()).rejects.toMatchObject({ call: 'GetScreenTemplateGegevens', status: 500, message: 'Er ging iets mis.' });
  });
});

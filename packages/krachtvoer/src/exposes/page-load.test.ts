import { waitFor } from '@testing-library/dom';
import { setupServer } from 'msw/node';
import { authHandlers, resetAuthForTests } from '@klw/forms/testing';
import { krachtvoerApi } from '../api/krachtvoer-api';
import { krachtvoerHandlers } from '../api/mock/handlers';
import { onPageLoad } from './page-load';

const options = { delayMs: 0, klwId: () => 1023, jaar: 2024 };
const server = setupServer(...authHandlers(options), ...krachtvoerHandlers(options));
const loads: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAuthForTests();
  window.klwConfig = { apiBaseUrl: 'http://api.klw.test', menuApiBaseUrl: 'http://api.klw.test' };
  document.cookie = 'access_token=session; path=/';
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/Krachtvoer/GetKrachtvoerGegevens')) loads.push(request.url);
  });
});
afterAll(() => server.close());

it("starts the year's load at page load, which the screen's first load takes: one call", async () => {
  onPageLoad();
  await waitFor(() => expect(loads).toHaveLength(1));
  const { data } = await krachtvoerApi.load();
  expect(data).toMatchObject({ kringloopwijzerId: 1023, kringloopwijzerJaar: 2024 });
  expect(loads).toHaveLength(1);
  // A reload of the screen ('Opnieuw laden') asks the API again.
  await krachtvoerApi.load();
  expect(loads).toHaveLength(2);
});

import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { MockOptions } from './options';
import { callContextFixture } from './call-context.fixture';
import { menuFixture } from './menu.fixture';

/**
 * The calls klw_auth owns, answered from fixtures: the browser's mock mode (setupWorker) and unit tests
 * (setupServer) use these same handlers. Paths match under any base URL.
 */
export function authHandlers({ delayMs, klwId }: MockOptions): RequestHandler[] {
  return [
    http.post('*/Menu/RefreshToken', async () => {
      await delay(delayMs);
      return HttpResponse.json({ access_token: `mock-token-${klwId()}` });
    }),
    http.get('*/Auth/GetCallContextModel', async () => {
      await delay(delayMs);
      return HttpResponse.json(callContextFixture(klwId()));
    }),
    http.post('*/Menu/GetMenu', async () => {
      await delay(delayMs);
      return HttpResponse.json(menuFixture(klwId()));
    }),
  ];
}

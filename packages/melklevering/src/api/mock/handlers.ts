import type { JsonBodyType, RequestHandler } from 'msw';
import type { MockOptions } from 'klw_auth/client';
import { melkLeveringFixture } from './melklevering.fixture';

/**
 * The milk screen's calls answered from its fixture, for the browser's mock mode (setupWorker, through klw_auth)
 * and the unit tests (setupServer) alike. A save is kept per year, so the next load shows it (until the page
 * reloads, or the test's handlers are made anew).
 */
export function melkLeveringHandlers({ delayMs, klwId, jaar, msw }: MockOptions): RequestHandler[] {
  // klw_auth's MSW (the options'), so that the screen bundles none of its own.
  const { delay, http, HttpResponse } = msw;
  const saved = new Map<number, JsonBodyType>();
  return [
    http.get('*/MelkLevering/GetMelkLeveringGegevens', async () => {
      await delay(delayMs);
      return HttpResponse.json(saved.get(klwId()) ?? melkLeveringFixture(klwId(), jaar));
    }),
    http.post('*/MelkLevering/SaveMelkLeveringGegevens', async ({ request }) => {
      const body = (await request.json()) as JsonBodyType;
      saved.set(klwId(), body);
      await delay(delayMs);
      return HttpResponse.json(body);
    }),
  ];
}

import type { JsonBodyType, RequestHandler } from 'msw';
import type { CallName } from '@klw/contracts/forms';
import type { MockOptions } from 'klw_auth/client';

// A form screen's two calls answered in the browser's mock mode ('?mock=1') and in unit tests, as the API answers
// them: the year's data with an ETag, a save kept per year, and a save on a version that is gone refused with 412.
// Loaded by the kit's yearCalls in mock mode alone (a real page never downloads MSW), and by a screen's unit tests
// (@klw/forms/testing). MSW itself comes with the options: klw_auth's in the browser, so the kit bundles none.

export const MOCK_CONFLICT_MESSAGE = 'De gegevens zijn intussen door iemand anders opgeslagen. Uw invoer staat nog in het formulier.';

/** The year's data before any save. */
export type YearFixture = (klwId: number, jaar: number) => JsonBodyType;

/**
 * The handlers of a screen's declared calls (its contract's `calls`), with their own saved years: a save shows on the
 * next load until they are made anew.
 */
export function yearHandlers(contract: { calls: { load: CallName; save: CallName } }, fixture: YearFixture, { delayMs, klwId, jaar, msw }: MockOptions): RequestHandler[] {
  const { delay, http, HttpResponse } = msw;
  const saved = new Map<number, { body: JsonBodyType; version: number }>();
  const stored = (year: number) => saved.get(year) ?? { body: fixture(year, jaar), version: 0 };
  const etagOf = (version: number): string => `"mock-${version}"`;
  return [
    http.get(`*${contract.calls.load.path}`, async () => {
      await delay(delayMs);
      const { body, version } = stored(klwId());
      return HttpResponse.json(body, { headers: { ETag: etagOf(version) } });
    }),
    http.post(`*${contract.calls.save.path}`, async ({ request }) => {
      await delay(delayMs);
      const year = klwId();
      const current = stored(year);
      const ifMatch = request.headers.get('If-Match');
      if (ifMatch !== null && ifMatch !== '*' && ifMatch !== etagOf(current.version)) {
        return HttpResponse.json({ message: MOCK_CONFLICT_MESSAGE }, { status: 412, headers: { ETag: etagOf(current.version) } });
      }
      const body = (await request.json()) as JsonBodyType;
      const version = current.version + 1;
      saved.set(year, { body, version });
      return HttpResponse.json(body, { headers: { ETag: etagOf(version) } });
    }),
  ];
}

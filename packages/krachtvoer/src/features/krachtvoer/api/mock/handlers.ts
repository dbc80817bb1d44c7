import type { RequestHandler } from 'msw';
import type { MockOptions } from 'klw_auth/client';
import { yearHandlers } from '@klw/forms/src/mock/year-handlers';

/**
 * The Krachtvoer screen's calls answered from a fixture, with ETags and 412 as the API answers: the browser's mock
 * mode and the unit tests use these.
 */
export function krachtvoerHandlers(options: MockOptions): RequestHandler[] {
  return yearHandlers(
    {
      load: '*/Krachtvoer/GetKrachtvoerGegevens',
      save: '*/Krachtvoer/SaveKrachtvoerGegevens',
      fixture: (klwId, jaar) => ({ kringloopwijzerId: klwId, kringloopwijzerJaar: jaar, kringloopwijzerStatus: 1, omschrijving: null, aantal: null }),
    },
    options,
  );
}

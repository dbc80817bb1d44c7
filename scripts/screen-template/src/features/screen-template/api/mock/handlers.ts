import type { RequestHandler } from 'msw';
import type { MockOptions } from 'klw_auth/client';
import { yearHandlers } from '@klw/forms/src/mock/year-handlers';

/**
 * The Schermtitel screen's calls answered from a fixture, with ETags and 412 as the API answers: the browser's mock
 * mode and the unit tests use these.
 */
export function screenTemplateHandlers(options: MockOptions): RequestHandler[] {
  return yearHandlers(
    {
      load: '*/ScreenTemplate/GetScreenTemplateGegevens',
      save: '*/ScreenTemplate/SaveScreenTemplateGegevens',
      fixture: (klwId, jaar) => ({ kringloopwijzerId: klwId, kringloopwijzerJaar: jaar, kringloopwijzerStatus: 1, omschrijving: null, aantal: null }),
    },
    options,
  );
}

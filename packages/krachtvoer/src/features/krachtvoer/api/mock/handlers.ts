import type { RequestHandler } from 'msw';
import type { MockOptions } from 'klw_auth/client';
import { yearHandlers } from '@klw/forms/src/mock/year-handlers';
import { krachtvoerFixture } from './krachtvoer.fixture';

/**
 * The Krachtvoer screen's calls answered from its fixture, with ETags and 412 as the API answers: the browser's mock
 * mode and the unit tests use these.
 */
export function krachtvoerHandlers(options: MockOptions): RequestHandler[] {
  return yearHandlers(
    { load: '*/Krachtvoer/GetKrachtvoerGegevens', save: '*/Krachtvoer/SaveKrachtvoerGegevens', fixture: krachtvoerFixture },
    options,
  );
}

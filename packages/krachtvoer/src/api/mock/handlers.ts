import type { RequestHandler } from 'msw';
import { KRACHTVOER } from '@klw/contracts';
import { yearHandlers } from '@klw/forms/testing';
import type { MockOptions } from 'klw_auth/client';
import { krachtvoerFixture } from './krachtvoer.fixture';

/** The Krachtvoer screen's calls answered from its fixture, with ETags and 412 as the API answers, for its unit tests. */
export function krachtvoerHandlers(options: MockOptions): RequestHandler[] {
  return yearHandlers(KRACHTVOER, krachtvoerFixture, options);
}

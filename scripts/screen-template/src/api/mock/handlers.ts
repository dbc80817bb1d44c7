import type { RequestHandler } from 'msw';
import { yearHandlers } from '@klw/forms/testing';
import type { MockOptions } from 'klw_auth/client';
import { SCREEN_TEMPLATE } from '../../contracts';
import { screenTemplateFixture } from './screen-template.fixture';

/** The Schermtitel screen's calls answered from its fixture, with ETags and 412 as the API answers, for its unit tests. */
export function screenTemplateHandlers(options: MockOptions): RequestHandler[] {
  return yearHandlers(SCREEN_TEMPLATE, screenTemplateFixture, options);
}

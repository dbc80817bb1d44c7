import { KRACHTVOER } from '../declaration';
import { yearCalls } from '@klw/forms';

/**
 * The Krachtvoer screen's own calls, its declaration's, built on klw_auth's authorised client by the kit (Bearer
 * token, one refresh, retry once, time-outs, Dutch errors, the ETag sent back as If-Match): changing them redeploys
 * this screen only (ADR 005). The local API serves them from the same declaration.
 */
export const krachtvoerApi = yearCalls(KRACHTVOER, {
  // Mock mode ('?mock=1' on the development server): the year's data, loaded only then, in a chunk of its own.
  fixture: async () => (await import(/* webpackChunkName: "mock" */ './mock/krachtvoer.fixture')).krachtvoerFixture,
});

import { MELK } from '../declaration';
import { yearCalls } from '@klw/forms';

/**
 * The milk screen's own calls (docs/PRODUCT.md section 7), its declaration's, built on klw_auth's authorised client by the
 * kit: changing them redeploys this screen only (ADR 005). The local API serves them from the same declaration.
 */
export const melkLeveringApi = yearCalls(MELK, {
  mock: async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).melkLeveringHandlers(options),
});

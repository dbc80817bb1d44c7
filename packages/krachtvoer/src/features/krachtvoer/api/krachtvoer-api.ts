import { KrachtvoerDataSchema } from '@klw/contracts';
import { yearCalls } from '@klw/forms';
import { registerMockHandlers } from 'klw_auth/client';

/**
 * The Krachtvoer screen's own calls, built on klw_auth's authorised client by the kit (Bearer token, one refresh,
 * retry once, time-outs, Dutch errors, the ETag sent back as If-Match): changing them redeploys this screen only
 * (ADR 005).
 */
export const krachtvoerApi = yearCalls({
  load: { call: 'GetKrachtvoerGegevens', path: '/Krachtvoer/GetKrachtvoerGegevens' },
  save: { call: 'SaveKrachtvoerGegevens', path: '/Krachtvoer/SaveKrachtvoerGegevens' },
  schema: KrachtvoerDataSchema,
});

// Mock mode ('?mock=1' on the development server): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).krachtvoerHandlers(options));

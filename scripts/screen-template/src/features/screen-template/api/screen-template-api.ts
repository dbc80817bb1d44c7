import { registerMockHandlers } from 'klw_auth/client';
import { yearCalls } from '@klw/forms';
import { ScreenTemplateDataSchema } from '../model';

/**
 * The Schermtitel screen's own calls, built on klw_auth's authorised client by the kit (Bearer token, one refresh,
 * retry once, time-outs, Dutch errors, the ETag sent back as If-Match): changing them redeploys this screen only
 * (ADR 005).
 */
export const screenTemplateApi = yearCalls({
  load: { call: 'GetScreenTemplateGegevens', path: '/ScreenTemplate/GetScreenTemplateGegevens' },
  save: { call: 'SaveScreenTemplateGegevens', path: '/ScreenTemplate/SaveScreenTemplateGegevens' },
  schema: ScreenTemplateDataSchema,
});

// Mock mode ('?mock=1' on the development server): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).screenTemplateHandlers(options));

import * as v from 'valibot';
import { callApi, registerMockHandlers } from 'klw_auth/client';

/**
 * The Schermtitel screen's own calls, built on klw_auth's authorised client (Bearer token, one refresh, retry once,
 * time-outs, Dutch errors): changing them redeploys this screen only (ADR 005). This example call stands for the
 * screen's first real one; when the API serves it, its schema moves to @klw/contracts, beside the API's own check.
 */
const screenTemplateGegevensSchema = v.object({ kringloopwijzerId: v.number() });
export type ScreenTemplateGegevens = v.InferOutput<typeof screenTemplateGegevensSchema>;

export const screenTemplateApi = {
  getScreenTemplateGegevens(): Promise<ScreenTemplateGegevens> {
    return callApi({ call: 'GetScreenTemplateGegevens', method: 'get', path: '/ScreenTemplate/GetScreenTemplateGegevens', schema: screenTemplateGegevensSchema });
  },
};

// Mock mode ('?mock=1' on the development server): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).screenTemplateHandlers(options));

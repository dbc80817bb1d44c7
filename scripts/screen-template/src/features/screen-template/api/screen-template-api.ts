import { callApiForResponse, registerMockHandlers } from 'klw_auth/client';
import type { FormApi } from '@klw/forms';
import { ScreenTemplateDataSchema } from '../model';
import type { ScreenTemplateData } from '../model';

/**
 * The Schermtitel screen's own calls, built on klw_auth's authorised client (Bearer token, one refresh, retry once,
 * time-outs, Dutch errors): changing them redeploys this screen only (ADR 005). The ETag of an answer is the version
 * a save sends back as If-Match.
 */
export const screenTemplateApi: FormApi<ScreenTemplateData> = {
  async load() {
    const { data, headers } = await callApiForResponse({
      call: 'GetScreenTemplateGegevens',
      method: 'get',
      path: '/ScreenTemplate/GetScreenTemplateGegevens',
      schema: ScreenTemplateDataSchema,
    });
    return { data, etag: headers.get('ETag') };
  },

  async save(data, ifMatch) {
    const answer = await callApiForResponse({
      call: 'SaveScreenTemplateGegevens',
      method: 'post',
      path: '/ScreenTemplate/SaveScreenTemplateGegevens',
      schema: ScreenTemplateDataSchema,
      json: data,
      ...(ifMatch === null ? {} : { headers: { 'If-Match': ifMatch } }),
    });
    return { data: answer.data, etag: answer.headers.get('ETag') };
  },
};

// Mock mode ('?mock=1' on the development server): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).screenTemplateHandlers(options));

import { KrachtvoerDataSchema } from '@klw/contracts';
import type { KrachtvoerData } from '@klw/contracts';
import type { FormApi } from '@klw/forms';
import { callApiForResponse, registerMockHandlers } from 'klw_auth/client';

/**
 * The Krachtvoer screen's own calls, built on klw_auth's authorised client (Bearer token, one refresh, retry once,
 * time-outs, Dutch errors): changing them redeploys this screen only (ADR 005). The ETag of an answer is the version
 * a save sends back as If-Match.
 */
export const krachtvoerApi: FormApi<KrachtvoerData> = {
  async load() {
    const { data, headers } = await callApiForResponse({
      call: 'GetKrachtvoerGegevens',
      method: 'get',
      path: '/Krachtvoer/GetKrachtvoerGegevens',
      schema: KrachtvoerDataSchema,
    });
    return { data, etag: headers.get('ETag') };
  },

  async save(data, ifMatch) {
    const answer = await callApiForResponse({
      call: 'SaveKrachtvoerGegevens',
      method: 'post',
      path: '/Krachtvoer/SaveKrachtvoerGegevens',
      schema: KrachtvoerDataSchema,
      json: data,
      ...(ifMatch === null ? {} : { headers: { 'If-Match': ifMatch } }),
    });
    return { data: answer.data, etag: answer.headers.get('ETag') };
  },
};

// Mock mode ('?mock=1' on the development server): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).krachtvoerHandlers(options));

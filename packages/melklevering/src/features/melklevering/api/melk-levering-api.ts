import { MelkLeveringDataSchema, type MelkLeveringData } from '@klw/contracts';
import { callApiForResponse, registerMockHandlers } from 'klw_auth/client';

/** Data with the version the API gave it (its ETag), or null when the API sends none. */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/**
 * The milk screen's own calls (SPEC.md section 7), built on klw_auth's authorised client: changing them redeploys
 * this screen only (ADR 005). Their schemas are in @klw/contracts, which the local API validates with too.
 */
export const melkLeveringApi = {
  async getMelkLeveringGegevens(): Promise<Versioned<MelkLeveringData>> {
    const { data, headers } = await callApiForResponse({
      call: 'GetMelkLeveringGegevens',
      method: 'get',
      path: '/MelkLevering/GetMelkLeveringGegevens',
      schema: MelkLeveringDataSchema,
    });
    return { data, etag: headers.get('ETag') };
  },

  /**
   * Saves the year. With `ifMatch` (the ETag the typing started from) the API refuses with 412 when someone saved
   * in between; without it (an API that sends no ETags) it overwrites.
   */
  async saveMelkLeveringGegevens(data: MelkLeveringData, ifMatch: string | null = null): Promise<Versioned<MelkLeveringData>> {
    const answer = await callApiForResponse({
      call: 'SaveMelkLeveringGegevens',
      method: 'post',
      path: '/MelkLevering/SaveMelkLeveringGegevens',
      schema: MelkLeveringDataSchema,
      json: data,
      ...(ifMatch === null ? {} : { headers: { 'If-Match': ifMatch } }),
    });
    return { data: answer.data, etag: answer.headers.get('ETag') };
  },
};

// Mock mode ('?mock=1'): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).melkLeveringHandlers(options));

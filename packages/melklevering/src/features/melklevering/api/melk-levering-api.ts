import { MelkLeveringDataSchema, type MelkLeveringData } from '@klw/contracts';
import { callApi, registerMockHandlers } from 'klw_auth/client';

/**
 * The milk screen's own calls (SPEC.md section 7), built on klw_auth's authorised client: changing them redeploys
 * this screen only (ADR 005). Their schemas are in @klw/contracts, which the local API validates with too.
 */
export const melkLeveringApi = {
  getMelkLeveringGegevens(): Promise<MelkLeveringData> {
    return callApi({
      call: 'GetMelkLeveringGegevens',
      method: 'get',
      path: '/MelkLevering/GetMelkLeveringGegevens',
      schema: MelkLeveringDataSchema,
    });
  },

  saveMelkLeveringGegevens(data: MelkLeveringData): Promise<MelkLeveringData> {
    return callApi({
      call: 'SaveMelkLeveringGegevens',
      method: 'post',
      path: '/MelkLevering/SaveMelkLeveringGegevens',
      schema: MelkLeveringDataSchema,
      json: data,
    });
  },
};

export type MelkLeveringApi = typeof melkLeveringApi;

// Mock mode ('?mock=1'): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).melkLeveringHandlers(options));

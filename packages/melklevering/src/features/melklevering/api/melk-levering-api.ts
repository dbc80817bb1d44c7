import { MelkLeveringDataSchema, type MelkLeveringData } from '@klw/contracts';
import { yearCalls } from '@klw/forms';
import type { Versioned } from '@klw/forms';
import { registerMockHandlers } from 'klw_auth/client';

const calls = yearCalls({
  load: { call: 'GetMelkLeveringGegevens', path: '/MelkLevering/GetMelkLeveringGegevens' },
  save: { call: 'SaveMelkLeveringGegevens', path: '/MelkLevering/SaveMelkLeveringGegevens' },
  schema: MelkLeveringDataSchema,
});

/**
 * The milk screen's own calls (SPEC.md section 7), built on klw_auth's authorised client by the kit: changing them
 * redeploys this screen only (ADR 005). Their schemas are in @klw/contracts, which the local API validates with too.
 */
export const melkLeveringApi = {
  /** Starts the year's load while the screen's code is still on its way (exposes/page-load.ts). */
  prefetch(): void {
    calls.prefetch();
  },

  getMelkLeveringGegevens(): Promise<Versioned<MelkLeveringData>> {
    return calls.load();
  },

  /**
   * Saves the year. With `ifMatch` (the ETag the typing started from) the API refuses with 412 when someone saved
   * in between; without it (an API that sends no ETags) it overwrites.
   */
  saveMelkLeveringGegevens(data: MelkLeveringData, ifMatch: string | null = null): Promise<Versioned<MelkLeveringData>> {
    return calls.save(data, ifMatch);
  },
};

// Mock mode ('?mock=1'): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).melkLeveringHandlers(options));

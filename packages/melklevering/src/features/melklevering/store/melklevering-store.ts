import { melkGroupOf } from '@klw/contracts';
import type { MelkFieldPath, MelkLeveringData, MelkLeveringForm } from '@klw/contracts';
import { createFormStore } from '@klw/forms';
import type { FormState, StoreOptions, Versioned } from '@klw/forms';
import type { StoreApi } from 'zustand/vanilla';
import { melkLeveringApi as defaultApi } from '../api/melk-levering-api';
import { MELK_MODEL } from '../model';
import { heeftAutomatischeLeveringen, withHandmatig } from '../rules/form-rules';

// The milk screen's store: the kit's form store (load, save with If-Match, the 412 choice, drafts, the session end)
// on the milk model, with the one action only this screen has.

/** The calls the screen makes (its own, on klw_auth's client; tests may pass their own). */
export interface MelkleveringApi {
  getMelkLeveringGegevens(): Promise<Versioned<MelkLeveringData>>;
  saveMelkLeveringGegevens(data: MelkLeveringData, ifMatch?: string | null): Promise<Versioned<MelkLeveringData>>;
}

interface MelkleveringActions {
  /**
   * SPEC.md section 4: 'Melkleveringen handmatig invullen'. Switched off, the manual figures become the year totals
   * (with any text in their fields dropped); it cannot be switched off without automatic deliveries.
   */
  setHandmatig(on: boolean): void;
}

export type MelkleveringState = FormState<MelkLeveringData, MelkLeveringForm> & MelkleveringActions;
export type MelkleveringStore = StoreApi<MelkleveringState>;

/** One store per mounted screen: created by the root, gone with it (nothing shared between mounts or tests). */
export function createMelkleveringStore(api: MelkleveringApi = defaultApi, options: StoreOptions<MelkLeveringForm> = {}): MelkleveringStore {
  const calls = { load: () => api.getMelkLeveringGegevens(), save: (data: MelkLeveringData, ifMatch: string | null) => api.saveMelkLeveringGegevens(data, ifMatch) };
  return createFormStore(MELK_MODEL, calls, options, ({ get }) => ({
    setHandmatig(on: boolean) {
      const { data } = get();
      const dropsManual = !on && data !== null && heeftAutomatischeLeveringen(data);
      get().updateForm((form, current) => withHandmatig(form, current, on), {
        check: true,
        ...(dropsManual ? { dropText: (path: string) => melkGroupOf(path as MelkFieldPath) === 'totaalHandmatig' } : {}),
      });
    },
  }));
}

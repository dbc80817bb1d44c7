import { melkGroupOf } from '../rules/melk-field-paths';
import type { MelkFieldPath } from '../rules/melk-field-paths';
import type { MelkLeveringData, MelkLeveringForm } from '../declaration';
import { createFormStore, typedFormHooks } from '@klw/forms';
import type { FormApi, FormState, StoreOptions } from '@klw/forms';
import { melkLeveringApi } from '../api/melklevering-api';
import { MELK_MODEL } from '../model';
import { heeftAutomatischeLeveringen, withHandmatig } from '../rules/form-rules';

// The milk screen's store: the kit's form store (load, save with If-Match, the 412 choice, drafts, the session end)
// on the milk model, with the one action only this screen has.

interface MelkleveringActions {
  /**
   * docs/PRODUCT.md section 4: 'Melkleveringen handmatig invullen'. Switched off, the manual figures become the year totals
   * (with any text in their fields dropped); it cannot be switched off without automatic deliveries.
   */
  setHandmatig(on: boolean): void;
}

export type MelkleveringState = FormState<MelkLeveringData, MelkLeveringForm> & MelkleveringActions;

/** One store per mounted screen: created by the root, gone with it (nothing shared between mounts or tests). */
export function createMelkleveringStore(api: FormApi<MelkLeveringData> = melkLeveringApi, options: StoreOptions<MelkLeveringForm> = {}) {
  return createFormStore(MELK_MODEL, api, options, ({ get }) => ({
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

/** The milk screen's typed view of its store (the kit's FormStoreProvider holds it). */
export const { useSelect: useMelklevering } = typedFormHooks<MelkleveringState>();

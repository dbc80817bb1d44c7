import type { KrachtvoerData, KrachtvoerForm } from '../declaration';
import { createFormStore, typedFormHooks } from '@klw/forms';
import type { FormApi, FormState, FormStore, StoreOptions } from '@klw/forms';
import { krachtvoerApi } from '../api/krachtvoer-api';
import { KRACHTVOER_MODEL } from '../model';

export type KrachtvoerState = FormState<KrachtvoerData, KrachtvoerForm>;

/** One store per mounted screen: the kit's form store on the Krachtvoer model (nothing of its own so far). */
export function createKrachtvoerStore(api: FormApi<KrachtvoerData> = krachtvoerApi, options: StoreOptions<KrachtvoerForm> = {}): FormStore<KrachtvoerData, KrachtvoerForm> {
  return createFormStore(KRACHTVOER_MODEL, api, options);
}

/** The Krachtvoer screen's typed view of its store. */
export const { useSelect: useKrachtvoer } = typedFormHooks<KrachtvoerState>();

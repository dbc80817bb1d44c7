import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { localDraftStorage } from '../drafts/draft-storage';
import type { FormApi, FormModel } from '../model';
import { draftKeeping } from './draft-offers';
import { formDraftActions } from './form-draft-actions';
import { formEdits } from './form-edits';
import { initialFormState } from './form-initial-state';
import { formLoadSave } from './form-load-save';
import type { FormState, ModelOf, StoreKit, StoreOptions } from './form-state';
import { rowKeying } from './row-keys';

// The store of one mounted form screen (docs/adr/009-screen-kit.md): load, typing, checks, save with If-Match, the
// 412 choice, drafts per user, year and screen (ADR 006), the session end, leaving. Its whole state is in zustand:
// nothing outside it but the screen's model, its calls and the draft storage it was given. Its actions are built in
// parts with their own files: the calls (form-load-save.ts), typing (form-edits.ts) and drafts (draft-offers.ts,
// form-draft-actions.ts).

/**
 * One store per mounted screen: created by the screen's root, gone with it (nothing shared between mounts or tests).
 * `extend` adds the screen's own actions (the milk screen's manual switch), built on the kit's.
 */
export function createFormStore<TData, TForm, TExtra extends object = Record<never, never>>(
  model: FormModel<TData, TForm>,
  api: FormApi<TData>,
  options: StoreOptions<TForm> = {},
  extend?: (kit: StoreKit<TData, TForm>) => TExtra,
): StoreApi<FormState<TData, TForm> & TExtra> & ModelOf<TData, TForm> {
  const drafts = options.drafts ?? localDraftStorage({ screen: model.screen, formSchema: model.formSchema });
  const now = options.now ?? Date.now;
  drafts.removeExpired(now());

  const store = createStore<FormState<TData, TForm>>()((set, get) => {
    const kit: StoreKit<TData, TForm> = { set, get };
    const { newRowKeys, freshRowKeys } = rowKeying(model, kit);
    const keeping = draftKeeping(model, drafts, now, kit);
    return {
      ...initialFormState<TData, TForm>(),
      ...formLoadSave(model, api, kit, keeping, freshRowKeys),
      ...formEdits(model, kit, keeping.persistDraft, newRowKeys),
      ...formDraftActions(model, drafts, now, kit, keeping, freshRowKeys),
    };
  });

  // The year's answer that came while the screen's code was on its way (the screen's page-load module): the store
  // starts with it, so the screen's first render is its form, not the load panel and then the form a moment later.
  const ready = api.firstAnswer?.() ?? null;
  if (ready) void store.getState().load(ready);

  // The store carries its model, so a screen's root passes the model once: FormRoot reads it here.
  if (!extend) return Object.assign(store as StoreApi<FormState<TData, TForm> & TExtra>, { model });
  store.setState(extend({ set: store.setState, get: store.getState }) as Partial<FormState<TData, TForm>>);
  return Object.assign(store as StoreApi<FormState<TData, TForm> & TExtra>, { model });
}

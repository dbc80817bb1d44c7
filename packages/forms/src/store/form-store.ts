import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { clampFormValues, maxRowsOf, newDraft, rowsOf, valueAt, withValueAt } from '@klw/contracts';
import { localDraftStorage } from '../drafts/draft-storage';
import type { FormApi, FormModel, Versioned } from '../model';
import { draftStillFits, rebaseForm, replacesTyping, restoredForm, sameForm } from '../rules/form-diff';
import { draftKeeping } from './draft-offers';
import { answerLost, isConflict } from './form-selectors';
import type { FormActions, FormState, ModelOf, SaveResult, StoreKit, StoreOptions } from './form-state';
import { rowKeying, shiftedPath } from './row-keys';

// The store of one mounted form screen (docs/adr/009-screen-kit.md): load, typing, checks, save with If-Match, the
// 412 choice, drafts per user, year and screen (ADR 006), the session end, leaving. Its whole state is in zustand:
// nothing outside it but the screen's model, its calls and the draft storage it was given.

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
    const { typingStart, keptForm, persistDraft, removeDraft, offerNext, reviewOffers, dropOffers, checkDraft } = draftKeeping(model, drafts, now, kit);
    const jaarOf = (data: TData): number => model.jaarOf(data);

    const replaceData = ({ data, etag }: Versioned<TData>): void => {
      const form = model.toForm(data);
      set({ data, etag, form, savedForm: form, checkedForm: form, typingBase: null, rowKeys: freshRowKeys(form) });
    };

    const clamped = (form: TForm, data: TData): TForm => clampFormValues(model.fields, form, jaarOf(data));

    /**
     * A save with the version it is based on. When the server says that version is gone (412) and an earlier save
     * went unanswered, the stored figures are looked at: are they that save's, it was the farmer's own save that
     * landed, and this one goes again on top of it. Else the 412 stands: someone else saved meanwhile.
     */
    const saveOwnVersion = async (sent: TData, ifMatch: string | null): Promise<Versioned<TData>> => {
      try {
        return await api.save(sent, ifMatch);
      } catch (error) {
        const lost = get().unansweredSave;
        if (!isConflict(error) || ifMatch === null || lost === null) throw error;
        const stored = await api.load().catch(() => null);
        if (!stored || !sameForm(model.toForm(stored.data), lost)) throw error;
        set({ unansweredSave: null, etag: stored.etag });
        return api.save(sent, stored.etag);
      }
    };

    /**
     * 'Mijn invoer toch opslaan': the farmer's typing over the version someone else saved. Only what the farmer
     * changed since the form was loaded goes over theirs; every other value stays as they saved it. That version is
     * read first, and the save is checked against it (a third save in between meets the conflict again).
     */
    const overTheirs = async (form: TForm): Promise<{ sent: TData; ifMatch: string | null }> => {
      const current = await api.load();
      const mine = rebaseForm(model.toForm(current.data), get().savedForm ?? form, form);
      return { sent: model.mergeForm(current.data, clamped(mine, current.data)), ifMatch: current.etag };
    };

    const updateForm: FormActions<TData, TForm>['updateForm'] = (update, { dropText, check = false } = {}) => {
      const { form, data, unreadable } = get();
      if (!form || !data) return;
      const next = update(form, data);
      set({ form: next, ...(dropText ? { unreadable: unreadable.filter((path) => !dropText(path)) } : {}), ...(check ? { checkedForm: next } : {}) });
      persistDraft();
    };

    return {
      status: 'idle',
      loadFailure: null,
      data: null,
      etag: null,
      form: null,
      savedForm: null,
      checkedForm: null,
      unreadable: [],
      formVersion: 0,
      saving: false,
      saveCount: 0,
      draftKeptAt: null,
      rowKeys: {},
      nextRowKey: 0,
      draftOffer: null,
      draftOfferKey: null,
      draftOwner: null,
      draftOwnerReadOnly: true,
      draftsChecked: false,
      draftLook: 0,
      laterOffers: [],
      stopWatchingDrafts: null,
      typingBase: null,
      unansweredSave: null,

      async load() {
        set({ status: 'loading', loadFailure: null });
        dropOffers();
        set({ draftsChecked: false });
        try {
          replaceData(await api.load());
          set({ status: 'loaded' });
        } catch (error) {
          set({ status: 'error', loadFailure: error });
          return;
        }
        await checkDraft();
      },

      setField(path, value) {
        updateForm((form) => withValueAt(form, path, value));
      },

      setUnreadable(path, unreadable) {
        const current = get().unreadable;
        if (current.includes(path) === unreadable) return;
        set({ unreadable: unreadable ? [...current, path] : current.filter((other) => other !== path) });
        persistDraft();
      },

      updateForm,

      addRow(list) {
        const { form } = get();
        const entry = model.fields.find((category) => category.rows && category.key === list);
        if (!form || !entry) return null;
        const rows = rowsOf(form, entry as never);
        // A year's list holds at most its cap: the API would refuse the save, and the rows already typed with it.
        if (rows.length >= maxRowsOf(entry)) return null;
        const empty = Object.fromEntries(entry.fields.map((field) => [field.key, null]));
        updateForm((current) => withValueAt(current, list, [...rows, empty]));
        const [key] = newRowKeys(1);
        set({ rowKeys: { ...get().rowKeys, [list]: [...(get().rowKeys[list] ?? []), ...(key === undefined ? [] : [key])] } });
        return rows.length;
      },

      removeRow(list, index) {
        const { form, checkedForm, rowKeys, unreadable } = get();
        if (!form) return;
        const without = <T>(items: readonly T[]): T[] => items.filter((_item, at) => at !== index);
        const rowsIn = (of: TForm): readonly unknown[] => {
          const rows = valueAt(of, list);
          return Array.isArray(rows) ? rows : [];
        };
        const shift = (paths: readonly string[]): string[] => paths.flatMap((path) => shiftedPath(path, list, index) ?? []);
        set({
          unreadable: shift(unreadable),
          rowKeys: { ...rowKeys, [list]: without(rowKeys[list] ?? []) },
          // The messages follow their rows: the checked form loses the same row.
          ...(checkedForm && rowsIn(checkedForm).length > index ? { checkedForm: withValueAt(checkedForm, list, without(rowsIn(checkedForm))) } : {}),
        });
        updateForm((current) => withValueAt(current, list, without(rowsIn(current))));
      },

      check() {
        set({ checkedForm: get().form });
      },

      async save({ overwrite = false } = {}): Promise<SaveResult> {
        const { data, form, saving, etag, unreadable } = get();
        if (!data || !form || saving) return { ok: false, skipped: true };
        // Saved, such a field would replace the stored figure with nothing while the screen still shows the text.
        if (unreadable.length > 0) {
          set({ checkedForm: form });
          return { ok: false, unreadable };
        }
        set({ saving: true, checkedForm: form });
        let sent = model.mergeForm(data, clamped(form, data));
        /** The save went out: a lost answer may mean it was stored (not so when reading the other version failed). */
        let sentOut = false;
        try {
          let ifMatch = etag;
          if (overwrite) ({ sent, ifMatch } = await overTheirs(form));
          sentOut = true;
          const answer = await saveOwnVersion(sent, ifMatch);
          // What the farmer typed while the save was under way is not in it: it stays in the form, unsaved.
          const { form: typed, checkedForm: checked, rowKeys } = get();
          removeDraft();
          replaceData(answer);
          const saved = get().savedForm;
          if (saved && typed && !sameForm(typed, form)) {
            set({ form: rebaseForm(saved, form, typed), checkedForm: rebaseForm(saved, form, checked ?? form), rowKeys });
          }
          // An offered draft stays offered while it would change the form: it is another page's typing.
          set({ saving: false, unansweredSave: null, saveCount: get().saveCount + 1 });
          persistDraft();
          reviewOffers();
          return { ok: true };
        } catch (error) {
          if (sentOut && answerLost(error)) set({ unansweredSave: model.toForm(sent) });
          set({ saving: false });
          return { ok: false, error };
        }
      },

      async reloadData() {
        try {
          const answer = await api.load();
          set({ unansweredSave: null });
          removeDraft();
          replaceData(answer);
          set({ unreadable: [], formVersion: get().formVersion + 1 });
          reviewOffers();
          return { ok: true };
        } catch (error) {
          return { ok: false, error };
        }
      },

      setDraftOwner(userId, readOnly) {
        const owner = readOnly ? null : userId;
        const changed = owner !== get().draftOwner;
        set({ draftOwner: owner, draftOwnerReadOnly: readOnly });
        if (changed) {
          dropOffers();
          set({ draftsChecked: false });
        }
        void checkDraft();
      },

      restoreDraft() {
        const { draftOffer, draftOfferKey, etag, form, savedForm, data, saving, unreadable, draftOwner, laterOffers } = get();
        // Not while a save is under way: its answer would take the place of the draft's version.
        if (!draftOffer || !form || !savedForm || !data || saving) return;
        // The draft becomes this page's own: its page is gone, and this one goes on with it.
        if (draftOfferKey !== null) drafts.remove(draftOfferKey);
        const restored = restoredForm(form, draftOffer);
        // Typing of this page that the draft's values replace is kept as a draft too, and offered next (its figures:
        // text that is no number cannot be kept, and counts with the saved figure).
        const typed = keptForm(form, savedForm);
        if (draftOwner !== null && replacesTyping(savedForm, typed, restored)) {
          const leftBehind = drafts.writeLeftBehind(newDraft(draftOwner, model.klwIdOf(data), typed, etag, now(), typingStart(savedForm)));
          set({ laterOffers: [leftBehind, ...laterOffers] });
        }
        // Did someone save over the values the draft changed since its typing began, its own version goes with it:
        // the save then meets the conflict and the farmer chooses. This page's draft then starts, for those values,
        // where the draft started, and for the others where this page did: after another crash only they count as
        // typed.
        const fits = draftStillFits(savedForm, draftOffer);
        if (!fits) {
          const pageStart = typingStart(savedForm) ?? savedForm;
          set({ typingBase: { base: draftOffer.base ? rebaseForm(pageStart, draftOffer.form, draftOffer.base) : undefined } });
        }
        const rowsChanged = Object.keys(get().rowKeys).some((list) => !sameForm(valueAt(restored, list), valueAt(form, list)));
        set({
          form: restored,
          checkedForm: restored,
          etag: fits ? etag : (draftOffer.basedOn ?? etag),
          // A field holding text that is no number keeps it where the draft brings no value of its own; where it
          // does, the field shows that value (NumberField drops its text for a new value from outside).
          unreadable: unreadable.filter((path) => valueAt(restored, path) === valueAt(form, path)),
          ...(rowsChanged ? { rowKeys: freshRowKeys(restored) } : {}),
        });
        persistDraft();
        offerNext();
      },

      discardDraft() {
        const { draftOffer, draftOfferKey, saving } = get();
        if (!draftOffer || saving) return;
        if (draftOfferKey !== null) drafts.remove(draftOfferKey);
        offerNext();
      },

      leave() {
        dropOffers();
        drafts.letGo();
      },
    };
  });

  // The store carries its model, so a screen's root passes the model once: FormRoot reads it here.
  if (!extend) return Object.assign(store as StoreApi<FormState<TData, TForm> & TExtra>, { model });
  store.setState(extend({ set: store.setState, get: store.getState }) as Partial<FormState<TData, TForm>>);
  return Object.assign(store as StoreApi<FormState<TData, TForm> & TExtra>, { model });
}

import { clampFormValues } from '@klw/contracts/forms';
import type { FormApi, FormModel, Versioned } from '../model';
import { rebaseForm, sameForm } from '../rules/form-diff';
import type { DraftKeeping } from './draft-offers';
import { answerLost, isConflict } from './form-selectors';
import type { FormActions, SaveResult, StoreKit } from './form-state';

// A form screen's calls: the load, the save with If-Match (an unanswered save that landed after all, the 412
// choice 'Mijn invoer toch opslaan'), and 'Gegevens opnieuw laden'. The drafts are told what each call did.

type Drafts<TForm> = Pick<DraftKeeping<TForm>, 'persistDraft' | 'removeDraft' | 'reviewOffers' | 'dropOffers' | 'checkDraft'>;

export function formLoadSave<TData, TForm>(
  model: FormModel<TData, TForm>,
  api: FormApi<TData>,
  { set, get }: StoreKit<TData, TForm>,
  { persistDraft, removeDraft, reviewOffers, dropOffers, checkDraft }: Drafts<TForm>,
  freshRowKeys: (form: TForm) => Record<string, string[]>,
): Pick<FormActions<TData, TForm>, 'load' | 'save' | 'reloadData'> {
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

  return {
    async load(answer) {
      set({ status: 'loading', loadFailure: null });
      dropOffers();
      set({ draftsChecked: false });
      try {
        replaceData(answer ?? (await api.load()));
        set({ status: 'loaded' });
      } catch (error) {
        set({ status: 'error', loadFailure: error });
        return;
      }
      await checkDraft();
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
        if (!isConflict(error)) {
          set({ saving: false });
          return { ok: false, error };
        }
        // The version saved meanwhile, so the farmer sees which values differ before choosing.
        const theirs = await api.load().then(
          (current) => model.toForm(current.data),
          () => null,
        );
        set({ saving: false });
        return { ok: false, error, theirs };
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

  };
}

import { newDraft } from '@klw/contracts/drafts';
import { valueAt } from '@klw/contracts/forms';
import type { DraftStorage } from '../drafts/draft-storage';
import type { FormModel } from '../model';
import { draftStillFits, rebaseForm, replacesTyping, restoredForm, sameForm } from '../rules/form-diff';
import type { DraftKeeping } from './draft-offers';
import type { FormActions, StoreKit } from './form-state';

// What the farmer does with drafts (ADR 006): whose drafts the page keeps, 'Terugzetten', 'Weggooien', and the
// screen going while its draft stays on the computer.

type DraftActions<TData, TForm> = Pick<
  FormActions<TData, TForm>,
  'setDraftOwner' | 'restoreDraft' | 'discardDraft' | 'leave' | 'signedOutElsewhere' | 'signedInAgain'
>;

export function formDraftActions<TData, TForm>(
  model: FormModel<TData, TForm>,
  drafts: DraftStorage<TForm>,
  now: () => number,
  { set, get }: StoreKit<TData, TForm>,
  { typingStart, keptForm, persistDraft, removeDraft, offerNext, dropOffers, checkDraft }: DraftKeeping<TForm>,
  freshRowKeys: (form: TForm) => Record<string, string[]>,
): DraftActions<TData, TForm> {
  return {
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

    signedOutElsewhere() {
      // The sign-out's page removed this draft already; one written since (a key a moment later) goes too.
      removeDraft();
      dropOffers();
      set({ signedOut: true });
    },

    signedInAgain() {
      if (!get().signedOut) return;
      set({ signedOut: false, draftsChecked: false });
      void checkDraft();
    },
  };
}

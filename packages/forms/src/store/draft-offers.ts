import { draftChoice, newDraft } from '@klw/contracts/drafts';
import { valueAt, withValueAt } from '@klw/contracts/forms';
import type { DraftStorage } from '../drafts/draft-storage';
import type { FormModel } from '../model';
import { restoreWouldChange, sameForm } from '../rules/form-diff';
import type { StoreKit } from './form-state';

// The store's keeping of drafts (ADR 006): this page's typing kept on this computer, other pages' drafts looked at
// once per load and offered one after another, dropped when another tab takes them. form-store.ts calls these from
// its actions; their state (draftOffer, laterOffers, ...) is in the store like the rest.

/** What the store's actions call to keep this page's draft and to offer other pages' drafts. */
export interface DraftKeeping<TForm> {
  typingStart(savedForm: TForm): TForm | undefined;
  keptForm(form: TForm, savedForm: TForm): TForm;
  persistDraft(): void;
  removeDraft(): void;
  offerNext(): void;
  reviewOffers(): void;
  dropOffers(): void;
  checkDraft(): Promise<void>;
}

export function draftKeeping<TData, TForm>(
  model: FormModel<TData, TForm>,
  drafts: DraftStorage<TForm>,
  now: () => number,
  { set, get }: StoreKit<TData, TForm>,
): DraftKeeping<TForm> {
  /** What this page's typing started from: the loaded data, unless a restored conflict says otherwise (`typingBase`). */
  const typingStart = (savedForm: TForm): TForm | undefined => {
    const { typingBase } = get();
    return typingBase ? typingBase.base : savedForm;
  };

  /**
   * The form as a draft keeps it. A field with text that is no number keeps its saved figure: its null is no
   * answer, and restored and saved it would erase that figure.
   */
  const keptForm = (form: TForm, savedForm: TForm): TForm =>
    get().unreadable.reduce((draft, path) => withValueAt(draft, path, valueAt(savedForm, path) ?? null), form);

  /**
   * Keeps the unsaved form on this computer as this page's draft, or removes it when nothing is unsaved. Other
   * pages' drafts, the offered one too, are not touched: typing while an offer waits is kept beside it.
   */
  const persistDraft = (): void => {
    const { data, form, savedForm, etag, draftOwner, signedOut } = get();
    if (draftOwner === null || signedOut || !data || !form || !savedForm) return;
    const kept = keptForm(form, savedForm);
    const klwId = model.klwIdOf(data);
    if (sameForm(kept, savedForm)) {
      drafts.removeOwn(draftOwner, klwId);
      set({ draftKeptAt: null });
    } else {
      const keptAt = now();
      drafts.write(newDraft(draftOwner, klwId, kept, etag, keptAt, typingStart(savedForm)));
      set({ draftKeptAt: keptAt });
    }
  };

  const removeDraft = (): void => {
    const { data, draftOwner } = get();
    if (draftOwner !== null && data) drafts.removeOwn(draftOwner, model.klwIdOf(data));
    set({ draftKeptAt: null });
  };

  const stopWatching = (): void => {
    get().stopWatchingDrafts?.();
    set({ stopWatchingDrafts: null });
  };

  const removedElsewhere = (key: string): void => {
    set({ laterOffers: get().laterOffers.filter((offer) => offer.key !== key) });
    if (get().draftOfferKey === key) offerNext();
  };

  /**
   * Offers the next draft that would change the form, or none. One that would not is removed: the form (saved, or
   * this page's own draft) holds its typing already.
   */
  const offerNext = (): void => {
    const form = get().form;
    const queue = [...get().laterOffers];
    let next = queue.shift();
    while (next && form && !restoreWouldChange(form, next.draft)) {
      drafts.remove(next.key);
      next = queue.shift();
    }
    set({ laterOffers: queue, draftOffer: next?.draft ?? null, draftOfferKey: next?.key ?? null });
    // Another tab that opened the same year may take an offered draft or throw it away: it is then no longer offered here.
    if (next && !get().stopWatchingDrafts) set({ stopWatchingDrafts: drafts.watchRemovals(removedElsewhere) });
    if (!next) stopWatching();
  };

  /** After a save or 'Gegevens opnieuw laden': the drafts that would change nothing any more are no longer offered. */
  const reviewOffers = (): void => {
    const { draftOffer, draftOfferKey, laterOffers } = get();
    if (draftOffer === null || draftOfferKey === null) return;
    set({ laterOffers: [{ key: draftOfferKey, draft: draftOffer }, ...laterOffers] });
    offerNext();
  };

  const dropOffers = (): void => {
    set({ draftLook: get().draftLook + 1, laterOffers: [] });
    stopWatching();
    set({ draftOffer: null, draftOfferKey: null });
  };

  /**
   * Looks at the drafts other pages left of this year. A draft whose page is still open is not offered: that
   * typing is not lost, and its page goes on writing it. Expired drafts and drafts the loaded data holds go unseen.
   */
  const checkDraft = async (): Promise<void> => {
    const { status, data, savedForm, draftOwner, draftsChecked, signedOut } = get();
    if (draftsChecked || signedOut || status !== 'loaded' || !data || !savedForm || draftOwner === null) return;
    set({ draftsChecked: true });
    persistDraft();
    const look = get().draftLook + 1;
    set({ draftLook: look });
    const found = drafts.readOthers(draftOwner, model.klwIdOf(data));
    if (found.length === 0) return;
    const open = await drafts.openPageKeys();
    const form = get().form;
    if (look !== get().draftLook || !form) return;
    const readOnly = get().draftOwnerReadOnly;
    set({
      laterOffers: found.filter(({ key, draft }) => {
        if (open.has(key)) return false;
        const choice = draftChoice({ draft, readOnly, restoresNothing: !restoreWouldChange(form, draft), now: now() });
        if (choice === 'discard') drafts.remove(key);
        return choice === 'offer';
      }),
    });
    offerNext();
  };

  return { typingStart, keptForm, persistDraft, removeDraft, offerNext, reviewOffers, dropOffers, checkDraft };
}

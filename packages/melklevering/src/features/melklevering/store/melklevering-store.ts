import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { SESSION_ENDED_TEXT, draftChoice, melkGroupOf, melkValueAt, mergeForm, newMelkDraft, toForm, withMelkValue } from '@klw/contracts';
import type { MelkDraft, MelkFieldPath, MelkLeveringData, MelkLeveringForm } from '@klw/contracts';
import { canRetry, isSessionEnded } from 'klw_auth/client';
import { melkLeveringApi as defaultApi } from '../api/melk-levering-api';
import type { Versioned } from '../api/melk-levering-api';
import { localDraftStorage } from '../drafts/draft-storage';
import type { DraftStorage, FoundDraft } from '../drafts/draft-storage';
import {
  clampForm,
  draftStillFits,
  heeftAutomatischeLeveringen,
  initialForm,
  rebaseForm,
  replacesTyping,
  restoreChanges,
  restoredForm,
  sameForm,
  withHandmatig,
} from '../rules/form-rules';

/** The calls the screen makes (its own, on klw_auth's client; tests may pass their own). */
export interface MelkleveringApi {
  getMelkLeveringGegevens(): Promise<Versioned<MelkLeveringData>>;
  saveMelkLeveringGegevens(data: MelkLeveringData, ifMatch?: string | null): Promise<Versioned<MelkLeveringData>>;
}

/** The server's data: the deliveries table reads only this slice, so typing never re-renders it. */
interface DataSlice {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** Why the data could not be loaded, in Dutch. */
  loadError: string | null;
  /** After a failed load: whether loading again can help (klw_auth's canRetry: not after 403 or a lost session). */
  loadRetryable: boolean;
  /** After a failed load: whether it failed because the session ended, so signing in again is the way on. */
  loadSessionEnded: boolean;
  data: MelkLeveringData | null;
  /** The version (ETag) the form's values build on, sent as If-Match; null when the API sends none. */
  etag: string | null;
}

/** What the farmer edits, and the last saved version of it (unsaved changes are the difference). */
export interface FormSlice {
  form: MelkLeveringForm | null;
  savedForm: MelkLeveringForm | null;
  /**
   * The form as last checked, which the messages show: taken on load, when a field loses focus, when manual
   * registration is switched and on a save attempt; never halfway through typing a number.
   */
  checkedForm: MelkLeveringForm | null;
  /**
   * The fields that hold text that is no number ('1.040.0000'): their value in the form is null, but that null is
   * not the farmer's answer, so a save is refused until they are mended, and they count as unsaved changes.
   */
  unreadable: readonly MelkFieldPath[];
  /**
   * Counts the times the form was replaced by the farmer's choice ('Gegevens opnieuw laden'): the fields start afresh
   * then, and drop text they kept even where the new value equals the old one. ('Terugzetten' changes only the values
   * its draft brings, and leaves the other fields as they are.)
   */
  formVersion: number;
  saving: boolean;
}

/**
 * A draft of this user and year that another page left (a tab closed or crashed, this tab before a reload), found on
 * opening and waiting for 'Terugzetten' or 'Weggooien'. Several are offered one after another, the newest first.
 */
interface DraftSlice {
  draftOffer: MelkDraft | null;
  /** The offered draft's storage key: one per draft, also where two were written in the same minute. */
  draftOfferKey: string | null;
}

export type CallResult = { ok: true } | { ok: false; error: unknown } | { ok: false; skipped: true };
/** A save refused before any call: these fields hold text that is no number (in the order they were left so). */
export type SaveResult = CallResult | { ok: false; unreadable: readonly MelkFieldPath[] };

interface SaveOptions {
  /**
   * Save over a version someone else saved meanwhile ('Mijn invoer toch opslaan'): the values the farmer changed go
   * over that version, read first; every other value stays as it was saved there.
   */
  overwrite?: boolean;
}

interface MelkleveringActions {
  load(): Promise<void>;
  setField(path: MelkFieldPath, value: number | null): void;
  /** A field says whether it holds text that is no number (NumberField's onUnreadableChange). */
  setUnreadable(path: MelkFieldPath, unreadable: boolean): void;
  setHandmatig(on: boolean): void;
  /** Takes the form as it is now for the messages (a field lost focus). */
  check(): void;
  /** Saves the form; on failure the form keeps every value so a second try works. */
  save(options?: SaveOptions): Promise<SaveResult>;
  /** 'Gegevens opnieuw laden': the form takes the server's current data (the typed values and their draft go). */
  reloadData(): Promise<CallResult>;
  /**
   * Whose drafts the screen keeps: the signed-in user's id, or null (unknown, or a read-only year: no drafts are
   * written or offered).
   */
  setDraftOwner(userId: number | null, readOnly: boolean): void;
  /** 'Terugzetten': the draft's values go into the form, unsaved, and this page keeps them as its own draft. */
  restoreDraft(): void;
  /** 'Weggooien': the draft is removed from this computer. */
  discardDraft(): void;
  /** The screen goes: its draft stays on the computer, no longer as an open page's (other tabs may offer it). */
  leave(): void;
}

export type MelkleveringState = DataSlice & FormSlice & DraftSlice & MelkleveringActions;
export type MelkleveringStore = StoreApi<MelkleveringState>;

export const LOAD_ERROR_TEXT = 'De melkleveringen konden niet worden geladen.';

const PRECONDITION_FAILED = 412;
const GATEWAY_TIMEOUT = 504;

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/** A save refused because someone saved another version meanwhile (412: the If-Match version is gone). */
export function isConflict(error: unknown): boolean {
  return statusOf(error) === PRECONDITION_FAILED;
}

/** A save whose answer did not come: a time-out or no connection (status null), or a gateway that gave up waiting. */
function answerLost(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status === GATEWAY_TIMEOUT;
}

/** Why a load failed, in Dutch: the call's own text (no connection, time-out, the server's answer). */
function reasonOf(error: unknown): string | null {
  if (isSessionEnded(error)) return SESSION_ENDED_TEXT;
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}

export interface StoreOptions {
  drafts?: DraftStorage;
  now?: () => number;
}

/** One store per mounted screen: created by the root, gone with it (nothing shared between mounts or tests). */
export function createMelkleveringStore(api: MelkleveringApi = defaultApi, options: StoreOptions = {}): MelkleveringStore {
  const drafts = options.drafts ?? localDraftStorage();
  const now = options.now ?? Date.now;
  drafts.removeExpired(now());

  let owner: number | null = null;
  let ownerReadOnly = true;
  /** The drafts other pages left have been looked at (once per load). */
  let draftChecked = false;
  /** Counts the looks at other pages' drafts: an answer about open pages that comes after another look is dropped. */
  let draftLook = 0;
  /** The drafts to offer after the one on screen. */
  let laterOffers: FoundDraft[] = [];
  /** Stops listening for drafts another tab removes; set while drafts are offered. */
  let unwatch: (() => void) | null = null;
  /**
   * What the form's typing started from when that is not the loaded data: after 'Terugzetten' of a draft whose values
   * someone saved over (its own version goes with it), the draft's start, so this page's draft keeps the conflict
   * too. `base: undefined` where the draft did not say. Null: the loaded data (savedForm).
   */
  let typingBase: { base: MelkLeveringForm | undefined } | null = null;
  /**
   * The form of a save whose answer never came (a time-out, the connection gone): the server may have stored it.
   * If it did, the next save meets a 412 for the farmer's own save, not someone else's.
   */
  let unanswered: MelkLeveringForm | null = null;

  return createStore<MelkleveringState>()((set, get) => {
    const replaceData = ({ data, etag }: Versioned<MelkLeveringData>): void => {
      typingBase = null;
      const form = initialForm(data);
      set({ data, etag, form, savedForm: form, checkedForm: form });
    };

    /**
     * A save with the version it is based on. When the server says that version is gone (412) and an earlier save
     * went unanswered, the stored figures are looked at: are they that save's, it was the farmer's own save that
     * landed, and this one goes again on top of it. Else the 412 stands: someone else saved meanwhile.
     */
    const saveOwnVersion = async (sent: MelkLeveringData, ifMatch: string | null): Promise<Versioned<MelkLeveringData>> => {
      try {
        return await api.saveMelkLeveringGegevens(sent, ifMatch);
      } catch (error) {
        const lost = unanswered;
        if (!isConflict(error) || ifMatch === null || lost === null) throw error;
        const stored = await api.getMelkLeveringGegevens().catch(() => null);
        if (!stored || !sameForm(toForm(stored.data), lost)) throw error;
        unanswered = null;
        set({ etag: stored.etag });
        return api.saveMelkLeveringGegevens(sent, stored.etag);
      }
    };

    /**
     * Keeps the unsaved form on this computer as this page's draft, or removes it when nothing is unsaved. Other
     * pages' drafts, the offered one too, are not touched: typing while an offer waits is kept beside it.
     */
    const persistDraft = (): void => {
      const { data, form, savedForm, etag } = get();
      if (owner === null || !data || !form || !savedForm) return;
      const kept = keptForm(form, savedForm);
      if (sameForm(kept, savedForm)) drafts.removeOwn(owner, data.kringloopwijzerId);
      else drafts.write(newMelkDraft(owner, data.kringloopwijzerId, kept, etag, now(), typingStart(savedForm)));
    };

    /** What this page's typing started from: the loaded data, unless a restored conflict says otherwise (`typingBase`). */
    const typingStart = (savedForm: MelkLeveringForm): MelkLeveringForm | undefined => (typingBase ? typingBase.base : savedForm);

    /**
     * The form as a draft keeps it. A field with text that is no number keeps its saved figure: its null is no
     * answer, and restored and saved it would erase that figure.
     */
    const keptForm = (form: MelkLeveringForm, savedForm: MelkLeveringForm): MelkLeveringForm =>
      get().unreadable.reduce((draft, path) => withMelkValue(draft, path, melkValueAt(savedForm, path)), form);

    /**
     * 'Mijn invoer toch opslaan': the farmer's typing over the version someone else saved. Only what the farmer
     * changed since the form was loaded goes over theirs; every other value stays as they saved it. That version is
     * read first, and the save is checked against it (a third save in between meets the conflict again).
     */
    const overTheirs = async (form: MelkLeveringForm): Promise<{ sent: MelkLeveringData; ifMatch: string | null }> => {
      const current = await api.getMelkLeveringGegevens();
      const mine = rebaseForm(initialForm(current.data), get().savedForm ?? form, form);
      return { sent: mergeForm(current.data, clampForm(mine, current.data.kringloopwijzerJaar)), ifMatch: current.etag };
    };

    const removeDraft = (): void => {
      const { data } = get();
      if (owner !== null && data) drafts.removeOwn(owner, data.kringloopwijzerId);
    };

    /**
     * Offers the next draft that would change the form, or none. One that would not is removed: the form (saved, or
     * this page's own draft) holds its typing already.
     */
    const offerNext = (): void => {
      const form = get().form;
      let next = laterOffers.shift();
      while (next && form && !restoreChanges(form, next.draft)) {
        drafts.remove(next.key);
        next = laterOffers.shift();
      }
      set({ draftOffer: next?.draft ?? null, draftOfferKey: next?.key ?? null });
      // Another tab that opened the same year may take an offered draft or throw it away: it is then no longer offered here.
      if (next && !unwatch) unwatch = drafts.watchRemovals(removedElsewhere);
      if (!next) stopWatching();
    };

    const stopWatching = (): void => {
      unwatch?.();
      unwatch = null;
    };

    const removedElsewhere = (key: string): void => {
      laterOffers = laterOffers.filter((offer) => offer.key !== key);
      if (get().draftOfferKey === key) offerNext();
    };

    /** After a save or 'Gegevens opnieuw laden': the drafts that would change nothing any more are no longer offered. */
    const reviewOffers = (): void => {
      const { draftOffer, draftOfferKey } = get();
      if (draftOffer === null || draftOfferKey === null) return;
      laterOffers.unshift({ key: draftOfferKey, draft: draftOffer });
      offerNext();
    };

    const dropOffers = (): void => {
      draftLook += 1;
      laterOffers = [];
      stopWatching();
      set({ draftOffer: null, draftOfferKey: null });
    };

    /**
     * Looks at the drafts other pages left of this year. A draft whose page is still open is not offered: that
     * typing is not lost, and its page goes on writing it. Expired drafts and drafts the loaded data holds go unseen.
     */
    const checkDraft = async (): Promise<void> => {
      const { status, data, savedForm } = get();
      if (draftChecked || status !== 'loaded' || !data || !savedForm || owner === null) return;
      draftChecked = true;
      persistDraft();
      const look = ++draftLook;
      const found = drafts.readOthers(owner, data.kringloopwijzerId);
      if (found.length === 0) return;
      const open = await drafts.openPageKeys();
      const form = get().form;
      if (look !== draftLook || !form) return;
      laterOffers = found.filter(({ key, draft }) => {
        if (open.has(key)) return false;
        const choice = draftChoice({ draft, readOnly: ownerReadOnly, restoresNothing: !restoreChanges(form, draft), now: now() });
        if (choice === 'discard') drafts.remove(key);
        return choice === 'offer';
      });
      offerNext();
    };

    const updateForm = (update: (form: MelkLeveringForm, data: MelkLeveringData) => MelkLeveringForm): void => {
      const { form, data } = get();
      if (!form || !data) return;
      set({ form: update(form, data) });
      persistDraft();
    };

    return {
      status: 'idle',
      loadError: null,
      loadRetryable: true,
      loadSessionEnded: false,
      data: null,
      etag: null,
      form: null,
      savedForm: null,
      checkedForm: null,
      unreadable: [],
      formVersion: 0,
      saving: false,
      draftOffer: null,
      draftOfferKey: null,

      async load() {
        set({ status: 'loading', loadError: null, loadSessionEnded: false });
        dropOffers();
        draftChecked = false;
        try {
          replaceData(await api.getMelkLeveringGegevens());
          set({ status: 'loaded' });
        } catch (error) {
          set({ status: 'error', loadError: reasonOf(error), loadRetryable: canRetry(error), loadSessionEnded: isSessionEnded(error) });
          return;
        }
        await checkDraft();
      },

      setField(path, value) {
        updateForm((form) => withMelkValue(form, path, value));
      },

      setUnreadable(path, unreadable) {
        const current = get().unreadable;
        if (current.includes(path) === unreadable) return;
        set({ unreadable: unreadable ? [...current, path] : current.filter((other) => other !== path) });
        persistDraft();
      },

      setHandmatig(on) {
        // Switched off, the manual group's fields go, with any text in them: their figures become the year totals.
        const { data, unreadable } = get();
        if (!on && data && heeftAutomatischeLeveringen(data)) {
          set({ unreadable: unreadable.filter((path) => melkGroupOf(path) !== 'totaalHandmatig') });
        }
        updateForm((form, data) => withHandmatig(form, data, on));
        set({ checkedForm: get().form });
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
        let sent = mergeForm(data, clampForm(form, data.kringloopwijzerJaar));
        /** The save went out: a lost answer may mean it was stored (not so when reading the other version failed). */
        let sentOut = false;
        try {
          let ifMatch = etag;
          if (overwrite) ({ sent, ifMatch } = await overTheirs(form));
          sentOut = true;
          const answer = await saveOwnVersion(sent, ifMatch);
          // What the farmer typed while the save was under way is not in it: it stays in the form, unsaved.
          const { form: typed, checkedForm: checked } = get();
          removeDraft();
          replaceData(answer);
          const saved = get().savedForm;
          if (saved && typed && !sameForm(typed, form)) {
            set({ form: rebaseForm(saved, form, typed), checkedForm: rebaseForm(saved, form, checked ?? form) });
          }
          // An offered draft stays offered while it would change the form: it is another page's typing.
          set({ saving: false });
          persistDraft();
          reviewOffers();
          unanswered = null;
          return { ok: true };
        } catch (error) {
          if (sentOut && answerLost(error)) unanswered = toForm(sent);
          set({ saving: false });
          return { ok: false, error };
        }
      },

      async reloadData() {
        try {
          const answer = await api.getMelkLeveringGegevens();
          unanswered = null;
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
        const changed = (readOnly ? null : userId) !== owner;
        owner = readOnly ? null : userId;
        ownerReadOnly = readOnly;
        if (changed) {
          dropOffers();
          draftChecked = false;
        }
        void checkDraft();
      },

      restoreDraft() {
        const { draftOffer, draftOfferKey, etag, form, savedForm, data, saving, unreadable } = get();
        // Not while a save is under way: its answer would take the place of the draft's version.
        if (!draftOffer || !form || !savedForm || !data || saving) return;
        // The draft becomes this page's own: its page is gone, and this one goes on with it.
        if (draftOfferKey !== null) drafts.remove(draftOfferKey);
        const restored = restoredForm(form, draftOffer);
        // Typing of this page that the draft's values replace is kept as a draft too, and offered next (its figures:
        // text that is no number cannot be kept, and counts with the saved figure).
        const typed = keptForm(form, savedForm);
        if (owner !== null && replacesTyping(savedForm, typed, restored)) {
          laterOffers.unshift(drafts.writeLeftBehind(newMelkDraft(owner, data.kringloopwijzerId, typed, etag, now(), typingStart(savedForm))));
        }
        // Did someone save over the values the draft changed since its typing began, its own version goes with it:
        // the save then meets the conflict and the farmer chooses. This page's draft then starts, for those values,
        // where the draft started, and for the others where this page did: after another crash only they count as
        // typed.
        const fits = draftStillFits(savedForm, draftOffer);
        if (!fits) {
          const pageStart = typingStart(savedForm) ?? savedForm;
          typingBase = { base: draftOffer.base ? rebaseForm(pageStart, draftOffer.form, draftOffer.base) : undefined };
        }
        set({
          form: restored,
          checkedForm: restored,
          etag: fits ? etag : (draftOffer.basedOn ?? etag),
          // A field holding text that is no number keeps it where the draft brings no value of its own; where it
          // does, the field shows that value (NumberField drops its text for a new value from outside).
          unreadable: unreadable.filter((path) => melkValueAt(restored, path) === melkValueAt(form, path)),
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
}

export function selectHasUnsavedChanges(state: FormSlice): boolean {
  if (state.unreadable.length > 0) return true;
  return state.form !== null && state.savedForm !== null && !sameForm(state.form, state.savedForm);
}

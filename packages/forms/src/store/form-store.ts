import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { SESSION_ENDED_TEXT, clampFormValues, draftChoice, newDraft, rowsOf, valueAt, withValueAt } from '@klw/contracts';
import type { Draft } from '@klw/contracts';
import { canRetry, isSessionEnded } from 'klw_auth/client';
import { localDraftStorage } from '../drafts/draft-storage';
import type { DraftStorage, FoundDraft } from '../drafts/draft-storage';
import type { FormApi, FormModel, Versioned } from '../model';
import { draftStillFits, rebaseForm, replacesTyping, restoreWouldChange, restoredForm, sameForm } from '../rules/form-diff';

// The store of one mounted form screen (docs/adr/009-screen-kit.md): load, typing, checks, save with If-Match, the
// 412 choice, drafts per user, year and screen (ADR 006), the session end, leaving. Its whole state is in zustand:
// nothing outside it but the screen's model, its calls and the draft storage it was given.

/** The server's data: a table of automatic rows reads only this slice, so typing never re-renders it. */
interface DataSlice<TData> {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** The caught load error; its Dutch reason, whether retrying can help and whether the session ended derive from it. */
  loadFailure: unknown;
  data: TData | null;
  /** The version (ETag) the form's values build on, sent as If-Match; null when the API sends none. */
  etag: string | null;
}

/** What the farmer edits, and the last saved version of it (unsaved changes are the difference). */
export interface FormSlice<TForm> {
  form: TForm | null;
  savedForm: TForm | null;
  /**
   * The form as last checked, which the messages show: taken on load, when a field loses focus, when the screen
   * switches a part on or off and on a save attempt; never halfway through typing a number.
   */
  checkedForm: TForm | null;
  /**
   * The fields that hold text that is no number ('1.040.0000'): their value in the form is null, but that null is
   * not the farmer's answer, so a save is refused until they are mended, and they count as unsaved changes.
   */
  unreadable: readonly string[];
  /**
   * Counts the times the form was replaced by the farmer's choice ('Gegevens opnieuw laden'): the fields start afresh
   * then, and drop text they kept even where the new value equals the old one.
   */
  formVersion: number;
  saving: boolean;
  /** Counts the saves that succeeded: what a field said of the last typing (a clamp) is old news after one. */
  saveCount: number;
  /** When this page last kept its unsaved typing as a draft on this computer (ms); null while nothing is kept. */
  draftKeptAt: number | null;
  /** A stable key per row of each list of rows (React's key): rows keep their typing when one above them goes. */
  rowKeys: Readonly<Record<string, readonly string[]>>;
  /** The number in the next new row key: never reused, so React never mixes two rows' fields. */
  nextRowKey: number;
}

/**
 * A draft of this user and year that another page left (a tab closed or crashed, this tab before a reload), found on
 * opening and waiting for 'Terugzetten' or 'Weggooien'. Several are offered one after another, the newest first.
 */
interface DraftSlice<TForm> {
  draftOffer: Draft<TForm> | null;
  /** The offered draft's storage key: one per draft, also where two were written in the same minute. */
  draftOfferKey: string | null;
}

/** The store's own bookkeeping: in the store like the rest, so nothing of a screen lives outside it. */
interface Bookkeeping<TForm> {
  /** Whose drafts the screen keeps: the signed-in user of a year they may edit, else null (none kept or offered). */
  draftOwner: number | null;
  draftOwnerReadOnly: boolean;
  /** The drafts other pages left have been looked at (once per load). */
  draftsChecked: boolean;
  /** Counts the looks at other pages' drafts: an answer about open pages that comes after another look is dropped. */
  draftLook: number;
  /** The drafts to offer after the one on screen. */
  laterOffers: readonly FoundDraft<TForm>[];
  /** Stops listening for drafts another tab removes; set while drafts are offered. */
  stopWatchingDrafts: (() => void) | null;
  /**
   * What the form's typing started from when that is not the loaded data: after 'Terugzetten' of a draft whose values
   * someone saved over (its own version goes with it), the draft's start, so this page's draft keeps the conflict
   * too. `base: undefined` where the draft did not say. Null: the loaded data (savedForm).
   */
  typingBase: { base: TForm | undefined } | null;
  /**
   * The form of a save whose answer never came (a time-out, the connection gone): the server may have stored it.
   * If it did, the next save meets a 412 for the farmer's own save, not someone else's.
   */
  unansweredSave: TForm | null;
}

export type CallResult = { ok: true } | { ok: false; error: unknown } | { ok: false; skipped: true };
/** A save refused before any call: these fields hold text that is no number (in the order they were left so). */
export type SaveResult = CallResult | { ok: false; unreadable: readonly string[] };

interface SaveOptions {
  /**
   * Save over a version someone else saved meanwhile ('Mijn invoer toch opslaan'): the values the farmer changed go
   * over that version, read first; every other value stays as it was saved there.
   */
  overwrite?: boolean;
}

interface UpdateOptions {
  /** The fields whose text is dropped with the change (a part switched off: its fields go, with any text in them). */
  dropText?: (path: string) => boolean;
  /** Take the changed form for the messages at once (a switch, not typing). */
  check?: boolean;
}

interface FormActions<TData, TForm> {
  load(): Promise<void>;
  setField(path: string, value: unknown): void;
  /** A field says whether it holds text that is no number (NumberField's onUnreadableChange). */
  setUnreadable(path: string, unreadable: boolean): void;
  /** A screen's own rule on the form (a switch that fills values), kept in the draft like typing. */
  updateForm(update: (form: TForm, data: TData) => TForm, options?: UpdateOptions): void;
  /** Adds an empty row at the end of a list of rows (the category's `key`); returns its index. */
  addRow(list: string): number | null;
  /** Removes a row of a list; the rows below it keep their typing. */
  removeRow(list: string, index: number): void;
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

export type FormState<TData, TForm> = DataSlice<TData> & FormSlice<TForm> & DraftSlice<TForm> & Bookkeeping<TForm> & FormActions<TData, TForm>;
export type FormStore<TData, TForm> = StoreApi<FormState<TData, TForm>>;

const FORBIDDEN = 403;
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
export function loadReason(error: unknown): string | null {
  if (isSessionEnded(error)) return SESSION_ENDED_TEXT;
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}

/** Whether there are changes that are not saved: a changed value, or a field holding text that is no number. */
export function selectHasUnsavedChanges(state: FormSlice<unknown>): boolean {
  if (state.unreadable.length > 0) return true;
  return state.form !== null && state.savedForm !== null && !sameForm(state.form, state.savedForm);
}

export interface StoreOptions<TForm> {
  drafts?: DraftStorage<TForm>;
  now?: () => number;
}

/** The store's inner workings a screen's own actions build on (`extend`). */
export interface StoreKit<TData, TForm> {
  set: StoreApi<FormState<TData, TForm>>['setState'];
  get: () => FormState<TData, TForm>;
}

/** An index in a row's path shifted for a removed row: 'rows.3.kg' becomes 'rows.2.kg'; the removed row's paths go. */
function shiftedPath(path: string, list: string, removed: number): string | null {
  const prefix = `${list}.`;
  if (!path.startsWith(prefix)) return path;
  const [index, ...rest] = path.slice(prefix.length).split('.');
  const row = Number(index);
  if (!Number.isInteger(row) || row < removed) return path;
  if (row === removed) return null;
  return [list, String(row - 1), ...rest].join('.');
}

/**
 * One store per mounted screen: created by the screen's root, gone with it (nothing shared between mounts or tests).
 * `extend` adds the screen's own actions (the milk screen's manual switch), built on the kit's.
 */
export function createFormStore<TData, TForm, TExtra extends object = Record<never, never>>(
  model: FormModel<TData, TForm>,
  api: FormApi<TData>,
  options: StoreOptions<TForm> = {},
  extend?: (kit: StoreKit<TData, TForm>) => TExtra,
): StoreApi<FormState<TData, TForm> & TExtra> {
  const drafts = options.drafts ?? localDraftStorage({ screen: model.screen, formSchema: model.formSchema });
  const now = options.now ?? Date.now;
  drafts.removeExpired(now());

  const store = createStore<FormState<TData, TForm>>()((set, get) => {
    const jaarOf = (data: TData): number => model.jaarOf(data);

    /** New row keys, `count` of them. */
    const newRowKeys = (count: number): string[] => {
      const first = get().nextRowKey;
      set({ nextRowKey: first + count });
      return Array.from({ length: count }, (_, index) => `rij-${first + index}`);
    };

    /** Each list's row keys, fresh, for a form that replaces the one on screen. */
    const freshRowKeys = (form: TForm): Record<string, string[]> =>
      Object.fromEntries(
        model.fields.flatMap((category) =>
          category.rows && category.key !== undefined ? [[category.key, newRowKeys(rowsOf(form, category as never).length)]] : [],
        ),
      );

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
      const { data, form, savedForm, etag, draftOwner } = get();
      if (draftOwner === null || !data || !form || !savedForm) return;
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
      const { status, data, savedForm, draftOwner, draftsChecked } = get();
      if (draftsChecked || status !== 'loaded' || !data || !savedForm || draftOwner === null) return;
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

  if (!extend) return store as StoreApi<FormState<TData, TForm> & TExtra>;
  store.setState(extend({ set: store.setState, get: store.getState }) as Partial<FormState<TData, TForm>>);
  return store as StoreApi<FormState<TData, TForm> & TExtra>;
}

/** Whether retrying the failed load can help (klw_auth's canRetry: not after 403 or a lost session). */
export function selectLoadRetryable(state: DataSlice<unknown>): boolean {
  return state.loadFailure === null || canRetry(state.loadFailure);
}

/** Whether the load was refused (403): the year is not one this user may see, so choosing one of theirs is the way on. */
export function selectLoadRefused(state: DataSlice<unknown>): boolean {
  return statusOf(state.loadFailure) === FORBIDDEN;
}

/** Whether the load failed because the session ended, so signing in again is the way on. */
export function selectLoadSessionEnded(state: DataSlice<unknown>): boolean {
  return isSessionEnded(state.loadFailure);
}

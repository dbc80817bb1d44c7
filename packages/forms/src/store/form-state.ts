import type { FormModel, Versioned } from '../model';
import type { StoreApi } from 'zustand/vanilla';
import type { Draft } from '@klw/contracts/drafts';
import type { DraftStorage, FoundDraft } from '../drafts/draft-storage';

// The shape of a form screen's store (form-store.ts builds it): its slices, its actions and what a save answers.

/** The server's data: a table of automatic rows reads only this slice, so typing never re-renders it. */
export interface DataSlice<TData> {
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
  /**
   * The field a notice's link asked to go to ('Vul nog in: Regel 31: Product.'), until the screen has brought it into
   * view and given it the focus: a list's row that is not drawn is drawn for it. A new object per ask.
   */
  goingTo: { path: string } | null;
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
  /**
   * The user signed out in another tab (that sign-out removed their drafts from this computer and said so): this
   * page keeps its typing in memory only, neither writing nor offering drafts, until the user signs in again here.
   */
  signedOut: boolean;
}

export type CallResult = { ok: true } | { ok: false; error: unknown } | { ok: false; skipped: true };
/**
 * A save refused before any call: these fields hold text that is no number (in the order they were left so). A save
 * that met a conflict (412) carries the form of the version saved meanwhile (`theirs`; null when it could not be
 * read), to show beside the farmer's typing.
 */
export type SaveResult = CallResult | { ok: false; error: unknown; theirs: unknown } | { ok: false; unreadable: readonly string[] };

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

export interface FormActions<TData, TForm> {
  /**
   * Loads the year through the screen's calls. Given `answer` (the year's answer that came before the screen
   * rendered, FormApi's `firstAnswer`), it takes that one at once, before anything waits: the first render shows it.
   */
  load(answer?: Versioned<TData>): Promise<void>;
  setField(path: string, value: unknown): void;
  /** A field says whether it holds text that is no number (NumberField's onUnreadableChange). */
  setUnreadable(path: string, unreadable: boolean): void;
  /** A screen's own rule on the form (a switch that fills values), kept in the draft like typing. */
  updateForm(update: (form: TForm, data: TData) => TForm, options?: UpdateOptions): void;
  /** Adds an empty row at the end of a list of rows (the category's `key`); returns its index, or null when the list is full (`maxRowsOf`). */
  addRow(list: string): number | null;
  /** Removes a row of a list; the rows below it keep their typing. */
  removeRow(list: string, index: number): void;
  /**
   * Puts a removed row back where it was ('Ongedaan maken'): its values at `index`, the rows from there one down with
   * their typing. Its text that was no number is not kept (that text lived in its fields); false when the list is full.
   */
  insertRow(list: string, index: number, row: unknown): boolean;
  /** Takes the form as it is now for the messages (a field lost focus). */
  check(): void;
  /** Asks the screen to bring a field into view and give it the focus (`goingTo`). */
  goToField(path: string): void;
  /** The screen went to the field asked for (or it is not on the screen). */
  fieldReached(): void;
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
  /**
   * The user signed out in another tab: this page's draft goes, and its typing stays in the form only (the sign-out
   * promised nothing unsaved stays on this computer), until `signedInAgain`.
   */
  signedOutElsewhere(): void;
  /** The user signed in again on this page: its typing is kept as a draft again. */
  signedInAgain(): void;
}

export type FormState<TData, TForm> = DataSlice<TData> & FormSlice<TForm> & DraftSlice<TForm> & Bookkeeping<TForm> & FormActions<TData, TForm>;
/** The model a store was made on (createFormStore adds it). */
export interface ModelOf<TData, TForm> {
  readonly model: FormModel<TData, TForm>;
}

export type FormStore<TData, TForm> = StoreApi<FormState<TData, TForm>> & ModelOf<TData, TForm>;

/** The store's inner workings a screen's own actions build on (`extend`). */
export interface StoreKit<TData, TForm> {
  set: StoreApi<FormState<TData, TForm>>['setState'];
  get: () => FormState<TData, TForm>;
}

export interface StoreOptions<TForm> {
  drafts?: DraftStorage<TForm>;
  now?: () => number;
}

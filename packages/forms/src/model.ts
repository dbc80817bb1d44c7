import type { FormFields, ScreenContract, YearFacts } from '@klw/contracts/forms';
import type { FormSchema } from '@klw/contracts/drafts';

/** Data with the version the API gave it (its ETag), or null when the API sends none. */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/** A screen's two calls, built on klw_auth's client (tests pass their own). */
export interface FormApi<TData> {
  load(): Promise<Versioned<TData>>;
  /**
   * Saves the year. With `ifMatch` (the ETag the typing started from) the API refuses with 412 when someone saved
   * in between; without it (an API that sends no ETags) it overwrites.
   */
  save(data: TData, ifMatch: string | null): Promise<Versioned<TData>>;
  /**
   * The year's answer when it is here already: a load started at page load (yearCalls' `prefetch`) that has
   * succeeded and is fresh. Taken once; null otherwise (then the screen loads as usual).
   */
  firstAnswer?(): Versioned<TData> | null;
}

/** The Dutch texts a screen's frame shows that name the screen itself (its declaration's, in @klw/contracts). */
type ScreenTexts = Pick<ScreenContract<YearFacts, unknown>['texts'], 'title' | 'saved' | 'loadError'>;

/**
 * What the kit needs to know of a screen's form: its fields (as data, in its declaration, so the local API checks a
 * save with the same declaration), how the form comes from the call's answer and goes back into a save, and how a
 * draft of it is read back. Everything else (the store, drafts, the 412 choice, the session end, the panels) the kit
 * does the same for every screen. A screen makes it from its declaration with `formModel`.
 */
export interface FormModel<TData, TForm> {
  /** The screen's id, as its route's: names its drafts ('klw.concept.<screen>.<userId>.<klwId>...'). */
  screen: string;
  fields: FormFields<TForm>;
  /** The form the farmer edits, from an answer (a screen may force values here: manual delivery without pickups). */
  toForm(data: TData): TForm;
  /** The data a save sends: the answer with the form's values in place. */
  mergeForm(data: TData, form: TForm): TData;
  /** The year the data is of, and its reporting year (which fields exist: docs/PRODUCT.md section 9). */
  klwIdOf(data: TData): number;
  jaarOf(data: TData): number;
  /** Reads a draft's form back from storage; anything of another shape is no draft of this screen. */
  formSchema: FormSchema<TForm>;
  texts: ScreenTexts;
}

/** The kit's view of a screen's declaration (its contract, in @klw/contracts or its own contracts file). */
export function formModel<TData extends YearFacts, TForm>(contract: ScreenContract<TData, TForm>): FormModel<TData, TForm> {
  return {
    screen: contract.screen,
    fields: contract.fields,
    toForm: contract.toForm,
    mergeForm: contract.mergeForm,
    klwIdOf: (data) => data.kringloopwijzerId,
    jaarOf: (data) => data.kringloopwijzerJaar,
    formSchema: contract.formSchema,
    texts: contract.texts,
  };
}

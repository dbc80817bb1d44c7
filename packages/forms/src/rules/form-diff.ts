import { withValueAt } from '@klw/contracts/forms';

// What the store does with two or three forms at once: are they the same, what did the farmer change, put those
// changes onto another version. Generic over any form: a form's values are its leaves (numbers, texts, switches),
// and a list of rows counts as one value (a row added, removed or changed changes the list).

type Units = ReadonlyMap<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) collect(child, prefix === '' ? key : `${prefix}.${key}`, into);
  } else {
    into.set(prefix, value);
  }
}

/** The form's values one by one, by path ('totaalHandmatig.kg'; a list of rows under its own key). */
function unitsOf(form: unknown): Units {
  const units = new Map<string, unknown>();
  collect(form, '', units);
  return units;
}

/** A row's values as text (in a list, JSON writes a row that is no value as null). */
const rowText = (row: unknown): string => JSON.stringify(row) ?? 'null';

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Lists of rows: the same rows with the same values in the same order. A form changes by copies along the changed
  // path only (withValueAt), so a row nobody touched is the same object in both: at 2,000 rows a keystroke compares
  // one row's values, not the list's.
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((row, index) => row === b[index] || rowText(row) === rowText(b[index]));
}

function pathsOf(...all: Units[]): Set<string> {
  return new Set(all.flatMap((units) => [...units.keys()]));
}

/** Whether two forms hold the same values (unsaved changes are a difference from the last saved form). */
export function sameForm<TForm>(a: TForm, b: TForm): boolean {
  const [left, right] = [unitsOf(a), unitsOf(b)];
  return [...pathsOf(left, right)].every((path) => sameValue(left.get(path), right.get(path)));
}

/**
 * `onto` with the changes from `from` to `to` put on it: each value where `to` differs from `from` is taken from
 * `to`, every other value stays as in `onto`. A save answered while the farmer went on typing (onto the saved form,
 * from the form sent, to the form now); 'Terugzetten' (onto the form now, from a draft's start, to the draft);
 * 'Mijn invoer toch opslaan' (onto the other version, from the loaded form, to the form now).
 */
export function rebaseForm<TForm>(onto: TForm, from: TForm, to: TForm): TForm {
  const [start, end] = [unitsOf(from), unitsOf(to)];
  let result = onto;
  for (const path of pathsOf(start, end)) {
    const changed = end.get(path);
    if (!sameValue(changed, start.get(path))) result = withValueAt(result, path, changed);
  }
  return result;
}

/** A draft as 'Terugzetten' reads it: its values, and where known the values its typing started from. */
export interface DraftValues<TForm> {
  form: TForm;
  base?: TForm;
}

/**
 * 'Terugzetten': the form with a draft's typing put back. A draft that knows what its typing started from brings only
 * the values its page changed; every other value stays as it is now (saved since, or typed on this page). A draft
 * without it brings all its values.
 */
export function restoredForm<TForm>(current: NoInfer<TForm>, draft: DraftValues<TForm>): TForm {
  return draft.base ? rebaseForm(current, draft.base, draft.form) : draft.form;
}

/** Whether 'Terugzetten' of this draft would change the form as it is now (else there is nothing to offer). */
export function restoreWouldChange<TForm>(current: NoInfer<TForm>, draft: DraftValues<TForm>): boolean {
  return !sameForm(restoredForm(current, draft), current);
}

/**
 * Whether every value a draft changed is, in the saved data, still what its typing started from, or already what the
 * draft has: nobody saved another value over it since, so the draft may be saved on the current version. False
 * when the draft does not say what it started from.
 */
export function draftStillFits<TForm>(saved: NoInfer<TForm>, draft: DraftValues<TForm>): boolean {
  if (!draft.base) return false;
  const [typed, start, now] = [unitsOf(draft.form), unitsOf(draft.base), unitsOf(saved)];
  return [...pathsOf(typed, start, now)].every((path) => {
    const [value, from, current] = [typed.get(path), start.get(path), now.get(path)];
    return sameValue(value, from) || sameValue(current, from) || sameValue(current, value);
  });
}

/** Whether going from `before` to `after` replaces a value the farmer typed and did not save (one that differs from `saved`). */
export function replacesTyping<TForm>(saved: TForm, before: TForm, after: TForm): boolean {
  const [start, typed, next] = [unitsOf(saved), unitsOf(before), unitsOf(after)];
  return [...pathsOf(start, typed, next)].some((path) => !sameValue(typed.get(path), start.get(path)) && !sameValue(next.get(path), typed.get(path)));
}

import type { ReactNode } from 'react';
import type { FormModel } from '../model';
import { rebaseForm } from '../rules/form-diff';
import { valueDifferences } from '../rules/value-differences';
import type { FormStore } from '../store/form-state';
import { ValuesTable } from './values-table';

// A save that met a conflict (412), told as what it is: the year was saved meanwhile, perhaps by the farmer in another
// window (the server cannot tell whose save it was, so the notice does not say 'someone else'), with the values the
// farmer's choice decides side by side.

export const CONFLICT_TITLE = 'Intussen opgeslagen';
export const CONFLICT_TEXT = 'Deze gegevens zijn intussen opgeslagen, misschien in een ander venster. Uw invoer staat nog in het formulier.';
const CAPTION = 'Wat verschilt';
const THEIRS_HEADER = 'Nu opgeslagen';
const MINE_HEADER = 'Uw invoer';

/**
 * The values that differ between the version saved meanwhile and what 'Mijn invoer toch opslaan' would save (the
 * farmer's changes over that version); nothing when that version could not be read or nothing differs.
 */
export function conflictDetails(store: FormStore<unknown, unknown>, model: FormModel<unknown, unknown>, theirs: unknown): ReactNode {
  const { form, savedForm, data } = store.getState();
  if (theirs === null || theirs === undefined || form === null || savedForm === null || data === null) return undefined;
  const mine = rebaseForm(theirs, savedForm, form);
  const rows = valueDifferences(model.fields, theirs, mine, model.jaarOf(data));
  return rows.length === 0 ? undefined : <ValuesTable caption={CAPTION} left={THEIRS_HEADER} right={MINE_HEADER} rows={rows} />;
}

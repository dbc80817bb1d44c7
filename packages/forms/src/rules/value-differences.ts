import { fieldEntries, fieldName, valueAt } from '@klw/contracts/forms';
import { formatNumber, isEmptyValue } from '@klw/contracts/texts';
import type { FieldDef, FormFields } from '@klw/contracts/forms';

// Which values two versions of a form hold differently, each as the screen shows it: the farmer's typing beside
// the version saved meanwhile (a conflict), a draft's values beside the form's (the draft offer). A farmer chooses
// between two versions only when they can see what each holds.

/** What an empty field shows beside a filled one. */
const EMPTY_VALUE_TEXT = 'leeg';

/** One value that differs: the field as the messages name it, and the value of each version as the field shows it. */
export interface ValueDifference {
  path: string;
  field: string;
  left: string;
  right: string;
}

function shownValue<TForm>(field: FieldDef<TForm>, value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_VALUE_TEXT;
  if (field.type === 'number' && typeof value === 'number') return formatNumber(value, field.decimals);
  return String(value);
}

/**
 * The fields of the year, in screen order (hidden categories too: a switched-off part may hold a value), whose values
 * differ between `left` and `right`; a row one version lacks shows as empty there.
 */
export function valueDifferences<TForm>(fields: FormFields<TForm>, left: TForm, right: TForm, jaar: number): ValueDifference[] {
  const seen = new Set<string>();
  const entries = [...fieldEntries(fields, left, jaar, { hidden: true }), ...fieldEntries(fields, right, jaar, { hidden: true })];
  return entries.flatMap(({ path, field }) => {
    if (seen.has(path)) return [];
    seen.add(path);
    const [a, b] = [shownValue(field, valueAt(left, path)), shownValue(field, valueAt(right, path))];
    return a === b ? [] : [{ path, field: fieldName(fields, path), left: a, right: b }];
  });
}

// Whether a row holds anything yet: 'Regel toevoegen' sends the farmer to an empty row instead of adding a second one.
import { valueAt } from '@klw/contracts/forms';
import type { FieldDef } from '@klw/contracts/forms';

/**
 * The first row with nothing in it (no value, no text that is no number), or null: a second empty row would only be
 * one more to fill in or remove.
 */
export function firstEmptyRow(form: unknown, list: string, count: number, fields: readonly FieldDef<never>[], unreadable: readonly string[]): number | null {
  for (let index = 0; index < count; index += 1) if (rowIsEmpty(form, list, index, fields, unreadable)) return index;
  return null;
}

export function rowIsEmpty(form: unknown, list: string, index: number, fields: readonly FieldDef<never>[], unreadable: readonly string[]): boolean {
  if (valueAt(form, `${list}.${index}`) === undefined) return false;
  if (unreadable.some((path) => rowOfPath(path, list) === index)) return false;
  return fields.every((field) => {
    const value = valueAt(form, `${list}.${index}.${field.key}`);
    return value === null || value === undefined || value === '';
  });
}

/** The row of a path in `list` ('regels.12.kg' is 12), or null. */
export function rowOfPath(path: string, list: string): number | null {
  if (!path.startsWith(`${list}.`)) return null;
  const row = Number(path.slice(list.length + 1).split('.')[0]);
  return Number.isInteger(row) ? row : null;
}

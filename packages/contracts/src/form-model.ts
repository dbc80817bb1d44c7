import { maxLengthMessage, maxMessage, minMessage, rangeMessage, requiredMessage } from './messages';
import { isEmptyValue, visibleText } from './visible-text';

// docs/PRODUCT.md section 3: "models with named categories of fields; each category has a name and fields, each field a
// key". A screen's fields are declared once, as data; the checks of docs/PRODUCT.md section 5, the required marks, the
// clamping and the kit's form store all read that one declaration (docs/adr/009-screen-kit.md). Pure: the local
// API validates a save with the same declaration the screen shows.

/** A row of a list of rows (a category with `rows`), as the form holds it. */
export type FormRow = Readonly<Record<string, unknown>>;

interface FieldBase<TForm> {
  /** Where the value is, relative to its category ('kg'; 'totaalOverigeProductie.kg'; in a row: 'product'). */
  key: string;
  /** Bare Dutch name, used in labels and in the validation texts. */
  label: string;
  /** From this reporting year on (docs/PRODUCT.md section 9); absent: every year. */
  sinceYear?: number;
  /** Whether it must be filled in; a function sees the form, and for a field of a row that row. Default: optional. */
  required?: boolean | ((form: TForm, row: FormRow | undefined) => boolean);
}

export interface NumberFieldDef<TForm = unknown> extends FieldBase<TForm> {
  type: 'number';
  unit: string;
  /** Decimals shown and rounded to. */
  decimals: number;
  min: number;
  max: number;
  /**
   * The lowest value the input takes when below `min`: a value the farmer may give and the check then names
   * ('Overige productie moet minimaal 1 zijn') instead of the field silently raising it to `min`.
   */
  inputMin?: number;
  /** 'range' (default): one text naming both bounds; 'separate': min and max texts (a max that is an input limit). */
  bounds?: 'range' | 'separate';
}

interface TextFieldDef<TForm = unknown> extends FieldBase<TForm> {
  type: 'text';
  maxLength: number;
}

/** A date as the API writes it, 'YYYY-MM-DD'. */
interface DateFieldDef<TForm = unknown> extends FieldBase<TForm> {
  type: 'date';
}

export type FieldDef<TForm = unknown> = NumberFieldDef<TForm> | TextFieldDef<TForm> | DateFieldDef<TForm>;

export interface FieldCategory<TForm = unknown> {
  /** The category's Dutch name: a card's or a group's heading. */
  name: string;
  /** Where its fields are in the form ('totaalHandmatig'); absent: at the form's top. With `rows`: the list's key. */
  key?: string;
  /** The category is a list of rows at `key`, each row holding the fields. */
  rows?: boolean;
  /** For a list of rows: the most rows a year may hold (default `MAX_ROWS_DEFAULT`). */
  maxRows?: number;
  /** Whether the category is on the screen for this form (manual delivery only while switched on). Default: yes. */
  shown?: (form: TForm) => boolean;
  fields: readonly FieldDef<TForm>[];
}

/** A form's fields, category by category, in screen order. */
export type FormFields<TForm> = readonly FieldCategory<TForm>[];

/** One field of one form: where it is ('totaalHandmatig.kg', 'rows.2.product') and what it is. */
export interface FieldEntry<TForm = unknown> {
  path: string;
  field: FieldDef<TForm>;
  category: FieldCategory<TForm>;
  /** The row's index, for a field of a list of rows. */
  row?: number;
}

export interface FieldError {
  /** Dotted path into the form: 'aantal', 'totaal.kg', 'rows.0.kg'. */
  path: string;
  label: string;
  /**
   * 'bounds': outside what the field's input takes (a save with it is refused); 'minimum': within the input
   * range but below the minimum (Overige productie 0), a value the farmer gave that is named, not refused.
   */
  kind: 'required' | 'minimum' | 'bounds';
  message: string;
}

function isIndexable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The value at a dotted path ('totaalHandmatig.kg', 'rows.0.product'); undefined where the form has none. */
export function valueAt(form: unknown, path: string): unknown {
  let current: unknown = form;
  for (const part of path.split('.')) {
    if (!isIndexable(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** The form with one value replaced, every object and list on the way copied, the rest shared. */
export function withValueAt<T>(form: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !isIndexable(form)) return form;
  const next = rest.length === 0 ? value : withValueAt(form[head as keyof typeof form], rest.join('.'), value);
  if (Array.isArray(form)) {
    const copy = [...form];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...form, [head]: next };
}

function pathOf(category: FieldCategory<never>, field: FieldDef<never>, row?: number): string {
  const parts = [category.key, row === undefined ? undefined : String(row), field.key].filter((part) => part !== undefined);
  return parts.join('.');
}

/** A category's fields that a reporting year has (docs/PRODUCT.md section 9: a field exists from its `sinceYear` on). */
export function yearFields<TForm>(category: FieldCategory<TForm>, jaar: number): FieldDef<TForm>[] {
  return category.fields.filter((field) => field.sinceYear === undefined || jaar >= field.sinceYear);
}

/**
 * The most rows one list of a year may hold, unless its category says otherwise. A farm reports deliveries by hand:
 * one a day of each of five products is 1,825 rows a year, far more than a farm plausibly types in; 2,000 keeps
 * that within reach while bounding what one save may cost the API, the disk and the menu of every user.
 */
export const MAX_ROWS_DEFAULT = 2_000;

/** The most rows a list category's year may hold. */
export function maxRowsOf(category: Pick<FieldCategory<never>, 'maxRows'>): number {
  return category.maxRows ?? MAX_ROWS_DEFAULT;
}

/** The rows of a list category, as the form holds them (none when the form has no list there). */
export function rowsOf(form: unknown, category: FieldCategory<never>): readonly FormRow[] {
  const rows = category.key === undefined ? undefined : valueAt(form, category.key);
  return Array.isArray(rows) ? (rows as FormRow[]) : [];
}

export interface EntryOptions {
  /** Also the fields of categories the form does not show now (the manual group switched off). Default: false. */
  hidden?: boolean;
}

/** Every field a form of a year has, in screen order: a list's fields once per row. */
export function fieldEntries<TForm>(fields: FormFields<TForm>, form: TForm, jaar: number, options: EntryOptions = {}): FieldEntry<TForm>[] {
  const entries: FieldEntry<TForm>[] = [];
  for (const category of fields) {
    if (!options.hidden && category.shown && !category.shown(form)) continue;
    const inYear = yearFields(category, jaar);
    if (category.rows) {
      rowsOf(form, category as FieldCategory<never>).forEach((_row, row) => {
        for (const field of inYear) entries.push({ path: pathOf(category as FieldCategory<never>, field as FieldDef<never>, row), field, category, row });
      });
    } else {
      for (const field of inYear) entries.push({ path: pathOf(category as FieldCategory<never>, field as FieldDef<never>), field, category });
    }
  }
  return entries;
}

/** The field declared at a path (a row's index in it is any row), or undefined. */
export function fieldAt<TForm>(fields: FormFields<TForm>, path: string): FieldEntry<TForm> | undefined {
  for (const category of fields) {
    for (const field of category.fields) {
      if (!category.rows) {
        if (pathOf(category as FieldCategory<never>, field as FieldDef<never>) === path) return { path, field, category };
        continue;
      }
      const prefix = `${category.key}.`;
      if (!path.startsWith(prefix) || !path.endsWith(`.${field.key}`)) continue;
      const index = path.slice(prefix.length, path.length - field.key.length - 1);
      if (/^\d+$/.test(index)) return { path, field, category, row: Number(index) };
    }
  }
  return undefined;
}

/** The bounds a number field's input clamps to: its input range where it has one, otherwise its valid range. */
export function inputRange(field: Pick<NumberFieldDef, 'min' | 'max' | 'inputMin'>): { min: number; max: number } {
  return { min: field.inputMin ?? field.min, max: field.max };
}

function boundsMessage(field: NumberFieldDef<never>, value: number): string {
  const { label, min, max } = field;
  if ((field.bounds ?? 'range') === 'range') return rangeMessage(label, min, max);
  return value < min ? minMessage(label, min) : maxMessage(label, max);
}

function isRequired<TForm>(entry: FieldEntry<TForm>, form: TForm): boolean {
  const { required } = entry.field;
  if (typeof required !== 'function') return required === true;
  const row = entry.row === undefined ? undefined : rowsOf(form, entry.category as FieldCategory<never>)[entry.row];
  return required(form, row);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkEntry<TForm>(entry: FieldEntry<TForm>, form: TForm): FieldError | null {
  const { field, path } = entry;
  const { label } = field;
  const value = valueAt(form, path);
  if (isEmptyValue(value)) return isRequired(entry, form) ? { path, label, kind: 'required', message: requiredMessage(label) } : null;
  if (field.type === 'text') {
    const length = typeof value === 'string' ? (visibleText(value)?.length ?? 0) : 0;
    return length > field.maxLength ? { path, label, kind: 'bounds', message: maxLengthMessage(label, field.maxLength) } : null;
  }
  if (field.type === 'date') {
    return typeof value === 'string' && ISO_DATE.test(value) ? null : { path, label, kind: 'bounds', message: `${label} is geen geldige datum` };
  }
  if (typeof value !== 'number') return { path, label, kind: 'bounds', message: boundsMessage(field as NumberFieldDef<never>, Number.NaN) };
  if (value >= field.min && value <= field.max) return null;
  const input = inputRange(field);
  if (value >= input.min && value < field.min) return { path, label, kind: 'minimum', message: minMessage(label, field.min) };
  return { path, label, kind: 'bounds', message: boundsMessage(field as NumberFieldDef<never>, value) };
}

/** docs/PRODUCT.md section 5 for any form: every problem of the fields the form shows in a year, in screen order. */
export function validateForm<TForm>(fields: FormFields<TForm>, form: TForm, jaar: number): FieldError[] {
  return fieldEntries(fields, form, jaar).flatMap((entry) => checkEntry(entry, form) ?? []);
}

/** The fields of the form that must be filled in now (for the required mark beside the label). */
export function requiredFieldPaths<TForm>(fields: FormFields<TForm>, form: TForm, jaar: number): ReadonlySet<string> {
  return new Set(fieldEntries(fields, form, jaar).filter((entry) => isRequired(entry, form)).map((entry) => entry.path));
}

/**
 * The last guard before a save: every filled number of the year's fields within its input range (shown or not),
 * text without the invisible characters at its ends (visible-text.ts). The number field already clamps on blur; this
 * keeps an out-of-bounds value from reaching the server by any other way. Empty values stay empty (saving partial
 * work is allowed); text that shows nothing is empty (null), as the API stores it.
 */
export function clampFormValues<TForm>(fields: FormFields<TForm>, form: TForm, jaar: number): TForm {
  let result = form;
  for (const { path, field } of fieldEntries(fields, form, jaar, { hidden: true })) {
    const value = valueAt(result, path);
    if (field.type === 'number' && typeof value === 'number') {
      const { min, max } = inputRange(field);
      const clamped = Math.min(max, Math.max(min, value));
      if (clamped !== value) result = withValueAt(result, path, clamped);
    } else if (field.type === 'text' && typeof value === 'string') {
      const visible = visibleText(value);
      if (visible !== value) result = withValueAt(result, path, visible);
    }
  }
  return result;
}

/**
 * A field named so that it is one of a kind on the screen, in messages that stand apart from it (a notice): its
 * category's name before a grouped field ('Zelf zuivelen: Melk'; both milk groups have a 'Melk'), the row's number
 * before a field of a row ('Regel 2: Product'), the bare label otherwise. The path itself where no field is declared.
 */
export function fieldName<TForm>(fields: FormFields<TForm>, path: string): string {
  const entry = fieldAt(fields, path);
  if (!entry) return path;
  const { category, field, row } = entry;
  if (row !== undefined) return `${rowName(row)}: ${field.label}`;
  return category.key === undefined ? field.label : `${category.name}: ${field.label}`;
}

/** A row of a list as the screen names it: 'Regel 1' for the first. */
export function rowName(row: number): string {
  return `Regel ${row + 1}`;
}

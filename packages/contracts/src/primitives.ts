import * as v from 'valibot';
import { isSafeId } from '@klw/platform';
import { maxRowsOf } from './form-model';
import type { FieldCategory } from './form-model';
import { tooManyRowsMessage } from './messages';

// The real server is ASP.NET and its wire forms are not specified. Where the spec fixes no type we accept the
// usual variants and normalise them; numbers that rules compute with stay strict (a number or null, never a string).

const INTEGER_TEXT = /^\s*-?\d+\s*$/;
const ID_MESSAGE = `Verwacht een id: een geheel getal van ten hoogste ${Number.MAX_SAFE_INTEGER}`;

/** An id: a whole number, or a numeric string (normalised to a number); never beyond what `isSafeId` allows. */
export const IdSchema = v.union(
  [
    v.pipe(v.number(), v.check(isSafeId, ID_MESSAGE)),
    v.pipe(v.string(), v.regex(INTEGER_TEXT), v.transform((text) => Number(text.trim())), v.check(isSafeId, ID_MESSAGE)),
  ],
  ID_MESSAGE,
);

/** An id that may be absent: null, undefined and the empty string all become null. */
export const NullableIdSchema = v.nullish(
  v.union([IdSchema, v.pipe(v.literal(''), v.transform((): null => null))], ID_MESSAGE),
  null,
);

/** A number a rule computes with: finite, never a string. Absent becomes null. */
export const NullableNumberSchema = v.nullish(v.pipe(v.number(), v.finite()), null);

/** A whole number a rule depends on (year, status). */
export const IntegerSchema = v.pipe(v.number(), v.integer());

export const NullableIntegerSchema = v.nullish(IntegerSchema, null);

/** What a value on the wire is, in the Dutch of a refusal ('verwacht een object, ontvangen een lijst'). */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'een lijst';
  if (typeof input === 'object') return 'een object';
  if (typeof input === 'string') return 'tekst';
  if (typeof input === 'number') return 'een getal';
  return typeof input;
}

/** What each kind of valibot issue expected, in Dutch; `requirement` is the issue's (a bound, a length). */
const EXPECTED: Readonly<Record<string, (requirement: unknown) => string>> = {
  string: () => 'tekst',
  number: () => 'een getal',
  boolean: () => 'true of false',
  integer: () => 'een geheel getal',
  safe_integer: () => 'een geheel getal',
  finite: () => 'een eindig getal',
  object: () => 'een object',
  strict_object: () => 'een object',
  loose_object: () => 'een object',
  array: () => 'een lijst',
  null: () => 'null',
  min_value: (requirement) => `ten minste ${String(requirement)}`,
  max_value: (requirement) => `ten hoogste ${String(requirement)}`,
  min_length: (requirement) => `een lengte van ten minste ${String(requirement)}`,
  max_length: (requirement) => `een lengte van ten hoogste ${String(requirement)}`,
  union: () => 'een getal of tekst',
  picklist: () => 'een van de toegestane waarden',
  literal: () => 'een van de toegestane waarden',
  regex: () => 'tekst van de juiste vorm',
};

/**
 * A refusal of one valibot issue, in Dutch ('verwacht een getal, ontvangen tekst'): valibot's own messages are
 * English ('Invalid type: Expected number but received "12"'), and a refusal is read by a person. A message of our
 * own (a check that words its problem itself) is kept as it is. What was received is named by its kind, or its
 * value when that is a number, so that a refusal never repeats a long text back.
 */
export function refusalText(issue: Pick<v.BaseIssue<unknown>, 'type' | 'message' | 'input' | 'requirement'>): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const expected = EXPECTED[issue.type]?.(issue.requirement) ?? 'een waarde van een andere vorm';
  const received = typeof issue.input === 'number' ? String(issue.input) : kindOf(issue.input);
  return `verwacht ${expected}, ontvangen ${received}`;
}

/**
 * An object of the given entries, and not an array: valibot's object() takes an array as an object without any of
 * the entries, which a nullable entry would read as absent (every value null). A Dutch message names the wrong shape.
 */
export function objectSchema<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      (issue) => `verwacht een object, ontvangen ${kindOf(issue.input)}`,
    ),
    v.object(entries),
  );
}

/**
 * The list of rows a save sends for a list category: required (absent or null is refused, never read as 'no rows',
 * which would delete every stored row), at most the category's cap (`maxRowsOf`), and each row what `row` takes. The
 * length is checked before any row is, so a list over the cap costs its length, not a check of every row.
 */
export function savedRowsSchema<const TRow extends v.GenericSchema>(category: Pick<FieldCategory<never>, 'name' | 'maxRows'>, row: TRow) {
  const max = maxRowsOf(category);
  return v.pipe(
    v.custom<unknown[]>((input) => Array.isArray(input), (issue) => `verwacht een lijst, ontvangen ${kindOf(issue.input)}`),
    v.maxLength(max, tooManyRowsMessage(category.name, max)),
    v.array(row),
  );
}

/** Absent booleans are false. */
export const FlagSchema = v.nullish(v.boolean(), false);

export const NullableStringSchema = v.nullish(v.string(), null);

/** Text that the server may send as a number (KvK numbers, UBNs): normalised to a string. */
export const NullableCodeSchema = v.nullish(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  null,
);

const TIME = /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?$/;

/** A time of day as 'HH:mm' or 'HH:mm:ss' (ASP.NET TimeSpan may add fractions). */
export const TimeSchema = v.pipe(v.string(), v.regex(TIME, "Verwacht een tijd ('HH:mm' of 'HH:mm:ss')"));

export const NullableTimeSchema = v.nullish(TimeSchema, null);

/** What a number field's text means: nothing, a number, or text that is no number (kept, never guessed at). */
export type NumberInput = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'unreadable' };

const EMPTY: NumberInput = { kind: 'empty' };
const UNREADABLE: NumberInput = { kind: 'unreadable' };

/** Characters a number field accepts from the keyboard: digits, both separators, a minus sign and spaces. */
const ACCEPTED = /^[\d.,\-\s\u00a0\u202f]*$/;

/** Whether typed or inserted text may go into a number field; other characters are refused as they are typed. */
export function isNumberInputText(text: string): boolean {
  return ACCEPTED.test(text);
}

function number(sign: string, integer: string, fraction: string): NumberInput {
  if (integer === '' && fraction === '') return UNREADABLE;
  const value = Number(`${sign}${integer || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { kind: 'number', value: Object.is(value, -0) ? 0 : value } : UNREADABLE;
}

/** An integer part written with a grouping separator: '1.234.567' (groups of three, no leading zero). */
function grouped(integer: string, separator: '.' | ','): string | null {
  const pattern = separator === '.' ? /^[1-9]\d{0,2}(\.\d{3})+$/ : /^[1-9]\d{0,2}(,\d{3})+$/;
  return pattern.test(integer) ? integer.split(separator).join('') : null;
}

/**
 * Reads the text of a number field the same way whatever the browser's language, so that what a farmer types
 * is what gets saved:
 * - with both separators the last one is the decimal separator and the other groups thousands ('1.234,5',
 *   '1,234.5');
 * - several dots, or several commas, group thousands ('1.234.567', '1,234,567');
 * - one comma is the decimal separator ('4,45'); a trailing one is allowed while typing ('4,');
 * - one dot followed by exactly three digits groups thousands in every field ('2.000' is 2000 kg whether the field
 *   has decimals or not, so that no two fields read the same typing two ways); a field's bounds then speak where
 *   thousands make no sense ('4.380' in a fat field is 4380, out of bounds, never silently 4,38);
 * - any other single dot is a decimal point in a field with decimals ('4.45', '1.5', '0.125');
 * - spaces (also non-breaking) are ignored; one leading minus sign is allowed.
 * A text that two readers would read as two numbers is unreadable rather than guessed at: in a whole-number
 * field '1,234' (1,234 or 1234?) and '12.5' or '60.0000' (a decimal point, or thousands typed on?), and in any
 * field '1234.567' (a misplaced group, or a decimal point?). So are
 * '1.2.3', '4,4,5', 'abc', '1e5' and a lone '-'. The caller keeps such text and says so.
 */
export function readNumberInput(text: string, decimals: number): NumberInput {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return EMPTY;
  const match = /^(-?)([\d.,]+)$/.exec(compact);
  if (!match) return UNREADABLE;
  const [, sign = '', body = ''] = match;
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const at = Math.max(lastComma, lastDot);
    const integer = grouped(body.slice(0, at), decimal === ',' ? '.' : ',');
    const fraction = body.slice(at + 1);
    if (integer === null || !/^\d*$/.test(fraction)) return UNREADABLE;
    return number(sign, integer, fraction);
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (separator === null) return number(sign, body, '');
  const at = separator === ',' ? lastComma : lastDot;
  const thousands = grouped(body, separator);
  if (body.indexOf(separator) !== at) return thousands === null ? UNREADABLE : number(sign, thousands, '');
  if (separator === '.' && thousands !== null) return number(sign, thousands, '');
  if (decimals > 0) {
    const integer = body.slice(0, at);
    // '1234.567': a misplaced group or a decimal point; a leading zero ('0.125', '.125') can only be a decimal point.
    if (separator === '.' && body.length - at - 1 === 3 && /^[1-9]\d{3,}$/.test(integer)) return UNREADABLE;
    return number(sign, integer, body.slice(at + 1));
  }
  // A whole-number field: a dot only groups; a comma with three digits after it could be either.
  if (separator === '.') return UNREADABLE;
  if (thousands !== null) return UNREADABLE;
  return number(sign, body.slice(0, at), body.slice(at + 1));
}

/**
 * Pasted text without the field's own unit after it: a figure copied from a report or a spreadsheet often carries
 * one ('8.000 kg', '4,5%', '21 mg/100 ml'). Letter case and spaces in the unit do not matter. Any other text is
 * returned as it is, so that another unit ('8.000 kg' in a % field) is not read as this field's figure.
 */
export function withoutUnit(text: string, unit: string | undefined): string {
  const trimmed = text.trim();
  if (!unit) return trimmed;
  const pattern = unit
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('\\s*');
  const match = new RegExp(`^(.*?)\\s*${pattern}$`, 'iu').exec(trimmed);
  return match?.[1] ? match[1] : trimmed;
}

/** Keeps a value within optional bounds. */
export function clamp(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

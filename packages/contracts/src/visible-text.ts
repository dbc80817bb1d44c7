// The one rule of "empty text", for the screen's checks and the API's save alike: text is what it shows. White space,
// control characters (NUL), format characters (zero-width spaces and joiners, direction marks, the BOM) and the other
// code points that render as nothing (Hangul fillers, variation selectors) do not make a name filled in.

const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;

function isInvisible(codePoint: number): boolean {
  return INVISIBLE.test(String.fromCodePoint(codePoint));
}

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * The text without the invisible characters at either end; null when nothing visible remains. Those inside stay (a
 * joiner inside a word is part of it). Linear in the invisible characters at the ends: one test per code point.
 */
export function visibleText(text: string): string | null {
  let start = 0;
  while (start < text.length) {
    const point = text.codePointAt(start)!;
    if (!isInvisible(point)) break;
    start += point > 0xffff ? 2 : 1;
  }
  if (start === text.length) return null;
  let end = text.length;
  for (;;) {
    // The last code point before `end`: one code unit, or a surrogate pair.
    const size = end - 2 >= start && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2)) ? 2 : 1;
    if (!isInvisible(text.codePointAt(end - size)!)) break;
    end -= size;
  }
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** A value a field holds is empty: absent, or text that shows nothing. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && visibleText(value) === null);
}

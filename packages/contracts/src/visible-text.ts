// The one rule of "empty text", for the screen's checks and the API's save alike: text is what it shows. Every code
// point that renders as nothing does not make a name filled in: white space (Unicode's White_Space, U+3000 too),
// control characters (NUL), format characters (zero-width spaces and joiners, direction marks, the BOM, tags), the
// other default-ignorable code points (Hangul fillers, variation selectors), the braille blank (U+2800, a pattern of
// no dots), and combining marks with nothing visible to sit on (a lone U+0301 draws at most a dotted circle).

const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]$/u;
const MARK = /^\p{M}$/u;

const isInvisible = (point: string): boolean => INVISIBLE.test(point);
const isMark = (point: string): boolean => MARK.test(point);

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point that ends at `end` (exclusive), not reaching before `start`. */
function pointBefore(text: string, start: number, end: number): string {
  const size = end - 2 >= start && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2)) ? 2 : 1;
  return text.slice(end - size, end);
}

/**
 * The text without the invisible characters at either end; null when nothing visible remains. Those inside stay (a
 * joiner inside a word is part of it). A combining mark at the start has nothing to sit on and goes; at the end it
 * goes with the invisible character it sits on, and stays on a visible one ('café' keeps its accent). Linear in the
 * characters at the ends: one test per code point, each looked at once or twice.
 */
export function visibleText(text: string): string | null {
  let start = 0;
  while (start < text.length) {
    const point = String.fromCodePoint(text.codePointAt(start)!);
    if (!isInvisible(point) && !isMark(point)) break;
    start += point.length;
  }
  if (start === text.length) return null;
  let end = text.length;
  for (;;) {
    // The last code point before `end`, or the marks there and what they sit on.
    let base = end;
    let point = pointBefore(text, start, base);
    while (isMark(point) && base - point.length > start) {
      base -= point.length;
      point = pointBefore(text, start, base);
    }
    if (!isInvisible(point)) break;
    end = base - point.length;
  }
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** A value a field holds is empty: absent, or text that shows nothing. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && visibleText(value) === null);
}

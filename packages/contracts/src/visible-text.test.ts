/** @jest-environment node */
import { isEmptyValue, visibleText } from './visible-text';

describe('visibleText: text is what it shows', () => {
  it.each`
    case                                       | text                                 | visible
    ${'a name'}                                | ${'Brok'}                            | ${'Brok'}
    ${'white space around it'}                 | ${'  Bierbostel \t\n'}               | ${'Bierbostel'}
    ${'no-break space around it'}              | ${'\u00a0Brok\u00a0'}                | ${'Brok'}
    ${'zero-width spaces around it'}           | ${'\u200bBrok\u200b\u200b'}          | ${'Brok'}
    ${'a joiner inside a word'}                | ${'Brok\u200dMix'}                   | ${'Brok\u200dMix'}
    ${'an emoji pair at the end'}              | ${'Brok 🐄'}                         | ${'Brok 🐄'}
    ${'empty'}                                 | ${''}                                | ${null}
    ${'white space only'}                      | ${' \t\r\n\u00a0\u3000'}             | ${null}
    ${'zero-width spaces only'}                | ${'\u200b\u200b\u200b'}              | ${null}
    ${'NUL only'}                              | ${'\u0000\u0000'}                    | ${null}
    ${'format characters (Cf) only'}           | ${'\u200e\u200f\u202e\u2060\ufeff\u00ad'} | ${null}
    ${'a Hangul filler and a variation selector'} | ${'\u3164\ufe0f'}                 | ${null}
    ${'a tag character (astral, Cf)'}          | ${'\u{e0041}\u{e0042}'}              | ${null}
    ${'a tag character after a name'}          | ${'Brok\u{e0041}'}                   | ${'Brok'}
    ${'the braille blank only'}                | ${'\u2800\u2800'}                    | ${null}
    ${'a braille blank around a name'}         | ${'\u2800Brok\u2800'}                | ${'Brok'}
    ${'a lone combining mark'}                 | ${'\u0301'}                          | ${null}
    ${'combining marks on spaces'}             | ${' \u0301\u0308 \u20dd'}             | ${null}
    ${'a mark at the start, before a name'}    | ${'\u0301Brok'}                      | ${'Brok'}
    ${'an accent on the last letter'}          | ${'Cafe\u0301'}                      | ${'Cafe\u0301'}
    ${'an accent on a space after a name'}     | ${'Brok \u0301'}                     | ${'Brok'}
    ${'the Hangul fillers'}                    | ${'\u115f\u1160\u3164\uffa0'}          | ${null}
    ${'Unicode white space: ogham, em, line'}  | ${'\u1680\u2003\u2028\u2029\u205f'}    | ${null}
    ${'invisible operators and the Mongolian vowel separator'} | ${'\u2062\u2064\u180e'} | ${null}
    ${'a combining grapheme joiner only'}      | ${'\u034f'}                          | ${null}
    ${'a Japanese blank'}                      | ${'\u3000'}                          | ${null}
  `('$case: $visible', ({ text, visible }) => {
    expect(visibleText(text)).toBe(visible);
  });

  it('costs a test per invisible character at the ends, not a backtracking pattern', () => {
    const run = (size: number): void => {
      expect(visibleText(`${'\u200b'.repeat(size)}x${'\u200b'.repeat(size)}`)).toBe('x');
    };
    expect(run).toGrowLinearly({ small: 30_000, large: 300_000 });
    const marks = (size: number): void => {
      expect(visibleText(`${'\u0301'.repeat(size)}x${' \u0301'.repeat(size)}x${'\u0301'.repeat(size)}`)).toHaveLength(2 + 3 * size);
    };
    expect(marks).toGrowLinearly({ small: 30_000, large: 300_000 });
  });
});

describe('isEmptyValue: what a required field counts as not filled in', () => {
  it.each`
    value                | empty
    ${null}              | ${true}
    ${undefined}         | ${true}
    ${'\u200b \u0000'}   | ${true}
    ${0}                 | ${false}
    ${'0'}               | ${false}
    ${'Brok'}            | ${false}
  `('$value: $empty', ({ value, empty }) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});

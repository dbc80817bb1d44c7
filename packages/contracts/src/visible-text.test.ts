/** @jest-environment node */
import { isEmptyValue, visibleText } from './index';

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
  `('$case: $visible', ({ text, visible }) => {
    expect(visibleText(text)).toBe(visible);
  });

  it('costs a test per invisible character at the ends, not a backtracking pattern', () => {
    const run = (size: number): void => {
      expect(visibleText(`${'\u200b'.repeat(size)}x${'\u200b'.repeat(size)}`)).toBe('x');
    };
    expect(run).toGrowLinearly({ small: 30_000, large: 300_000 });
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

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
    // Ten times the text costs about ten times the time when the rule is linear, a hundred times when it backtracks.
    // The ratio of the fastest of three runs each, not a time limit: a loaded machine slows both sizes alike.
    const fastest = (size: number): number => {
      const text = `${'\u200b'.repeat(size)}x${'\u200b'.repeat(size)}`;
      let best = Infinity;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        expect(visibleText(text)).toBe('x');
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const small = fastest(30_000);
    expect(fastest(300_000) / Math.max(small, 1)).toBeLessThan(40);
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

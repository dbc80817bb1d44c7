import { rowWindow } from './row-window';

const settings = { overscanPx: 100, step: 4 };
const even = (height: number, start = 0) => (index: number) => start + index * height;

describe('rowWindow', () => {
  it.each([
    ['at the top', 0, { first: 0, last: 12 }],
    // 1,000..1,500 widened to 900..1,600: rows 18 (900-950) up to 31 (1,550-1,600), snapped outward.
    ['in the middle', 1_000, { first: 16, last: 32 }],
    ['at the end', 4_600, { first: 88, last: 100 }],
  ])('renders the rows that meet the view and the overscan (%s)', (_, scrollTop, expected) => {
    expect(rowWindow(100, even(50), { scrollTop, viewportHeight: 400 }, settings)).toEqual(expected);
  });

  it('is empty for a run above or below the view', () => {
    expect(rowWindow(10, even(50, 0), { scrollTop: 5_000, viewportHeight: 400 }, settings)).toEqual({ first: 10, last: 10 });
    expect(rowWindow(10, even(50, 9_000), { scrollTop: 0, viewportHeight: 400 }, settings)).toEqual({ first: 0, last: 0 });
    expect(rowWindow(0, even(50), { scrollTop: 0, viewportHeight: 400 }, settings)).toEqual({ first: 0, last: 0 });
  });

  it('takes rows of different heights by their offsets', () => {
    // Rows 0-9 are 20 px, the rest 200 px: the view 0..300 (+100) meets rows 0-9 and the first tall one (200-400).
    const tops = Array.from({ length: 31 }, (_, index) => (index <= 10 ? index * 20 : 200 + (index - 10) * 200));
    expect(rowWindow(30, (index) => tops[index] ?? Number.NaN, { scrollTop: 0, viewportHeight: 300 }, { overscanPx: 100, step: 1 })).toEqual({
      first: 0,
      last: 11,
    });
  });

  it('renders every row for an endless view (printing)', () => {
    expect(rowWindow(2_000, even(90), { scrollTop: 0, viewportHeight: Number.POSITIVE_INFINITY }, settings)).toEqual({ first: 0, last: 2_000 });
  });
});

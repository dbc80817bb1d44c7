import {
  DELIVERY_ROW_HEIGHT,
  MONTH_ROW_HEIGHT,
  OVERSCAN_PX,
  STACKED_LINE_HEIGHT,
  STACKED_ROW_PADDING,
  VIEWPORT_HEIGHT,
  WINDOW_STEP,
  monthWindows,
  rowIndices,
  stackedRowHeights,
} from './row-window';

const rendered = (windows: { first: number; last: number }[]): number => windows.reduce((sum, w) => sum + w.last - w.first, 0);

describe('monthWindows', () => {
  it('renders no delivery rows of collapsed months', () => {
    expect(monthWindows([0, 0, 0], { scrollTop: 0, headHeight: 40 })).toEqual([
      { first: 0, last: 0 },
      { first: 0, last: 0 },
      { first: 0, last: 0 },
    ]);
  });

  it('renders only the rows in and near the view of twelve expanded months of 5,000 deliveries', () => {
    const months = Array.from({ length: 12 }, (_, index) => (index < 8 ? 417 : 416));
    const windows = monthWindows(months, { scrollTop: 0, headHeight: 40 });
    // The view plus the overscan below it, rounded up to the window step.
    const expected = Math.ceil((VIEWPORT_HEIGHT + OVERSCAN_PX - 40 - MONTH_ROW_HEIGHT) / DELIVERY_ROW_HEIGHT / WINDOW_STEP) * WINDOW_STEP;
    expect(windows[0]).toEqual({ first: 0, last: expected });
    expect(rendered(windows)).toBe(expected);
    expect(rendered(windows)).toBeLessThan(40);
  });

  it('follows the scroll position into a later month, with spacers that keep every row its place', () => {
    const months = [100, 100, 100];
    // The middle of the second month: head 40, January's row and its 100 rows, February's row, 50 rows.
    const secondMonthStart = 40 + MONTH_ROW_HEIGHT + 100 * DELIVERY_ROW_HEIGHT + MONTH_ROW_HEIGHT;
    const scrollTop = secondMonthStart + 50 * DELIVERY_ROW_HEIGHT;
    const [january, february, march] = monthWindows(months, { scrollTop, headHeight: 40 });
    expect(january?.last).toBe(january?.first);
    expect(march?.last).toBe(march?.first);
    expect(february?.first).toBeLessThanOrEqual(50 - OVERSCAN_PX / DELIVERY_ROW_HEIGHT);
    expect(february?.last).toBeGreaterThanOrEqual(50 + Math.ceil((VIEWPORT_HEIGHT + OVERSCAN_PX) / DELIVERY_ROW_HEIGHT));
    expect(february?.first && february.first % WINDOW_STEP).toBe(0);
  });

  it.each([
    ['the top', 0],
    ['a row boundary', 37 * DELIVERY_ROW_HEIGHT],
    ['the middle of a row', 1234],
    ['the end', 20_000],
  ])('always covers the whole view (%s)', (_, scrollTop) => {
    const months = [300, 0, 300];
    const windows = monthWindows(months, { scrollTop, headHeight: 40 });
    // Each delivery row whose box meets the view is rendered.
    let top = 40;
    months.forEach((rows, month) => {
      top += MONTH_ROW_HEIGHT;
      for (let row = 0; row < rows; row += 1) {
        const rowTop = top + row * DELIVERY_ROW_HEIGHT;
        const inView = rowTop + DELIVERY_ROW_HEIGHT > scrollTop && rowTop < scrollTop + VIEWPORT_HEIGHT;
        const window = windows[month];
        if (inView) expect(window && row >= window.first && row < window.last).toBe(true);
      }
      top += rows * DELIVERY_ROW_HEIGHT;
    });
  });

  it('does not change the window for a scroll of a few px', () => {
    const months = [1000];
    const at = monthWindows(months, { scrollTop: 6400, headHeight: 40 });
    expect(monthWindows(months, { scrollTop: 6405, headHeight: 40 })).toEqual(at);
  });
});

describe('as cards (a phone)', () => {
  it('a month card holds its toggle, its count and each figure on a line; a delivery card its date, time, UBN and figures', () => {
    expect(stackedRowHeights(4)).toEqual({
      month: MONTH_ROW_HEIGHT + 5 * STACKED_LINE_HEIGHT + STACKED_ROW_PADDING,
      delivery: 7 * STACKED_LINE_HEIGHT + STACKED_ROW_PADDING,
    });
  });

  it('renders the cards in view at their height, not the rows of the table', () => {
    const heights = stackedRowHeights(5);
    const scrollTop = heights.month + 40 * heights.delivery;
    const [january] = monthWindows([400], { scrollTop, headHeight: 0 }, heights);
    // The cards in and near the view: fewer than the table rows that would fill it, and the view's first among them.
    expect(january && january.first <= 40 && january.last > 40 + VIEWPORT_HEIGHT / heights.delivery).toBe(true);
    const [asTable] = monthWindows([400], { scrollTop, headHeight: 0 });
    expect(january && asTable && january.last - january.first).toBeLessThan(asTable ? asTable.last - asTable.first : 0);
    expect(january?.first).toBeGreaterThan(0);
  });
});

describe('rowIndices', () => {
  it('counts the head, every month, every shown delivery and the totals row', () => {
    expect(rowIndices([3, 0, 2])).toEqual({ monthRowIndex: [2, 6, 7], rowCount: 10 });
    expect(rowIndices([])).toEqual({ monthRowIndex: [], rowCount: 2 });
  });
});

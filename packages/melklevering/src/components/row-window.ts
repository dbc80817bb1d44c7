// Which delivery rows of the deliveries table are in the DOM: only those in or near the 500 px scroll
// container's view (docs/PRODUCT.md section 9: the table scrolls, without paging). Every row has a fixed height, so
// the window follows from arithmetic alone (@klw/ui's rowWindow), testable without a layout engine.

import { rowWindow } from '@klw/ui';
import type { RowWindow } from '@klw/ui';

/**
 * Height of a delivery row and of a month row, in px; the table's CSS sets exactly these. A month row is as tall as
 * its toggle, which a finger must hit on a phone: 44 px (WCAG 2.5.5), at every width so the window's arithmetic has
 * one height.
 */
export const DELIVERY_ROW_HEIGHT = 32;
export const MONTH_ROW_HEIGHT = 44;
/**
 * Where the table's columns do not fit (a phone, 200 % zoom), each row stands as a card: one line per figure
 * ('Melk [kg]' and its value), under the month's toggle or the delivery's date. A line's height and the room under
 * the last line, in px; the table's CSS sets exactly these.
 */
export const STACKED_LINE_HEIGHT = 24;
export const STACKED_ROW_PADDING = 8;

/** The heights of a month row and a delivery row, in px, as the table is laid out. */
export interface RowHeights {
  readonly month: number;
  readonly delivery: number;
}

export const TABLE_ROW_HEIGHTS: RowHeights = { month: MONTH_ROW_HEIGHT, delivery: DELIVERY_ROW_HEIGHT };

/**
 * The heights as cards with `figures` figure lines: a month's toggle, its count of deliveries and its figures; a
 * delivery's date, time, UBN and figures.
 */
export function stackedRowHeights(figures: number): RowHeights {
  return {
    month: MONTH_ROW_HEIGHT + (1 + figures) * STACKED_LINE_HEIGHT + STACKED_ROW_PADDING,
    delivery: (3 + figures) * STACKED_LINE_HEIGHT + STACKED_ROW_PADDING,
  };
}
/** The scroll container is never taller than this (its max-height). */
export const VIEWPORT_HEIGHT = 500;
/** Rows rendered beyond the view on either side, so a wheel turn or PageDown shows rows already there. */
export const OVERSCAN_PX = 10 * DELIVERY_ROW_HEIGHT;
/** Window edges snap to multiples of this many rows, so scrolling a few px does not re-render a month. */
export const WINDOW_STEP = 8;

export interface ViewState {
  /** The scroll container's scrollTop. */
  readonly scrollTop: number;
  /** Height of the table head above the first month row (it scrolls with the rows' offsets). */
  readonly headHeight: number;
  readonly viewportHeight?: number;
}

/** The view on paper, which has no scroll container: every shown row is rendered. */
export const WHOLE_TABLE: ViewState = { scrollTop: 0, headHeight: 0, viewportHeight: Number.POSITIVE_INFINITY };

/**
 * For each month, given how many delivery rows it shows (0 when collapsed), the rows to render.
 * An empty window is { first: n, last: n } or { first: 0, last: 0 }: either way the spacers add up to n rows.
 */
export function monthWindows(shownRows: readonly number[], view: ViewState, heights: RowHeights = TABLE_ROW_HEIGHTS): RowWindow[] {
  const scroll = { scrollTop: view.scrollTop, viewportHeight: view.viewportHeight ?? VIEWPORT_HEIGHT };
  const settings = { overscanPx: OVERSCAN_PX, step: WINDOW_STEP };
  let top = view.headHeight;
  return shownRows.map((rows) => {
    top += heights.month;
    const start = top;
    top += rows * heights.delivery;
    return rowWindow(rows, (index) => start + index * heights.delivery, scroll, settings);
  });
}

/**
 * aria-rowindex of each month's row (1-based; the head row is 1), and the table's aria-rowcount (head, every
 * month, every shown delivery, the totals row): what a screen reader announces while most rows are not in the DOM.
 */
export function rowIndices(shownRows: readonly number[]): { monthRowIndex: number[]; rowCount: number } {
  let index = 2;
  const monthRowIndex = shownRows.map((rows) => {
    const at = index;
    index += 1 + rows;
    return at;
  });
  return { monthRowIndex, rowCount: index };
}

// Which rows of a long scrolling list are in the DOM: those that meet the scroll container's view, widened by an
// overscan on either side. Pure arithmetic on the rows' offsets, so it is testable without a layout engine; each
// list says where its rows are (fixed heights, or heights measured as the rows showed).

/** Rows [first, last) of a run of rows that are rendered; the others keep their place without being in the DOM. */
export interface RowWindow {
  readonly first: number;
  readonly last: number;
}

/** Where the scroll container's view is, in px of its content. */
export interface ScrollView {
  readonly scrollTop: number;
  readonly viewportHeight: number;
}

export interface WindowSettings {
  /** px rendered beyond the view on either side, so a wheel turn or PageDown shows rows already there. */
  readonly overscanPx: number;
  /** Window edges snap outward to multiples of this many rows, so scrolling a few px does not render anew. */
  readonly step: number;
}

/** The smallest index in [0, count) for which `holds` is true (`holds` false then true along the rows), else count. */
function firstWhere(count: number, holds: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The rows of a run of `count` rows that meet the view widened by the overscan. `topOf(index)` is a row's top in the
 * container's content, ascending; `topOf(count)` is the bottom of the last row. An empty window is
 * { first: count, last: count } (the run is above the view) or { first: 0, last: 0 } (below it).
 */
export function rowWindow(count: number, topOf: (index: number) => number, view: ScrollView, { overscanPx, step }: WindowSettings): RowWindow {
  const low = view.scrollTop - overscanPx;
  const high = view.scrollTop + view.viewportHeight + overscanPx;
  if (count === 0 || topOf(count) <= low) return { first: count, last: count };
  if (topOf(0) >= high) return { first: 0, last: 0 };
  // The first row whose bottom is below the low edge, and the first whose top is at or past the high edge.
  const first = firstWhere(count, (index) => topOf(index + 1) > low);
  const last = firstWhere(count, (index) => topOf(index) >= high);
  return { first: Math.floor(first / step) * step, last: Math.min(count, Math.ceil(last / step) * step) };
}

// Which of thousands of rows are in the DOM: their offsets from measured (or estimated) heights, and the scroll box's
// view they are windowed against.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ScrollView } from '@klw/ui';

/** A row's height until it has been on screen and measured (and in a test without layout). */
const ESTIMATED_ROW_HEIGHT = 96;
/** The list scrolls inside a box at most this tall; the view's height when the layout gives none (a test). */
export const MAX_VIEW_HEIGHT = 640;

/**
 * Only the rows near the scroll box's view are in the DOM, each at its offset: heights are measured as rows show
 * (a message or a narrow screen makes a row taller) and estimated for the others. Returns the list's offsets.
 */
export function useRowHeights(count: number, keyOf: (index: number) => string, list: RefObject<HTMLUListElement | null>, flowing: boolean) {
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);

  const measure = useCallback(() => {
    const element = list.current;
    // Rows in the flow are not placed: nothing to measure.
    if (!element || flowing) return;
    let changed = false;
    for (const item of element.children) {
      if (!(item instanceof HTMLElement)) continue;
      const height = item.offsetHeight;
      const key = keyOf(Number(item.dataset.row));
      if (height > 0 && heights.current.get(key) !== height) {
        heights.current.set(key, height);
        changed = true;
      }
    }
    if (changed) setMeasured((version) => version + 1);
  }, [list, keyOf, flowing]);

  // After each render, before paint: a row whose messages came is placed at its new height at once. A row that grows
  // without the list rendering (a field's own note) is seen by the observer.
  useLayoutEffect(() => {
    measure();
    const element = list.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  });

  const tops = useMemo(() => {
    const known = [...heights.current.values()];
    const estimate = known.length > 0 ? known.reduce((sum, height) => sum + height, 0) / known.length : ESTIMATED_ROW_HEIGHT;
    const offsets = new Float64Array(count + 1);
    for (let index = 0; index < count; index += 1) offsets[index + 1] = (offsets[index] ?? 0) + (heights.current.get(keyOf(index)) ?? estimate);
    return offsets;
    // `measured` says the heights changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, keyOf, measured]);
  return tops;
}

/** The scroll box's view, as last scrolled or resized. */
export function useScrollView(scroller: RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState<ScrollView>({ scrollTop: 0, viewportHeight: MAX_VIEW_HEIGHT });
  const update = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const next = { scrollTop: box.scrollTop, viewportHeight: box.clientHeight || MAX_VIEW_HEIGHT };
    setView((current) => (current.scrollTop === next.scrollTop && current.viewportHeight === next.viewportHeight ? current : next));
  }, [scroller]);
  useLayoutEffect(() => {
    update();
    const box = scroller.current;
    if (!box || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scroller, update]);
  return { view, onScroll: update };
}

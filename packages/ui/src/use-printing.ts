import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

function printQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
}

/**
 * True while the page is printed (Ctrl+P, the browser's print menu, print preview or print emulation): a screen then
 * renders what it otherwise leaves out of the DOM, such as the rows of a scroll container that are not in view.
 *
 * The browser fires `beforeprint` just before it lays the page out for paper, so that render is flushed at once
 * there (a state update from a native event would otherwise come after the layout, and the paper would show the
 * empty spacers). `afterprint` goes back. A print media query that matches without those events (emulation) counts
 * too.
 */
export function usePrinting(): boolean {
  const [printEvent, setPrintEvent] = useState(false);
  const [printMedia, setPrintMedia] = useState(() => printQuery()?.matches ?? false);
  useEffect(() => {
    const query = printQuery();
    const before = (): void => flushSync(() => setPrintEvent(true));
    const after = (): void => setPrintEvent(false);
    const change = (event: MediaQueryListEvent): void => setPrintMedia(event.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    query?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query?.removeEventListener('change', change);
    };
  }, []);
  return printEvent || printMedia;
}

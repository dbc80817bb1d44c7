// What browser.mjs's INSTRUMENT script puts on the page's window, for the functions the benchmark runs in the page.
export interface BenchState {
  /** When the deliveries table was first seen with rows, and when the frame showing it was painted (ms). */
  tableSeen: number | null;
  tableAt: number | null;
  /** Keystroke to next paint, and keystroke to the document's 'input' (ms), while recordKeys is on. */
  keys: number[];
  processing: number[];
  keyStart: number;
  recordKeys?: boolean;
  afterPaint: () => Promise<number>;
  table: () => HTMLTableElement | null;
}

declare global {
  interface Window {
    __bench: BenchState;
    /** When the first frame showing a row of the rows editor was painted (rows-editor.mjs). */
    __benchRowsAt?: number;
  }
}

import type { delay, http, HttpResponse, RequestHandler } from 'msw';

// What mock mode answers with (mock-mode.ts starts it; the handlers here and each screen's use it). Its own file, so
// the handlers and the switch that loads them import it, not each other.

/** docs/PRODUCT.md section 9: mock answers come after 1.5 s, so loading states show as they would with a server. */
export const MOCK_DELAY_MS = 1_500;

/** The year mock answers describe when the page names none. */
export const MOCK_KLW_ID = 1001;

/** The reporting year (kringloopwijzerJaar) of every mock answer. */
export const MOCK_JAAR = 2024;

/**
 * The page's one MSW, klw_auth's: its mock mode runs the worker, and the kit's and the screens' handlers answer with
 * these, so that no screen and not the kit bundle a copy of MSW of their own (some 190 KB each).
 */
interface MockTools {
  http: typeof http;
  HttpResponse: typeof HttpResponse;
  delay: typeof delay;
}

export interface MockOptions {
  /** Wait before each answer: MOCK_DELAY_MS in the browser, 0 in unit tests. */
  delayMs: number;
  /** The year the page shows (hidden field or URL), MOCK_KLW_ID when it names none. */
  klwId: () => number;
  /** MOCK_JAAR: the call context's year, which a screen's answers must match. */
  jaar: number;
  /** What the handlers answer with: klw_auth's MSW in the browser, the test's in unit tests. */
  msw: MockTools;
}

/** Loads a screen's handlers; called only in mock mode. */
export type MockHandlersLoader = (options: MockOptions) => Promise<readonly RequestHandler[]>;

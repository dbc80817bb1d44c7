import { readConfig } from './config';
import type { MockHandlersLoader } from './mock/options';

/**
 * Mock mode (docs/PRODUCT.md section 7, '?mock=1' on the development server): every call is answered in the browser by MSW
 * handlers after MOCK_DELAY_MS (mock/options.ts), with no API. klw_auth answers the calls it owns; each screen registers the handlers
 * of its own calls. Handlers and MSW load only when the page is in mock mode: a real page never downloads them.
 */

const loaders: MockHandlersLoader[] = [];
let started: Promise<void> | null = null;

/**
 * A screen's call module registers its handlers' loader when it loads, e.g.
 *   registerMockHandlers(async (options) => (await import('./mock/handlers')).screenHandlers(options));
 */
export function registerMockHandlers(loader: MockHandlersLoader): void {
  if (!loaders.includes(loader)) loaders.push(loader);
  // A screen that loads after the worker started adds its handlers to it.
  if (started) started = started.then(() => import(/* webpackChunkName: "mock" */ './mock/browser-worker').then(({ addHandlers }) => addHandlers(loader)));
}

/** Starts the page's mock worker once, before the first call, when the configuration says mock mode. */
export function startMockingIfAsked(): Promise<void> {
  if (!readConfig().mockMode) return Promise.resolve();
  if (!started) {
    started = import(/* webpackChunkName: "mock" */ './mock/browser-worker').then(({ startWorker }) => startWorker(loaders));
    started.catch(() => {
      started = null;
    });
  }
  return started;
}

/**
 * Tests only (test-support/reset.ts, through testing.ts): the module state from new.
 * @internal so that `knip --production` does not count it as production code.
 */
export function resetMockMode(): void {
  loaders.length = 0;
  started = null;
}

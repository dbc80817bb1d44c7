import { delay, http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { selectedKringloopwijzerId } from '../klw-id';
import { MOCK_DELAY_MS, MOCK_JAAR, MOCK_KLW_ID, type MockHandlersLoader, type MockOptions } from './options';
import { authHandlers } from './handlers';

// Loaded only in mock mode (mock-mode.ts): MSW and every fixture stay out of a real page.
const options: MockOptions = {
  delayMs: MOCK_DELAY_MS,
  klwId: () => selectedKringloopwijzerId() ?? MOCK_KLW_ID,
  jaar: MOCK_JAAR,
  msw: { http, HttpResponse, delay },
};

let worker: SetupWorker | null = null;

export async function startWorker(loaders: readonly MockHandlersLoader[]): Promise<void> {
  const screens = await Promise.all(loaders.map((load) => load(options)));
  worker = setupWorker(...authHandlers(options), ...screens.flat());
  // Files, manifests and everything else no handler answers go to the network as usual.
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}

export async function addHandlers(loader: MockHandlersLoader): Promise<void> {
  worker?.use(...(await loader(options)));
}

import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { MockOptions } from 'klw_auth/client';

/** The Schermtitel screen's calls answered from fixtures: the browser's mock mode and the unit tests use these. */
export function screenTemplateHandlers({ delayMs, klwId }: MockOptions): RequestHandler[] {
  return [
    http.get('*/ScreenTemplate/GetScreenTemplateGegevens', async () => {
      await delay(delayMs);
      return HttpResponse.json({ kringloopwijzerId: klwId() });
    }),
  ];
}

import type { BrowserContext, Page } from '@playwright/test';

// What the pages of a test sent to the portal's telemetry endpoint (issue 43), read off the requests as they go out
// (they still reach the portal, so `node scripts/klw.mjs telemetry` sums them up per remote), and the page
// configuration a test runs under.

/** One log record as the page sent it: its event name and its attributes as a plain object. */
export interface SentRecord {
  event: string;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}

interface OtlpRequest {
  resourceLogs: { scopeLogs: { logRecords: { eventName: string; attributes: { key: string; value: OtlpValue }[] }[] }[] }[];
}

function plain(value: OtlpValue): string | number | boolean {
  return value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.doubleValue ?? value.boolValue ?? '';
}

export class TelemetryWatch {
  /** Every body posted to '/telemetry/v1/logs', as sent. */
  readonly payloads: string[] = [];
  /** Every script or telemetry request of the pages, by path. */
  readonly telemetryRequests: string[] = [];

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/telemetry/v1/logs')) this.payloads.push(request.postData() ?? '');
      if (pathname.endsWith('/telemetry/v1/logs') || pathname.endsWith('/apps/shell/telemetry.js')) this.telemetryRequests.push(pathname);
    });
  }

  records(): SentRecord[] {
    return this.payloads.flatMap((body) =>
      (JSON.parse(body) as OtlpRequest).resourceLogs.flatMap((resource) =>
        resource.scopeLogs.flatMap((scope) =>
          scope.logRecords.map((record) => ({
            event: record.eventName,
            attributes: Object.fromEntries(record.attributes.map(({ key, value }) => [key, plain(value)])),
          })),
        ),
      ),
    );
  }

  /** The records of one event, with the attributes a test looks at. */
  find(event: string, where: Record<string, string | number> = {}): SentRecord[] {
    return this.records().filter((record) => record.event === event && Object.entries(where).every(([key, value]) => record.attributes[key] === value));
  }
}

/**
 * The page configuration the portal writes into its pages, changed for this page's documents (the sampling rate, the
 * off switch): the portal's JSON block is rewritten on its way to the browser.
 */
export async function usePageConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route(
    (url) => !/\/(apps|static|telemetry)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="klw-config">)([\s\S]*?)(<\/script>)/,
        (_all, open: string, json: string, close: string) => open + JSON.stringify({ ...(JSON.parse(json) as object), ...changes }).replace(/</g, '\\u003c') + close,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

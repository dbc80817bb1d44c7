import type { BrowserContext, Page } from '@playwright/test';

// What the pages of a test sent to the portal's telemetry endpoint, read off the requests as they go out
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
      if (pathname.endsWith('/telemetry/v1/logs')) this.telemetryRequests.push(pathname);
      // The shell's telemetry.js lies beside its shell.js: in apps/shell/, or in the shell's version folder
      // (apps/shell/<version>/) when the shell is deployed as versions. Recorded without the version.
      else if (/\/apps\/shell\/(?:[^/]+\/)?telemetry\.js$/.test(pathname)) this.telemetryRequests.push(pathname.replace(/\/apps\/shell\/(?:[^/]+\/)?telemetry\.js$/, '/apps/shell/telemetry.js'));
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
 * The page configuration the portal writes into its pages, changed for this page (the sampling rate, the off
 * switch): whatever the portal's page-config.js sets as `window.klwConfig` gets these values on top. (Rewriting the
 * document itself would make Chromium treat the page as coming from no local address, and refuse its calls to the
 * local API.)
 */
export async function usePageConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.addInitScript((overrides: Record<string, unknown>) => {
    let config: unknown;
    Object.defineProperty(window, 'klwConfig', {
      configurable: true,
      get: () => config,
      set: (value: unknown) => {
        config = typeof value === 'object' && value !== null ? { ...value, ...overrides } : value;
      },
    });
  }, changes);
}

/**
 * The farmer turns to another tab: the page is hidden, and says so as the browser does (`visibilitychange`). The
 * records it sends then are seen here; what a page sends as it unloads reaches the portal, but Playwright does not
 * report those requests.
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

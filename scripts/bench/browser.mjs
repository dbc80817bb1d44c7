// Drives Debian's Chromium (Playwright from packages/e2e) and measures one page of either build.
// Every figure is taken inside the page with performance.now() (its origin is the navigation start), so the
// driver's own round trips never count.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './build.mjs';
import { sizeOf } from './sizes.mjs';
import { emulateNetwork } from './slow-network.mjs';
import { CHROMIUM, CHROMIUM_TOOL, ensureDebianTools } from '../lib/debian.mjs';

/**
 * @typedef {import('@playwright/test').Browser} Browser
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('./page.d.ts').BenchState} BenchState
 * @typedef {import('../nginx.mjs').NginxServer} NginxServer
 * @typedef {{ site: string, token: string, klwId: number, errors: string[], network?: import('./slow-network.mjs').NetworkProfile }} Visit What a measurement
 *   opens: the site, the sign-in, the year; errors are collected. With a network profile the counted loads run under it.
 */

/** @type {typeof import('@playwright/test')} */
const { chromium } = createRequire(path.join(root, 'packages/e2e/package.json'))('@playwright/test');

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Strings that only React's own production builds contain: one script each when React is downloaded once. */
const REACT_MARKERS = {
  react: 'Objects are not valid as a React child',
  'react-dom/client': 'beforetoggle cancel close invalid load scroll scrollend toggle',
};

export const MANUAL_FIELD = 'input[name="totaalHandmatig.kg"]';

// Runs in the page before any of its scripts. "Visible" = the deliveries table (the one headed 'Afleverdatum')
// has a box and rows; the time is taken after the frame that shows it has been painted (rAF, then a task).
const INSTRUMENT = () => {
  /** @param {(time: number) => void} callback */
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  /** @type {BenchState} */
  const bench = {
    tableSeen: null,
    tableAt: null,
    keys: [],
    processing: [],
    keyStart: 0,
    afterPaint: () => new Promise((resolve) => afterPaint(resolve)),
    // The selector ends in 'table': every match is a table element.
    table: () =>
      [.../** @type {NodeListOf<HTMLTableElement>} */ (document.querySelectorAll('#klw-app table'))].find((table) => table.textContent?.includes('Afleverdatum')) ?? null,
  };
  window.__bench = bench;
  const visible = () => {
    const table = bench.table();
    return Boolean(table && table.getBoundingClientRect().height > 0 && table.querySelector('tbody tr'));
  };
  const poll = () => {
    if (visible()) {
      bench.tableSeen = performance.now();
      afterPaint((time) => (bench.tableAt = time));
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  // Keystroke to next paint: from the key event's own time stamp (so waiting for a busy main thread counts).
  document.addEventListener(
    'keydown',
    (event) => {
      if (!bench.recordKeys) return;
      const start = event.timeStamp;
      bench.keyStart = start;
      afterPaint((time) => bench.keys.push(time - start));
    },
    true,
  );
  // The document hears 'input' after React's root listener has handled it (and rendered, for a discrete event):
  // input delay plus processing, without the wait for the next frame that the paint figure includes.
  document.addEventListener('input', () => {
    if (bench.recordKeys) bench.processing.push(performance.now() - bench.keyStart);
  });
};

export async function launchBrowser() {
  if (!ensureDebianTools([CHROMIUM_TOOL], { purpose: 'the benchmark' })) throw new Error(`the benchmark runs in Debian's Chromium (${CHROMIUM})`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/**
 * A fresh context (empty cache) signed in through the session cookie, as the portal's demo sign-in leaves it.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} token
 */
export async function newSignedInContext(browser, url, token) {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'access_token', value: token, url }]);
  await context.addInitScript(INSTRUMENT);
  return context;
}

/**
 * @param {Page} page
 * @param {string[]} errors
 */
export function watchErrors(page, errors) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
}

/**
 * Runs `use` on a page of a fresh signed-in context (a cold load follows), collecting its errors; closes it after.
 * @template T
 * @param {Browser} browser
 * @param {Omit<Visit, 'klwId'>} visit
 * @param {(page: Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withColdPage(browser, { site, token, errors, network }, use) {
  const context = await newSignedInContext(browser, site, token);
  const page = await context.newPage();
  watchErrors(page, errors);
  if (network) await emulateNetwork(page, network);
  try {
    return await use(page);
  } finally {
    await context.close();
  }
}

/**
 * @param {Page} page
 * @param {string} site
 * @param {number} klwId
 */
export function openScreen(page, site, klwId) {
  return page.goto(`${site}/melklevering/Index/${klwId}`, { waitUntil: 'commit' });
}

/**
 * @param {Page} page
 * @returns {Promise<{ tableAt: number, tableSeen: number }>}
 */
export async function waitForTable(page, timeoutMs = 60_000) {
  await page.waitForFunction(() => window.__bench?.tableAt !== null, null, { timeout: timeoutMs, polling: 50 });
  // Both are set once the wait above is over.
  return page.evaluate(() => ({ tableAt: window.__bench.tableAt ?? Number.NaN, tableSeen: window.__bench.tableSeen ?? Number.NaN }));
}

/**
 * Resolves once no request has started or finished for `quietMs`.
 * @param {Page} page
 */
export async function networkQuiet(page, quietMs = 750, timeoutMs = 15_000) {
  let last = Date.now();
  let open = 0;
  const started = () => {
    open += 1;
    last = Date.now();
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (open > 0 || Date.now() - last < quietMs)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/**
 * @param {string} url
 * @param {string} site
 * @param {string} apiUrl
 */
function classify(url, site, apiUrl) {
  const parsed = new URL(url);
  if (url.startsWith(apiUrl)) return 'api';
  if (parsed.origin !== new URL(site).origin) return 'other origin';
  if (parsed.pathname.includes('/apps/')) return 'app';
  if (parsed.pathname.includes('/static/')) return 'portal';
  return 'page';
}

/**
 * Loads the screen once, recording every request and response, until the table is painted and the network rests.
 * @param {Page} page
 * @param {string} site
 * @param {number} klwId
 */
async function recordFirstView(page, site, klwId) {
  /** @type {Array<Promise<{ url: string, type: string, status: number, body: Buffer | null }>>} */
  const responses = [];
  /** @type {Array<{ url: string, type: string }>} */
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  page.on('response', (response) => {
    responses.push(
      (async () => {
        const request = response.request();
        const type = request.resourceType();
        const body = type === 'script' ? await response.body().catch(() => Buffer.alloc(0)) : null;
        return { url: response.url(), type, status: response.status(), body };
      })(),
    );
  });
  await openScreen(page, site, klwId);
  const { tableAt } = await waitForTable(page);
  await networkQuiet(page);
  // The waterfall as the page saw it (Resource Timing), to show where the time to table goes.
  const waterfall = await page.evaluate(() =>
    /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((entry) => ({
      url: entry.name,
      start: Math.round(entry.startTime),
      end: Math.round(entry.responseEnd),
    })),
  );
  return { tableAt, waterfall, requests, loaded: await Promise.all(responses) };
}

/**
 * One cold load with every response recorded: JS bytes (raw, gzip) by origin, requests, React copies.
 * @param {Browser} browser
 * @param {Visit & { apiUrl: string }} visit
 */
export async function measureFirstView(browser, { site, apiUrl, token, klwId, errors }) {
  const { tableAt, waterfall, requests, loaded } = await withColdPage(browser, { site, token, errors }, (page) =>
    recordFirstView(page, site, klwId),
  );

  const scripts = loaded.flatMap(({ type, body, url }) => {
      if (type !== 'script' || !body) return [];
      const text = body.toString('utf8');
      return {
        url,
        path: new URL(url).pathname,
        origin: classify(url, site, apiUrl),
        ...sizeOf(body),
        react: Object.entries(REACT_MARKERS)
          .filter(([, marker]) => text.includes(marker))
          .map(([name]) => name),
      };
    });
  /**
   * @param {typeof scripts} list
   * @param {'raw' | 'gzip'} field
   */
  const sum = (list, field) => list.reduce((total, item) => total + item[field], 0);
  const appScripts = scripts.filter((script) => script.origin === 'app');
  const portalScripts = scripts.filter((script) => script.origin === 'portal');
  /** @type {Record<string, number>} */
  const byKind = {};
  for (const request of requests) {
    const kind = classify(request.url, site, apiUrl);
    const key = kind === 'app' || kind === 'portal' ? `${kind} ${request.type}` : kind;
    byKind[key] = (byKind[key] ?? 0) + 1;
  }
  return {
    tableAt,
    appJs: { raw: sum(appScripts, 'raw'), gzip: sum(appScripts, 'gzip'), files: appScripts.length },
    portalJs: { raw: sum(portalScripts, 'raw'), gzip: sum(portalScripts, 'gzip'), files: portalScripts.length },
    requests: { total: requests.length, byKind },
    react: Object.fromEntries(
      Object.keys(REACT_MARKERS).map((name) => [name, scripts.filter((script) => script.react.includes(name)).length]),
    ),
    scripts: scripts.map(({ path: file, origin, raw, gzip, react }) => ({ file, origin, raw, gzip, react })),
    waterfall: waterfall.map((entry) => ({ ...entry, url: entry.url.replace(site, '').replace(apiUrl, 'API') })),
  };
}

/**
 * One cold load, timed: navigation start to the deliveries table painted.
 * @param {Browser} browser
 * @param {Visit} visit
 */
export async function timeToTable(browser, { site, token, klwId, errors, network }) {
  return withColdPage(browser, { site, token, errors, network }, async (page) => {
    await openScreen(page, site, klwId);
    return (await waitForTable(page)).tableAt;
  });
}


// Drives Debian's Chromium (Playwright from packages/e2e) and measures one page of either build.
// Every figure is taken inside the page with performance.now() (its origin is the navigation start), so the
// driver's own round trips never count.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './build.mjs';
import { sizeOf } from './sizes.mjs';
import { CHROMIUM, CHROMIUM_TOOL, ensureDebianTools } from '../lib/debian.mjs';

/**
 * @typedef {import('@playwright/test').Browser} Browser
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('./page.d.ts').BenchState} BenchState
 * @typedef {import('../nginx.mjs').NginxServer} NginxServer
 * @typedef {{ site: string, token: string, klwId: number, errors: string[] }} Visit What a measurement opens: the site, the sign-in, the year; errors are collected.
 */

/** @type {typeof import('@playwright/test')} */
const { chromium } = createRequire(path.join(root, 'packages/e2e/package.json'))('@playwright/test');

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Strings that only React's own production builds contain: one script each when React is downloaded once. */
export const REACT_MARKERS = {
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
function watchErrors(page, errors) {
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
async function withColdPage(browser, { site, token, errors }, use) {
  const context = await newSignedInContext(browser, site, token);
  const page = await context.newPage();
  watchErrors(page, errors);
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
function openScreen(page, site, klwId) {
  return page.goto(`${site}/melklevering/Index/${klwId}`, { waitUntil: 'commit' });
}

/**
 * @param {Page} page
 * @returns {Promise<{ tableAt: number, tableSeen: number }>}
 */
async function waitForTable(page, timeoutMs = 60_000) {
  await page.waitForFunction(() => window.__bench?.tableAt !== null, null, { timeout: timeoutMs, polling: 50 });
  // Both are set once the wait above is over.
  return page.evaluate(() => ({ tableAt: window.__bench.tableAt ?? Number.NaN, tableSeen: window.__bench.tableSeen ?? Number.NaN }));
}

/**
 * Resolves once no request has started or finished for `quietMs`.
 * @param {Page} page
 */
async function networkQuiet(page, quietMs = 750, timeoutMs = 15_000) {
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
export async function timeToTable(browser, { site, token, klwId, errors }) {
  return withColdPage(browser, { site, token, errors }, async (page) => {
    await openScreen(page, site, klwId);
    return (await waitForTable(page)).tableAt;
  });
}

/**
 * Keystroke to next paint in the manual kg field: types digits and deletes them again, one key at a time,
 * waiting for each key's paint before the next. The first `warmUp` keys are not counted.
 * @param {Browser} browser
 * @param {Visit & { keys?: number, warmUp?: number }} visit
 */
export async function keystrokes(browser, { site, token, klwId, errors, keys = 40, warmUp = 4 }) {
  return withColdPage(browser, { site, token, errors }, async (page) => {
    await openScreen(page, site, klwId);
    await waitForTable(page);
    const field = page.locator(MANUAL_FIELD).first();
    await field.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.evaluate(() => window.__bench.afterPaint());
    await page.evaluate(() => {
      window.__bench.keys = [];
      window.__bench.processing = [];
      window.__bench.recordKeys = true;
    });
    const digits = '1234567';
    for (let i = 0; i < keys; i += 1) {
      const round = i % (digits.length * 2);
      const key = digits[round] ?? 'Backspace';
      await page.keyboard.press(key);
      await page.waitForFunction((count) => window.__bench.keys.length >= count, i + 1, { polling: 'raf' });
    }
    const { keys: paint, processing } = await page.evaluate(() => ({ keys: window.__bench.keys, processing: window.__bench.processing }));
    return { paint: paint.slice(warmUp), processing: processing.slice(warmUp) };
  });
}

/**
 * Opens every month of the deliveries table in one go and times it up to the painted frame.
 * @param {Browser} browser
 * @param {Visit} visit
 */
export async function expandAll(browser, { site, token, klwId, errors }) {
  return withColdPage(browser, { site, token, errors }, async (page) => {
    await openScreen(page, site, klwId);
    await waitForTable(page);
    await page.evaluate(() => window.__bench.afterPaint());
    return await page.evaluate(async () => {
      const table = window.__bench.table();
      if (!table) throw new Error('the deliveries table is gone');
      const toggles = [...table.querySelectorAll('button[aria-expanded="false"]')].filter((toggle) => toggle instanceof HTMLElement);
      const rowsBefore = table.querySelectorAll('tr').length;
      const start = performance.now();
      for (const toggle of toggles) toggle.click();
      // React renders the clicks' updates in a microtask queued before this one.
      await Promise.resolve();
      const rendered = performance.now();
      const painted = await window.__bench.afterPaint();
      return {
        ms: painted - start,
        renderMs: rendered - start,
        months: toggles.length,
        rowsAdded: table.querySelectorAll('tr').length - rowsBefore,
      };
    });
  });
}

/**
 * Runs in the page: the longest chain of requests that went to the network one after another (each starting after
 * the previous one ended) before the screen's code could start, the page itself not counted. The screen's code
 * starts once every file matching `screenCode` is there (federated: the screen's expose and its remote entry). A file
 * from the HTTP cache without revalidation (transferSize 0) costs no round trip; a 304 does.
 */
const SEQUENTIAL_REQUESTS = (/** @type {string} */ screenCode) => {
  const pattern = new RegExp(screenCode);
  const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
  const screen = entries.filter((entry) => pattern.test(entry.name));
  if (screen.length === 0) return null;
  const starts = Math.max(...screen.map((entry) => entry.responseEnd));
  const network = entries.filter((entry) => entry.transferSize > 0 && entry.responseEnd <= starts).sort((a, b) => a.startTime - b.startTime);
  /** @type {Map<PerformanceResourceTiming, number>} */
  const depth = new Map();
  for (const entry of network) {
    let before = 0;
    for (const earlier of network) {
      if (earlier !== entry && earlier.responseEnd <= entry.startTime + 1) before = Math.max(before, depth.get(earlier) ?? 0);
    }
    depth.set(entry, before + 1);
  }
  return Math.max(0, ...network.map((entry) => depth.get(entry) ?? 0));
};

/**
 * @typedef {{ tableAt: number, sequential: number | null, requests: number, notModified: number, bytesSent: number, jsBodyBytes: number, paths: string[] }} WarmLoad
 */

/**
 * A page of a fresh signed-in context that has loaded the milk screen once (cold, not counted) and rests: the start
 * of every warm measurement. The caller closes the context.
 * @param {Browser} browser
 * @param {Visit} visit
 */
async function afterColdLoad(browser, { site, token, klwId, errors }) {
  const context = await newSignedInContext(browser, site, token);
  const page = await context.newPage();
  watchErrors(page, errors);
  try {
    await openScreen(page, site, klwId);
    await waitForTable(page);
    await networkQuiet(page, 500);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { context, page };
}

/** The screen's code: the milk remote's entry and expose in the federated build, the bundle in the monolith. */
export const SCREEN_CODE = {
  federated: '/apps/melklevering/(remoteEntry\\.js|__federation_expose_lifecycles)',
  monolith: '/apps/shell/shell\\.js',
};

/**
 * Warm navigations, as a farmer clicking in the portal's menu makes them: a cold load (not counted), then the milk
 * screen loaded again with the HTTP cache warm, then another year. Each counted load: time to table, the requests
 * that reached nginx (revalidations included) and the bytes it sent (compressed, headers included; JS bodies apart),
 * and the requests in sequence before the screen's code arrived.
 * @param {Browser} browser
 * @param {Visit & { otherKlwId: number, server: NginxServer, screenCode: string }} visit
 */
export async function warmLoads(browser, { site, token, klwId, otherKlwId, errors, server, screenCode }) {
  const { context, page } = await afterColdLoad(browser, { site, token, klwId, errors });
  try {
    /** @type {Partial<Record<'again' | 'otherYear', WarmLoad>>} */
    const loads = {};
    for (const [name, id] of /** @type {const} */ ([['again', klwId], ['otherYear', otherKlwId]])) {
      const mark = server.requests.mark();
      await openScreen(page, site, id);
      const { tableAt } = await waitForTable(page);
      await networkQuiet(page, 500);
      const sequential = await page.evaluate(SEQUENTIAL_REQUESTS, screenCode);
      const requests = server.requests.since(mark);
      const js = requests.filter((request) => request.path.includes('/apps/') && request.path.endsWith('.js'));
      loads[name] = {
        tableAt,
        sequential,
        requests: requests.length,
        notModified: requests.filter((request) => request.status === 304).length,
        bytesSent: requests.reduce((sum, request) => sum + request.bytesSent, 0),
        jsBodyBytes: js.reduce((sum, request) => sum + request.bodyBytes, 0),
        paths: requests.map((request) => `${request.status} ${request.path}`),
      };
    }
    const { again, otherYear } = loads;
    if (!again || !otherYear) throw new Error('a warm load was not measured');
    return { again, otherYear };
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ downloaded: Array<{ path: string, bytesSent: number }>, revalidated: string[], fromCache: string[], bytesSent: number, onlyItsOwn: boolean }} NextScreen
 */

/**
 * A farmer on the milk screen goes to Krachtvoer in the portal's menu, a full page load as the portal makes it: the
 * JavaScript the browser fetched from nginx for it (200, with a body), what it only revalidated (304), and what came
 * from its cache without asking. Federation's promise: only klw_krachtvoer's own files are fetched.
 * @param {Browser} browser
 * @param {Visit & { server: NginxServer, screen: string, feedPath: string, feedReady: string }} visit
 * @returns {Promise<NextScreen>}
 */
export async function nextScreen(browser, { site, token, klwId, errors, server, screen, feedPath, feedReady }) {
  const { context, page } = await afterColdLoad(browser, { site, token, klwId, errors });
  try {
    /** @type {string[]} */
    const asked = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
    });
    const mark = server.requests.mark();
    await page.goto(`${site}${feedPath.replace('{klwId}', String(klwId))}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: feedReady }).waitFor({ timeout: 60_000 });
    await networkQuiet(page, 500);
    const reached = server.requests.since(mark).filter((request) => request.path.split('?')[0]?.endsWith('.js'));
    const pathOf = (/** @type {{ path: string }} */ request) => request.path.split('?')[0] ?? request.path;
    const downloaded = reached.filter((request) => request.status === 200).map((request) => ({ path: pathOf(request), bytesSent: request.bytesSent }));
    const revalidated = reached.filter((request) => request.status === 304).map(pathOf);
    const fromCache = asked.filter((path) => !reached.some((request) => pathOf(request) === path));
    return {
      downloaded,
      revalidated,
      fromCache,
      bytesSent: downloaded.reduce((sum, file) => sum + file.bytesSent, 0),
      onlyItsOwn: downloaded.length > 0 && downloaded.every((file) => file.path.startsWith(`/apps/${screen}/`)),
    };
  } finally {
    await context.close();
  }
}

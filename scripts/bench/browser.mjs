// Drives Debian's Chromium (Playwright from packages/e2e) and measures one page of either build.
// Every figure is taken inside the page with performance.now() (its origin is the navigation start), so the
// driver's own round trips never count.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './build.mjs';
import { sizeOf } from './sizes.mjs';

const { chromium } = createRequire(path.join(root, 'packages/e2e/package.json'))('@playwright/test');

export const CHROMIUM = process.env.KLW_CHROMIUM ?? '/usr/bin/chromium';
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
  const bench = { tableSeen: null, tableAt: null, keys: [], processing: [], keyStart: 0 };
  window.__bench = bench;
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  bench.afterPaint = () => new Promise((resolve) => afterPaint(resolve));
  bench.table = () =>
    [...document.querySelectorAll('#klw-app table')].find((table) => table.textContent.includes('Afleverdatum')) ?? null;
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
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** A fresh context (empty cache) signed in through the session cookie, as the portal's demo sign-in leaves it. */
export async function newSignedInContext(browser, url, token) {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'access_token', value: token, url }]);
  await context.addInitScript(INSTRUMENT);
  return context;
}

function watchErrors(page, errors) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
}

/** Runs `use` on a page of a fresh signed-in context (a cold load follows), collecting its errors; closes it after. */
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

function openScreen(page, site, klwId) {
  return page.goto(`${site}/melklevering/Index/${klwId}`, { waitUntil: 'commit' });
}

async function waitForTable(page, timeoutMs = 60_000) {
  await page.waitForFunction(() => window.__bench?.tableAt !== null, null, { timeout: timeoutMs, polling: 50 });
  return page.evaluate(() => ({ tableAt: window.__bench.tableAt, tableSeen: window.__bench.tableSeen }));
}

/** Resolves once no request has started or finished for `quietMs`. */
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

function classify(url, site, apiUrl) {
  const parsed = new URL(url);
  if (url.startsWith(apiUrl)) return 'api';
  if (parsed.origin !== new URL(site).origin) return 'other origin';
  if (parsed.pathname.includes('/apps/')) return 'app';
  if (parsed.pathname.includes('/static/')) return 'portal';
  return 'page';
}

/** Loads the screen once, recording every request and response, until the table is painted and the network rests. */
async function recordFirstView(page, site, klwId) {
  const responses = [];
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
    performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: Math.round(entry.startTime),
      end: Math.round(entry.responseEnd),
    })),
  );
  return { tableAt, waterfall, requests, loaded: await Promise.all(responses) };
}

/**
 * One cold load with every response recorded: JS bytes (raw, gzip) by origin, requests, React copies.
 * @returns {Promise<object>}
 */
export async function measureFirstView(browser, { site, apiUrl, token, klwId, errors }) {
  const { tableAt, waterfall, requests, loaded } = await withColdPage(browser, { site, token, errors }, (page) =>
    recordFirstView(page, site, klwId),
  );

  const scripts = loaded
    .filter((response) => response.type === 'script' && response.body)
    .map((response) => {
      const text = response.body.toString('utf8');
      return {
        url: response.url,
        path: new URL(response.url).pathname,
        origin: classify(response.url, site, apiUrl),
        ...sizeOf(response.body),
        react: Object.entries(REACT_MARKERS)
          .filter(([, marker]) => text.includes(marker))
          .map(([name]) => name),
      };
    });
  const sum = (list, field) => list.reduce((total, item) => total + item[field], 0);
  const appScripts = scripts.filter((script) => script.origin === 'app');
  const portalScripts = scripts.filter((script) => script.origin === 'portal');
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

/** One cold load, timed: navigation start to the deliveries table painted. */
export async function timeToTable(browser, { site, token, klwId, errors }) {
  return withColdPage(browser, { site, token, errors }, async (page) => {
    await openScreen(page, site, klwId);
    return (await waitForTable(page)).tableAt;
  });
}

/**
 * Keystroke to next paint in the manual kg field: types digits and deletes them again, one key at a time,
 * waiting for each key's paint before the next. The first `warmUp` keys are not counted.
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
      const key = round < digits.length ? digits[round] : 'Backspace';
      await page.keyboard.press(key);
      await page.waitForFunction((count) => window.__bench.keys.length >= count, i + 1, { polling: 'raf' });
    }
    const { keys: paint, processing } = await page.evaluate(() => ({ keys: window.__bench.keys, processing: window.__bench.processing }));
    return { paint: paint.slice(warmUp), processing: processing.slice(warmUp) };
  });
}

/** Opens every month of the deliveries table in one go and times it up to the painted frame. */
export async function expandAll(browser, { site, token, klwId, errors }) {
  return withColdPage(browser, { site, token, errors }, async (page) => {
    await openScreen(page, site, klwId);
    await waitForTable(page);
    await page.evaluate(() => window.__bench.afterPaint());
    return await page.evaluate(async () => {
      const table = window.__bench.table();
      const toggles = [...table.querySelectorAll('button[aria-expanded="false"]')];
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
const SEQUENTIAL_REQUESTS = (screenCode) => {
  const pattern = new RegExp(screenCode);
  const entries = performance.getEntriesByType('resource');
  const screen = entries.filter((entry) => pattern.test(entry.name));
  if (screen.length === 0) return null;
  const starts = Math.max(...screen.map((entry) => entry.responseEnd));
  const network = entries.filter((entry) => entry.transferSize > 0 && entry.responseEnd <= starts).sort((a, b) => a.startTime - b.startTime);
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
 */
export async function warmLoads(browser, { site, token, klwId, otherKlwId, errors, server, screenCode }) {
  const context = await newSignedInContext(browser, site, token);
  const page = await context.newPage();
  watchErrors(page, errors);
  try {
    await openScreen(page, site, klwId);
    await waitForTable(page);
    await networkQuiet(page, 500);
    const loads = {};
    for (const [name, id] of [['again', klwId], ['otherYear', otherKlwId]]) {
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
    return loads;
  } finally {
    await context.close();
  }
}

// Loads after the first: the milk screen again and another year with a warm HTTP cache, the next screen in the
// menu, and (redeploy.mjs) the screen after a redeploy of one deployment.
import { emulateNetwork } from './slow-network.mjs';
import { networkQuiet, newSignedInContext, openScreen, waitForTable, watchErrors } from './browser.mjs';

/**
 * @typedef {import('./browser.mjs').Browser} Browser
 * @typedef {import('./browser.mjs').Visit} Visit
 * @typedef {import('../nginx.mjs').NginxServer} NginxServer
 */

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
export async function afterColdLoad(browser, { site, token, klwId, errors }) {
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
 * One counted load of the milk screen on a page that has loaded before: from a mark in nginx's log, the navigation
 * to the table painted and the network at rest. Its time to table and the requests that reached nginx.
 * @param {import('./browser.mjs').Page} page
 * @param {{ site: string, klwId: number, server: NginxServer }} visit
 */
export async function countedLoad(page, { site, klwId, server }) {
  const mark = server.requests.mark();
  await openScreen(page, site, klwId);
  const { tableAt } = await waitForTable(page);
  await networkQuiet(page, 500);
  return { tableAt, requests: server.requests.since(mark) };
}

/**
 * A warm load (countedLoad) in figures: time to table, the requests that reached nginx (revalidations included) and
 * the bytes it sent (compressed, headers included; JS bodies apart), and the requests in sequence before the screen's
 * code arrived.
 * @param {import('./browser.mjs').Page} page
 * @param {{ site: string, klwId: number, server: NginxServer, screenCode: string }} visit
 * @returns {Promise<WarmLoad>}
 */
async function warmLoad(page, visit) {
  const { tableAt, requests } = await countedLoad(page, visit);
  const sequential = await page.evaluate(SEQUENTIAL_REQUESTS, visit.screenCode);
  const js = requests.filter((request) => request.path.includes('/apps/') && request.path.endsWith('.js'));
  return {
    tableAt,
    sequential,
    requests: requests.length,
    notModified: requests.filter((request) => request.status === 304).length,
    bytesSent: requests.reduce((sum, request) => sum + request.bytesSent, 0),
    jsBodyBytes: js.reduce((sum, request) => sum + request.bodyBytes, 0),
    paths: requests.map((request) => `${request.status} ${request.path}`),
  };
}

/**
 * Warm navigations, as a farmer clicking in the portal's menu makes them: a cold load (not counted), then the milk
 * screen loaded again with the HTTP cache warm, then another year (warmLoad, each).
 * @param {Browser} browser
 * @param {Visit & { otherKlwId: number, server: NginxServer, screenCode: string }} visit
 */
export async function warmLoads(browser, { otherKlwId, network, ...visit }) {
  const { context, page } = await afterColdLoad(browser, visit);
  try {
    // The cold load that fills the cache is not counted: only the counted loads wait for the slow link.
    if (network) await emulateNetwork(page, network);
    const again = await warmLoad(page, visit);
    const otherYear = await warmLoad(page, { ...visit, klwId: otherKlwId });
    return { again, otherYear };
  } finally {
    await context.close();
  }
}

/**
 * The milk screen again with the HTTP cache warm (warmLoads' first counted load, alone): after a cold load without
 * the profile, under `network`.
 * @param {Browser} browser
 * @param {Visit & { server: NginxServer, screenCode: string }} visit
 */
export async function warmLoadAgain(browser, { network, ...visit }) {
  const { context, page } = await afterColdLoad(browser, visit);
  try {
    if (network) await emulateNetwork(page, network);
    return await warmLoad(page, visit);
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ downloaded: Array<{ path: string, bytesSent: number }>, revalidated: string[], fromCache: string[], bytesSent: number, refetched: string[], tableAt: number, firstView: { files: number, bytesSent: number } }} NextScreen
 */

/**
 * A farmer on the milk screen goes to Krachtvoer: the JavaScript the browser fetched from nginx for it (200, with a
 * body), what it only revalidated (304), and what came from its cache without asking. Federation's promise: only
 * klw_krachtvoer's own files are fetched. `via`: 'address', a full page load of Krachtvoer's address (a link from
 * elsewhere, a bookmark); 'menu', a click on Krachtvoer in the portal's menu, as the farmer moves (the federated shell
 * shows the next screen in the same page; the monolith's page, which has no shell, loads the next page).
 * @param {Browser} browser
 * @param {Visit & { server: NginxServer, screen?: string, feedPath: string, feedReady: string, feedTitle: string, via?: 'address' | 'menu' }} visit
 *   network: the profile of the move (the milk screen's first view loads without it); feedTitle: its menu item's text
 * @returns {Promise<NextScreen>}
 */
export async function nextScreen(browser, { site, token, klwId, errors, server, feedPath, feedReady, feedTitle, via = 'address', network }) {
  const coldMark = server.requests.mark();
  const { context, page } = await afterColdLoad(browser, { site, token, klwId, errors });
  try {
    // The milk screen's first view (without the profile: it fills the cache), then the move under it.
    const coldJs = server.requests.since(coldMark).filter((request) => request.path.split('?')[0]?.endsWith('.js') && request.status === 200);
    if (network) await emulateNetwork(page, network);
    /** @type {string[]} */
    const asked = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
    });
    const mark = server.requests.mark();
    const address = `${site}${feedPath.replace('{klwId}', String(klwId))}`;
    // Timed in the page's own clock from the click (an epoch time, the same before and after a page load) or from the
    // navigation's start.
    let from = 0;
    if (via === 'menu') {
      from = await page.evaluate(() => performance.timeOrigin + performance.now());
      await page.locator('#klw-menu').getByRole('link', { name: new RegExp(`^${feedTitle}`) }).click();
      await page.waitForURL(address, { waitUntil: 'commit', timeout: 60_000 });
    } else {
      await page.goto(address, { waitUntil: 'commit' });
    }
    // Krachtvoer's table: its rows card's heading painted.
    const shownAt = await (
      await page.waitForFunction(
        ({ name, epoch }) =>
          [...document.querySelectorAll('h1, h2, h3, h4, [role="heading"]')].some((heading) => heading.textContent?.trim() === name)
            ? performance.now() + (epoch ? performance.timeOrigin : 0)
            : 0,
        { name: feedReady, epoch: via === 'menu' },
        { timeout: 60_000, polling: 'raf' },
      )
    ).jsonValue();
    const tableAt = shownAt - from;
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
      // What the milk screen's first view had fetched and the move fetched again: the shared files, which should be in
      // the cache. What the next screen brings of its own, or a shared file only it uses (the kit's rows), is not.
      refetched: downloaded.map((file) => file.path).filter((path) => coldJs.some((request) => pathOf(request) === path)),
      tableAt,
      firstView: { files: coldJs.length, bytesSent: coldJs.reduce((sum, request) => sum + request.bytesSent, 0) },
    };
  } finally {
    await context.close();
  }
}

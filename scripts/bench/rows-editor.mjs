// The kit's rows editor at its cap: Krachtvoer with 2,000 rows added by hand (seed.mjs BENCH_FEED_ROWS),
// the federated build only (the monolith holds the milk screen alone). The time to show the rows, and a keystroke's
// paint in a far row, taken as the milk screen's keystrokes are (browser.mjs INSTRUMENT).
import { withColdPage } from './browser.mjs';
import { typeTimed } from './interaction.mjs';

/**
 * @typedef {import('./browser.mjs').Browser} Browser
 * @typedef {import('./browser.mjs').Visit} Visit
 * @typedef {import('@playwright/test').Page} Page
 */

/** The list's key in Krachtvoer's model: its fields are named `handmatigeVoerLeveringRows.<row>.<field>`. */
const LIST = 'handmatigeVoerLeveringRows';
/** A row near the end of the list, far from where it opens (the 1,500th, as the end-to-end spec types into). */
const FAR_ROW = 1_499;
/** About a person's pace: what the page does after a key (idle work) runs between keys, as it would for a farmer. */
const KEY_PAUSE_MS = 120;

// Runs in the page before its scripts: the first painted frame that shows a row of the editor (rAF, then a task).
const ROWS_SHOWN = () => {
  const seen = () => {
    if (document.querySelector('#klw-app li[data-row] legend')) {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window.__benchRowsAt = performance.now());
        channel.port2.postMessage(null);
      });
      return;
    }
    requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
};

/**
 * Opens Krachtvoer's year and waits for the rows editor's first painted frame; the time from the navigation's start.
 * @param {Page} page
 * @param {string} site
 * @param {number} klwId
 */
async function openRows(page, site, klwId) {
  await page.addInitScript(ROWS_SHOWN);
  await page.goto(`${site}/voer/krachtvoer/Index/${klwId}`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => window.__benchRowsAt, null, { timeout: 60_000, polling: 50 });
  return /** @type {number} */ (await shown.jsonValue());
}

/**
 * One cold load (a fresh context, empty cache): navigation start to the first painted frame showing the rows.
 * @param {Browser} browser
 * @param {Visit} visit
 */
export function timeToRows(browser, { site, token, klwId, errors }) {
  return withColdPage(browser, { site, token, errors }, (page) => openRows(page, site, klwId));
}

/**
 * Keystroke to next paint in a far row's Hoeveelheid: the box scrolled to it, digits typed and deleted one key at a
 * time with a person's pause between keys, each key's paint waited for. The first `warmUp` keys are not counted.
 * @param {Browser} browser
 * @param {Visit & { keys?: number, warmUp?: number }} visit
 */
export function rowKeystrokes(browser, { site, token, klwId, errors, keys = 28, warmUp = 4 }) {
  return withColdPage(browser, { site, token, errors }, async (page) => {
    await openRows(page, site, klwId);
    const name = `${LIST}.${FAR_ROW}.kg`;
    // The rows scroll in a box of their own: scrolled until the far row is rendered (heights are estimated until seen).
    await page.waitForFunction(
      ({ fieldName, row }) => {
        const field = document.getElementsByName(fieldName)[0];
        if (field) {
          field.scrollIntoView({ block: 'center' });
          return true;
        }
        const item = document.querySelector('#klw-app li[aria-setsize]');
        const box = item?.closest('ul')?.parentElement;
        if (item && box) box.scrollTop = (row / Number(item.getAttribute('aria-setsize'))) * box.scrollHeight;
        return false;
      },
      { fieldName: name, row: FAR_ROW },
      { timeout: 30_000, polling: 100 },
    );
    return typeTimed(page, page.locator(`input[name="${name}"]`), { keys, warmUp, pauseMs: KEY_PAUSE_MS });
  });
}

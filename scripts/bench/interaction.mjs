// What a farmer does on the loaded milk screen, timed in Chromium: typing in a field, opening every month.
import { MANUAL_FIELD, openScreen, waitForTable, withColdPage } from './browser.mjs';

/**
 * @typedef {import('./browser.mjs').Browser} Browser
 * @typedef {import('./browser.mjs').Visit} Visit
 * @typedef {import('@playwright/test').Page} Page
 */

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
    return typeTimed(page, page.locator(MANUAL_FIELD).first(), { keys, warmUp });
  });
}

/**
 * Types digits into `field` and deletes them again, one key at a time, each timed from its event to the next painted
 * frame (browser.mjs INSTRUMENT); the next key waits for that paint, and `pauseMs` more where a person's pace between
 * keys is part of what is measured. The first `warmUp` keys are not counted.
 * @param {Page} page
 * @param {import('@playwright/test').Locator} field
 * @param {{ keys: number, warmUp: number, pauseMs?: number }} options
 */
export async function typeTimed(page, field, { keys, warmUp, pauseMs = 0 }) {
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
    const key = digits[i % (digits.length * 2)] ?? 'Backspace';
    await page.keyboard.press(key);
    await page.waitForFunction((count) => window.__bench.keys.length >= count, i + 1, { polling: 'raf' });
    if (pauseMs > 0) await page.waitForTimeout(pauseMs);
  }
  const { keys: paint, processing } = await page.evaluate(() => ({ keys: window.__bench.keys, processing: window.__bench.processing }));
  return { paint: paint.slice(warmUp), processing: processing.slice(warmUp) };
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

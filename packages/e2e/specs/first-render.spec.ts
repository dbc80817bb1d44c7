import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';

// The screen's first render. The page-load module asks for the year and the call context while the screen's code is
// on its way; the shell mounts the screen once they came (or after a short wait), so the farmer sees 'Laden...' and
// then the screen with its figures, in one piece, not the screen's own load panel first and the figures a moment
// later. Each test orders the arrivals itself (a file or a call held until the other is there): no clock involved.

const YEAR = 1023;
const YEAR_CALL = '**/MelkLevering/GetMelkLeveringGegevens*';
/** The milk screen's exposed modules (its components and the kit's use of them), not its calls. */
const SCREEN_CODE = /\/apps\/melklevering\/.*exposes.*\.js$/;

/** Records in the page whether the screen's own load panel ('Laden...' inside the screen's container) ever showed. */
async function watchScreenLoadPanel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { loadPanel: false };
    (window as unknown as { __klwFirstRender: typeof seen }).__klwFirstRender = seen;
    new MutationObserver(() => {
      for (const screen of document.querySelectorAll('.klw-remote')) {
        if (screen.textContent?.includes('Laden...')) seen.loadPanel = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const screenLoadPanelShowed = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __klwFirstRender: { loadPanel: boolean } }).__klwFirstRender.loadPanel);

test.describe("the screen's first render", () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test('data that came before the screen\'s code are in its first render: no load panel of its own', async ({ page }) => {
    await watchScreenLoadPanel(page);
    const answered = (path: string): Promise<Response> => page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path));
    const dataCame = Promise.all([answered('/MelkLevering/GetMelkLeveringGegevens'), answered('/Auth/GetCallContextModel')]);
    let held = 0;
    await page.route(SCREEN_CODE, async (route) => {
      held += 1;
      await dataCame;
      await route.continue();
    });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(YEAR);
    await expect(milk.deliveries).toBeVisible();
    await expect(milk.field('Melk gevoerd aan kalveren')).toBeVisible();
    expect(held, "the screen's code was held until its data had come").toBeGreaterThan(0);
    expect(await screenLoadPanelShowed(page)).toBe(false);
  });

  test('data slower than the screen\'s code: the screen shows its own load panel, then its figures', async ({ page }) => {
    await watchScreenLoadPanel(page);
    const milk = new MilkDeliveryPage(page);
    // The year's answer waits until the screen stands with its load panel: the shell did not wait for it for ever.
    await page.route(YEAR_CALL, async (route) => {
      await expect(milk.mountPoint.locator('.klw-remote').getByText('Laden...')).toBeVisible({ timeout: 30_000 });
      await route.continue();
    });
    await milk.openYear(YEAR);
    await expect(milk.deliveries).toBeVisible();
    expect(await screenLoadPanelShowed(page)).toBe(true);
  });
});

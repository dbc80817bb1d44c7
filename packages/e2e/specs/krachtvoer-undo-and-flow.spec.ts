import { expect, test, type Page } from '../support/test';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { numberedFeedRows, saveFeedRows } from '../support/feed-rows';
import { ownSystemOfThisFile } from '../support/own-system';
import { signIn } from '../support/system';

// Krachtvoer's rows added by hand, as a farmer with a year of some thirty rows meets them: every row in the page's
// own flow (the browser's find finds row 25, the page scrolls as one), and 'Verwijderen' with a way back. It saves
// rows, so it runs against a system of its own.
const YEAR = 1023;
const FARMER = /deelnemer|participant/i;
const ROWS = 31;
const PHONE = { width: 390, height: 844 };

const system = ownSystemOfThisFile();

async function openWithRows(page: Page, count: number): Promise<FeedDeliveryPage> {
  const farmer = await signIn(page.context(), FARMER, system);
  await saveFeedRows(system, farmer.id, YEAR, numberedFeedRows(count));
  const feed = new FeedDeliveryPage(page);
  await feed.openYear(YEAR, system.portalUrl);
  await expect(feed.row(1)).toBeVisible();
  return feed;
}

for (const [name, viewport] of [['at a desk (1280 px)', { width: 1280, height: 900 }], ['on a phone (390 px)', PHONE]] as const) {
  test(`${ROWS} rows are all in the page's flow ${name}: the browser's find finds 'Regel 25', and no box inside the page scrolls`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const feed = await openWithRows(page, ROWS);
    await expect(feed.mountPoint.locator('li[data-row]')).toHaveCount(ROWS);
    // The browser's find, as Ctrl+F searches the page's text.
    expect(await page.evaluate(() => (window as unknown as { find(text: string): boolean }).find('Regel 25'))).toBe(true);
    const boxes = await feed.rowList.evaluate((list) => {
      const box = list.parentElement!;
      return { overflow: getComputedStyle(box).overflowY, inner: box.scrollHeight, shown: box.clientHeight };
    });
    expect(boxes.overflow).toBe('visible');
    expect(boxes.inner).toBeLessThanOrEqual(boxes.shown + 1);
    // The page scrolls to the last row.
    await feed.product(ROWS).scrollIntoViewIfNeeded();
    await expect(feed.product(ROWS)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}

test("'Verwijderen' leaves 'Regel 3 is verwijderd.' where the row was; Shift+Tab, Enter on 'Ongedaan maken' puts it back", async ({ page }) => {
  const feed = await openWithRows(page, 5);
  await feed.row(3).getByRole('button', { name: 'Verwijderen' }).focus();
  await page.keyboard.press('Enter');
  const notice = feed.mountPoint.getByRole('status').filter({ hasText: 'Regel 3 is verwijderd.' });
  await expect(notice).toBeVisible();
  await expect(feed.product(3)).toHaveValue('Brok 4');
  await expect(feed.product(3)).toBeFocused();
  await expect(notice).toBeInViewport();

  await page.keyboard.press('Shift+Tab');
  const undo = notice.getByRole('button', { name: 'Ongedaan maken' });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feed.product(3)).toHaveValue('Brok 3');
  await expect(feed.hoeveelheid(3)).toHaveValue('3,0');
  await expect(feed.product(3)).toBeFocused();
  await expect(feed.product(4)).toHaveValue('Brok 4');
  await expect(notice).toHaveCount(0);
  // Nothing changed in the end: the year has no unsaved typing.
  await expect(feed.mountPoint.getByText('Niet-opgeslagen invoer')).toHaveCount(0);
});

import { expect, test, type Locator, type Page } from '../support/test';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { numberedFeedRows, saveFeedRows } from '../support/feed-rows';
import { ownSystemOfThisFile } from '../support/own-system';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// 'Vul nog in: Regel 31: Product.' is a way to the row: each field the notice names is a link that brings the field
// into view, clear of the sticky bar, with the focus in it, by keyboard as by pointer; on Krachtvoer (rows in the
// page's flow and rows in a box drawn near its view) and on the milk screen alike. These specs save, so they run on a
// system of their own.
const YEAR = 1023;
const FARMER = /deelnemer|participant/i;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const system = ownSystemOfThisFile();

/** The year's rows by hand, `count` of them, with row `missing`'s product left empty. */
async function openWithMissingProduct(page: Page, count: number, missing: number): Promise<FeedDeliveryPage> {
  const farmer = await signIn(page.context(), FARMER, system);
  const rows = numberedFeedRows(count).map((row, index) => (index === missing - 1 ? { ...row, product: null } : row));
  await saveFeedRows(system, farmer.id, YEAR, rows);
  const feed = new FeedDeliveryPage(page);
  await feed.openYear(YEAR, system.portalUrl);
  await expect(feed.row(1)).toBeVisible();
  return feed;
}

/**
 * From 'Alles opslaan', Tab on as a keyboard user does until `link` has the focus; where the notices are folded to one
 * line, Enter on 'Meldingen tonen' first.
 */
async function tabTo(page: Page, link: Locator): Promise<void> {
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) return;
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (name === 'Meldingen tonen') await page.keyboard.press('Enter');
  }
  throw new Error('the link never took the focus by Tab');
}

/** The field in view, not under the sticky bar, and its label in view too. */
async function expectInViewClearOfTheBar(field: Locator): Promise<void> {
  await expect(field).toBeInViewport({ ratio: 1 });
  const clear = await field.evaluate((element) => {
    const bar = document.querySelector('[data-klw-sticky-bar]')!.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    const hit = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
    return own.top >= bar.bottom - 1 && hit !== null && (element === hit || element.contains(hit));
  });
  expect(clear, 'the field lies clear of the sticky bar').toBe(true);
}

for (const [name, viewport] of [['at a desk (1280 px)', DESK], ['on a phone (390 px)', PHONE]] as const) {
  test(`Krachtvoer ${name}: 'Vul nog in: Regel 31: Product.' links to the row's field, by keyboard`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const feed = await openWithMissingProduct(page, 31, 31);
    await feed.save();
    const incomplete = feed.mountPoint.getByRole('status').filter({ hasText: 'Nog niet compleet' });
    const link = incomplete.getByRole('link', { name: 'Regel 31: Product' });
    await expect(incomplete).toContainText('Vul nog in: Regel 31: Product.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await feed.mountPoint.getByRole('button', { name: 'Alles opslaan' }).first().focus();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(feed.product(31)).toBeFocused();
    await expectInViewClearOfTheBar(feed.product(31));
    // It asks for something still: the notice stays while the farmer goes there.
    await expect(incomplete).toHaveCount(1);
    await page.keyboard.type('Brok 31');
    await feed.save();
    await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
    await expect(feed.mountPoint.getByRole('status').filter({ hasText: 'Nog niet compleet' })).toHaveCount(0);
    if (viewport === PHONE) expect(await seriousViolations(page)).toEqual([]);
  });
}

test("Krachtvoer with 60 rows (drawn near the box's view): the link to 'Regel 55: Product' draws the row and takes the focus there", async ({ page }) => {
  await page.setViewportSize(DESK);
  const feed = await openWithMissingProduct(page, 60, 55);
  await expect(feed.row(55)).toHaveCount(0);
  await feed.save();
  const incomplete = feed.mountPoint.getByRole('status').filter({ hasText: 'Nog niet compleet' });
  await incomplete.getByRole('link', { name: 'Regel 55: Product' }).click();
  await expect(feed.product(55)).toBeFocused();
  await expectInViewClearOfTheBar(feed.product(55));
});

test("the milk screen's missing fields link to their fields the same way", async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page.context(), FARMER, system);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(YEAR, system.portalUrl);
  await milk.type('Melk', '1500', 'Zelf zuivelen');
  await milk.save();
  const incomplete = milk.mountPoint.getByRole('status').filter({ hasText: 'Nog niet compleet' });
  await expect(incomplete).toContainText('Zelf zuivelen: Eiwit');
  await page.evaluate(() => window.scrollTo(0, 100_000));
  await milk.saveButton.focus();
  await tabTo(page, incomplete.getByRole('link', { name: 'Zelf zuivelen: Eiwit' }));
  await page.keyboard.press('Enter');
  await expect(milk.field('Eiwit', 'Zelf zuivelen')).toBeFocused();
  await expectInViewClearOfTheBar(milk.field('Eiwit', 'Zelf zuivelen'));
});

import { expect, test, type Page } from '../support/test';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';

// A page carries what its route needs: the milk screen's page holds no word of Krachtvoer, and the shell, asked for
// Krachtvoer in the menu, reads the rest of the registry then and shows Krachtvoer in the same page, as one
// application would; and back. A deep link to Krachtvoer is a page of its own.
const YEAR = 1023;

/** Every page load (a document request) from now on. */
function pageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test.beforeEach(async ({ context }) => {
  await signIn(context, /deelnemer|participant/i);
});

test("from the milk screen through the menu to Krachtvoer and back, in the same page; the milk screen's page holds no Krachtvoer", async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/melklevering/Index/${YEAR}`);
  await milk.openYear(YEAR);
  const html = await (await answer).text();
  expect(html).toContain('klw_melklevering');
  expect(html).toContain('klw_auth');
  expect(html.toLowerCase()).not.toContain('krachtvoer');

  // What a page load would lose: a mark on the window, and no document request.
  await page.evaluate(() => Object.assign(window, { klwSamePage: true }));
  const loads = pageLoads(page);
  const sameDocument = () => page.evaluate(() => (window as { klwSamePage?: boolean }).klwSamePage === true);

  await milk.showMenu();
  await milk.menuItem('Krachtvoer').click();
  const feed = new FeedDeliveryPage(page);
  await expect(feed.heading).toBeVisible();
  await expect(feed.manualCard).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/voer/krachtvoer/Index/${YEAR}$`));
  await expect(page).toHaveTitle('Krachtvoer - Kringloopwijzer');
  await expect(feed.menuItem('Krachtvoer')).toHaveAttribute('aria-current', 'page');
  await expect(feed.menuItem('Melklevering')).not.toHaveAttribute('aria-current', 'page');
  expect(await sameDocument()).toBe(true);

  await feed.menuItem('Melklevering').click();
  await expect(milk.heading).toBeVisible();
  await expect(page).toHaveTitle('Melklevering - Kringloopwijzer');
  await expect(milk.menuItem('Melklevering')).toHaveAttribute('aria-current', 'page');

  // The browser's back button goes to Krachtvoer again, in the page too.
  await page.goBack();
  await expect(feed.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/voer/krachtvoer/Index/${YEAR}$`));
  expect(await sameDocument()).toBe(true);
  expect(loads).toEqual([]);
});

test('a deep link to Krachtvoer opens Krachtvoer, its page holding no milk screen', async ({ page }) => {
  const feed = new FeedDeliveryPage(page);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/voer/krachtvoer/Index/${YEAR}`);
  await feed.openYear(YEAR);
  expect((await (await answer).text()).toLowerCase()).not.toContain('melklevering/');
  await expect(page).toHaveTitle('Krachtvoer - Kringloopwijzer');
  await expect(feed.menuItem('Krachtvoer')).toHaveAttribute('aria-current', 'page');
});

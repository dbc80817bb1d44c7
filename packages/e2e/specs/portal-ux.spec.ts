import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { DataSharingPage } from '../pages/data-sharing.page';
import { signIn } from '../support/system';
import { seriousViolations } from '../support/axe';

// Whose farm and year a screen shows, a year one may not see, the portal's menu on a phone, and the embedded
// data-exchange integration, at a desk (1280 px) and on a phone (390 px). Nothing here changes saved data for good.
const FARMER = /deelnemer|participant/i;
const ADVISER = /adviseur/i;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

for (const [name, viewport] of [['desk', DESK], ['phone', PHONE]] as const) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("every form screen's heading names the farm, the year and its status, and keeps them in view when scrolled", async ({ page }) => {
      await signIn(page.context(), FARMER);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(1023);
      await expect(milk.yearHeading).toHaveText('Melkveebedrijf De Vries Kringloopwijzer 2023 Open');
      await expect(milk.yearHeading).toBeInViewport();
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await expect(milk.yearHeading).toBeInViewport();
      // Nothing wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await milk.openYear(1022);
      await expect(milk.yearHeading).toContainText('Kringloopwijzer 2022');
      await expect(milk.yearHeading).toContainText('Afgesloten');
    });

    test("an adviser sees whose year she opened: her clients' farms by name, on Krachtvoer too", async ({ page }) => {
      await signIn(page.context(), ADVISER);
      const feed = new FeedDeliveryPage(page);
      await feed.openYear(3021);
      await expect(feed.yearHeading).toHaveText('Maatschap Jansen Kringloopwijzer 2021 Open');
      await expect(feed.yearHeading).toBeInViewport();
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(4023);
      await expect(milk.yearHeading).toContainText('Zuivelboerderij Bakker');
      await expect(milk.yearHeading).toContainText('Kringloopwijzer 2023');
    });

    test("a year she may not see: one message naming it, in an adviser's words, and no marks of another year in the menu", async ({ page }) => {
      await signIn(page.context(), ADVISER);
      const milk = new MilkDeliveryPage(page);
      await milk.open('/melklevering/Index/1023');
      const message = milk.mountPoint.getByRole('alert');
      await expect(message).toContainText(
        'De melkleveringen konden niet worden geladen. U heeft geen toegang tot deze kringloopwijzer. Kies in het menu een kringloopwijzer van een van uw klanten.',
      );
      await expect(message).toBeInViewport();
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(milk.yearHeading).toHaveCount(0);
      await milk.showMenu();
      await expect(milk.yearList).toBeVisible();
      await expect(milk.menuItem('Melklevering')).toBeVisible();
      await expect(milk.menu.getByText(/Gereed|Waarschuwing/)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a consent route shows its title once, no text for developers, and whole buttons', async ({ page }) => {
      await signIn(page.context(), FARMER);
      const sharing = new DataSharingPage(page);
      await sharing.openLoaded('/mandates');
      await expect(sharing.heading).toHaveText('Machtigingen');
      await expect(sharing.frame.getByText('Machtigingen', { exact: true })).toHaveCount(0);
      await expect(sharing.frame.getByText(/Gevraagd|klw-lokaal|stand-in/)).toHaveCount(0);
      const frameBox = await sharing.frameElement.boundingBox();
      expect(frameBox).not.toBeNull();
      for (const button of await sharing.frame.getByRole('button').all()) {
        const fits = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.scrollWidth <= element.clientWidth && box.left >= 0 && box.right <= document.documentElement.clientWidth && box.height >= 44;
        });
        expect(fits, `${await button.textContent()} whole, inside the frame, at least 44 px high`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test("the portal's menu folds behind 'Menu': the screen comes first, the menu opens and closes", async ({ page }) => {
    await signIn(page.context(), FARMER);
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await expect(milk.menuButton).toBeVisible();
    await expect(milk.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(milk.menuItem('Melklevering')).toBeHidden();
    // The screen's heading in the first view, not under some 30 menu links.
    await expect(milk.heading).toBeInViewport();
    const box = await milk.menuButton.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await milk.menuButton.click();
    await expect(milk.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(milk.menuItem('Melklevering')).toBeVisible();
    await expect(milk.yearList).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await milk.menuButton.click();
    await expect(milk.menuItem('Melklevering')).toBeHidden();

    // A short screen: the folded menu stays as tall as its button, the window's rest goes to the screen.
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/mandates');
    const menuBox = await sharing.menu.boundingBox();
    expect(menuBox!.height).toBeLessThan(80);
  });

  test("'Intrekken' asks first: 'Annuleren' keeps the mandate, 'Ja, intrekken' revokes it", async ({ page }) => {
    await signIn(page.context(), FARMER);
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/mandates');
    const mandate = sharing.consent('A. Bakker (adviseur)');
    await mandate.getByRole('button', { name: 'Intrekken: A. Bakker (adviseur)' }).click();
    await expect(sharing.frame.getByRole('heading', { name: 'A. Bakker (adviseur) intrekken?' })).toBeVisible();
    await sharing.frame.getByRole('link', { name: 'Annuleren' }).click();
    await expect(mandate).toContainText('Goedgekeurd');

    await mandate.getByRole('button', { name: 'Intrekken: A. Bakker (adviseur)' }).click();
    await sharing.frame.getByRole('button', { name: 'Ja, intrekken' }).click();
    await expect(mandate).toContainText('Ingetrokken');
    // Given again, as the other specs find it.
    await mandate.getByRole('button', { name: 'Goedkeuren: A. Bakker (adviseur)' }).click();
    await expect(mandate).toContainText('Goedgekeurd');
  });
});

test('at a desk there is no \'Menu\' button: the menu stands beside the screen', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page.context(), FARMER);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(1023);
  await expect(milk.menuButton).toBeHidden();
  await expect(milk.menuItem('Melklevering')).toBeVisible();
});

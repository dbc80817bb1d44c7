import { expect, test, type Locator, type Page } from '../support/test';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { startOwnSystem, type OwnSystem } from '../support/own-system';
import { signIn } from '../support/system';

// What a farmer met on the milk screen and Krachtvoer at a desk and on a phone: buttons a finger hits, a feed table
// whose dates stay in view, notices never under a table's sticky cells, and a refused row that says why. These
// specs save and keep drafts, so they run on a system of their own.
const FARMER = /deelnemer|participant/i;
const SERVICEDESK = /servicedesk/i;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIGN_OUT_TEXT = 'Bij afmelden wordt uw niet-opgeslagen invoer op deze computer verwijderd.';

let system: OwnSystem;

test.beforeAll(async () => {
  system = await startOwnSystem();
});

test.afterAll(async () => {
  await system?.stop();
});

async function openMilk(page: Page, role = FARMER): Promise<MilkDeliveryPage> {
  await signIn(page.context(), role, system);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(1023, system.portalUrl);
  return milk;
}

async function openFeed(page: Page, role = FARMER): Promise<FeedDeliveryPage> {
  await signIn(page.context(), role, system);
  const feed = new FeedDeliveryPage(page);
  await feed.openYear(1023, system.portalUrl);
  return feed;
}

async function expectTouchSize(button: Locator, name: string): Promise<void> {
  await expect(button, name).toBeVisible();
  const box = await button.boundingBox();
  expect(box, name).not.toBeNull();
  expect(Math.round(box!.height), `${name}: height`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box!.width), `${name}: width`).toBeGreaterThanOrEqual(44);
}

/** Whether what the page paints at the middle of `target` is `target` itself (or inside it): nothing lies over it. */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/**
 * The screen's title lies over what scrolls under the bar, or, where the bar with its notices is taller than its
 * quarter of the window (a phone), above the window: such a bar sticks by its notices, its title scrolled away.
 */
async function expectTitleOnTopOrAbove(title: Locator, name: string): Promise<void> {
  const { above, tall } = await title.evaluate((element) => ({
    // Its middle, where onTop looks: above the window's top, it is the part of a tall bar scrolled away.
    above: element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2 < 0,
    tall: element.closest('[data-klw-sticky-bar]')?.hasAttribute('data-klw-bar-tall') ?? false,
  }));
  if (above) expect(tall, `${name}: above the window, only as the title of a tall bar`).toBe(true);
  else expect(await onTop(title), name).toBe(true);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test("'Terugzetten', 'Weggooien', 'Sluiten' and 'Verwijderen' are at least 44 by 44 px", async ({ page }) => {
    const milk = await openMilk(page);
    await milk.type('Eiwit', '3,63', 'Zelf zuivelen');
    await expect(milk.mountPoint.getByText('Niet-opgeslagen invoer', { exact: true })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(milk.draftOffer).toBeVisible();
    await expectTouchSize(milk.mountPoint.getByRole('button', { name: 'Terugzetten' }), 'Terugzetten');
    await expectTouchSize(milk.mountPoint.getByRole('button', { name: 'Weggooien' }), 'Weggooien');
    await milk.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
    await milk.save();
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    await expectTouchSize(milk.mountPoint.getByRole('button', { name: 'Sluiten' }).first(), 'Sluiten');

    const feed = new FeedDeliveryPage(page);
    await feed.openYear(1023, system.portalUrl);
    if ((await feed.row(1).count()) === 0) await feed.addRowButton.click();
    await expectTouchSize(feed.row(1).getByRole('button', { name: 'Verwijderen' }), 'Verwijderen');
    await expectTouchSize(feed.addRowButton, 'Regel toevoegen');
  });

  test('the feed table keeps its date column in view when its figures are scrolled sideways, as the milk table does', async ({ page }) => {
    const feed = await openFeed(page);
    const date = feed.deliveries.getByRole('rowheader').first();
    const head = feed.deliveries.getByRole('columnheader', { name: 'Afleverdatum' });
    await feed.deliveries.evaluate((region) => region.scrollIntoView({ block: 'end' }));
    const before = await date.boundingBox();
    const scrolled = await feed.deliveries.evaluate((region) => {
      region.scrollLeft = region.scrollWidth;
      return region.scrollLeft;
    });
    expect(scrolled, 'the figures are wider than a phone: the region scrolls').toBeGreaterThan(50);
    await expect.poll(async () => (await date.boundingBox())?.x).toBe(before?.x);
    expect(await onTop(date), 'the date is not under a scrolled figure').toBe(true);
    expect(await onTop(head), "'Afleverdatum' is not under a scrolled header").toBe(true);
    // The figures' last column is in view beside the dates.
    expect(await onTop(feed.deliveries.getByRole('columnheader', { name: /^Fosfor/ }))).toBe(true);
  });

  test("'Regel toevoegen' with an empty row says why no row comes and takes the farmer to that row", async ({ page }) => {
    const feed = await openFeed(page);
    const rows = await feed.mountPoint.getByRole('group', { name: /^Regel \d+$/ }).count();
    await feed.addRowButton.click();
    const added = rows + 1;
    await expect(feed.product(added)).toBeFocused();
    // A press on the button, the focus still in the empty row: leaving it brings its messages, which push the button
    // down, and the click was lost.
    await feed.addRowButton.click();
    const why = feed.mountPoint.getByRole('alert').filter({ hasText: `Regel ${added} is nog leeg.` });
    await expect(why).toHaveText(`Regel ${added} is nog leeg. Vul die eerst in, dan kunt u een nieuwe regel toevoegen.`);
    await expect(feed.row(added + 1)).toHaveCount(0);
    await expect(feed.product(added)).toBeFocused();
    await expect(feed.product(added)).toBeInViewport();
    await feed.page.keyboard.type('Mais');
    await expect(why).toHaveCount(0);
  });
});

for (const [name, viewport] of [['desk', DESK], ['phone', PHONE]] as const) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("the notices and the page's title lie over the tables' sticky cells, not under them", async ({ page }) => {
      const milk = await openMilk(page);
      await milk.save();
      const saved = milk.toast('Succesvol opgeslagen');
      await expect(saved).toBeVisible();
      const title = milk.heading;
      // The table's head under the sticky bar, as the farmer scrolls down to it.
      for (const fraction of [0.2, 0.5, 0.8]) {
        await milk.deliveries.evaluate((region, at) => {
          const bar = document.querySelector('[data-klw-sticky-bar]')!.getBoundingClientRect();
          window.scrollBy(0, region.getBoundingClientRect().top - bar.top - bar.height * at);
        }, fraction);
        expect(await onTop(saved), `'Succesvol opgeslagen' at ${fraction} of the bar`).toBe(true);
        await expectTitleOnTopOrAbove(title, `the title at ${fraction} of the bar`);
      }

      const feed = new FeedDeliveryPage(page);
      await feed.openYear(1023, system.portalUrl);
      await feed.save();
      await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
      for (const fraction of [0.2, 0.5, 0.8]) {
        await feed.deliveries.evaluate((region, at) => {
          const bar = document.querySelector('[data-klw-sticky-bar]')!.getBoundingClientRect();
          window.scrollBy(0, region.getBoundingClientRect().top - bar.top - bar.height * at);
        }, fraction);
        expect(await onTop(feed.toast('Succesvol opgeslagen')), `Krachtvoer: the notice at ${fraction} of the bar`).toBe(true);
        await expectTitleOnTopOrAbove(feed.heading, `Krachtvoer: the title at ${fraction} of the bar`);
      }
    });

    test("what 'Afmelden' does to unsaved typing is in view, not only a tooltip", async ({ page }) => {
      const milk = await openMilk(page);
      await expect(milk.signOutButton).toHaveAccessibleDescription(SIGN_OUT_TEXT);
      const text = page.getByText(SIGN_OUT_TEXT, { exact: true });
      await expect(text).toBeInViewport();
      const box = await text.boundingBox();
      expect(box!.height, 'the text is shown, not hidden in a 1 px box').toBeGreaterThan(8);
      expect(await onTop(text)).toBe(true);
    });
  });
}

test('a year the servicedesk may only read shows its state, not tasks', async ({ page }) => {
  const milk = await openMilk(page, SERVICEDESK);
  await expect(milk.mountPoint.getByText(/alleen te bekijken/)).toBeVisible();
  await expect(milk.field('Melk gevoerd aan kalveren')).toHaveAccessibleDescription('Niet ingevuld');
  await expect(milk.mountPoint.getByText(/Gelieve|Vul nog in/)).toHaveCount(0);
});

import { expect, test, type Page } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { startOwnSystem, type OwnSystem } from '../support/own-system';
import { signIn } from '../support/system';
import { seriousViolations } from '../support/axe';

// What a farmer tripped over, tried as a farmer, an adviser and a user without rights would, at a
// desk (1280 px) and on a phone (390 px). These specs save year 1023 halfway, so they run on a system of their own.
const FARMER = /deelnemer|participant/i;
const ADVISER = /adviseur/i;
const NO_RIGHTS = /geen rechten/i;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let system: OwnSystem;

test.beforeAll(async () => {
  system = await startOwnSystem();
});

test.afterAll(async () => {
  await system?.stop();
});

async function openMilk(page: Page, role: RegExp, klwId: number): Promise<MilkDeliveryPage> {
  await signIn(page.context(), role, system);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(klwId, system.portalUrl);
  return milk;
}

for (const [name, viewport] of [['desk', DESK], ['phone', PHONE]] as const) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a figure out of range says what was typed and what it became, until typed again or saved', async ({ page }) => {
      const milk = await openMilk(page, FARMER, 1023);
      const vet = milk.field('Vet', 'Zelf zuivelen');
      await milk.typeInto(vet, '44,5');
      await expect(vet).toHaveValue('8,00');
      const note = milk.message('44,5 is aangepast naar 8,00');
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('aria-live', 'polite');
      await expect(vet).toHaveAccessibleDescription('44,5 is aangepast naar 8,00');
      // Nothing under the field contradicts the 8,00 it shows.
      await expect(milk.mountPoint.getByText('Vet moet tussen 2-8 liggen')).toHaveCount(0);

      // With the note and 'Niet-opgeslagen invoer' on the page, axe finds nothing serious.
      await expect(milk.mountPoint.getByText('Niet-opgeslagen invoer', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Another field edited, and Vet passed through with Tab: the note stays until Vet itself changes.
      await milk.type('Ureum', '21', 'Zelf zuivelen');
      await vet.click();
      await page.keyboard.press('Tab');
      await expect(note).toBeVisible();

      await milk.typeInto(vet, '4,45');
      await expect(note).toHaveCount(0);

      await milk.typeInto(vet, '0,5');
      await expect(milk.message('0,5 is aangepast naar 2,00')).toBeVisible();
      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
      // The note under the field goes with the save; the notice after it names the figure saved so.
      await expect(milk.message('0,5 is aangepast naar 2,00')).toHaveCount(0);
      await expect(milk.mountPoint.getByRole('status').filter({ hasText: 'Aangepaste waarden opgeslagen' })).toContainText(
        'Zelf zuivelen: Vet 0,5 is aangepast naar 2,00.',
      );
      await expect(vet).toHaveValue('2,00');
    });

    test('typing shows beside Alles opslaan that it is not saved, and when its draft was kept, until saved', async ({ page }) => {
      const milk = await openMilk(page, FARMER, 1023);
      const unsaved = milk.mountPoint.getByText('Niet-opgeslagen invoer', { exact: true });
      await expect(unsaved).toHaveCount(0);
      // Each viewport's own figure: the desk's was saved already.
      await milk.type('Eiwit', viewport === DESK ? '3,61' : '3,62', 'Zelf zuivelen');
      await expect(unsaved).toBeVisible();
      await expect(milk.mountPoint.getByText(/^Bewaard op deze computer \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
      await expect(unsaved).toHaveCount(0);
      await expect(milk.mountPoint.getByText(/^Bewaard op deze computer/)).toHaveCount(0);
    });

    test('a year without automatic deliveries has no card of them, and says why beside the forced tick', async ({ page }) => {
      const milk = await openMilk(page, ADVISER, 4023);
      const why = milk.mountPoint.getByText(
        'Voor dit jaar zijn geen automatische melkleveringen ontvangen. Vul de melklevering daarom hieronder zelf in.',
      );
      await expect(why).toBeVisible();
      await expect(milk.deliveries).toHaveCount(0);
      // docs/PRODUCT.md shows the card of automatic deliveries only when there are months: the reason stands by the tick.
      await expect(milk.mountPoint.getByRole('heading', { name: 'Automatische melkleveringen' })).toHaveCount(0);
      await expect(milk.manualCheckbox).toHaveAccessibleDescription(
        'Voor dit jaar zijn geen automatische melkleveringen ontvangen. Vul de melklevering daarom hieronder zelf in.',
      );
      await expect(milk.manualCheckbox).toBeChecked();
      await expect(milk.manualCheckbox).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("an adviser on a year that is not theirs is told once, in words for an adviser, and chooses a client's year in the menu", async ({ page }) => {
      const milk = await openMilk(page, ADVISER, 1023);
      await expect(milk.mountPoint.getByRole('alert')).toContainText(
        'U heeft geen toegang tot deze kringloopwijzer. Kies in het menu een kringloopwijzer van een van uw klanten.',
      );
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByText(/eigen kringloopwijzers/)).toHaveCount(0);
      await expect(milk.menu.getByText('Het menu kon niet worden geladen.')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      // Her years are those of Maatschap Jansen (2021, 2023) and Zuivelboerderij Bakker (2023).
      await milk.showMenu();
      // With years of two farms, each option names its farm.
      await milk.yearList.selectOption({ label: 'Maatschap Jansen 2021' });
      await expect(page).toHaveURL(/\/melklevering\/Index\/3021$/);
      await expect(milk.deliveries).toBeVisible();
      await expect(milk.menu.getByRole('alert')).toHaveCount(0);
    });
  });
}

test("a user without any year: 'Naar de startpagina' never leads to the page he is on", async ({ page }) => {
  await signIn(page.context(), NO_RIGHTS, system);
  const milk = new MilkDeliveryPage(page);
  await milk.open(`${system.portalUrl}/melklevering/Index/1023`);
  const home = milk.menu.getByRole('link', { name: 'Naar de startpagina' });
  await expect(home).toBeVisible();
  // He has no menu to choose in: the screen does not point to one.
  await expect(milk.mountPoint.getByRole('alert')).toContainText('U heeft geen toegang tot deze kringloopwijzer.');
  await expect(milk.mountPoint.getByRole('alert')).not.toContainText('Kies in het menu');
  await home.click();
  await expect(page).toHaveURL(/\/Home\/new$/);
  // No breakdown: an account without access, and who can give it.
  await expect(milk.menu.getByRole('alert')).toContainText('Uw account heeft nog geen toegang');
  await expect(milk.menu.getByRole('link', { name: 'Naar de startpagina' })).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('each delivery stands as a card: its date over its figures, all within the width, nothing to swipe', async ({ page }) => {
    const milk = await openMilk(page, FARMER, 1023);
    const januari = milk.deliveries.getByRole('button', { name: /januari/i });
    await januari.click();
    const firstDate = milk.deliveries.getByRole('rowheader').nth(1);
    const card = milk.deliveries.getByRole('row').filter({ has: page.getByRole('rowheader', { name: await firstDate.innerText() }) }).first();
    const ureum = card.locator('td[data-label^="Ureum"]');
    await expect(ureum).not.toHaveText('');
    const region = await milk.deliveries.boundingBox();
    const [date, figure] = [await firstDate.boundingBox(), await ureum.boundingBox()];
    expect(region && date && figure).toBeTruthy();
    // The date heads its card; the figure is under it, inside the table's box.
    expect(figure!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1);
    expect(figure!.x).toBeGreaterThanOrEqual(region!.x);
    expect(figure!.x + figure!.width).toBeLessThanOrEqual(region!.x + region!.width);
    // The farmer's arrow keys on the table move nothing sideways.
    await milk.deliveries.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    expect(await milk.deliveries.evaluate((box) => box.scrollLeft)).toBe(0);
  });
});

test("after a save of an incomplete year, 'Nog niet compleet' names what is missing, as the menu's warning does", async ({ page }) => {
  const milk = await openMilk(page, FARMER, 1023);
  await expect(milk.menuState('Melklevering')).toContainText('Waarschuwing');
  await milk.type('Ureum', '21', 'Zelf zuivelen');
  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await milk.showAllNotices();
  await expect(milk.toast('Nog niet compleet')).toBeVisible();
  await expect(milk.mountPoint.getByText('Vul nog in: Melk gevoerd aan kalveren.', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(milk.menuState('Melklevering')).toContainText('Waarschuwing');

  await milk.type('Melk gevoerd aan kalveren', '12.000');
  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await expect(milk.toast('Nog niet compleet')).toHaveCount(0);
  await expect(milk.menuState('Melklevering')).toContainText('Gereed');
});

test("Krachtvoer, on the same kit: a row added shows that it is not saved, and the row's figures say what they became", async ({ page }) => {
  await signIn(page.context(), FARMER, system);
  const feed = new FeedDeliveryPage(page);
  await feed.openYear(1023, system.portalUrl);
  const unsaved = feed.mountPoint.getByText('Niet-opgeslagen invoer', { exact: true });
  await expect(unsaved).toHaveCount(0);
  await feed.addRowButton.click();
  await expect(unsaved).toBeVisible();
  await feed.row(1).getByRole('spinbutton', { name: /^RE/ }).click();
  await page.keyboard.type('1500');
  await page.keyboard.press('Tab');
  await expect(feed.mountPoint.getByText('1500 is aangepast naar 1.000', { exact: true })).toBeVisible();
  await feed.row(1).getByRole('button', { name: 'Verwijderen' }).click();
  await expect(unsaved).toHaveCount(0);
});

test("the year's badge: 'Afgesloten' looks unlike 'Open'", async ({ page }) => {
  const milk = await openMilk(page, FARMER, 1023);
  const badge = milk.menu.locator('.menu-farm__status');
  await expect(badge).toHaveText('Open');
  const look = () => badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.borderTopStyle} ${style.color}`;
  });
  const open = await look();
  await milk.openYear(1022, system.portalUrl);
  await expect(badge).toHaveText('Afgesloten');
  expect(await look()).not.toBe(open);
  expect(await seriousViolations(page)).toEqual([]);
});

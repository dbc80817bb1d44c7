import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { ownSystemOfThisFile } from '../support/own-system';
import { signIn } from '../support/system';
import { sessionEnded } from '../support/token-expiry';

// The second screen, built on the screen kit only, keeps every guarantee of the milk screen. These specs
// save, conflict and end sessions, so they run against a system of their own (support/own-system.ts).
const YEAR = 1023;
const FARMER = /deelnemer|participant/i;
const SESSION_TTL_SECONDS = 6;

const system = ownSystemOfThisFile();

async function openAsFarmer(page: Page, role = FARMER): Promise<FeedDeliveryPage> {
  await signIn(page.context(), role, system);
  const feed = new FeedDeliveryPage(page);
  await feed.openYear(YEAR, system.portalUrl);
  return feed;
}

/** Takes away the rows of earlier tests: each test starts with none added by hand. */
async function removeEveryRow(feed: FeedDeliveryPage): Promise<void> {
  const remove = feed.mountPoint.getByRole('button', { name: 'Verwijderen' });
  while ((await remove.count()) > 0) await remove.first().click();
  await feed.save();
  await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
  await feed.page.reload();
  await expect(feed.manualCard).toBeVisible();
}

test("the totals row sums a delivery without kg ('onbekend') as 0", async ({ page }) => {
  const feed = await openAsFarmer(page);
  const kg = await feed.deliveredKg();
  expect(kg, 'the demo year has a delivery whose supplier sent no kg').toContain('onbekend');
  const sum = kg.reduce((total, text) => total + (text === 'onbekend' ? 0 : Number(text.replaceAll('.', '').replace(',', '.'))), 0);
  const [totalKg] = await feed.totals();
  expect(totalKg).toBe(new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(sum));
});

test("a row added, left empty, then filled with '1.234,5' as a farmer types, and saved", async ({ page }) => {
  const feed = await openAsFarmer(page);
  await removeEveryRow(feed);
  await feed.addRowButton.click();
  await expect(feed.product(1)).toBeFocused();
  await feed.save();
  // Saving halfway is allowed; the field says what is missing, in the words of docs/PRODUCT.md.
  await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
  await expect(feed.row(1).getByText('Gelieve Product in te vullen', { exact: true })).toBeVisible();
  await expect(feed.row(1).getByText('Gelieve Hoeveelheid in te vullen', { exact: true })).toBeVisible();
  await expect(feed.menuState('Krachtvoer')).toContainText('Waarschuwing');

  await feed.typeInto(feed.product(1), 'Melkveebrok Standaard');
  await feed.typeInto(feed.hoeveelheid(1), '1.234,5');
  await expect(feed.hoeveelheid(1)).toHaveValue('1.234,5');
  await feed.save();
  await expect(feed.toast('Voerleveringen zijn opgeslagen')).toBeVisible();
  await expect(feed.row(1).getByText('Gelieve Product in te vullen', { exact: true })).toHaveCount(0);
  await expect(feed.menuState('Krachtvoer')).toContainText('Gereed');
  await page.reload();
  await expect(feed.product(1)).toHaveValue('Melkveebrok Standaard');
  await expect(feed.hoeveelheid(1)).toHaveValue('1.234,5');
});

test('rows added and removed by keyboard only', async ({ page }) => {
  const feed = await openAsFarmer(page);
  await removeEveryRow(feed);
  await feed.addRowButton.focus();
  await page.keyboard.press('Enter');
  await expect(feed.product(1)).toBeFocused();
  await page.keyboard.type('Eerste');
  await page.keyboard.press('Tab');
  await page.keyboard.type('100');
  // Past RE and P to 'Verwijderen', then to 'Regel toevoegen' for a second row.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(feed.addRowButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feed.product(2)).toBeFocused();
  await page.keyboard.type('Tweede');
  await page.keyboard.press('Tab');
  await page.keyboard.type('200');
  // Back to row 1's 'Verwijderen' with Shift+Tab, and away with it: row 2 takes its place, with its typing.
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('Shift+Tab');
  await expect(feed.row(1).getByRole('button', { name: 'Verwijderen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feed.row(2)).toHaveCount(0);
  await expect(feed.product(1)).toHaveValue('Tweede');
  await expect(feed.hoeveelheid(1)).toHaveValue('200,0');
  await expect(feed.product(1)).toBeFocused();
});

test('a second session saved first: 412 offers the choice and keeps the typing', async ({ page, browser }) => {
  const feed = await openAsFarmer(page);
  await removeEveryRow(feed);
  const otherContext = await browser.newContext();
  try {
    const other = await openAsFarmer(await otherContext.newPage());
    await other.addRowButton.click();
    await other.typeInto(other.product(1), 'Hun brok');
    await other.save();
    await expect(other.toast('Succesvol opgeslagen')).toBeVisible();
  } finally {
    await otherContext.close();
  }

  await feed.addRowButton.click();
  await feed.typeInto(feed.product(1), 'Mijn brok');
  await feed.typeInto(feed.hoeveelheid(1), '500');
  await feed.save();
  const conflict = feed.notice('Intussen opgeslagen');
  await expect(conflict).toContainText('Deze gegevens zijn intussen opgeslagen, misschien in een ander venster.');
  await expect(conflict.getByRole('button', { name: 'Gegevens opnieuw laden' })).toBeVisible();
  await expect(feed.product(1)).toHaveValue('Mijn brok');
  await conflict.getByRole('button', { name: 'Mijn invoer toch opslaan' }).click();
  await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
  await page.reload();
  await expect(feed.product(1)).toHaveValue('Mijn brok');
  await expect(feed.hoeveelheid(1)).toHaveValue('500,0');
});

test('a draft survives an ended session and is offered back to the same user only', async ({ page, browser }) => {
  await system.stopApi();
  await system.startApi({ sessionTtlSeconds: SESSION_TTL_SECONDS, accessTokenTtlSeconds: 2 });
  const feed = await openAsFarmer(page);
  await feed.addRowButton.click();
  await feed.typeInto(feed.product(1), 'Niet kwijt');
  await feed.typeInto(feed.hoeveelheid(1), '750');
  await sessionEnded(page.context(), SESSION_TTL_SECONDS, system);
  await feed.save();
  const ended = feed.notice('Uw sessie is verlopen');
  await expect(ended).toContainText('Meld u opnieuw aan. Uw invoer blijft op deze pagina staan en wordt daarna opgeslagen.');
  await system.stopApi();
  await system.startApi();

  // Another user of this computer opens the same year: nothing of Jan's typing is offered to them.
  const drafts = await page.evaluate(() => Object.entries(window.localStorage).filter(([key]) => key.startsWith('klw.concept.krachtvoer.')));
  const otherContext = await browser.newContext({ storageState: { cookies: [], origins: [{ origin: system.portalUrl, localStorage: drafts.map(([name, value]) => ({ name, value })) }] } });
  try {
    const other = await openAsFarmer(await otherContext.newPage(), /servicedesk/i);
    await expect(other.mountPoint.getByText(/alleen te bekijken/)).toBeVisible();
    await expect(other.draftOffer).toHaveCount(0);
    await expect(other.mountPoint.getByText('Niet kwijt')).toHaveCount(0);
  } finally {
    await otherContext.close();
  }

  // Jan signs in again through the menu's link (the sign-in page), back on this year, and gets his typing offered.
  await feed.signInAgain(feed.menu.getByRole('button', { name: 'Opnieuw aanmelden' }), 'Jan de Vries');
  await expect(feed.draftOffer).toBeVisible();
  await feed.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(feed.product(1)).toHaveValue('Niet kwijt');
  await expect(feed.hoeveelheid(1)).toHaveValue('750,0');
  await feed.save();
  await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
  await expect(feed.draftOffer).toHaveCount(0);
});

test('axe finds no serious or critical violation: the table, rows with their messages, a notice', async ({ page }) => {
  const feed = await openAsFarmer(page);
  await feed.addRowButton.click();
  await feed.save();
  await expect(feed.toast('Succesvol opgeslagen')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#klw-app').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

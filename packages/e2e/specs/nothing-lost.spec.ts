// Over 300 lines for one subject: nothing a farmer typed is lost, whatever ends the session or the connection.
import { expect, test, type Page } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { ownSystemOfThisFile } from '../support/own-system';
import { signIn } from '../support/system';
import { sessionEnded } from '../support/token-expiry';

// Nothing a farmer types is lost. These specs stop and restart the API, so they run against a system of
// their own (support/own-system.ts): its own local API and portal on free ports and a fresh data folder.
const YEAR = 1023;
const FARMER = /deelnemer|participant/i;
const CONFLICT = 'Deze gegevens zijn intussen opgeslagen, misschien in een ander venster. Uw invoer staat nog in het formulier.';
const SESSION_TTL_SECONDS = 6;

const system = ownSystemOfThisFile();

/** The farmer types the figures of this sitting. */
async function typeFigures(milk: MilkDeliveryPage, figures: { kalveren: string; zuivelMelk: string; zuivelUreum: string }): Promise<void> {
  await milk.type('Melk gevoerd aan kalveren', figures.kalveren);
  await milk.type('Melk', figures.zuivelMelk, 'Zelf zuivelen');
  await milk.type('Ureum', figures.zuivelUreum, 'Zelf zuivelen');
}

async function expectFigures(milk: MilkDeliveryPage, figures: { kalveren: string; zuivelMelk: string; zuivelUreum: string }): Promise<void> {
  await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue(figures.kalveren);
  await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue(figures.zuivelMelk);
  await expect(milk.field('Ureum', 'Zelf zuivelen')).toHaveValue(figures.zuivelUreum);
}

async function openAsFarmer(page: Page): Promise<MilkDeliveryPage> {
  await signIn(page.context(), FARMER, system);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(YEAR, system.portalUrl);
  await expect(milk.saveButton).toBeEnabled();
  return milk;
}

test('the API stops during a save: the farmer is told why, keeps every value and saves once it is back', async ({ page }) => {
  const milk = await openAsFarmer(page);
  await typeFigures(milk, { kalveren: '4321', zuivelMelk: '1500', zuivelUreum: '25' });

  // The API goes down while the save is on its way.
  await page.route('**/MelkLevering/SaveMelkLeveringGegevens', async (route) => {
    await system.stopApi();
    await route.continue();
  });
  await milk.save();
  await expect(milk.notice('Er ging iets fout')).toContainText('De server is niet bereikbaar.');
  await expectFigures(milk, { kalveren: '4.321', zuivelMelk: '1.500', zuivelUreum: '25' });
  await milk.expectNoticesCoverNothing();

  await page.unroute('**/MelkLevering/SaveMelkLeveringGegevens');
  await system.startApi();
  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await expect(milk.notice('Er ging iets fout')).toHaveCount(0);
  await page.reload();
  await expectFigures(milk, { kalveren: '4.321', zuivelMelk: '1.500', zuivelUreum: '25' });
});

test('a second session saved first: 412, the typed values stay, and the farmer chooses', async ({ page, browser }) => {
  const milk = await openAsFarmer(page);
  const adviserContext = await browser.newContext();
  try {
    const other = await openAsFarmer(await adviserContext.newPage());

    await typeFigures(milk, { kalveren: '1111', zuivelMelk: '100', zuivelUreum: '21' });
    await other.type('Melk gevoerd aan kalveren', '2222');
    await other.save();
    await expect(other.toast('Succesvol opgeslagen')).toBeVisible();

    await milk.save();
    const conflict = milk.notice('Intussen opgeslagen');
    await expect(conflict).toContainText(CONFLICT);
    await expectFigures(milk, { kalveren: '1.111', zuivelMelk: '100', zuivelUreum: '21' });
    await milk.expectNoticesCoverNothing();

    // 'Gegevens opnieuw laden': the form takes what the other session saved.
    await conflict.getByRole('button', { name: 'Gegevens opnieuw laden' }).click();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('2.222');
    await expect(conflict).toHaveCount(0);

    // Another round, and this time 'Mijn invoer toch opslaan'.
    await milk.type('Melk gevoerd aan kalveren', '3333');
    await other.type('Melk gevoerd aan kalveren', '4444');
    await other.type('Ureum', '33', 'Zelf zuivelen');
    await other.save();
    await expect(other.toast('Succesvol opgeslagen').first()).toBeVisible();
    await milk.save();
    await expect(milk.notice('Intussen opgeslagen')).toContainText(CONFLICT);
    await milk.notice('Intussen opgeslagen').getByRole('button', { name: 'Mijn invoer toch opslaan' }).click();
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    await page.reload();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('3.333');
    // Only what this farmer typed went over the other version: the adviser's Ureum, untouched here, stays.
    await expect(milk.field('Ureum', 'Zelf zuivelen')).toHaveValue('33');
  } finally {
    await adviserContext.close();
  }
});

test("a save the server stored but whose answer was lost: the next save is no conflict with the farmer's own", async ({ page }) => {
  const milk = await openAsFarmer(page);
  await milk.type('Melk gevoerd aan kalveren', '25000');
  // The save reaches the server, which stores it; the answer never comes back (a dropped mobile connection).
  await page.route('**/MelkLevering/SaveMelkLeveringGegevens', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  }, { times: 1 });
  await milk.save();
  await expect(milk.notice('Er ging iets fout')).toContainText('De server is niet bereikbaar.');
  await milk.type('Melk', '700', 'Zelf zuivelen');
  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await expect(milk.mountPoint.getByText(CONFLICT)).toHaveCount(0);
  await page.reload();
  await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('25.000');
  await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('700');
});

test('the session ends while the farmer types; after signing in again the typing comes back', async ({ page }) => {
  await system.stopApi();
  await system.startApi({ sessionTtlSeconds: SESSION_TTL_SECONDS, accessTokenTtlSeconds: 2 });
  const milk = await openAsFarmer(page);
  await typeFigures(milk, { kalveren: '5555', zuivelMelk: '2500', zuivelUreum: '30' });

  await sessionEnded(page.context(), SESSION_TTL_SECONDS, system);
  await milk.save();
  const ended = milk.notice('Uw sessie is verlopen');
  // The screen signs in within the page (farmer-promises.spec.ts); the typing is also kept on this computer.
  await expect(ended).toContainText('Meld u opnieuw aan. Uw invoer blijft op deze pagina staan en wordt daarna opgeslagen.');
  await expect(milk.mountPoint.getByText(/^Bewaard op deze computer/)).toBeVisible();
  await expectFigures(milk, { kalveren: '5.555', zuivelMelk: '2.500', zuivelUreum: '30' });

  // The menu meets the ended session too, and offers its link.
  await expect(milk.menu.getByRole('alert')).toContainText('Uw sessie is verlopen. Meld u opnieuw aan.');
  await expect(milk.menu.getByRole('button', { name: 'Opnieuw aanmelden' })).toBeVisible();

  // Signing in again through the menu's link gives a normal session, and leads back to this year without looking for it.
  await system.stopApi();
  await system.startApi();
  const yearPage = page.url();
  await milk.signInAgain(milk.menu.getByRole('button', { name: 'Opnieuw aanmelden' }), 'Jan de Vries');
  expect(page.url()).toBe(yearPage);
  await expect(milk.heading).toBeVisible();
  await expect(milk.draftOffer).toBeVisible();
  // The form shows the saved data until the farmer chooses.
  await expect(milk.field('Melk', 'Zelf zuivelen')).not.toHaveValue('2.500');
  await milk.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  await expectFigures(milk, { kalveren: '5.555', zuivelMelk: '2.500', zuivelUreum: '30' });
  await expect(milk.draftOffer).toHaveCount(0);

  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await page.reload();
  await expectFigures(milk, { kalveren: '5.555', zuivelMelk: '2.500', zuivelUreum: '30' });
  // Saved, so nothing is offered any more.
  await expect(milk.draftOffer).toHaveCount(0);
});

test("opened again after the session ended (a tab left overnight): the screen and the menu offer 'Opnieuw aanmelden', back to this year", async ({ page }) => {
  await system.stopApi();
  await system.startApi({ sessionTtlSeconds: SESSION_TTL_SECONDS, accessTokenTtlSeconds: 2 });
  const milk = await openAsFarmer(page);
  await sessionEnded(page.context(), SESSION_TTL_SECONDS, system);

  // The cookie is still there, so the portal shows the page; every call meets the ended session.
  await page.reload();
  await expect(milk.loadFailure).toContainText('Uw sessie is verlopen. Meld u opnieuw aan.');
  await expect(milk.loadFailure.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
  await expect(milk.menu.getByRole('button', { name: 'Opnieuw aanmelden' })).toBeVisible();

  await system.stopApi();
  await system.startApi();
  const yearPage = page.url();
  await milk.signInAgain(milk.loadFailure.getByRole('button', { name: 'Opnieuw aanmelden' }), 'Jan de Vries');
  expect(page.url()).toBe(yearPage);
  await expect(milk.deliveries).toBeVisible();
  await expect(milk.saveButton).toBeEnabled();
});

/** A tab that goes without a word: no beforeunload, no leave question (as when the browser or the computer stops). */
async function crash(page: Page): Promise<void> {
  await page.close({ runBeforeUnload: false });
}

test("two tabs of one year keep their own typing; only the typing of a tab that is gone is offered", async ({ context }) => {
  const first = await openAsFarmer(await context.newPage());
  await first.type('Melk gevoerd aan kalveren', '1111');
  const second = await openAsFarmer(await context.newPage());
  await second.type('Melk gevoerd aan kalveren', '2222');
  // The first tab is open: its typing is not lost, so the second does not offer it.
  await expect(second.draftOffer).toHaveCount(0);
  await first.type('Melk', '1500', 'Zelf zuivelen');

  await crash(first.page);
  const third = await openAsFarmer(await context.newPage());
  await expect(third.draftOffer).toBeVisible();
  await third.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  // The first tab's typing, all of it, and the second tab's was not offered: that tab is still open.
  await expect(third.field('Melk gevoerd aan kalveren')).toHaveValue('1.111');
  await expect(third.field('Melk', 'Zelf zuivelen')).toHaveValue('1.500');
  await expect(third.draftOffer).toHaveCount(0);
  await expect(second.field('Melk gevoerd aan kalveren')).toHaveValue('2.222');

  // Once the second tab is gone too, its typing is offered.
  await crash(second.page);
  await crash(third.page);
  const fourth = await openAsFarmer(await context.newPage());
  await fourth.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(fourth.field('Melk gevoerd aan kalveren')).toHaveValue(/^(1\.111|2\.222)$/);
});

test('typing while a draft offer waits is kept: after a crash both are offered, the newest first, and both come back', async ({ context }) => {
  const first = await openAsFarmer(await context.newPage());
  await first.type('Melk gevoerd aan kalveren', '3333');
  await crash(first.page);

  const second = await openAsFarmer(await context.newPage());
  await expect(second.draftOffer).toBeVisible();
  // The farmer types without choosing, and the tab goes.
  await second.type('Melk', '1700', 'Zelf zuivelen');
  await crash(second.page);

  const third = await openAsFarmer(await context.newPage());
  await third.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(third.field('Melk', 'Zelf zuivelen')).toHaveValue('1.700');
  await expect(third.field('Melk gevoerd aan kalveren')).not.toHaveValue('3.333');
  // Then the older draft: each brings back what its tab typed, and neither undoes the other.
  await expect(third.draftOffer).toBeVisible();
  await third.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(third.field('Melk gevoerd aan kalveren')).toHaveValue('3.333');
  await expect(third.field('Melk', 'Zelf zuivelen')).toHaveValue('1.700');
  await expect(third.draftOffer).toHaveCount(0);
  await third.save();
  await expect(third.toast('Succesvol opgeslagen')).toBeVisible();
  await third.page.reload();
  await expect(third.field('Melk gevoerd aan kalveren')).toHaveValue('3.333');
  await expect(third.field('Melk', 'Zelf zuivelen')).toHaveValue('1.700');
  await expect(third.saveButton).toBeEnabled();
  await expect(third.draftOffer).toHaveCount(0);
});

test('a draft offered in two tabs: the choice in one takes the offer away in the other', async ({ context }) => {
  const first = await openAsFarmer(await context.newPage());
  await first.type('Melk gevoerd aan kalveren', '6666');
  await crash(first.page);
  const second = await openAsFarmer(await context.newPage());
  const third = await openAsFarmer(await context.newPage());
  await expect(second.draftOffer).toBeVisible();
  await expect(third.draftOffer).toBeVisible();
  await second.mountPoint.getByRole('button', { name: 'Weggooien' }).click();
  await expect(second.draftOffer).toHaveCount(0);
  await expect(third.draftOffer).toHaveCount(0);
});

test('the screen opens while the API is down, and loads once it is back, without reloading the page', async ({ page }) => {
  await signIn(page.context(), FARMER, system);
  await system.stopApi();
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(YEAR, system.portalUrl);
  await expect(milk.loadFailure).toContainText('De melkleveringen konden niet worden geladen. De server is niet bereikbaar.');
  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });

  await system.startApi();
  await milk.loadFailure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(milk.saveButton).toBeEnabled();
  await expect(milk.loadFailure).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  await milk.type('Melk gevoerd aan kalveren', '6666');
  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
});

test('many error notices: five at most, the last says how many more, none covers the work, each closes', async ({ page }) => {
  const milk = await openAsFarmer(page);
  await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) =>
    route.fulfill({
      status: 400,
      json: { errorDetails: Array.from({ length: 12 }, (_, index) => ({ message: `Controle ${index + 1} is niet gelukt` })) },
    }),
  );
  await milk.type('Melk', '1500', 'Zelf zuivelen');
  await milk.save();
  await expect(milk.notice('Er ging iets fout').first()).toBeVisible();
  await milk.showAllNotices();
  await expect(milk.mountPoint.getByText('En nog 8 meldingen.')).toBeVisible();
  await expect(milk.notice('Er ging iets fout')).toHaveCount(4);
  await milk.expectNoticesCoverNothing();

  await milk.notice('Er ging iets fout').first().getByRole('button', { name: 'Sluiten' }).click();
  await expect(milk.mountPoint.getByText('En nog 7 meldingen.')).toBeVisible();
  await expect(milk.notice('Er ging iets fout').first()).toContainText('Controle 2 is niet gelukt');
  await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('1.500');

  // By keyboard: each closed notice hands the focus to the 'Sluiten' that took its place; after the last, the
  // heading has it, and one Enter too many saves nothing. The focus is never dropped to the start of the page.
  const closeFirst = milk.notice('Er ging iets fout').first().getByRole('button', { name: 'Sluiten' });
  await closeFirst.focus();
  for (let closed = 2; closed <= 12; closed += 1) {
    await page.keyboard.press('Enter');
    await expect(milk.mountPoint.getByText(`Controle ${closed} is niet gelukt`)).toHaveCount(0);
    if (closed < 12) await expect(closeFirst).toBeFocused();
  }
  await expect(milk.notice('Er ging iets fout')).toHaveCount(0);
  await expect(milk.heading).toBeFocused();
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('SaveMelkLeveringGegevens')) saves += 1;
  });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(milk.saveButton).toBeFocused();
  // The save button's own Enter saves. Once its notices show, every save asked for before it has been counted: one,
  // so the Enter after the last notice saved nothing.
  await page.keyboard.press('Enter');
  await expect(milk.notice('Er ging iets fout').first()).toBeVisible();
  await milk.showAllNotices();
  await expect(milk.mountPoint.getByText('En nog 8 meldingen.')).toBeVisible();
  expect(saves, 'an Enter after the last notice').toBe(1);
});

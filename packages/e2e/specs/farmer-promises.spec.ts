import { expect, test, type Page } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { ownSystemOfThisFile } from '../support/own-system';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// What the screen promises a farmer is kept: typing after a sign-out elsewhere, every figure the form changed named,
// notices that stay while they ask for something and never fill the window, conflicts and sessions told as they are.
// These specs save year 1023 and sign out, so they run on a system of their own.
const YEAR = 1023;
const FARMER = /deelnemer|participant/i;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** 200 % zoom of a 1280 × 900 window: the page lays out in half the CSS pixels. */
const ZOOMED = { width: 640, height: 450 };

const system = ownSystemOfThisFile();
// A desk's window, as the farmer had it: in a lower one (Playwright's 720 px) two notices and more fold to
// one line, which the sized tests below take apart.
test.use({ viewport: DESK });

async function openAsFarmer(page: Page): Promise<MilkDeliveryPage> {
  await signIn(page.context(), FARMER, system);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(YEAR, system.portalUrl);
  await expect(milk.saveButton).toBeEnabled();
  return milk;
}

/** The keys of every draft on this computer (this browser profile's localStorage). */
function draftsOnThisComputer(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('klw.concept.')));
}

test('signed out in another tab: nothing unsaved stays on this computer, and the typing is saved after signing in again on the page', async ({ context }) => {
  const milk = await openAsFarmer(await context.newPage());
  await milk.type('Melk gevoerd aan kalveren', '4444');
  await milk.type('Melk', '888', 'Zelf zuivelen');
  await expect.poll(() => draftsOnThisComputer(milk.page)).toHaveLength(1);
  const kept = milk.mountPoint.getByText(/^Bewaard op deze computer/);
  await expect(kept).toBeVisible();

  const other = new MilkDeliveryPage(await context.newPage());
  await other.openYear(YEAR, system.portalUrl);
  await other.signOut();
  await expect.poll(() => draftsOnThisComputer(other.page)).toEqual([]);

  // The first tab no longer says its typing is kept on this computer, and typing more puts nothing back there.
  await expect(kept).toHaveCount(0);
  await milk.type('Ureum', '25', 'Zelf zuivelen');
  await expect(milk.mountPoint.getByText('Niet-opgeslagen invoer', { exact: true })).toBeVisible();
  expect(await draftsOnThisComputer(milk.page)).toEqual([]);

  await milk.save();
  const ended = milk.notice('Uw sessie is verlopen');
  await expect(ended).toContainText('Meld u opnieuw aan. Uw invoer blijft op deze pagina staan en wordt daarna opgeslagen.');
  await expect(ended).not.toContainText('bewaard op deze computer');

  // Signing in within the page: a dialog of the portal, by keyboard; the page and its typing stay.
  await ended.getByRole('button', { name: 'Opnieuw aanmelden' }).click();
  const dialog = milk.page.getByRole('dialog', { name: 'Opnieuw aanmelden' });
  await expect(dialog).toBeVisible();
  const jan = dialog.getByRole('button', { name: /Jan de Vries/ });
  await expect(jan).toBeVisible();
  expect(await seriousViolations(milk.page)).toEqual([]);
  await expect(jan).toBeFocused();
  await milk.page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await expect(milk.notice('Uw sessie is verlopen')).toHaveCount(0);
  expect(await draftsOnThisComputer(milk.page)).toEqual([]);

  await milk.page.reload();
  await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('4.444');
  await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('888');
  await expect(milk.field('Ureum', 'Zelf zuivelen')).toHaveValue('25');
});

test('every figure the form changes is named: a rounded one as a clamped one, under the field and after saving', async ({ page }) => {
  const milk = await openAsFarmer(page);
  await milk.type('Melk', '12.345,6', 'Zelf zuivelen');
  await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('12.346');
  await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveAccessibleDescription('12.345,6 is aangepast naar 12.346');
  await milk.type('Vet', '4,456', 'Zelf zuivelen');
  await expect(milk.field('Vet', 'Zelf zuivelen')).toHaveAccessibleDescription('4,456 is aangepast naar 4,46');
  await milk.type('Overige productie', '0,5');
  await expect(milk.field('Overige productie')).toHaveValue('1');
  await expect(milk.field('Overige productie')).toHaveAccessibleDescription('0,5 is aangepast naar 1');

  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  const adjusted = milk.mountPoint.getByRole('status').filter({ hasText: 'Aangepaste waarden opgeslagen' });
  await expect(adjusted).toContainText('Zelf zuivelen: Melk 12.345,6 is aangepast naar 12.346.');
  await expect(adjusted).toContainText('Zelf zuivelen: Vet 4,456 is aangepast naar 4,46.');
  await expect(adjusted).toContainText('Overige productie 0,5 is aangepast naar 1.');
});

test("'Nog niet compleet' asks for something: it stays until closed", async ({ page }) => {
  // The clock is the subject: the notices' own timers run on it.
  await page.clock.install();
  const milk = await openAsFarmer(page);
  await milk.type('Ureum', '21', 'Zelf zuivelen');
  await milk.save();
  const incomplete = milk.mountPoint.getByRole('status').filter({ hasText: 'Nog niet compleet' });
  await expect(incomplete).toContainText('Vul nog in: ');
  await page.clock.runFor(60_000);
  // The success notice goes on its own; the one that asks stays.
  await expect(milk.toast('Succesvol opgeslagen')).toHaveCount(0);
  await expect(incomplete).toBeVisible();
  await incomplete.getByRole('button', { name: 'Sluiten' }).click();
  await expect(incomplete).toHaveCount(0);
});

for (const [name, viewport] of [['a desk', DESK], ['a phone', PHONE], ['200 % zoom', ZOOMED]] as const) {
  test(`on ${name}, the sticky bar with three notices holds a quarter of the window at most, every notice is read by 'Meldingen tonen', and axe finds nothing serious`, async ({ browser, context }) => {
    // 200 % zoom: the page lays out in half the CSS pixels, each drawn twice as large.
    const sized = await browser.newContext({ viewport, deviceScaleFactor: viewport === ZOOMED ? 2 : 1, locale: 'nl-NL', storageState: await context.storageState() });
    try {
      const milk = await openAsFarmer(await sized.newPage());
      // Three errors, which stay until closed.
      const texts = [1, 2, 3].map((n) => `Controle ${n} is niet gelukt`);
      await milk.page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) =>
        route.fulfill({ status: 400, json: { errorDetails: texts.map((message) => ({ message })) } }),
      );
      await milk.type('Melk', '1500', 'Zelf zuivelen');
      await milk.save();
      await expect(milk.mountPoint.getByText('Er ging iets fout', { exact: true }).first()).toBeAttached();
      // Where the room under the heading does not hold one notice whole (a phone, 200 % zoom) the first stays whole and
      // the others fold to one line under it, with their count and titles; at a desk they scroll in that room.
      const folded = milk.mountPoint.getByRole('alert').filter({ hasText: /^Nog 2 meldingen: Er ging iets fout, Er ging iets fout/ });
      await expect(folded).toHaveCount(viewport === DESK ? 0 : 1);
      // Wherever the farmer is on the page, the bar holds a quarter of the window at most: at the top, just past
      // where the bar stands in the page, and at the end.
      const bar = milk.page.locator('[data-klw-sticky-bar]');
      const covered = () =>
        bar.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return Math.max(0, Math.min(bottom, window.innerHeight) - Math.max(top, 0));
        });
      // At the top, a bar within its share holds a quarter at most (a taller one is the page's own top there, and
      // sticks by its last quarter once scrolled past).
      await milk.page.evaluate(() => window.scrollTo(0, 0));
      if (!(await bar.evaluate((element) => element.hasAttribute('data-klw-bar-tall')))) {
        expect(await covered(), "the bar's part of the window at the top").toBeLessThanOrEqual(viewport.height * 0.25);
      }
      const pastTheBar = await bar.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY + 1);
      for (const y of [pastTheBar, 100_000]) {
        await milk.page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await milk.page.evaluate(() => window.scrollY), 'the page scrolls').toBeGreaterThan(0);
        expect(await covered(), `the bar's part of the window at scroll ${y}`).toBeLessThanOrEqual(viewport.height * 0.25);
        // What the last click came to stays in sight.
        await expect(milk.mountPoint.getByText(texts[0]!, { exact: true }), `the first notice at scroll ${y}`).toBeInViewport();
      }
      // Every notice's text is there to read, by keyboard: Enter on 'Meldingen tonen' where they are folded.
      await milk.page.evaluate(() => window.scrollTo(0, 0));
      if (viewport !== DESK) {
        await expect(milk.mountPoint.getByText(texts[0]!, { exact: true })).toBeVisible();
        for (const text of texts.slice(1)) await expect(milk.mountPoint.getByText(text, { exact: true })).toBeHidden();
        const show = folded.getByRole('button', { name: 'Meldingen tonen' });
        await expect(show).toHaveAttribute('aria-expanded', 'false');
        await show.focus();
        await milk.page.keyboard.press('Enter');
      }
      await expect(milk.notice('Er ging iets fout')).toHaveCount(3);
      for (const text of texts) {
        const notice = milk.mountPoint.getByText(text, { exact: true });
        await notice.scrollIntoViewIfNeeded();
        await expect(notice).toBeInViewport({ ratio: 1 });
      }
      expect(await seriousViolations(milk.page)).toEqual([]);
      // Shown, the bar sticks by its last quarter rather than cover more of the window.
      await milk.page.evaluate(() => window.scrollTo(0, 100_000));
      expect(await covered(), "the bar's part of the window at the end, its notices shown").toBeLessThanOrEqual(viewport.height * 0.25);
      // Closed down to one, it shows without folding.
      await milk.page.evaluate(() => window.scrollTo(0, 0));
      await milk.notice('Er ging iets fout').first().getByRole('button', { name: 'Sluiten' }).click();
      await milk.notice('Er ging iets fout').first().getByRole('button', { name: 'Sluiten' }).click();
      await expect(milk.notice('Er ging iets fout')).toHaveCount(1);
      await expect(milk.mountPoint.getByText(texts[2]!, { exact: true })).toBeVisible();
      await expect(milk.mountPoint.getByRole('button', { name: /Meldingen (tonen|verbergen)/ })).toHaveCount(0);
    } finally {
      await sized.close();
    }
  });
}

test("a save that met the farmer's own save in another tab: told as what it is, with the values side by side", async ({ context }) => {
  const milk = await openAsFarmer(await context.newPage());
  await milk.type('Melk gevoerd aan kalveren', '1111');
  const other = await openAsFarmer(await context.newPage());
  await other.type('Melk gevoerd aan kalveren', '2222');
  await other.save();
  await expect(other.toast('Succesvol opgeslagen')).toBeVisible();

  await milk.save();
  const conflict = milk.notice('Intussen opgeslagen');
  await expect(conflict).toContainText('Deze gegevens zijn intussen opgeslagen, misschien in een ander venster.');
  await expect(conflict).not.toContainText('iemand anders');
  await expect(milk.mountPoint.getByText('Er ging iets fout', { exact: true })).toHaveCount(0);
  const table = conflict.getByRole('table', { name: 'Wat verschilt' });
  await expect(table.getByRole('row', { name: /Melk gevoerd aan kalveren/ })).toHaveText(/Melk gevoerd aan kalveren\s*2\.222\s*1\.111/);
  await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('1.111');
  expect(await seriousViolations(milk.page)).toEqual([]);
});

test('cookies deleted mid-edit: the save succeeds, and nothing beside it says the session ended', async ({ page }) => {
  const milk = await openAsFarmer(page);
  await page.context().clearCookies();
  await milk.type('Melk gevoerd aan kalveren', '3333');
  const menuReloaded = page.waitForResponse('**/Menu/GetMenu');
  await milk.save();
  await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
  await menuReloaded;
  await expect(milk.menu.locator('.menu-farm')).toBeVisible();
  await expect(page.getByText(/Uw sessie is verlopen/)).toHaveCount(0);
});

test('the draft offer shows the values it would put back beside those of the form', async ({ context }) => {
  const first = await openAsFarmer(await context.newPage());
  await first.type('Melk gevoerd aan kalveren', '7777');
  await expect.poll(() => draftsOnThisComputer(first.page)).toHaveLength(1);
  // The tab goes without a word (the browser or the computer stops).
  await first.page.close({ runBeforeUnload: false });

  const milk = await openAsFarmer(await context.newPage());
  await expect(milk.draftOffer).toBeVisible();
  const table = milk.mountPoint.getByRole('table', { name: 'Wat Terugzetten verandert' });
  await expect(table.getByRole('row', { name: /Melk gevoerd aan kalveren/ })).toHaveText(/Melk gevoerd aan kalveren\s*(leeg|[\d.]+)\s*7\.777/);
  expect(await seriousViolations(milk.page)).toEqual([]);
  await milk.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('7.777');
});

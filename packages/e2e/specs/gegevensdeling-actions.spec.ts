import { expect, test, type Page } from '../support/test';
import { DataSharingPage } from '../pages/data-sharing.page';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// What a farmer does on the consent and mandate pages and what the page tells back: an action that went through is
// confirmed, and never followed by the panel that says the integration cannot be reached; the pages are in the menu
// and look like the screens. Whatever a test revokes it approves again, as the other specs find it.
const INTEGRATION = 'http://127.0.0.1:7057';
const FARMER = /deelnemer|participant/i;
const PHONE = { width: 390, height: 844 };
/** 200 % zoom of a 1280 px window: the page lays out at half the width. */
const ZOOM_200 = { width: 640, height: 450 };
/** An image the test holds back: the frame's page says its height at once, and its load waits for the image. */
const HELD_IMAGE = `${INTEGRATION}/held-by-the-test.gif`;
/** Longer than the frame waits for a height after a load (AFTER_LOAD_TIMEOUT_MS of klw_gegevensdeling). */
const PAST_THE_WAIT_MS = 5_000;

/** Lets the page finish what the last timers scheduled (React renders in a task of its own). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('consent pages: what a farmer does there is confirmed', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, FARMER);
  });

  test("'Ja, intrekken' says the withdrawal went through, and the page stays, though the list said its height before the browser reported its load", async ({ page, context }) => {
    // The frame's own wait is what this test is about: the page runs on Playwright's clock, which the test moves.
    await page.clock.install();
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/approved-participations');
    const consent = sharing.consent('Voerbedrijf De Vries');
    await consent.getByRole('button', { name: 'Intrekken: Voerbedrijf De Vries' }).click();
    await expect(sharing.frame.getByRole('heading', { name: 'Voerbedrijf De Vries intrekken?' })).toBeVisible();

    // The list that answers 'Ja, intrekken' carries an image the test holds: its height reaches the portal, its
    // load waits. That is the order a busy machine gives at random (the frame runs in another process).
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await context.route(HELD_IMAGE, async (route) => {
      await held;
      await route.fulfill({ status: 204 });
    });
    await context.route(`${INTEGRATION}/approved-participations?**`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch();
      const html = (await answer.text()).replace('</main>', `<img src="${HELD_IMAGE}" alt="">\n</main>`);
      await route.fulfill({ response: answer, body: html });
    });
    const frameLoads = () => sharing.frameElement.evaluate((frame) => Number(frame.dataset.testLoads ?? 0));
    await sharing.frameElement.evaluate((frame) =>
      frame.addEventListener('load', () => {
        frame.dataset.testLoads = String(Number(frame.dataset.testLoads ?? 0) + 1);
      }),
    );

    await sharing.frame.getByRole('button', { name: 'Ja, intrekken' }).click();
    const confirmation = sharing.frame.getByRole('status');
    await expect(confirmation).toHaveText('U heeft de toestemming van Voerbedrijf De Vries ingetrokken. Voerbedrijf De Vries ontvangt deze gegevens niet meer.');
    await expect.poll(async () => {
      const { frame, content } = await sharing.heights();
      return frame - content;
    }).toBe(0);
    expect(await frameLoads()).toBe(0);
    release();
    await expect.poll(frameLoads).toBe(1);

    await page.clock.runFor(PAST_THE_WAIT_MS);
    await settled(page);
    await expect(sharing.unreachablePanel).toHaveCount(0);
    await expect(confirmation).toBeVisible();
    await expect(sharing.consent('Voerbedrijf De Vries')).toHaveCount(0);

    // Given again, as the other specs find it.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await sharing.openLoaded('/revoked-participations');
    await sharing.consent('Voerbedrijf De Vries').getByRole('button', { name: 'Goedkeuren: Voerbedrijf De Vries' }).click();
    await expect(sharing.frame.getByRole('status')).toHaveText('U heeft de toestemming van Voerbedrijf De Vries goedgekeurd.');
  });

  test("the consent and mandate pages are in the menu, under 'Gegevensdeling', with no year list that would change nothing", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await expect(milk.yearList).toBeVisible();
    const group = milk.menu.getByRole('listitem').filter({ has: page.getByText('Gegevensdeling', { exact: true }) });
    for (const title of ['Goedgekeurde deelnames', 'Niet-goedgekeurde deelnames', 'Ingetrokken deelnames', 'Machtigingen']) {
      await expect(group.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await group.getByRole('link', { name: 'Machtigingen', exact: true }).click();

    const sharing = new DataSharingPage(page);
    await sharing.expectAskedFor('/mandates');
    await expect(sharing.heading).toHaveText('Machtigingen');
    await expect(sharing.menu.getByRole('link', { name: 'Machtigingen' })).toHaveAttribute('aria-current', 'page');
    await expect(sharing.menu.getByText('Melkveebedrijf De Vries')).toBeVisible();
    await expect(sharing.yearList).toHaveCount(0);
    await expect(sharing.menu.getByText('Open', { exact: true })).toHaveCount(0);
  });

  test('a consent page has the type, cards and badges of the screens', async ({ page }) => {
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/manage-participations');
    // The screens' body text: Fluent's, as the remote's root sets it.
    const screenText = await sharing.mountPoint.locator('.fui-FluentProvider').first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontSize: style.fontSize, fontFamily: style.fontFamily };
    });
    const frameText = await sharing.frame.locator('.omschrijving').first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontSize: style.fontSize, fontFamily: style.fontFamily };
    });
    expect(frameText.fontSize).toBe(screenText.fontSize);
    expect(frameText.fontFamily.split(',')[0]).toBe(screenText.fontFamily.split(',')[0]);

    // Statuses are badges in words, not a lower-case code; cards are drawn by a shadow, not a grey box.
    const approved = sharing.consent('Zuivelfabriek Noord');
    await expect(approved.getByText('Goedgekeurd', { exact: true })).toBeVisible();
    await expect(sharing.consent('Adviesbureau Kringloop').getByText('Niet goedgekeurd', { exact: true })).toBeVisible();
    await expect(sharing.frame.getByText(/^(goedgekeurd|niet-goedgekeurd|ingetrokken)$/)).toHaveCount(0);
    const card = await approved.evaluate((element) => {
      const style = getComputedStyle(element);
      return { shadow: style.boxShadow, border: style.borderTopStyle };
    });
    expect(card.shadow).not.toBe('none');
    expect(card.border).toBe('none');
  });

  for (const [name, viewport] of [['a phone (390 px)', PHONE], ['200 % zoom', ZOOM_200]] as const) {
    test(`axe finds nothing serious on a consent page with its confirmation, on ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const sharing = new DataSharingPage(page);
      await sharing.openLoaded('/revoked-participations');
      await sharing.consent('Agrarische Bank').getByRole('button', { name: 'Goedkeuren: Agrarische Bank' }).click();
      await expect(sharing.frame.getByRole('status')).toHaveText('U heeft de toestemming van Agrarische Bank goedgekeurd.');
      expect(await seriousViolations(page)).toEqual([]);
      // Revoked again, as the other specs find it.
      await sharing.openLoaded('/approved-participations');
      await sharing.consent('Agrarische Bank').getByRole('button', { name: 'Intrekken: Agrarische Bank' }).click();
      await sharing.frame.getByRole('button', { name: 'Ja, intrekken' }).click();
      await expect(sharing.frame.getByRole('status')).toContainText('ingetrokken');
    });
  }
});

import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// By keyboard only: the menu's year list goes to another year only when the farmer confirms it (one arrow key went
// straight to the closed year), and a form ends with 'Alles opslaan', so typing down the form needs no way back up.
const FARMER = /deelnemer|participant/i;
const PHONE = { width: 390, height: 844 };
/** 200 % zoom of a 1280 px window: the page lays out at half the width. */
const ZOOM_200 = { width: 640, height: 450 };

test.describe('the year list, by keyboard', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, FARMER);
  });

  test("ArrowDown moves the choice to 2022 and changes no page; Tab reaches '2022 openen', Enter opens it", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await milk.yearList.focus();
    await page.keyboard.press('ArrowDown');
    const open = milk.menu.getByRole('button', { name: '2022 openen' });
    await expect(open).toBeVisible();
    await expect(milk.yearList.locator('option:checked')).toHaveText('2022');
    await expect(milk.yearHeading).toContainText('Kringloopwijzer 2023');
    expect(new URL(page.url()).pathname).toBe('/melklevering/Index/1023');

    await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/melklevering\/Index\/1022$/);
    await expect(milk.yearHeading).toContainText('Kringloopwijzer 2022');
  });

  test("Enter on the list confirms the choice; a choice left unconfirmed goes back to the page's year", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await milk.yearList.focus();
    await page.keyboard.press('ArrowDown');
    await expect(milk.menu.getByRole('button', { name: '2022 openen' })).toBeVisible();
    // Away to the screen: the list shows the year the screen shows.
    await milk.heading.click();
    await expect(milk.yearList.locator('option:checked')).toHaveText('2023');
    await expect(milk.menu.getByRole('button', { name: /openen$/ })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/melklevering/Index/1023');

    await milk.yearList.focus();
    await page.keyboard.press('ArrowDown');
    await expect(milk.yearList.locator('option:checked')).toHaveText('2022');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/melklevering\/Index\/1022$/);
  });

  for (const [name, viewport] of [['a phone (390 px)', PHONE], ['200 % zoom', ZOOM_200]] as const) {
    test(`on ${name} the list and its button are 44 px high, and axe finds nothing serious`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(1023);
      await milk.showMenu();
      await milk.yearList.focus();
      await page.keyboard.press('ArrowDown');
      const open = milk.menu.getByRole('button', { name: '2022 openen' });
      await expect(open).toBeVisible();
      for (const control of [milk.yearList, open]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("a form ends with 'Alles opslaan'", () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, FARMER);
  });

  test("from the form's last field one Tab reaches 'Alles opslaan', and Enter saves", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    const last = milk.mountPoint.getByRole('spinbutton').last();
    const before = await last.inputValue();
    await milk.typeInto(last, before === '' ? '1' : before);
    await expect(milk.endSaveButton).toBeFocused();
    await expect(milk.endSaveButton).toBeInViewport();
    await expect(milk.mountPoint.getByRole('button', { name: 'Alles opslaan' })).toHaveCount(2);
    await page.keyboard.press('Enter');
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    // Busy and back, the button kept the focus: the farmer's next key goes on from there.
    await expect(milk.endSaveButton).toBeFocused();
  });
});

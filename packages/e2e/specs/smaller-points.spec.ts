import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// What a user without rights reads, whose years an adviser's list names, the locked tick, the year's status as a
// label, and what the menu's marks mean.
const FARMER = /deelnemer|participant/i;
const ADVISER = /adviseur/i;
const NO_RIGHTS = /geen rechten/i;
const PHONE = { width: 390, height: 844 };
const NO_ACCESS =
  'Uw account heeft nog geen toegang tot de gegevens van een bedrijf. Vraag de deelnemer om een machtiging, of neem contact op met de servicedesk.';

test('a user without rights reads what is the matter and who can change it: no breakdown, no internal number', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page.context(), NO_RIGHTS);
  const milk = new MilkDeliveryPage(page);
  await milk.open('/melklevering/Index/1023');
  await expect(milk.menu.getByRole('alert')).toContainText(NO_ACCESS);
  await expect(milk.mountPoint.getByRole('alert')).toContainText('U heeft geen toegang tot deze kringloopwijzer.');
  for (const text of await page.getByRole('alert').allTextContents()) {
    expect(text).not.toContain('1023');
    expect(text).not.toContain('Het menu kon niet worden geladen');
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("an adviser's year list names the farm with the year, also when it is closed", async ({ page }) => {
  await signIn(page.context(), ADVISER);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(4023);
  await expect(milk.yearList.locator('option:checked')).toHaveText('Zuivelboerderij Bakker 2023');
});

test.describe('the milk screen of a participant', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, FARMER);
  });

  test('the locked tick of a closed year is as readable as the text around it (contrast at least 4.5:1)', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1022);
    await expect(milk.manualCheckbox).toBeDisabled();
    const contrast = await milk.mountPoint.getByText('Melkleveringen handmatig invullen', { exact: true }).evaluate((label) => {
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = rgb(color).map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let element: Element | null = label;
      let background = 'rgb(255, 255, 255)';
      while (element) {
        const fill = getComputedStyle(element).backgroundColor;
        if (fill !== 'rgba(0, 0, 0, 0)' && fill !== 'transparent') {
          background = fill;
          break;
        }
        element = element.parentElement;
      }
      const [light, dark] = [luminance(getComputedStyle(label).color), luminance(background)].sort((a, b) => b - a);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });

  test("the year's status reads as a label, not as a button: no outline, no pill", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await milk.showMenu();
    for (const status of [milk.yearHeading.getByText('Open', { exact: true }), milk.menu.locator('.menu-farm__status')]) {
      await expect(status).toHaveText('Open');
      const look = await status.evaluate((element) => {
        const style = getComputedStyle(element);
        return { border: style.borderTopStyle, fill: style.backgroundColor };
      });
      expect(look).toEqual({ border: 'none', fill: 'rgba(0, 0, 0, 0)' });
    }
  });

  test("the menu says what its marks mean: '✓ Gereed' and '⚠ Waarschuwing'", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await milk.showMenu();
    await expect(milk.menu.getByText('Gereed: alles ingevuld')).toBeVisible();
    await expect(milk.menu.getByText('Waarschuwing: nog iets in te vullen of te controleren')).toBeVisible();
  });
});

import { expect, test, type Page } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// On a phone every control is a finger's size, 44 by 44 px (WCAG 2.5.5): fields, the tick, the month toggles, the
// menu and 'Afmelden'; and the deliveries table's figures are read there without a sideways swipe.
const FARMER = /deelnemer|participant/i;
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
/** 200 % zoom of a 1280 px window: the page lays out at half the width. */
const ZOOM_200 = { width: 640, height: 450 };
const FINGER = 44;

/** Every control a finger may hit on the page, shown, with its size; links inside a sentence are exempt (2.5.5). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((finger) => {
    const selector = 'button, input:not([type="hidden"]), select, textarea, a[href], [role="button"], [role="checkbox"], [role="spinbutton"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Shown (not a visually hidden helper), not inside another control, not a link within a sentence.
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) return false;
        if (element.parentElement?.closest(selector)) return false;
        return !(element.tagName === 'A' && element.closest('p') && (element.closest('p')?.textContent ?? '').trim() !== element.textContent?.trim());
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.getAttribute('name') ?? element.tagName;
        return { name: `${element.tagName.toLowerCase()} '${name.slice(0, 40)}' ${Math.round(box.width)}x${Math.round(box.height)}`, small: box.width < finger - 0.5 || box.height < finger - 0.5 };
      })
      .filter((control) => control.small)
      .map((control) => control.name);
  }, FINGER);
}

test.describe('on a phone (390 px), every control is 44 by 44 px', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ context }) => {
    await signIn(context, FARMER);
  });

  test('the milk screen: fields, the tick, the month toggles, the buttons, the menu and Afmelden', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await expect(milk.saveButton).toBeVisible();
    // A month open: its toggle and the delivery rows under it.
    await milk.deliveries.getByRole('button', { expanded: false }).first().click();
    expect(await smallControls(page)).toEqual([]);
    await milk.showMenu();
    expect(await smallControls(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Krachtvoer: its rows, their fields and buttons', async ({ page }) => {
    const feed = new FeedDeliveryPage(page);
    await feed.openYear(1023);
    expect(await smallControls(page)).toEqual([]);
  });

  test("the deliveries table shows every figure of a month within the phone's width, each with its column's title", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await expect(milk.mountPoint.getByText(/Schuif de tabel opzij/)).toHaveCount(0);
    const januari = milk.deliveries.getByRole('button', { name: /januari/i });
    await januari.click();
    await expect(januari).toHaveAttribute('aria-expanded', 'true');
    // (An inner locator of `has` is looked for inside each row: from the page, not from the table.)
    const monthRow = milk.deliveries.getByRole('row').filter({ has: page.getByRole('button', { name: /januari/i }) });
    const firstDelivery = milk.deliveries.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\d{2}-\d{2}-\d{4}$/ }) }).first();
    for (const [what, row] of [['the month', monthRow], ['its first delivery', firstDelivery]] as const) {
      // Each figure of the row, shown, with its title before it ('Melk [kg]'), and its box within the window's width.
      const figures = await row.locator('td[data-label]').evaluateAll((cells) =>
        cells
          .filter((cell) => getComputedStyle(cell).display !== 'none')
          .map((cell) => {
            const box = cell.getBoundingClientRect();
            return { title: getComputedStyle(cell, '::before').content, figure: cell.textContent ?? '', left: box.left, right: box.right };
          }),
      );
      expect(figures.map((figure) => figure.title), what).toEqual(expect.arrayContaining(['"Melk [kg]"', '"Vet [%]"', '"Eiwit [%]"', '"Ureum [mg / 100 ml]"']));
      for (const figure of figures) {
        if (figure.title.includes('[')) expect(figure.figure, `${what}: ${figure.title} has its figure`).not.toBe('');
        expect(figure.left, `${what}: ${figure.title}`).toBeGreaterThanOrEqual(0);
        expect(figure.right, `${what}: ${figure.title} within 390 px`).toBeLessThanOrEqual(PHONE.width);
      }
    }
    // Nothing to swipe: neither the table nor the page scrolls sideways.
    const widths = await milk.deliveries.evaluate((region) => ({ region: region.scrollWidth - region.clientWidth, page: document.scrollingElement?.scrollWidth ?? Infinity }));
    expect(widths.region).toBeLessThanOrEqual(0);
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    // Its month toggles still a finger's size, and every month of the year there.
    await expect(milk.deliveries.getByRole('button', { name: /december/i })).toBeAttached();
    expect(await smallControls(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a figure typed by keyboard on a phone is saved', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    const ureum = milk.field('Ureum', 'Zelf zuivelen');
    const typed = (await ureum.inputValue()) === '26' ? '27' : '26';
    await ureum.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Tab');
    await milk.endSaveButton.focus();
    await page.keyboard.press('Enter');
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    await page.reload();
    await expect(milk.field('Ureum', 'Zelf zuivelen')).toHaveValue(typed);
  });
});

test('at a desk the table shows its columns, one row per month', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page.context(), FARMER);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(1023);
  await expect(milk.deliveries.getByRole('columnheader', { name: /^Melk/ })).toBeInViewport();
  const januari = milk.deliveries.getByRole('button', { name: /januari/i });
  const melk = milk.deliveries.getByRole('row').filter({ has: page.getByRole('button', { name: /januari/i }) }).locator('td[data-label="Melk [kg]"]');
  // The figure beside the month, not under it.
  const [month, figure] = [await januari.boundingBox(), await melk.boundingBox()];
  expect(figure!.y).toBeLessThan(month!.y + month!.height);
  expect(figure!.x).toBeGreaterThan(month!.x + month!.width);
});

test('at 200 % zoom axe finds nothing serious on the milk screen, its months as cards', async ({ page }) => {
  await page.setViewportSize(ZOOM_200);
  await signIn(page.context(), FARMER);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(1023);
  await milk.deliveries.getByRole('button', { name: /januari/i }).click();
  const widths = await milk.deliveries.evaluate((region) => ({ region: region.scrollWidth - region.clientWidth, page: document.scrollingElement?.scrollWidth ?? Infinity }));
  expect(widths.region).toBeLessThanOrEqual(0);
  expect(widths.page).toBeLessThanOrEqual(ZOOM_200.width);
  expect(await seriousViolations(page)).toEqual([]);
});

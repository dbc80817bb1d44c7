import { expect, test, type Page } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// On a phone every control is a finger's size, 44 by 44 px (WCAG 2.5.5): fields, the tick, the month toggles, the
// menu and 'Afmelden'; and the deliveries table says that its figures lie to the right.
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

  test("the deliveries table says its figures lie to the right, and shows them as the farmer swipes", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    const hint = milk.mountPoint.getByText('Schuif de tabel opzij voor alle cijfers; de maand blijft staan.');
    await expect(hint).toBeVisible();
    await expect(milk.deliveries).toHaveAccessibleDescription('Schuif de tabel opzij voor alle cijfers; de maand blijft staan.');
    const melk = milk.deliveries.getByRole('columnheader', { name: /Melk/ });
    await expect(melk).not.toBeInViewport({ ratio: 1 });
    // By keyboard, as the region takes the focus: the figures come, the month column stays.
    await milk.deliveries.focus();
    for (let press = 0; press < 20 && !(await melk.evaluate((cell) => cell.getBoundingClientRect().right <= window.innerWidth)); press += 1) await page.keyboard.press('ArrowRight');
    await expect(melk).toBeInViewport({ ratio: 1 });
    await expect(milk.deliveries.getByRole('rowheader').first()).toBeInViewport();
  });
});

test('at a desk the table shows every column and no swipe hint', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page.context(), FARMER);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(1023);
  await expect(milk.deliveries).toBeVisible();
  await expect(milk.mountPoint.getByText(/Schuif de tabel opzij/)).toBeHidden();
});

test('at 200 % zoom axe finds nothing serious on the milk screen', async ({ page }) => {
  await page.setViewportSize(ZOOM_200);
  await signIn(page.context(), FARMER);
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(1023);
  expect(await seriousViolations(page)).toEqual([]);
});

// Over 300 lines for one subject: the milk screen used by keyboard, zoom and screen reader in Chromium (axe, focus, sticky parts).
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/system';

// The participant's open 2023 year (packages/local-api/README.md). The keyboard save changes only Zelf zuivelen
// Melk to 0, which no other spec reads.
const OPEN_YEAR = 1023;
// The participant's closed 2022 year: every figure read-only.
const CLOSED_YEAR = 1022;

/**
 * Whether focusing the focused element visibly changes the page around it: its area (and a few pixels
 * beyond, where rings are drawn) is captured focused and again after blur, with the caret hidden and
 * transitions finished. No difference means no visible focus indicator.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  const box = await page.evaluate(() => {
    const r = (document.activeElement as HTMLElement).getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
  const margin = 4;
  const clip = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin };
  const shot = () => page.screenshot({ clip, caret: 'hide', animations: 'disabled' });
  const focused = await shot();
  // Blur keeps Chromium's sequential focus starting point, so the next Tab goes on from here.
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  const blurred = await shot();
  return !focused.equals(blurred);
}

/**
 * The focused element's name (its form name, else its text), and whether the pixel at its centre is the element
 * itself: false when a sticky bar, head or totals row lies over it. The same for a field's label (true when it has
 * none): a farmer who sees a field but not its label does not know which figure it asks for.
 */
function focusedInSight(page: Page): Promise<{ name: string; visible: boolean; labelVisible: boolean }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const inSight = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === element || element.contains(hit);
    };
    const name = focused.getAttribute('name') ?? (focused.textContent?.replace(/[▸▾]/g, '').trim() || focused.tagName);
    const label = focused instanceof HTMLInputElement ? focused.labels?.[0] : undefined;
    return { name, visible: inSight(focused), labelVisible: label ? inSight(label) : true };
  });
}

test.describe('the whole page, accessible', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test('axe finds no serious or critical violation in the full document: menu, shell, screen, an open month, a notice, the info popup', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await expect(milk.menuItem('Melklevering')).toBeVisible();
    await milk.deliveries.getByRole('button', { name: /januari/i }).click();
    await milk.save();
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    await milk.mountPoint.getByRole('button', { name: 'Informatie' }).click();
    await expect(page.getByText('Fosforgehalte:')).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('axe finds none in a closed year either, where every figure is read-only and a month is open', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(CLOSED_YEAR);
    await expect(milk.mountPoint.getByText('Deze kringloopwijzer is afgesloten.', { exact: false })).toBeVisible();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveAttribute('readonly', '');
    await milk.deliveries.getByRole('button', { name: /januari/i }).click();

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('by keyboard only: Tab reaches menu, save button, months, checkbox and every field, each with a visible focus ring; Enter and Space open a month; the save is announced and keeps the focus', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const reached: string[] = [];
    const withoutRing: string[] = [];
    for (let presses = 0; presses < 120; presses += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'body';
        const inMenu = el.closest('#klw-menu') ? 'menu ' : '';
        const group = el.closest('fieldset')?.querySelector('legend')?.textContent?.trim();
        const label =
          el.getAttribute('aria-label') ??
          // A required field's label ends in its mark (*), which its accessible name leaves out.
          (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.replace(/\s*\*$/, '').trim() : undefined) ??
          el.textContent?.trim() ??
          '';
        return `${inMenu}${el.getAttribute('role') ?? el.tagName.toLowerCase()}${group ? ` ${group}` : ''}: ${label}`;
      });
      reached.push(name);
      if (name !== 'body' && !(await focusIsVisible(page))) withoutRing.push(name);
      if (withoutRing.length > 0) break;
      // The save button sits in the screen's header; 'Overige productie' is the last field.
      if (reached.some((n) => n.includes('Alles opslaan')) && name === 'spinbutton: Overige productie') break;
    }

    const order = `Tab order:\n${reached.join('\n')}`;
    expect(withoutRing, order).toEqual([]);
    expect(reached.some((n) => n.startsWith('menu a: ') && n.includes('Melklevering')), order).toBe(true);
    expect(reached.some((n) => /^button: .*januari/i.test(n)), order).toBe(true);
    expect(reached).toContain('input: Melkleveringen handmatig invullen');
    for (const field of ['Melk', 'Vet', 'Eiwit', 'Ureum', 'Fosfor']) {
      expect(reached).toContain(`spinbutton Zelf zuivelen: ${field}`);
    }
    expect(reached).toContain('spinbutton: Melk gevoerd aan kalveren');
    expect(reached).toContain('spinbutton: Overige productie');
    expect(reached.some((n) => n === 'button: Alles opslaan'), order).toBe(true);

    // Enter and Space open a month.
    const januari = milk.deliveries.getByRole('button', { name: /januari/i });
    const februari = milk.deliveries.getByRole('button', { name: /februari/i });
    await januari.focus();
    await page.keyboard.press('Enter');
    await expect(januari).toHaveAttribute('aria-expanded', 'true');
    await februari.focus();
    await page.keyboard.press('Space');
    await expect(februari).toHaveAttribute('aria-expanded', 'true');

    // A change and a save without a mouse; the notice is in a live region.
    const melk = milk.field('Melk', 'Zelf zuivelen');
    await melk.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    const save = milk.saveButton;
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    // Busy ('Opslaan...') the button kept the focus, so the farmer's next Tab goes on from there.
    await expect(milk.saveButton).toBeFocused();
    const live = page.locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]');
    await expect(live.filter({ hasText: 'Succesvol opgeslagen' }).first()).toBeAttached();
    await page.reload();
    await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('0');
  });

  test('a message under one field leaves the inputs beside it as they are: one height, one line per row', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    // The year opens with 'Melk gevoerd aan kalveren' empty, so its message stands under it and not under
    // 'Overige productie' beside it. Melk in Zelf zuivelen then makes the four fields after it required.
    await expect(milk.message('Gelieve Melk gevoerd aan kalveren in te vullen')).toBeVisible();
    const inputs = async () =>
      milk.mountPoint.getByRole('spinbutton').evaluateAll((fields) =>
        fields.map((field) => {
          const box = field.getBoundingClientRect();
          return { name: field.getAttribute('name') ?? '', top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
    const expectAligned = async (row: string[]) => {
      const boxes = await inputs();
      const heights = [...new Set(boxes.map((box) => box.height))];
      expect(heights, `heights of the inputs: ${JSON.stringify(boxes)}`).toHaveLength(1);
      const tops = boxes.filter((box) => row.includes(box.name)).map((box) => box.top);
      expect(tops, `tops of ${row.join(', ')}`).toHaveLength(row.length);
      expect(new Set(tops).size, `tops of ${row.join(', ')}: ${tops.join(', ')}`).toBe(1);
    };
    await expectAligned(['melkGevoerdAanKalveren', 'totaalOverigeProductie.kg']);
    await milk.type('Melk', '1000', 'Zelf zuivelen');
    await expect(milk.message('Gelieve Vet in te vullen').first()).toBeVisible();
    await expectAligned(['totaalZelfZuivel.kg', 'totaalZelfZuivel.vet', 'totaalZelfZuivel.eiwit']);
  });

  test('with an error notice open in a low window, Shift+Tab up through the fields never leaves one, or its label, behind the sticky bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) =>
      route.fulfill({ status: 400, json: { message: 'Niet opgeslagen', errorDetails: [{ message: 'Ureum moet tussen 10-80 liggen' }] } }),
    );
    await milk.save();
    await expect(milk.toast('Er ging iets fout')).toBeInViewport();
    // At the bottom of the page the fields of Zelf zuivelen lie under the bar (with its notice); the farmer clicks
    // 'Melk gevoerd aan kalveren' and goes up through them by keyboard.
    await page.mouse.wheel(0, 5000);
    await milk.field('Melk gevoerd aan kalveren').click();
    const hidden: string[] = [];
    const hiddenLabels: string[] = [];
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Shift+Tab');
      const seen = await focusedInSight(page);
      if (!seen.visible) hidden.push(seen.name);
      if (!seen.labelVisible) hiddenLabels.push(seen.name);
    }
    expect(hidden, 'fields hidden behind the sticky bar when focused').toEqual([]);
    expect(hiddenLabels, 'labels of focused fields hidden behind the sticky bar').toEqual([]);
  });

  test('at 400 % zoom (320 x 256) the bar scrolls away with the page: Tab through the fields leaves none, or its label, out of sight, and no field is cut off', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await expect(milk.mountPoint.locator('[data-klw-sticky-bar]')).toHaveCSS('position', 'static');
    // Each field whole inside its card: at 320 px a 16rem column cut off the input's right edge and its unit.
    const cut = await milk.mountPoint.getByRole('spinbutton').evaluateAll((fields) =>
      fields
        .filter((field) => {
          const card = field.closest('.fui-Card')?.getBoundingClientRect();
          const column = field.closest('.fui-Field')?.getBoundingClientRect();
          const box = field.parentElement?.getBoundingClientRect();
          return !card || !column || !box || box.right > Math.min(card.right, column.right) + 0.5;
        })
        .map((field) => field.getAttribute('name')),
    );
    expect(cut, 'fields wider than their card').toEqual([]);
    await milk.field('Melk', 'Zelf zuivelen').click();
    const hidden: string[] = [];
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      const seen = await focusedInSight(page);
      if (!seen.visible || !seen.labelVisible) hidden.push(seen.name);
    }
    expect(hidden, 'fields or labels out of sight when focused').toEqual([]);
  });

  test("Tab between a notice's buttons moves neither the page nor the notice out of sight", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) => route.fulfill({ status: 412, json: { message: 'Gewijzigd' } }));
    await milk.type('Melk', '0', 'Zelf zuivelen');
    await page.evaluate(() => window.scrollTo(0, 300));
    await milk.save();
    const ownInput = milk.mountPoint.getByRole('button', { name: 'Mijn invoer toch opslaan' });
    await expect(ownInput).toBeVisible();
    await ownInput.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    for (const name of ['Sluiten', 'Mijn invoer toch opslaan']) {
      await page.keyboard.press(name === 'Sluiten' ? 'Tab' : 'Shift+Tab');
      const seen = await focusedInSight(page);
      expect(seen.visible, `${seen.name} in sight`).toBe(true);
      expect(await page.evaluate(() => window.scrollY), `the page scrolled on Tab to ${name}`).toBe(scrolled);
    }
  });

  test('the info popup, opened from a button low in the window, is whole on the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    const info = milk.mountPoint.getByRole('button', { name: 'Informatie' });
    // The button near the bottom of the window: the popup opens upwards, over the card's top edge.
    await info.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 40));
    await info.focus();
    await page.keyboard.press('Enter');
    const note = page.getByRole('note');
    await expect(note).toContainText('Fosforgehalte:');
    const parts = await note.evaluate((popup) => {
      const box = popup.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + 4],
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + box.width / 2, box.bottom - 4],
      ];
      return points.map(([x = 0, y = 0]) => {
        const hit = document.elementFromPoint(x, y);
        return y >= 0 && y <= window.innerHeight && hit !== null && popup.contains(hit);
      });
    });
    expect(parts, 'top, middle and bottom of the popup visible').toEqual([true, true, true]);
  });

  test("months opened one after another by keyboard: Tab and Shift+Tab never leave a month under the table's sticky head or totals row", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    const months = milk.deliveries.getByRole('button', { expanded: false });
    await expect(months).toHaveCount(12);
    const hidden: string[] = [];
    // The farmer opens januari, then goes on to each next month with Tab and opens it with Enter.
    await months.first().focus();
    await page.keyboard.press('Enter');
    for (let month = 1; month < 12; month++) {
      await page.keyboard.press('Tab');
      const seen = await focusedInSight(page);
      if (!seen.visible) hidden.push(`Tab: ${seen.name}`);
      await page.keyboard.press('Enter');
    }
    // And back up through them all.
    for (let month = 1; month < 12; month++) {
      await page.keyboard.press('Shift+Tab');
      const seen = await focusedInSight(page);
      if (!seen.visible) hidden.push(`Shift+Tab: ${seen.name}`);
    }
    expect(hidden, 'months focused out of sight, under the head or the totals row').toEqual([]);
    await expect(milk.deliveries.getByRole('button', { expanded: true })).toHaveCount(12);
  });

  test('PageDown through an open year passes no delivery unseen between the sticky head and totals row', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    // Every month open: about 120 deliveries, a dozen pages.
    await milk.openEveryMonth();
    /** aria-rowindex of the first and last rows wholly in sight: inside the scroll container, below the head, above the totals. */
    const inSight = () =>
      milk.deliveries.evaluate((region) => {
        const band = region.getBoundingClientRect();
        const top = band.top + (region.querySelector('thead')?.getBoundingClientRect().height ?? 0);
        const bottom = band.bottom - (region.querySelector('tfoot')?.getBoundingClientRect().height ?? 0);
        const rows = Array.from(region.querySelectorAll('tbody tr[aria-rowindex]')).filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= top - 1 && box.bottom <= bottom + 1;
        });
        const index = (row: Element | undefined) => Number(row?.getAttribute('aria-rowindex'));
        return { first: index(rows[0]), last: index(rows.at(-1)), scrollTop: region.scrollTop };
      });
    await milk.deliveries.evaluate((region) => region.scrollTo(0, 0));
    await milk.deliveries.focus();
    const skipped: string[] = [];
    let before = await inSight();
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('PageDown');
      // Chromium may scroll a page smoothly: the rows are read once the scroll position holds still.
      let seen = before.scrollTop;
      await expect
        .poll(
          async () => {
            const now = await milk.deliveries.evaluate((region) => region.scrollTop);
            const still = now === seen && now > before.scrollTop;
            seen = now;
            return still;
          },
          { intervals: [100] },
        )
        .toBe(true);
      const after = await inSight();
      // Every row after the last one in sight must come into sight: the next page starts at most one row on.
      if (after.first > before.last + 1) skipped.push(`rows ${before.last + 1}-${after.first - 1} after PageDown ${press + 1}`);
      before = after;
    }
    expect(skipped, 'deliveries never shown while paging down').toEqual([]);
  });

  test('in an open year the spacers that stand in for rows out of view are as tall as those rows, so nothing jumps while scrolling', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await milk.openEveryMonth();
    await milk.deliveries.evaluate((region) => region.scrollTo(0, region.scrollHeight / 2));
    await expect
      .poll(() => milk.deliveries.evaluate((region) => region.querySelectorAll('tbody tr:not([aria-rowindex])').length))
      .toBeGreaterThan(0);
    // Per month: its rendered delivery rows' heights, and its spacers' height against the rows they stand for.
    const months = await milk.deliveries.evaluate((region) =>
      Array.from(region.querySelectorAll('tbody')).map((body) => {
        const [monthRow, ...rows] = Array.from(body.querySelectorAll('tr'));
        // The month, the empty time and UBN cells, then its count of deliveries.
        const deliveries = Number(monthRow?.cells[2]?.textContent?.replace(/\./g, ''));
        const shown = rows.filter((row) => row.hasAttribute('aria-rowindex'));
        const height = (row: Element) => row.getBoundingClientRect().height;
        return {
          month: monthRow?.cells[0]?.textContent?.replace(/[^a-z]/g, '') ?? '',
          rowHeights: shown.map(height),
          spacers: rows.filter((row) => !row.hasAttribute('aria-rowindex')).reduce((sum, row) => sum + height(row), 0),
          standFor: deliveries - shown.length,
        };
      }),
    );
    const rowHeights = [...new Set(months.flatMap((month) => month.rowHeights))];
    expect(rowHeights, 'every delivery row in the DOM: one height').toHaveLength(1);
    const rowHeight = rowHeights[0] ?? 0;
    expect(months.filter((month) => month.standFor > 0).length, 'months with rows out of view').toBeGreaterThan(0);
    for (const month of months) {
      expect(month.spacers, `the spacers of ${month.month}, for ${month.standFor} rows of ${rowHeight} px`).toBe(month.standFor * rowHeight);
    }
  });

  test('a notice that goes, on its own or closed, leaves the fields where they are on the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    const field = milk.field('Melk gevoerd aan kalveren');
    const fieldTop = async () => (await field.boundingBox())?.y ?? Number.NaN;
    // Halfway down the screen (the bar stuck at the top, the field in view) and at the very bottom of the page.
    for (const where of ['halfway', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'bottom' ? document.documentElement.scrollHeight : 700), where);
      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen')).toBeInViewport();
      // The farmer's pointer goes on to the field (a notice waits while the pointer rests on it, and a bar taller
      // than its quarter brings its notices where the button was).
      await field.hover();
      const shown = await fieldTop();
      // The success notice goes on its own after 5 s, while the farmer may be about to click a field.
      await expect(milk.toast('Succesvol opgeslagen')).toHaveCount(0, { timeout: 8000 });
      expect(Math.abs((await fieldTop()) - shown), `${where}: the field moved when the notice went`).toBeLessThanOrEqual(1);
    }
    await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) => route.fulfill({ status: 400, json: { message: 'Niet opgeslagen' } }));
    await page.evaluate(() => window.scrollTo(0, 700));
    await milk.save();
    await expect(milk.notice('Er ging iets fout')).toBeInViewport();
    const shown = await fieldTop();
    await milk.notice('Er ging iets fout').getByRole('button', { name: 'Sluiten' }).click();
    await expect(milk.notice('Er ging iets fout')).toHaveCount(0);
    expect(Math.abs((await fieldTop()) - shown), 'the field moved when the notice was closed').toBeLessThanOrEqual(1);
  });

  test('a success notice waits while the pointer rests on it or the keyboard is in it, and then goes', async ({ page }) => {
    // The notice's own clock is what this test is about: the page runs on Playwright's clock, which stands still
    // from the save on and moves only when the test moves it, however long each step takes on a busy machine.
    await page.clock.install();
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await milk.save();
    const notice = milk.mountPoint.getByRole('status').filter({ has: milk.toast('Succesvol opgeslagen') });
    await expect(notice).toBeVisible();

    // The pointer on it: past its 5 s it is still there.
    await notice.hover();
    await page.clock.runFor(6_000);
    await expect(notice).toBeVisible();

    // The keyboard in it (Tab from 'Alles opslaan', which kept the focus), the pointer gone: it stays.
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(notice).toBeVisible();

    // Both let go: it goes on its own, a moment later.
    await page.clock.resume();
    await page.keyboard.press('Shift+Tab');
    await expect(milk.saveButton).toBeFocused();
    await expect(notice).toHaveCount(0, { timeout: 6_000 });
    await expect(milk.saveButton).toBeFocused();
  });

  // A 1366 px laptop screen at Windows' 125 % scaling is 1093 CSS px wide; 1280 px is a common window; 375 px a phone.
  test("the table's column titles break between name and unit, never inside a unit, and fit beside the menu from 1093 px; on a phone they stand whole on each month's card", async ({ browser, context }) => {
    for (const width of [1280, 1093, 375]) {
      const sized = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-NL', storageState: await context.storageState() });
      const page = await sized.newPage();
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(OPEN_YEAR);
      if (width < 768) {
        // A phone: each month a card, each figure on a line of its own with its column's title whole before it.
        const januari = milk.deliveries.getByRole('row').filter({ has: page.getByRole('button', { name: /januari/i }) });
        const measure = () =>
          januari.locator('td[data-label]').evaluateAll((cells) =>
            cells.map((cell) => ({ title: getComputedStyle(cell, '::before').content, wraps: cell.scrollHeight > cell.clientHeight + 1, right: cell.getBoundingClientRect().right })),
          );
        // The heading shows before the year's rows, and evaluateAll does not wait: the card is waited for until its
        // five titled figures stand, then measured.
        await expect.poll(async () => (await measure()).filter((line) => line.title.includes('[')).length, { message: `${width} px` }).toBe(5);
        const lines = await measure();
        for (const line of lines) {
          expect(line.wraps, `${width} px: ${line.title} on one line`).toBe(false);
          expect(line.right, `${width} px: ${line.title} within the window`).toBeLessThanOrEqual(width);
        }
        const region = await milk.deliveries.evaluate((table) => ({ scrollWidth: table.scrollWidth, clientWidth: table.clientWidth }));
        expect(region.scrollWidth, `${width} px: the table scrolls sideways`).toBeLessThanOrEqual(region.clientWidth);
        await sized.close();
        continue;
      }
      // Per column title: its text, and on how many lines its whole title and its unit ('[mg / 100 ml]') stand.
      await expect(milk.deliveries.getByRole('columnheader').first()).toBeVisible();
      const titles = await milk.deliveries.getByRole('columnheader').evaluateAll((cells) =>
        cells.map((cell) => {
          const text = cell.textContent ?? '';
          const lines = (from: number, to: number) => {
            const range = document.createRange();
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            let offset = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const length = node.textContent?.length ?? 0;
              if (offset <= from && from < offset + length) range.setStart(node, from - offset);
              if (offset < to && to <= offset + length) range.setEnd(node, to - offset);
              offset += length;
            }
            // Lines, not boxes: the boxes of one line may stand a fraction of a pixel apart (inline boxes of other
            // fonts), so a top counts as a new line only when it is more than 4 px below the last one (a line is ~20 px).
            const tops = Array.from(range.getClientRects(), (rect) => rect.top).sort((a, b) => a - b);
            let lines = 0;
            let last = -Infinity;
            for (const top of tops) {
              if (top - last > 4) lines += 1;
              last = top;
            }
            return lines;
          };
          const unit = text.indexOf('[');
          return { text, title: lines(0, text.length), unit: unit < 0 ? 1 : lines(unit, text.length) };
        }),
      );
      expect(titles.filter((title) => title.text.includes('[')), `${width} px`).toHaveLength(5);
      for (const title of titles) expect(title.unit, `${width} px: the unit of '${title.text}' on one line`).toBe(1);
      const region = await milk.deliveries.evaluate((table) => ({ scrollWidth: table.scrollWidth, clientWidth: table.clientWidth }));
      if (width >= 1093) expect(region.scrollWidth, `${width} px: the table scrolls sideways`).toBeLessThanOrEqual(region.clientWidth);
      if (width >= 1280) for (const title of titles) expect(title.title, `${width} px: '${title.text}' on one line`).toBe(1);
      await sized.close();
    }
  });

  // 400 % of a 1280 px window is WCAG's reflow width: 320 CSS px, where nothing may need sideways scrolling; the table's
  // months and deliveries stand as cards there.
  for (const { zoom, width } of [{ zoom: 200, width: 640 }, { zoom: 400, width: 320 }]) {
    test(`at ${zoom} % zoom (${width} px wide) nothing scrolls sideways, the deliveries table neither`, async ({ browser, context }) => {
      const zoomed = await browser.newContext({ viewport: { width, height: 720 }, locale: 'nl-NL', storageState: await context.storageState() });
      const page = await zoomed.newPage();
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(OPEN_YEAR);
      await milk.deliveries.getByRole('button', { name: /januari/i }).click();
      await milk.mountPoint.getByRole('button', { name: 'Informatie' }).click();
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        const wide: string[] = [];
        const table = document.querySelector('#klw-app [role="region"][aria-label="Melkleveringen per maand"]');
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
          if (table && (table === element || table.contains(element))) continue;
          const rect = element.getBoundingClientRect();
          if (rect.width > 0 && rect.right > window.innerWidth + 1) {
            wide.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`.slice(0, 80));
          }
        }
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide: wide.slice(0, 10) };
      });
      expect(overflow.scrollWidth, `wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);
      const table = await milk.deliveries.evaluate((region) => ({ scrollWidth: region.scrollWidth, clientWidth: region.clientWidth }));
      expect(table.scrollWidth, 'the deliveries table scrolls sideways').toBeLessThanOrEqual(table.clientWidth);
      await zoomed.close();
    });
  }
});

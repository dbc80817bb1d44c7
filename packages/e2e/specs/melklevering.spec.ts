import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';

// Demo data of the local API (packages/local-api/README.md): the participant's open 2023 year starts with
// 'Melk gevoerd aan kalveren' empty (the menu warns); 2022 is closed.
const OPEN_YEAR = 1023;
const CLOSED_YEAR = 1022;

test.describe('the milk delivery screen in the portal', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test('shows the deliveries and expands a month', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await expect(milk.mountPoint.getByText(/^Laatste levering: \d{2}-\d{2}-\d{4}$/)).toBeVisible();
    for (const header of ['Afleverdatum', 'Aflevertijd', 'UBN', 'leveringen', 'Melk [kg]', 'Vet [%]', 'Eiwit [%]', 'Ureum [mg / 100 ml]', 'Fosfor [mg / 100 g]']) {
      await expect(milk.deliveries.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const januari = milk.deliveries.getByRole('button', { name: /januari/i });
    await expect(januari).toHaveAttribute('aria-expanded', 'false');
    await januari.click();
    await expect(januari).toHaveAttribute('aria-expanded', 'true');
    await expect(milk.deliveries.getByRole('rowheader', { name: /^\d{2}-01-2023$/ }).first()).toBeVisible();
  });

  test('edits, saves, keeps the values after a reload and the menu follows', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await expect(milk.menuState('Melklevering')).toContainText('Waarschuwing');
    await expect(milk.mountPoint.getByText('Gelieve Melk gevoerd aan kalveren in te vullen')).toBeVisible();

    await milk.type('Melk gevoerd aan kalveren', '5000');
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('5.000');
    await expect(milk.mountPoint.getByText('Gelieve Melk gevoerd aan kalveren in te vullen')).toHaveCount(0);
    // Saved from the bottom of the page, where the field is: the outcome shows where the farmer is looking.
    await page.mouse.wheel(0, 5000);
    await expect(milk.mountPoint.getByRole('heading', { name: 'Automatische melkleveringen' })).not.toBeInViewport();
    await milk.save();
    await expect(milk.toast('Succesvol opgeslagen')).toBeInViewport();
    await expect(milk.toast('Melkleveringen zijn opgeslagen')).toBeInViewport();
    await milk.expectNoticesCoverNothing();
    await expect(milk.menuState('Melklevering')).toContainText('Gereed');

    await page.reload();
    await expect(milk.heading).toBeVisible();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('5.000');
    await expect(milk.menuState('Melklevering')).toContainText('Gereed');
  });

  test('a failed save says why in Dutch, keeps every typed value and saving again works', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'Niet opgeslagen', errorDetails: [{ message: '<b>Ureum</b> moet tussen 10-80 liggen' }] },
      }),
    );
    await milk.type('Melk gevoerd aan kalveren', '7777');
    await milk.save();
    await expect(milk.toast('Er ging iets fout')).toBeVisible();
    // Server text is shown as text, never as HTML.
    await expect(page.getByText('<b>Ureum</b> moet tussen 10-80 liggen', { exact: true })).toBeVisible();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('7.777');

    await page.unroute('**/MelkLevering/SaveMelkLeveringGegevens');
    await milk.save();
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('7.777');
  });

  test('what is typed while a save is under way stays on the screen, unsaved, and leaving asks first', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    // A slow line: the save goes on its way only once the farmer has typed on.
    let typedOn: () => void = () => undefined;
    const farmerTypedOn = new Promise<void>((resolve) => (typedOn = resolve));
    await page.route('**/MelkLevering/SaveMelkLeveringGegevens', async (route) => {
      await farmerTypedOn;
      await route.continue();
    });
    await milk.type('Melk gevoerd aan kalveren', '8888');
    await milk.saveButton.click();
    await expect(milk.mountPoint.getByRole('button', { name: 'Opslaan...' }).first()).toBeVisible();
    await milk.type('Ureum', '33', 'Zelf zuivelen');
    typedOn();
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();

    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('8.888');
    await expect(milk.field('Ureum', 'Zelf zuivelen')).toHaveValue('33');
    await milk.expectLeavingAsks('Krachtvoer');
    await expect(milk.field('Ureum', 'Zelf zuivelen')).toHaveValue('33');
  });

  test('a closed year is read-only, and says so: no save button, nothing to edit', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(CLOSED_YEAR);
    await expect(milk.mountPoint.getByText('Deze kringloopwijzer is afgesloten. Het scherm is alleen te bekijken.')).toBeVisible();
    await expect(milk.mountPoint.getByRole('button', { name: 'Alles opslaan' })).toHaveCount(0);
    await expect(milk.manualCheckbox).toBeDisabled();
    const kalveren = milk.field('Melk gevoerd aan kalveren');
    await expect(kalveren).toHaveAttribute('readonly', '');
    // And it looks it: its box is filled and has no outline, unlike the same field in an open year.
    // In forced colours (a Windows contrast theme) the browser paints both boxes in the theme's colours, so the
    // outline's style must tell them apart there.
    const look = () => kalveren.evaluate((input) => {
      const box = getComputedStyle(input.parentElement as HTMLElement);
      return { background: box.backgroundColor, border: box.borderTopColor, outline: `${box.borderTopStyle} ${box.borderTopColor}` };
    });
    const looks = async () => {
      const normal = await look();
      await page.emulateMedia({ forcedColors: 'active' });
      const forced = await look();
      await page.emulateMedia({ forcedColors: 'none' });
      return { normal, forced };
    };
    const closed = await looks();
    await milk.openYear(OPEN_YEAR);
    await expect(kalveren).not.toHaveAttribute('readonly');
    const open = await looks();
    expect(closed.normal.background, 'background of a read-only field against an editable one').not.toBe(open.normal.background);
    expect(closed.normal.border, 'outline of a read-only field against an editable one').not.toBe(open.normal.border);
    expect(closed.forced.outline, 'outline in forced colours, read-only against editable').not.toBe(open.forced.outline);
  });

  test('printed, an open year puts every delivery of its open months on paper, the head on each page and the totals once', async ({ page }, testInfo) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    // A save that fails leaves a notice in the bar; neither it nor the button belongs on paper.
    await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) => route.fulfill({ status: 400, json: { message: 'Niet opgeslagen' } }));
    await milk.save();
    await expect(milk.toast('Er ging iets fout')).toBeVisible();
    await milk.openEveryMonth();
    // The footer: 'Totaal', the empty time and UBN cells, then the count of deliveries.
    const total = Number((await milk.deliveries.locator('tfoot td').nth(1).innerText()).replace(/\./g, ''));
    const dates = milk.deliveries.getByRole('rowheader', { name: /^\d{2}-\d{2}-2023$/ });
    // On screen only the rows near the view are in the DOM; the paper must not stop at those.
    expect(await dates.count()).toBeLessThan(total);

    const file = testInfo.outputPath('melklevering.pdf');
    await page.pdf({ path: file, format: 'A4' });
    // Read as a person reads the paper: its text, page by page (poppler's pdftotext; the e2e runner installs it).
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((text) => text.trim() !== '');
    const deliveryLine = /^\s*\d{2}-\d{2}-2023\s+\d{2}:\d{2}\s/gm;
    const printed = pages.map((text) => text.match(deliveryLine)?.length ?? 0);
    expect(printed.reduce((sum, count) => sum + count, 0), `deliveries per page: ${printed.join(', ')}`).toBe(total);
    const withDeliveries = pages.filter((_, index) => (printed[index] ?? 0) > 0);
    expect(withDeliveries.length, 'the year takes more than one page').toBeGreaterThan(1);
    for (const text of withDeliveries) expect(text).toContain('Afleverdatum');
    expect(pages.join('\n').match(/^\s*Totaal\s/gm), "the year's totals, once, not on every page").toHaveLength(1);
    for (const text of ['Alles opslaan', 'Er ging iets fout', 'Niet opgeslagen']) expect(pages.join('\n'), 'on paper').not.toContain(text);
    // The portal's menu stays off the paper; the farm and the year head the first page, and the deliveries start there.
    expect(pages.join('\n'), "the menu's items on paper").not.toContain('Krachtvoer');
    expect(pages[0], 'the first page').toMatch(/Melkveebedrijf De Vries[\s\S]*2023[\s\S]*Melklevering/);
    expect(printed[0], `deliveries per page: ${printed.join(', ')}`).toBeGreaterThan(0);
    // The screen shows no pictures, so the paper holds none. A card's shadow was printed as a page-sized bitmap on
    // every page it spans: a 5,000-delivery year took over 30 s to print and came to 15 MB.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images, 'images in the printed PDF (pdfimages -list)').toEqual([]);

    // Back on screen the table keeps only the rows near the view again.
    expect(await dates.count()).toBeLessThan(total);

    // The info button (ⓘ) opens its text on a click: drawn on paper it leads nowhere.
    const info = milk.mountPoint.getByRole('button', { name: 'Informatie' });
    await expect(info).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(info, 'the info button on paper').toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(info).toBeVisible();
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await milk.type('Melk gevoerd aan kalveren', '1234');
    await milk.expectLeavingAsks('Krachtvoer');
    await expect(milk.heading).toBeVisible();
  });

  test("another year in the portal's list asks first; staying shows this page's year in the list again", async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(OPEN_YEAR);
    await milk.type('Melk gevoerd aan kalveren', '1234');
    const years = milk.yearList;
    await expect(years.locator('option:checked')).toHaveText('2023');

    await milk.expectChoosingYearAsks('2022');
    // The screen still shows 2023 with what was typed; a list saying 2022 would have the farmer type 2022's figures
    // into 2023.
    await expect(years.locator('option:checked')).toHaveText('2023');
    await expect(page).toHaveURL(new RegExp(`/melklevering/Index/${OPEN_YEAR}$`));
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('1.234');

    page.once('dialog', (dialog) => void dialog.accept());
    await years.selectOption({ label: '2022' });
    await expect(page).toHaveURL(new RegExp(`/melklevering/Index/${CLOSED_YEAR}$`));
    await expect(years.locator('option:checked')).toHaveText('2022');
  });
});

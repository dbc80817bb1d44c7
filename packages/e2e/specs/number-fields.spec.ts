import { expect, test } from '../support/test';
import type { Locator } from '@playwright/test';
import { FeedDeliveryPage } from '../pages/feed-delivery.page';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';

// Demo data (packages/local-api/README.md): 3023 is Maatschap Jansen's open 2023 year, which the adviser with a
// proxy may edit and no other spec touches, so these specs save there; 4023 (Bakker, manual registration forced
// on) takes the zero; 1023 and 1019 (manual registration on) are only read. Every value is typed the same in both locales, so the order of the runs
// does not matter.
const SAVED_YEAR = 3023;
const ZERO_YEAR = 4023;
const PARTICIPANT_YEAR = 1023;
const MANUAL_YEAR = 1019;

interface Entry {
  group?: 'Handmatige levering' | 'Zelf zuivelen';
  label: string;
  /** Two ways a farmer writes the same figure; both must end as `shown`. */
  typed: [string, string];
  shown: string;
}

const totaalEntries = (group: 'Handmatige levering' | 'Zelf zuivelen'): Entry[] => [
  { group, label: 'Melk', typed: ['1.234.567', '1234567'], shown: '1.234.567' },
  { group, label: 'Vet', typed: ['4,45', '4.45'], shown: '4,45' },
  { group, label: 'Eiwit', typed: ['3,51', '3.51'], shown: '3,51' },
  { group, label: 'Ureum', typed: ['24,6', '25'], shown: '25' },
  { group, label: 'Fosfor', typed: ['94,5', '95'], shown: '95' },
];

// Every number field of a 2023 screen with manual registration on.
const EVERY_FIELD: Entry[] = [
  ...totaalEntries('Handmatige levering'),
  ...totaalEntries('Zelf zuivelen'),
  { label: 'Melk gevoerd aan kalveren', typed: ['12.500', '12500'], shown: '12.500' },
  { label: 'Overige productie', typed: ['1.200', '1200'], shown: '1.200' },
];

const name = (entry: Entry): string => (entry.group ? `${entry.group} ${entry.label}` : entry.label);

for (const locale of ['nl-NL', 'en-US']) {
  test.describe(`number fields in a browser set to ${locale}`, () => {
    test.use({ locale });

    test('what a farmer types in every field is what is shown, saved and loaded again', async ({ page, context }) => {
      // 24 figures typed key by key, each followed by Tab: the longest typing of the suite, three times the ceiling.
      test.slow();
      await signIn(context, /Adviseur/);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(SAVED_YEAR);
      if (!(await milk.manualCheckbox.isChecked())) await milk.manualCheckbox.click();
      const field = (entry: Entry): Locator => milk.field(entry.label, entry.group);

      for (const entry of EVERY_FIELD) {
        for (const typed of entry.typed) {
          await milk.typeInto(field(entry), typed);
          await expect(field(entry), `${name(entry)} after typing ${typed}`).toHaveValue(entry.shown);
        }
      }
      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();

      await page.reload();
      await expect(milk.heading).toBeVisible();
      for (const entry of EVERY_FIELD) {
        await expect(field(entry), `${name(entry)} after a reload`).toHaveValue(entry.shown);
      }
    });

    test("Krachtvoer's fields read a typed number as the milk screen's do: '2.000' is two thousand kg", async ({ page, context }) => {
      await signIn(context, /Adviseur/);
      const feed = new FeedDeliveryPage(page);
      await feed.openYear(SAVED_YEAR);
      if ((await feed.row(1).count()) === 0) await feed.addRowButton.click();
      await feed.typeInto(feed.product(1), 'Melkveebrok');
      const figure = (label: string): Locator => feed.row(1).getByRole('spinbutton', { name: new RegExp(`^${label}`) });
      const entries: { label: string; typed: string[]; shown: string }[] = [
        { label: 'Hoeveelheid', typed: ['1.234.567', '1234567'], shown: '1.234.567,0' },
        { label: 'Hoeveelheid', typed: ['2000', '2.000'], shown: '2.000,0' },
        { label: 'RE', typed: ['1.000', '1000'], shown: '1.000' },
        { label: 'Fosfor', typed: ['1.5', '1,5'], shown: '1,5' },
      ];
      for (const entry of entries) {
        for (const typed of entry.typed) {
          await feed.typeInto(figure(entry.label), typed);
          await expect(figure(entry.label), `${entry.label} after typing ${typed}`).toHaveValue(entry.shown);
        }
      }
      await feed.save();
      await expect(feed.toast('Voerleveringen zijn opgeslagen')).toBeVisible();
      await page.reload();
      await expect(feed.manualCard).toBeVisible();
      await expect(figure('Hoeveelheid')).toHaveValue('2.000,0');
      await expect(figure('RE')).toHaveValue('1.000');
      await expect(figure('Fosfor')).toHaveValue('1,5');
    });

    test('text that is no number stays as typed with a Dutch message; letters and e are refused', async ({ page, context }) => {
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(PARTICIPANT_YEAR);
      const vet = milk.field('Vet', 'Zelf zuivelen');
      await milk.typeInto(vet, '4,4,5');
      await expect(vet).toHaveValue('4,4,5');
      await expect(milk.message('Vet is geen geldig getal')).toBeVisible();

      await milk.typeInto(vet, '4e,x45');
      await expect(vet).toHaveValue('4,45');
      await expect(milk.message('Vet is geen geldig getal')).toHaveCount(0);

      // A whole-number field does not guess whether a dot was a decimal point.
      const melk = milk.field('Melk', 'Zelf zuivelen');
      await milk.typeInto(melk, '12.5');
      await expect(melk).toHaveValue('12.5');
      await expect(milk.message('Melk is geen geldig getal')).toBeVisible();
    });

    test('a save is refused while a field holds no number: nothing is sent, the stored figure stays, the field is named and focused', async ({ page, context }) => {
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      // 1019: manual registration on, so 'Handmatige levering' shows its stored figures.
      await milk.openYear(MANUAL_YEAR);
      const melk = milk.field('Melk', 'Handmatige levering');
      const stored = await melk.inputValue();
      expect(stored).toMatch(/^\d{1,3}(\.\d{3})+$/);
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('SaveMelkLeveringGegevens')) saves.push(request.method());
      });

      // One more digit typed after the figure as shown ('1.040.000' -> '1.040.0000'): no number the field can read.
      await melk.click();
      await page.keyboard.press('End');
      await page.keyboard.type('0');
      await milk.save();
      await expect(milk.notice('Er ging iets fout')).toContainText('Handmatige levering: Melk is geen geldig getal. Er is niets opgeslagen.');
      await expect(milk.toast('Succesvol opgeslagen')).toHaveCount(0);
      await expect(melk).toHaveValue(`${stored}0`);
      await expect(melk).toBeFocused();
      expect(saves.filter((method) => method === 'POST')).toEqual([]);

      // The year as stored, in another tab: the figure is still there.
      const other = new MilkDeliveryPage(await context.newPage());
      await other.openYear(MANUAL_YEAR);
      await expect(other.field('Melk', 'Handmatige levering')).toHaveValue(stored);
    });

    test('a figure pasted with Ctrl+V leaves its unit behind; pasted text that is no number stays, with a Dutch message', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(PARTICIPANT_YEAR);
      const paste = async (field: Locator, text: string) => {
        await page.evaluate((value) => navigator.clipboard.writeText(value), text);
        await field.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('ControlOrMeta+V');
        await page.keyboard.press('Tab');
      };
      const melk = milk.field('Melk', 'Zelf zuivelen');
      const vet = milk.field('Vet', 'Zelf zuivelen');
      const ureum = milk.field('Ureum', 'Zelf zuivelen');
      await paste(melk, '8.000 kg');
      await expect(melk).toHaveValue('8.000');
      await paste(vet, '4,5%');
      await expect(vet).toHaveValue('4,50');
      await paste(ureum, '21 mg/100 ml');
      await expect(ureum).toHaveValue('21');
      for (const label of ['Melk', 'Vet', 'Ureum']) await expect(milk.message(`${label} is geen geldig getal`)).toHaveCount(0);

      await paste(vet, '€ 4,5');
      await expect(vet).toHaveValue('€ 4,5');
      await expect(milk.message('Vet is geen geldig getal')).toBeVisible();
    });

    test('clamps on blur, steps with the arrows, ignores Enter', async ({ page, context }) => {
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(PARTICIPANT_YEAR);
      const vet = milk.field('Vet', 'Zelf zuivelen');
      // 45 for 4,5 (the comma forgotten) becomes the maximum, and the field says what became of it.
      await milk.typeInto(vet, '45');
      await expect(vet).toHaveValue('8,00');
      await expect(vet).toHaveAccessibleDescription('45 is aangepast naar 8,00');
      await expect(vet).not.toHaveAttribute('aria-invalid', 'true');
      await milk.typeInto(vet, '1,5');
      await expect(vet).toHaveValue('2,00');
      await expect(vet).toHaveAccessibleDescription('1,5 is aangepast naar 2,00');
      await milk.typeInto(vet, '4,5');
      await expect(vet).toHaveValue('4,50');
      await expect(vet).toHaveAccessibleDescription('');

      const ureum = milk.field('Ureum', 'Zelf zuivelen');
      await milk.clickAndSelectAll(ureum);
      await page.keyboard.type('20');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(ureum).toHaveValue('21');
      await expect(ureum).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ureum).toHaveValue('21');
      await expect(ureum).toHaveAttribute('aria-valuenow', '21');
    });

    test('the wheel over a focused field scrolls the page and leaves the value alone', async ({ page, context }) => {
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(PARTICIPANT_YEAR);
      const melk = milk.field('Melk', 'Zelf zuivelen');
      await milk.typeInto(melk, '5000');
      await melk.click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await melk.scrollIntoViewIfNeeded();
      await melk.hover();
      await expect(melk).toBeFocused();
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
      await expect(melk).toHaveValue('5.000');
    });

    test("a click into 'Overige productie' below the fold takes the keys", async ({ page, context }) => {
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(PARTICIPANT_YEAR);
      const overige = milk.field('Overige productie');
      expect(await overige.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
      const before = await overige.inputValue();
      await overige.click();
      await page.keyboard.type('7');
      await expect(overige).not.toHaveValue(before);
      await expect(overige).toHaveValue(/7/);
      await milk.typeInto(overige, '1.200');
      await expect(overige).toHaveValue('1.200');
    });

    test("a 0 in 'Overige productie' stays 0 and is named; Zelf zuivelen Melk 0 asks nothing more", async ({ page, context }) => {
      await signIn(context, /Adviseur/);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(ZERO_YEAR);
      const overige = milk.field('Overige productie');
      await milk.typeInto(overige, '0');
      await expect(overige).toHaveValue('0');
      await expect(milk.message('Overige productie moet minimaal 1 zijn')).toBeVisible();

      const zelf = milk.mountPoint.getByRole('group', { name: 'Zelf zuivelen' });
      await milk.typeInto(milk.field('Melk', 'Zelf zuivelen'), '0');
      await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('0');
      await expect(zelf.getByText(/Gelieve|moet/)).toHaveCount(0);

      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
      await page.reload();
      await expect(milk.heading).toBeVisible();
      await expect(overige).toHaveValue('0');
      await expect(milk.message('Overige productie moet minimaal 1 zijn')).toBeVisible();
      await expect(milk.field('Melk', 'Zelf zuivelen')).toHaveValue('0');
      await expect(zelf.getByText(/Gelieve|moet/)).toHaveCount(0);
    });

    test('a message changes when the field is left, never halfway through typing', async ({ page, context }) => {
      await signIn(context, /deelnemer|participant/i);
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(PARTICIPANT_YEAR);
      await milk.typeInto(milk.field('Melk', 'Zelf zuivelen'), '5000');
      const fosfor = milk.field('Fosfor', 'Zelf zuivelen');
      await expect(milk.message('Gelieve Fosfor in te vullen')).toBeVisible();
      await milk.clickAndSelectAll(fosfor);
      await page.keyboard.type('9');
      // The field has rendered the 9 (its value, from the form); the range message must not flash with it.
      await expect(fosfor).toHaveAttribute('aria-valuenow', '9');
      await expect(milk.message('Fosfor moet tussen 75-125 liggen')).toHaveCount(0);
      await expect(milk.message('Gelieve Fosfor in te vullen')).toBeVisible();
      await page.keyboard.type('5');
      await page.keyboard.press('Tab');
      await expect(milk.message('Gelieve Fosfor in te vullen')).toHaveCount(0);
      await expect(milk.message('Fosfor moet tussen 75-125 liggen')).toHaveCount(0);
    });
  });
}

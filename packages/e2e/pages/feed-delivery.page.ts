import { expect, type Locator, type Page } from '@playwright/test';
import { FormPage } from './form.page';

/** The feed delivery screen (Krachtvoer) inside the portal page: the suppliers' deliveries and the rows added by hand. */
export class FeedDeliveryPage extends FormPage {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly deliveries: Locator;
  readonly manualCard: Locator;
  readonly addRowButton: Locator;
  private timing = false;

  constructor(page: Page) {
    super(page);
    this.heading = this.mountPoint.getByRole('heading', { name: 'Krachtvoer', level: 1 });
    // The sticky bar's; the form ends with one more (endSaveButton).
    this.saveButton = this.mountPoint.getByRole('button', { name: /Alles opslaan|Opslaan\.\.\./ }).first();
    this.deliveries = this.mountPoint.getByRole('region', { name: 'Automatische voerleveringen' });
    this.manualCard = this.mountPoint.getByRole('heading', { name: 'Handmatige voerleveringen' });
    this.addRowButton = this.mountPoint.getByRole('button', { name: 'Regel toevoegen' });
  }

  /** Opens the year's screen; `portalUrl` for a spec's own system (support/own-system.ts). */
  async openYear(klwId: number, portalUrl = ''): Promise<void> {
    await this.open(`${portalUrl}/voer/krachtvoer/Index/${klwId}`);
    await expect(this.heading).toBeVisible();
    await expect(this.manualCard).toBeVisible();
  }

  /**
   * Opens the year's screen and says how long it took, from the navigation's start to the first painted frame that
   * shows the rows added by hand (taken in the page, so the driver's round trips do not count).
   */
  async openYearTimed(klwId: number, portalUrl = ''): Promise<number> {
    if (!this.timing) {
      this.timing = true;
      await this.page.addInitScript(() => {
        const seen = (): void => {
          if (document.querySelector('#klw-app li[data-row] legend')) {
            requestAnimationFrame(() => setTimeout(() => ((window as { rowsShownAt?: number }).rowsShownAt = performance.now())));
            return;
          }
          requestAnimationFrame(seen);
        };
        requestAnimationFrame(seen);
      });
    }
    await this.openYear(klwId, portalUrl);
    const shownAt = await this.page.waitForFunction(() => (window as { rowsShownAt?: number }).rowsShownAt);
    return (await shownAt.jsonValue()) as number;
  }

  /**
   * Types `text` into the focused field one key at a time, at about a person's pace, and says for each key how long
   * it took from the key event to the next painted frame (the event's own time stamp, so a busy page counts; the
   * frame, then a task: the paint is done). The bench times the milk screen's keys the same way.
   */
  async typeTimed(text: string): Promise<number[]> {
    type Timed = Window & { keyPaints?: number[]; stopTiming?: AbortController };
    await this.page.evaluate(() => {
      const timed = window as Timed;
      const paints: number[] = [];
      timed.keyPaints = paints;
      timed.stopTiming = new AbortController();
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => paints.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true, signal: timed.stopTiming.signal },
      );
    });
    for (const [typed, key] of [...text].entries()) {
      await this.page.keyboard.press(key);
      await this.page.waitForFunction((count) => ((window as Timed).keyPaints?.length ?? 0) > count, typed, { polling: 'raf' });
      // eslint-disable-next-line no-restricted-syntax -- time is the subject: a person's pace between keys, so that each key paints on its own
      await this.page.waitForTimeout(100);
    }
    return this.page.evaluate(() => {
      const timed = window as Timed;
      timed.stopTiming?.abort();
      return timed.keyPaints ?? [];
    });
  }

  /** The rows added by hand, in the box they scroll in. */
  get rowList(): Locator {
    return this.mountPoint.getByRole('list').filter({ has: this.page.getByRole('group', { name: /^Regel \d+$/ }) });
  }

  /** 'U kunt hoogstens 2.000 regels toevoegen.' under 'Regel toevoegen'. */
  get rowCapMessage(): Locator {
    return this.mountPoint.getByRole('alert').filter({ hasText: /^U kunt hoogstens [\d.]+ regels toevoegen\.$/ });
  }

  /** Turns the mouse wheel over the rows until row `number` is in sight, as a farmer scrolls to it. */
  async scrollToRow(number: number): Promise<void> {
    await this.rowList.hover();
    for (let turn = 0; turn < 40; turn += 1) {
      const target = this.row(number);
      if ((await target.count()) > 0 && (await target.isVisible()) && (await this.inScrollView(target))) return;
      // Which rows the box shows now, and their height, say how far to turn.
      const shown = await this.rowList.locator('li[aria-posinset]').evaluateAll((items) =>
        items.map((item) => ({ at: Number(item.getAttribute('aria-posinset')), top: item.getBoundingClientRect().top, height: item.getBoundingClientRect().height })),
      );
      const box = await this.rowList.evaluate((list) => list.parentElement!.getBoundingClientRect().top);
      const nearest = shown.filter((item) => item.top >= box).sort((a, b) => a.top - b.top)[0] ?? shown[0];
      const height = nearest?.height ?? 90;
      await this.page.mouse.wheel(0, (number - (nearest?.at ?? 1)) * height);
      // The wheel's scroll and the rows it brings are painted by the second frame; the next turn reads them.
      await this.page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    }
    throw new Error(`row ${number} did not come into sight`);
  }

  private async inScrollView(row: Locator): Promise<boolean> {
    return row.evaluate((group) => {
      const box = group.closest('ul')?.parentElement?.getBoundingClientRect();
      const own = group.getBoundingClientRect();
      return Boolean(box && own.top >= box.top - 1 && own.bottom <= box.bottom + 1);
    });
  }

  /** A row the farmer added, by its name ('Regel 1'). */
  row(number: number): Locator {
    return this.mountPoint.getByRole('group', { name: `Regel ${number}`, exact: true });
  }

  product(number: number): Locator {
    return this.row(number).getByRole('textbox', { name: /^Product/ });
  }

  hoeveelheid(number: number): Locator {
    return this.row(number).getByRole('spinbutton', { name: /^Hoeveelheid/ });
  }

  /** The figures of the deliveries table's footer 'Totaal': Hoeveelheid, RE, Fosfor as shown (its last three cells). */
  async totals(): Promise<string[]> {
    return (await this.deliveries.locator('tfoot td').allTextContents()).slice(-3);
  }

  /** Every Hoeveelheid of the suppliers' deliveries as shown ('onbekend' where the supplier sent none). */
  async deliveredKg(): Promise<string[]> {
    return this.deliveries.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));
  }
}

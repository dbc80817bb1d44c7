import { expect, type Locator, type Page } from '@playwright/test';
import { FormPage } from './form.page';

/** The feed delivery screen (Krachtvoer) inside the portal page: the suppliers' deliveries and the rows added by hand. */
export class FeedDeliveryPage extends FormPage {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly deliveries: Locator;
  readonly manualCard: Locator;
  readonly addRowButton: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.mountPoint.getByRole('heading', { name: 'Krachtvoer', level: 1 });
    this.saveButton = this.mountPoint.getByRole('button', { name: /Alles opslaan|Opslaan\.\.\./ });
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

  /** A row the farmer added, by its name ('Regel 1'). */
  row(number: number): Locator {
    return this.mountPoint.getByRole('group', { name: `Regel ${number}` });
  }

  product(number: number): Locator {
    return this.row(number).getByRole('textbox', { name: /^Product/ });
  }

  hoeveelheid(number: number): Locator {
    return this.row(number).getByRole('spinbutton', { name: /^Hoeveelheid/ });
  }

  /** The figures of the deliveries table's footer 'Totaal': Hoeveelheid, RE, P as shown. */
  async totals(): Promise<string[]> {
    return this.deliveries.locator('tfoot td').allTextContents();
  }

  /** Every Hoeveelheid of the suppliers' deliveries as shown ('' where the supplier sent none). */
  async deliveredKg(): Promise<string[]> {
    return this.deliveries.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));
  }
}

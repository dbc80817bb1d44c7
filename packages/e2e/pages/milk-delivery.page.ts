import { expect, type Locator, type Page } from '@playwright/test';
import { PortalPage } from './portal.page';

/** The milk delivery screen (Melklevering) inside the portal page. */
export class MilkDeliveryPage extends PortalPage {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly automaticCard: Locator;
  readonly manualCard: Locator;
  readonly manualCheckbox: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 });
    this.saveButton = this.mountPoint.getByRole('button', { name: /Alles opslaan|Opslaan\.\.\./ });
    this.automaticCard = this.mountPoint.locator('section, div').filter({ has: page.getByText('Automatische melkleveringen', { exact: false }) }).last();
    this.manualCard = this.mountPoint.locator('section, div').filter({ has: page.getByText('Handmatige melkleveringen', { exact: false }) }).last();
    this.manualCheckbox = this.mountPoint.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' });
  }

  async openYear(klwId: number): Promise<void> {
    await this.open(`/melklevering/Index/${klwId}`);
    await expect(this.heading).toBeVisible();
  }

  /** A number field by its accessible label; `nth` picks the Zelf zuivelen field when the name repeats. */
  field(label: string, nth = 0): Locator {
    return this.mountPoint.getByRole('textbox', { name: label, exact: true }).or(this.mountPoint.getByRole('spinbutton', { name: label, exact: true })).nth(nth);
  }

  async save(): Promise<void> {
    await this.mountPoint.getByRole('button', { name: 'Alles opslaan' }).click();
  }

  toast(title: string): Locator {
    return this.page.getByText(title, { exact: true });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { PortalPage } from './portal.page';

/** The milk delivery screen (Melklevering) inside the portal page. */
export class MilkDeliveryPage extends PortalPage {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly deliveries: Locator;
  readonly manualCheckbox: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 });
    this.saveButton = this.mountPoint.getByRole('button', { name: /Alles opslaan|Opslaan\.\.\./ });
    this.deliveries = this.mountPoint.getByRole('region', { name: 'Melkleveringen per maand' });
    this.manualCheckbox = this.mountPoint.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' });
  }

  async openYear(klwId: number): Promise<void> {
    await this.open(`/melklevering/Index/${klwId}`);
    await expect(this.heading).toBeVisible();
  }

  /** A number field by its accessible label, optionally inside a group ('Handmatige levering', 'Zelf zuivelen'). */
  field(label: string, group?: string): Locator {
    const scope = group ? this.mountPoint.getByRole('group', { name: group }) : this.mountPoint;
    return scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('spinbutton', { name: label, exact: true }));
  }

  async type(label: string, value: string, group?: string): Promise<void> {
    const field = this.field(label, group);
    await field.click();
    await this.field(label, group).fill(value);
    await this.field(label, group).blur();
  }

  menuState(title: string): Locator {
    return this.menu.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  async save(): Promise<void> {
    await this.mountPoint.getByRole('button', { name: 'Alles opslaan' }).click();
  }

  toast(title: string): Locator {
    return this.page.getByText(title, { exact: true });
  }
}

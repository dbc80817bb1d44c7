import { expect, type Locator, type Page } from '@playwright/test';
import { FormPage } from './form.page';

/** The milk delivery screen (Melklevering) inside the portal page. */
export class MilkDeliveryPage extends FormPage {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly deliveries: Locator;
  readonly manualCheckbox: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 });
    // The sticky bar's; the form ends with one more (endSaveButton).
    this.saveButton = this.mountPoint.getByRole('button', { name: /Alles opslaan|Opslaan\.\.\./ }).first();
    this.deliveries = this.mountPoint.getByRole('region', { name: 'Melkleveringen per maand' });
    this.manualCheckbox = this.mountPoint.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' });
  }

  /** Opens every month of the deliveries table that is closed. */
  async openEveryMonth(): Promise<void> {
    const closed = this.deliveries.getByRole('button', { expanded: false });
    while ((await closed.count()) > 0) await closed.first().click();
  }

  /** Opens the year's screen; `portalUrl` for a spec's own system (support/own-system.ts). */
  async openYear(klwId: number, portalUrl = ''): Promise<void> {
    await this.open(`${portalUrl}/melklevering/Index/${klwId}`);
    await expect(this.heading).toBeVisible();
  }

  /** A number field (a spin button) by its label, optionally inside a group ('Handmatige levering', 'Zelf zuivelen'). */
  field(label: string, group?: string): Locator {
    const scope = group ? this.mountPoint.getByRole('group', { name: group }) : this.mountPoint;
    return scope.getByRole('spinbutton', { name: label, exact: true });
  }

  /** A farmer's way into a field: a click, then the keyboard (never fill), then Tab out of it. */
  async type(label: string, value: string, group?: string): Promise<void> {
    await this.typeInto(this.field(label, group), value);
  }

  /** The message under a field (Fluent's Field links it as the input's description). */
  message(text: string): Locator {
    return this.mountPoint.getByText(text, { exact: true });
  }

  /** The panel of a load that failed, with its 'Opnieuw proberen'. */
  get loadFailure(): Locator {
    return this.mountPoint.getByRole('alert').filter({ hasText: 'De melkleveringen konden niet worden geladen.' });
  }

  /**
   * Notices never block the work: none floats over the screen (each is in the page's flow, or in the sticky bar
   * with 'Alles opslaan', which a farmer scrolls the fields out from under), none lies over the button, and the
   * button and every field still take a click (Playwright's trial click: Chromium's hit test finds the element).
   */
  async expectNoticesCoverNothing(): Promise<void> {
    const notices = this.mountPoint.locator('[role="alert"], [role="status"]');
    const floating = await notices.evaluateAll((found) =>
      found.flatMap((notice) => {
        for (let element: Element | null = notice; element && element.id !== 'klw-app'; element = element.parentElement) {
          const { position } = getComputedStyle(element);
          if (position === 'fixed' || position === 'absolute') return [`${notice.textContent} (${position})`];
          const withActions = [...element.querySelectorAll('button')].some((button) => button.textContent === 'Alles opslaan');
          if (position === 'sticky' && !withActions) return [`${notice.textContent} (sticky without the actions)`];
        }
        return [];
      }),
    );
    expect(floating, 'notices floating over the screen').toEqual([]);
    const button = await this.saveButton.boundingBox();
    for (const notice of await notices.all()) {
      const box = await notice.boundingBox();
      if (!box || !button) continue;
      const overlaps =
        box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, 'a notice covers Alles opslaan').toBe(false);
    }
    for (const target of [this.saveButton, ...(await this.mountPoint.getByRole('spinbutton').all())]) {
      await target.click({ trial: true, timeout: 5_000 });
    }
  }
}

import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page';

/** What every form screen on the screen kit offers inside the portal page: typing, saving, its notices, drafts. */
export class FormPage extends PortalPage {
  /** A farmer's way into a field: a click, then the keyboard (never fill), then Tab out of it. */
  async typeInto(field: Locator, value: string): Promise<void> {
    await this.clickAndSelectAll(field);
    await this.page.keyboard.type(value);
    await this.page.keyboard.press('Tab');
  }

  /** Clicks into a field and selects its text, so the next keys replace it. */
  async clickAndSelectAll(field: Locator): Promise<void> {
    await field.click();
    await this.page.keyboard.press('ControlOrMeta+A');
  }

  /** The sticky bar's 'Alles opslaan'. */
  async save(): Promise<void> {
    await this.mountPoint.getByRole('button', { name: 'Alles opslaan' }).first().click();
  }

  /** 'Alles opslaan' after the last card: where a farmer typing down the form arrives by Tab. */
  get endSaveButton(): Locator {
    return this.mountPoint.getByRole('button', { name: /Alles opslaan|Opslaan\.\.\./ }).last();
  }

  toast(title: string): Locator {
    return this.page.getByText(title, { exact: true });
  }

  /** A notice of the screen by its title ('Er ging iets fout', 'Uw sessie is verlopen'). */
  notice(title: string): Locator {
    return this.mountPoint.getByRole('alert').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /**
   * Where the notices under the first are folded to one line (their room under the heading is less than the first
   * needs: a low window, a phone), a click on its 'Meldingen tonen', as a farmer who wants to read them all does.
   * Where they are not, they are all there already. Call once the first notice shows.
   */
  async showAllNotices(): Promise<void> {
    const show = this.mountPoint.getByRole('button', { name: 'Meldingen tonen' });
    if ((await show.count()) > 0) await show.click();
    await expect(this.mountPoint.getByRole('button', { name: 'Meldingen tonen' })).toHaveCount(0);
  }

  /** 'Er is niet-opgeslagen invoer van DD-MM-YYYY HH:mm gevonden.' */
  get draftOffer(): Locator {
    return this.mountPoint.getByText(/^Er is niet-opgeslagen invoer van \d{2}-\d{2}-\d{4} \d{2}:\d{2} gevonden\.$/);
  }
}

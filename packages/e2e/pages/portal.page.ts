import { expect, type Locator, type Page } from '@playwright/test';

/** The legacy portal page: its AngularJS menu, the mount point, the portal's own content. */
export class PortalPage {
  readonly menu: Locator;
  readonly mountPoint: Locator;
  readonly legacyContent: Locator;
  readonly failurePanel: Locator;
  readonly retryButton: Locator;
  /** The menu's year list (a full page load to the same screen for another year). */
  readonly yearList: Locator;
  /** The header's 'Afmelden' (a form: the sign-out takes a same-origin POST only). */
  readonly signOutButton: Locator;
  /** 'Menu' on a phone: the farm, the year list and the groups are folded behind it. */
  readonly menuButton: Locator;
  /** Whose year a form screen shows, under its heading: the farm, the year and its status. */
  readonly yearHeading: Locator;

  constructor(readonly page: Page) {
    this.menu = page.locator('#klw-menu');
    this.mountPoint = page.locator('#klw-app');
    this.legacyContent = page.locator('#legacy-content');
    this.failurePanel = this.mountPoint.getByRole('alert').filter({ hasText: 'Dit onderdeel kon niet worden geladen.' });
    this.retryButton = this.mountPoint.getByRole('button', { name: 'Opnieuw proberen' });
    this.yearList = this.menu.getByLabel('Kringloopwijzer');
    this.signOutButton = page.getByRole('button', { name: 'Afmelden', exact: true });
    this.menuButton = this.menu.getByRole('button', { name: 'Menu', exact: true });
    this.yearHeading = this.mountPoint.locator('[data-klw-year-heading]');
  }

  /** Unfolds the menu where it is folded (a phone); at a desk it is unfolded already. */
  async showMenu(): Promise<void> {
    await expect(this.menu.locator('.menu-farm, [role="alert"]').first()).toBeAttached();
    if (!(await this.menuButton.isVisible())) return;
    if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') await this.menuButton.click();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
  }

  /** 'Afmelden' in the header; with unsaved typing the browser asks first and the farmer goes. Ends on the sign-in page. */
  async signOut(): Promise<void> {
    this.page.once('dialog', (dialog) => void dialog.accept());
    await this.signOutButton.click();
    await expect(this.page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async expectMenuGroups(): Promise<void> {
    for (const group of ['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest', 'Rapportage']) {
      await expect(this.menu.getByText(group, { exact: true }).first()).toBeVisible();
    }
  }

  /**
   * After the session ended: 'Opnieuw aanmelden' (the menu's button, or the button of the screen's notice), then the
   * sign-in page as the demo user with this name. Leaving with unsaved typing asks first (the screen's leave guard);
   * the typing is kept on this computer, so the farmer goes.
   */
  async signInAgain(via: Locator, naam: string): Promise<void> {
    this.page.once('dialog', (dialog) => void dialog.accept());
    await via.click();
    await this.page.getByRole('button', { name: new RegExp(naam) }).click();
    await expect(this.signOutButton).toBeVisible();
  }

  /** A screen's menu item with its state ('Gereed', 'Waarschuwing') as its link reads. */
  menuState(title: string): Locator {
    return this.menu.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  menuItem(title: string): Locator {
    return this.menu.getByRole('link', { name: new RegExp(title) });
  }

  /**
   * Clicks a menu item and expects to be asked before leaving (unsaved changes); the farmer stays. Another screen of
   * the year is shown in the same page: the screen asks itself (the kit's Dutch question); another page is a page
   * load: the browser asks.
   */
  async expectLeavingAsks(title: string): Promise<void> {
    await this.stayWhenAsked(`leaving for ${title}`, () => this.menuItem(title).click(), ['beforeunload', 'confirm']);
  }

  /** Chooses another year in the menu's list and expects the browser to ask before leaving; the farmer stays. */
  async expectChoosingYearAsks(year: string): Promise<void> {
    await this.stayWhenAsked(`choosing ${year}`, () => this.yearList.selectOption({ label: year }));
  }

  private async stayWhenAsked(what: string, leave: () => Promise<unknown>, asks: readonly string[] = ['beforeunload']): Promise<void> {
    let asked = false;
    this.page.once('dialog', (dialog) => {
      asked = asks.includes(dialog.type()) && (dialog.type() !== 'confirm' || dialog.message().includes('Weet u zeker dat u deze pagina wilt verlaten?'));
      void dialog.dismiss();
    });
    await leave();
    await expect.poll(() => asked, `${what} asks first`).toBe(true);
  }
}

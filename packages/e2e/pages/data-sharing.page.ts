import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { PortalPage } from './portal.page';

/** The consent and mandate routes (klw_gegevensdeling, ADR 011), with the titles of the shell's route table. */
export const DATA_SHARING_ROUTES = [
  { path: '/approved-participations', title: 'Goedgekeurde deelnames' },
  { path: '/unapproved-participations', title: 'Niet-goedgekeurde deelnames' },
  { path: '/revoked-participations', title: 'Ingetrokken deelnames' },
  { path: '/mandates', title: 'Machtigingen' },
  { path: '/manage-participations', title: 'Deelnames beheren' },
  { path: '/manage-purposes', title: 'Doelen beheren' },
] as const;

/** The client id `node scripts/klw.mjs` gives the local portal page (and the shared test system). */
export const LOCAL_CLIENT_ID = 'klw-lokaal';

/** A consent and mandate route: the portal page with the data-exchange integration's page in a frame. */
export class DataSharingPage extends PortalPage {
  readonly heading: Locator;
  /** The frame element on the portal page. */
  readonly frameElement: Locator;
  /** What is inside it: the integration's page. */
  readonly frame: FrameLocator;
  /** The integration's page content: the stand-in names the route, client id and language it was asked for on it. */
  readonly frameMain: Locator;
  readonly loading: Locator;
  readonly unreachablePanel: Locator;
  readonly notConfigured: Locator;
  readonly newTabLink: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.mountPoint.getByRole('heading', { level: 1 });
    this.frameElement = this.mountPoint.locator('iframe');
    this.frame = page.frameLocator('#klw-app iframe');
    this.frameMain = this.frame.locator('main');
    this.loading = this.mountPoint.getByText('Laden...');
    this.unreachablePanel = this.mountPoint.getByRole('alert').filter({ hasText: 'De gegevensdeling is niet bereikbaar of reageert niet op tijd.' });
    this.notConfigured = this.mountPoint.getByRole('alert').filter({ hasText: 'De gegevensdeling is niet ingesteld' });
    this.newTabLink = this.mountPoint.getByRole('link', { name: 'Open de gegevensdeling in een nieuw tabblad' });
  }

  /** Opens the route and waits until the integration's page shows in its frame. */
  async openLoaded(path: string): Promise<void> {
    await this.open(path);
    await this.expectAskedFor(path);
    await expect(this.loading).toBeHidden();
  }

  /** The stand-in's page in the frame is the one for this route (and, when given, this client id). */
  async expectAskedFor(path: string, clientId?: string): Promise<void> {
    await expect(this.frameMain).toHaveAttribute('data-route', path);
    if (clientId !== undefined) await expect(this.frameMain).toHaveAttribute('data-client-id', clientId);
  }

  /** The row of a consent in the integration's list. */
  consent(naam: string): Locator {
    return this.frame.getByRole('listitem').filter({ hasText: naam });
  }

  /** The frame element's height on the portal page, and the height of the content inside it, in CSS px. */
  async heights(): Promise<{ frame: number; content: number }> {
    const frame = (await this.frameElement.boundingBox())?.height ?? -1;
    const content = await this.frame.locator('body').evaluate((body) => body.getBoundingClientRect().height);
    return { frame: Math.round(frame), content: Math.ceil(content) };
  }

  /** Where the keyboard focus is: on the portal page, or inside the frame (then the focused element's text). */
  async focus(): Promise<{ inFrame: boolean; text: string }> {
    const inFrame = await this.page.evaluate(() => document.activeElement?.tagName === 'IFRAME');
    if (!inFrame) return { inFrame, text: await this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '') };
    return { inFrame, text: await this.frame.locator(':root').evaluate(() => document.activeElement?.textContent?.trim() ?? '') };
  }
}

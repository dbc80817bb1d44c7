import { expect, test } from '../support/test';
import { DataSharingPage, LOCAL_CLIENT_ID } from '../pages/data-sharing.page';
import { startOwnSystem, type OwnSystem } from '../support/own-system';
import { signIn } from '../support/system';

// When the data-exchange integration cannot be reached, or the page's configuration does not name a client
// id. These specs stop the integration's stand-in, so they run against systems of their own (support/own-system.ts).
const FARMER = /deelnemer|participant/i;

test.describe('the integration down', () => {
  let system: OwnSystem;
  test.beforeAll(async () => {
    system = await startOwnSystem({}, { dataIntegrationClientId: LOCAL_CLIENT_ID });
  });
  test.afterAll(async () => {
    await system?.stop();
  });

  test("gives the Dutch panel, and 'Opnieuw proberen' shows the integration once it is back", async ({ page, context }) => {
    await signIn(context, FARMER, system);
    const sharing = new DataSharingPage(page);
    await system.stopDataIntegration();

    await sharing.open(`${system.portalUrl}/mandates`);
    await expect(sharing.heading).toHaveText('Machtigingen');
    await expect(sharing.loading).toBeVisible();
    await expect(sharing.unreachablePanel).toBeVisible({ timeout: 20_000 });
    await expect(sharing.frameElement).toHaveCount(0);
    await sharing.expectMenuGroups();

    await system.startDataIntegration();
    await sharing.retryButton.click();
    await sharing.expectAskedFor('/mandates', LOCAL_CLIENT_ID);
    await expect(sharing.unreachablePanel).toBeHidden();
    await expect(sharing.loading).toBeHidden();
  });
});

test.describe('a deployment that did not fill in the client id', () => {
  let system: OwnSystem;
  test.beforeAll(async () => {
    system = await startOwnSystem();
  });
  test.afterAll(async () => {
    await system?.stop();
  });

  test('says in Dutch that the configuration is incomplete, and frames nothing', async ({ page, context }) => {
    await signIn(context, FARMER, system);
    const sharing = new DataSharingPage(page);
    await sharing.open(`${system.portalUrl}/manage-participations`);
    await expect(sharing.heading).toHaveText('Deelnames beheren');
    await expect(sharing.notConfigured).toContainText('de configuratie van deze omgeving is onvolledig');
    await expect(sharing.frameElement).toHaveCount(0);
    await expect(sharing.retryButton).toHaveCount(0);
  });
});

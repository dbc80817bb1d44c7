import { expect, test } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

// Smoke test of the remote klw_krachtvoer, scaffolded by `pnpm new-screen`: each route it declares mounts it.
const ROUTES: string[] = ['/voer/krachtvoer/Index/{klwId}'];

test.describe('Krachtvoer (klw_krachtvoer)', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  for (const route of ROUTES) {
    test(`mounts the migrated screen on ${route}`, async ({ page }) => {
      const portal = new PortalPage(page);
      await portal.open(route.includes('{klwId}') ? route.replace('{klwId}', String(await participantYear())) : route);
      await expect(portal.mountPoint.getByRole('heading', { name: 'Krachtvoer', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Krachtvoer - Kringloopwijzer');
      await expect(portal.mountPoint.getByText('Jaar', { exact: true })).toBeVisible();
      await expect(portal.failurePanel).toBeHidden();
      await portal.expectMenuGroups();
    });
  }
});

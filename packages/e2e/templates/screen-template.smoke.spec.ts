import { expect, test } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

// Smoke test of the remote klw_screen_template, scaffolded by `pnpm new-screen`: each route it declares mounts it.
const ROUTES: string[] = ['/screen-template/Index/{klwId}'];

test.describe('Schermtitel (klw_screen_template)', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  for (const route of ROUTES) {
    test(`mounts the migrated screen on ${route}`, async ({ page }) => {
      const portal = new PortalPage(page);
      await portal.open(route.includes('{klwId}') ? route.replace('{klwId}', String(await participantYear())) : route);
      await expect(portal.mountPoint.getByRole('heading', { name: 'Schermtitel', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Schermtitel - Kringloopwijzer');
      // The form's first card: the local API serves the screen's calls from its declaration (src/declaration.ts).
      await expect(portal.mountPoint.getByRole('heading', { name: 'Gegevens', level: 2 })).toBeVisible();
      await expect(portal.failurePanel).toBeHidden();
      await portal.expectMenuGroups();
    });
  }
});

import { expect, test } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { signIn } from '../support/system';

// An API answer that breaks its contract is told to the farmer in Dutch on every screen, naming the call and what is
// wrong with it: the check runs in klw_auth on the shell's copy of valibot, or the screen's own where the shell's
// lacks what it uses, never on a copy without the function it calls.
const FARMER = /deelnemer|participant/i;
const SCREENS = [
  { name: 'Melklevering', path: '/melklevering/Index/1023' },
  { name: 'Krachtvoer', path: '/voer/krachtvoer/Index/1023' },
];

for (const screen of SCREENS) {
  test(`${screen.name}: a call context answer of the wrong shape gets the Dutch message, not a script error`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page.context(), FARMER);
    await page.route('**/Auth/GetCallContextModel*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ gebruikerId: 'x' }) }),
    );
    const portal = new PortalPage(page);
    await portal.open(screen.path);
    await expect(portal.mountPoint).toContainText('heeft een onverwachte vorm');
    await expect(portal.mountPoint).not.toContainText('is not a function');
    expect(pageErrors).toEqual([]);
  });
}

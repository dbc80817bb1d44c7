import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';
import { pageAccessToken } from '../support/token-expiry';
import { participantYear } from '../support/years';

const TTL_SECONDS = Number(process.env.KLW_ACCESS_TOKEN_TTL_SECONDS ?? 8);

test.describe('the shared auth remote', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test('a page load makes exactly one RefreshToken call', async ({ page }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Menu/RefreshToken') && request.method() === 'POST') refreshes.push(request.url());
    });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(await participantYear());
    await expect(milk.saveButton).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
  });

  test('the token expires while the screen is open and the next call recovers unnoticed', async ({ page }) => {
    test.setTimeout(30_000 + TTL_SECONDS * 1000);
    const statuses: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (response.url().includes(':7056/')) statuses.push({ url: new URL(response.url()).pathname, status: response.status() });
    });
    const pageToken = pageAccessToken(page);
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(await participantYear());
    await expect(milk.saveButton).toBeEnabled();
    await pageToken.expired(TTL_SECONDS);

    await milk.save();
    await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();
    await expect(milk.toast('Er ging iets fout')).toHaveCount(0);
    const saves = statuses.filter((s) => s.url.endsWith('/MelkLevering/SaveMelkLeveringGegevens'));
    expect(saves.map((s) => s.status)).toEqual([401, 200]);
    expect(statuses.filter((s) => s.url.endsWith('/Menu/RefreshToken')).map((s) => s.status)).toEqual([200, 200]);
  });
});

test.describe('a year the signed-in user may not see', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /adviseur/i);
  });

  test("the screen says there is no access, and offers no 'Opnieuw proberen' that could only fail again", async ({ page }) => {
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/Menu/RefreshToken')) refreshes.push(response.status());
    });
    const milk = new MilkDeliveryPage(page);
    // The participant's year; the adviser holds a proxy for another farm only (packages/local-api/README.md).
    await milk.openYear(await participantYear());
    await expect(milk.mountPoint.getByRole('alert')).toContainText('De melkleveringen konden niet worden geladen.');
    await expect(milk.mountPoint.getByRole('alert')).toContainText('geen toegang');
    await expect(milk.mountPoint.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
    expect(refreshes).toContain(403);

    // The portal's menu does not say it a second time: it shows the adviser's clients' years to choose from instead
    // of a retry, and the screen says so.
    await expect(milk.mountPoint.getByRole('alert')).toContainText('Kies in het menu een kringloopwijzer van een van uw klanten.');
    await expect(milk.menu.getByRole('alert')).toHaveCount(0);
    await expect(milk.menu.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
    await milk.expectMenuGroups();
    await milk.yearList.selectOption({ label: 'Maatschap Jansen 2021' });
    await expect(milk.heading).toBeVisible();
    await expect(milk.menu.getByRole('alert')).toHaveCount(0);
  });
});

import path from 'node:path';
import { startProcess, waitForUrl, type Running } from '@klw/processes';
import { expect, test } from '../support/test';
import { signIn } from '../support/system';

const DEV_URL = 'http://localhost:3000';
const root = path.resolve(__dirname, '../../..');

test.describe('the debug selection page', () => {
  let devServer: Running | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    devServer = startProcess(
      process.execPath,
      [path.join(root, 'packages/shell/node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
      { cwd: path.join(root, 'packages/shell') },
    );
    // The development middleware holds requests until the first compilation is done.
    await waitForUrl(`${DEV_URL}/shell.js`, { process: devServer, timeoutMs: 110_000, intervalMs: 500 });
  });

  test.afterAll(async () => {
    await devServer?.stop();
  });

  test("lists every screen with a klwId field on the development server's '/'", async ({ page, context }) => {
    await signIn(context, /deelnemer|participant/i);
    await page.goto(`${DEV_URL}/`);
    await expect(page.getByRole('heading', { name: 'Schermen kiezen (ontwikkeling)' })).toBeVisible();
    const klwId = page.getByLabel('klwId');
    await klwId.fill('4242');
    await expect(page.getByRole('link', { name: /Melklevering/ })).toHaveAttribute('href', '/melklevering/Index/4242');
    await expect(page.getByRole('link', { name: /Krachtvoer/ })).toHaveAttribute('href', '/voer/krachtvoer/Index/4242');
    expect(await page.getByRole('listitem').count()).toBe(47);
    expect(await page.evaluate(() => (window as { klwDevelopment?: boolean }).klwDevelopment)).toBe(true);
  });

  test("'?mock=1' answers every call from the MSW handlers after 1.5 s, without the API", async ({ page, context }) => {
    await signIn(context, /deelnemer|participant/i);
    const apiRequests: string[] = [];
    await page.route('http://localhost:7056/**', (route) => {
      apiRequests.push(route.request().url());
      return route.abort();
    });
    const started = Date.now();
    await page.goto(`${DEV_URL}/melklevering/Index/1001?mock=1`);
    const screen = page.locator('#klw-app');
    await expect(screen.getByRole('heading', { name: /^Automatische melkleveringen/ })).toBeVisible({ timeout: 20_000 });
    // RefreshToken, then the call context and the milk data: each answered after the mock delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(apiRequests).toEqual([]);

    await screen.getByLabel('Melk gevoerd aan kalveren').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('30000');
    await screen.getByRole('button', { name: 'Alles opslaan' }).first().click();
    await expect(page.getByText('Succesvol opgeslagen', { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(apiRequests).toEqual([]);
  });

  test("does not exist on the portal's own origin", async ({ page, context }) => {
    await signIn(context, /deelnemer|participant/i);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Schermen kiezen (ontwikkeling)' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { klwDevelopment?: boolean }).klwDevelopment)).toBe(false);
  });
});

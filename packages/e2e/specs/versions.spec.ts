import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';
import { hidePage, TelemetryWatch, usePageConfig } from '../support/telemetry';
import { participantYear } from '../support/years';

// Versions of a remote side by side in the documented deployment (ADR 017, docs/DEPLOY.md): deploy, canary,
// rollback and promote with scripts/klw.mjs against nginx's deployment folder, as a team does on a server, and what a
// farmer's browser meets meanwhile. Runs in the 'nginx' project (playwright.config.ts): KLW_DEPLOY_DIR is the folder.

const root = path.resolve(__dirname, '../../..');
const deployDir = process.env.KLW_DEPLOY_DIR ?? '';
const melkFolder = path.join(deployDir, 'melklevering');
const registryFile = path.join(deployDir, 'remotes.json');
// Where the portal behind nginx keeps the pages' telemetry during `node scripts/klw.mjs e2e` (scripts/lib/end-to-end.mjs).
const telemetryDir = path.join(root, 'packages/e2e/logs/telemetry');
const A_TEXT = 'Fosforgehalte:';
// usePageConfig is no React hook, whatever its name; called by this name the hooks rule lets a plain helper call it.
const setPageConfig = usePageConfig;
const B_TEXT = 'Fosforgehalte (versie B):';

function klw(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'scripts/klw.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

function klwDeploy(...args: string[]): string {
  return klw(...args, '--apps', deployDir);
}

/**
 * Build B: the milk screen's build with its own version in the manifest and another text in its info popup's chunk
 * (its precompressed copies left out, so nginx sends the changed file), a second build without a second webpack run.
 */
function buildB(dist: string): string {
  const b = mkdtempSync(path.join(tmpdir(), 'klw-melklevering-b-'));
  cpSync(dist, b, { recursive: true });
  const manifestFile = path.join(b, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = '0.1.1';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const info = readdirSync(b).find((name) => /^info\.[0-9a-f]{10}\.js$/.test(name));
  if (!info) throw new Error(`no info chunk in ${dist}: the info popup's text is a chunk of its own`);
  writeFileSync(path.join(b, info), readFileSync(path.join(b, info), 'utf8').replace(A_TEXT, B_TEXT));
  rmSync(path.join(b, `${info}.gz`), { force: true });
  rmSync(path.join(b, `${info}.br`), { force: true });
  return b;
}

/** The version a deploy command says it deployed. */
function deployedAs(output: string): string {
  const version = /klw_melklevering (\S+) deployed/.exec(output)?.[1];
  if (!version) throw new Error(`no version in: ${output}`);
  return version;
}

/** The milk screen in `page`; resolves with its console lines. */
async function openMilk(page: Page): Promise<{ page: Page; milk: MilkDeliveryPage; lines: string[] }> {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  const milk = new MilkDeliveryPage(page);
  await milk.openYear(await participantYear());
  return { page, milk, lines };
}

/** Which version of the milk screen the page mounted: its console line 'Geladen: klw_melklevering <version>, ...'. */
function mountedVersion(lines: string[]): string | undefined {
  return lines.flatMap((line) => /Geladen: .*klw_melklevering (\S+?)[,\s]/.exec(`${line} `)?.[1] ?? []).at(-1);
}

/**
 * A page of a context signed in as the participant, in canary bucket `bucket` (the cookie the portal and the shell
 * read), with every success of telemetry sent.
 */
async function farmer(browser: Browser, baseURL: string, bucket: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await signIn(context, /deelnemer|participant/i);
  await context.addCookies([{ name: 'klw_canary', value: String(bucket), url: baseURL }]);
  const page = await context.newPage();
  await setPageConfig(page, { telemetrySampleRate: 1 });
  return { context, page };
}

test.describe('versions of the milk screen side by side', () => {
  test.skip(!deployDir, 'needs the deployment folder nginx serves (node scripts/klw.mjs e2e sets KLW_DEPLOY_DIR)');
  test.describe.configure({ mode: 'serial' });

  const dist = path.join(root, 'packages/melklevering/dist');
  let registryBefore = '';
  let before = new Set<string>();
  let a = '';
  let b = '';

  test.beforeAll(() => {
    registryBefore = readFileSync(registryFile, 'utf8');
    before = new Set(readdirSync(melkFolder));
    a = deployedAs(klwDeploy('deploy', 'melklevering', '--from', dist));
    klwDeploy('promote', 'melklevering', a);
    const bDist = buildB(dist);
    try {
      b = deployedAs(klwDeploy('deploy', 'melklevering', '--from', bDist));
    } finally {
      rmSync(bDist, { recursive: true, force: true });
    }
  });

  test.afterAll(() => {
    // The deployment as the other specs know it: the registry line and the folder's flat files only.
    writeFileSync(registryFile, registryBefore);
    for (const name of readdirSync(melkFolder)) if (!before.has(name)) rmSync(path.join(melkFolder, name), { recursive: true, force: true });
    chmodSync(melkFolder, 0o755);
  });

  test('B deployed beside A, canaried to a share with both versions in telemetry; one rollback and the next page load mounts A', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    expect(existsSync(path.join(melkFolder, a, 'remoteEntry.js')) && existsSync(path.join(melkFolder, b, 'remoteEntry.js'))).toBe(true);
    expect(klwDeploy('versions', 'melklevering')).toMatch(new RegExp(`${b.replace('+', '\\+')} .*\\n.*${a.replace('+', '\\+')} .*<- everyone \\(promoted\\)`));

    klwDeploy('canary', 'melklevering', b, '50');
    const inCanary = await farmer(browser, base, 10);
    const outside = await farmer(browser, base, 90);
    const watches = [new TelemetryWatch(inCanary.context), new TelemetryWatch(outside.context)];
    try {
      const canaried = await openMilk(inCanary.page);
      const promoted = await openMilk(outside.page);
      await expect.poll(() => mountedVersion(canaried.lines)).toBe(b);
      await expect.poll(() => mountedVersion(promoted.lines)).toBe(a);
      // Their loads reach the portal's telemetry (sent once the client has come, as the page is hidden), summed up
      // per remote and version by the team's command.
      for (const [watch, { page }] of [
        [watches[0], canaried],
        [watches[1], promoted],
      ] as const) {
        await expect.poll(() => watch?.telemetryRequests).toContain('/apps/shell/telemetry.js');
        await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
        await hidePage(page);
        await expect.poll(() => watch?.find('klw.remote.load', { 'klw.remote.name': 'klw_melklevering' }).length).toBeGreaterThan(0);
      }
      const versionLine = (version: string) => new RegExp(`version ${version.replace('+', '\\+')}: loads [1-9]\\d*, mounts [1-9]\\d*, failures \\d+, retries \\d+`);
      await expect.poll(() => klw('telemetry', telemetryDir), { timeout: 15_000 }).toMatch(versionLine(a));
      expect(klw('telemetry', telemetryDir)).toMatch(versionLine(b));

      // A farmer stays on their version from page to page.
      canaried.lines.length = 0;
      await canaried.page.reload();
      await expect(canaried.milk.heading).toBeVisible();
      await expect.poll(() => mountedVersion(canaried.lines)).toBe(b);

      // One command, and the next page load of the canaried farmer mounts A.
      expect(klwDeploy('rollback', 'melklevering')).toContain(`canary ${b} ended; everyone gets ${a}`);
      canaried.lines.length = 0;
      await canaried.page.reload();
      await expect(canaried.milk.heading).toBeVisible();
      await expect.poll(() => mountedVersion(canaried.lines)).toBe(a);
    } finally {
      await Promise.all([inCanary.context.close(), outside.context.close()]);
    }
  });

  test('a page open on A keeps loading A\'s files after B is promoted: a part not loaded yet, a save; a reload then gets B', async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const { context, page: fresh } = await farmer(browser, baseURL ?? '', 90);
    try {
      const { page, milk, lines } = await openMilk(fresh);
      await expect.poll(() => mountedVersion(lines)).toBe(a);
      const infoRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/info\.[0-9a-f]{10}\.js$/.test(request.url())) infoRequests.push(new URL(request.url()).pathname);
      });

      expect(klwDeploy('promote', 'melklevering', b)).toContain(`everyone gets ${b}`);
      // The popup's text is a chunk the page has not loaded yet: it comes from A's folder, with A's text.
      await milk.mountPoint.getByRole('button', { name: 'Informatie' }).click();
      await expect(page.getByRole('note')).toContainText(A_TEXT);
      expect(infoRequests).toEqual([expect.stringContaining(`/apps/melklevering/${a}/info.`)]);
      await page.keyboard.press('Escape');
      const field = 'Melk gevoerd aan kalveren';
      const kept = await milk.field(field).inputValue();
      await milk.type(field, '4321');
      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen')).toBeVisible();

      lines.length = 0;
      infoRequests.length = 0;
      await page.reload();
      await expect(milk.heading).toBeVisible();
      await expect.poll(() => mountedVersion(lines)).toBe(b);
      await expect(milk.field(field)).toHaveValue('4.321');
      await milk.mountPoint.getByRole('button', { name: 'Informatie' }).click();
      await expect(page.getByRole('note')).toContainText(B_TEXT);
      expect(infoRequests).toEqual([expect.stringContaining(`/apps/melklevering/${b}/info.`)]);
      await page.keyboard.press('Escape');
      // The year's figure as it was, for the specs after this one.
      if (kept === '') {
        await milk.clickAndSelectAll(milk.field(field));
        await page.keyboard.press('Delete');
        await page.keyboard.press('Tab');
      } else await milk.type(field, kept.replace(/\./g, ''));
      await milk.save();
      await expect(milk.toast('Succesvol opgeslagen').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a chunk that fails once is tried again: the screen shows without the panel, and the retry is in telemetry', async ({ browser, baseURL }) => {
    test.setTimeout(45_000);
    const { context, page } = await farmer(browser, baseURL ?? '', 90);
    const watch = new TelemetryWatch(context);
    try {
      let failed = 0;
      // The screen's exposes chunk of the promoted version B: its first request is cut off, as a rural link drops it.
      await page.route(new RegExp(`/apps/melklevering/${b.replace('+', '\\+')}/exposes\\.[0-9a-f]{10}\\.js$`), async (route) => {
        if (failed === 0) {
          failed += 1;
          await route.abort('connectionreset');
        } else await route.continue();
      });
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(await participantYear());
      await expect(milk.failurePanel).toHaveCount(0);
      expect(failed).toBe(1);
      await expect
        .poll(() => watch.find('klw.remote.retry', { 'klw.remote.name': 'klw_melklevering', 'klw.remote.version': b, 'klw.phase': 'expose', 'klw.retry.attempt': 1 }).length)
        .toBe(1);
      expect(watch.find('klw.remote.error')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a chunk the screen loads later that fails once is tried again: the popup shows its text, and the retry is in telemetry', async ({ browser, baseURL }) => {
    test.setTimeout(45_000);
    const { context, page: fresh } = await farmer(browser, baseURL ?? '', 90);
    const watch = new TelemetryWatch(context);
    try {
      const { page, milk } = await openMilk(fresh);
      await expect(milk.heading).toBeVisible();
      let failed = 0;
      // The info popup's text chunk, loaded by webpack's own chunk loading when the popup first opens: its first
      // request is cut off, as a rural link drops it.
      await page.route(/\/apps\/melklevering\/[^/]+\/info\.[0-9a-f]{10}\.js$/, async (route) => {
        if (failed === 0) {
          failed += 1;
          await route.abort('connectionreset');
        } else await route.continue();
      });
      await milk.mountPoint.getByRole('button', { name: 'Informatie' }).click();
      await expect(page.getByRole('note')).toContainText('Fosforgehalte');
      // The popup says a failed load with this text and keeps it until 'Opnieuw proberen': it never reached it.
      await expect(page.getByText('Dit onderdeel kon niet worden geladen.')).toHaveCount(0);
      expect(failed).toBe(1);
      await expect
        .poll(() => watch.find('klw.remote.retry', { 'klw.remote.name': 'klw_melklevering', 'klw.phase': 'chunk', 'klw.retry.attempt': 1 }).length)
        .toBe(1);
      expect(watch.find('klw.remote.error')).toEqual([]);
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });
});

/** The shell's version folder a page runs: the folder its shell.js script tag points into. */
async function shellVersion(page: Page): Promise<string | undefined> {
  const src = await page.evaluate(() => [...document.scripts].map((script) => script.src).find((url) => url.endsWith('/shell.js')));
  return src ? /\/apps\/shell\/([^/]+)\/shell\.js$/.exec(new URL(src).pathname)?.[1] : undefined;
}

/** The shell's build B: its own version in the manifest, so another version folder; the same code. */
function shellBuildB(dist: string): string {
  const b = mkdtempSync(path.join(tmpdir(), 'klw-shell-b-'));
  cpSync(dist, b, { recursive: true });
  const manifestFile = path.join(b, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = '0.1.1';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return b;
}

test.describe('versions of the shell side by side, like a screen', () => {
  test.skip(!deployDir, 'needs the deployment folder nginx serves (node scripts/klw.mjs e2e sets KLW_DEPLOY_DIR)');
  test.describe.configure({ mode: 'serial' });

  const shellFolder = path.join(deployDir, 'shell');
  const historyFile = path.join(shellFolder, 'deployments.json');
  let registryBefore = '';
  let historyBefore = '';
  let before = new Set<string>();
  let a = '';
  let b = '';

  test.beforeAll(() => {
    registryBefore = readFileSync(registryFile, 'utf8');
    historyBefore = readFileSync(historyFile, 'utf8');
    before = new Set(readdirSync(shellFolder));
    // The deployment folder's shell is a promoted version already (scripts/nginx.mjs): that is A.
    a = (JSON.parse(registryBefore) as Record<string, string>).klw_shell?.split('/')[2] ?? '';
    const bDist = shellBuildB(path.join(root, 'packages/shell/dist'));
    try {
      b = /klw_shell (\S+) deployed/.exec(klwDeploy('deploy', 'shell', '--from', bDist))?.[1] ?? '';
    } finally {
      rmSync(bDist, { recursive: true, force: true });
    }
  });

  test.afterAll(() => {
    writeFileSync(registryFile, registryBefore);
    writeFileSync(historyFile, historyBefore);
    for (const name of readdirSync(shellFolder)) if (!before.has(name)) rmSync(path.join(shellFolder, name), { recursive: true, force: true });
  });

  test('a shell canary reaches its share only; a page open on A keeps working after B is promoted; one rollback and the next page load runs A', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    expect(a).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
    expect(b).not.toBe(a);
    expect(existsSync(path.join(shellFolder, b, 'shell.js'))).toBe(true);

    expect(klwDeploy('canary', 'shell', b, '50')).toContain(`50 % of farmers get ${b}`);
    const inCanary = await farmer(browser, base, 10);
    const outside = await farmer(browser, base, 90);
    try {
      // Each farmer's page runs its own shell version, with the shell's files from that version's folder.
      const shellFiles: string[] = [];
      inCanary.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/apps/shell/')) shellFiles.push(new URL(request.url()).pathname);
      });
      const canaried = await openMilk(inCanary.page);
      await expect(canaried.milk.heading).toBeVisible();
      expect(await shellVersion(canaried.page)).toBe(b);
      expect(shellFiles.length).toBeGreaterThan(1);
      expect(shellFiles.filter((file) => !file.startsWith(`/apps/shell/${b}/`))).toEqual([]);

      // A page open on A across B's promotion: it keeps its shell, loads what it has not loaded yet from A's folder
      // (the shell's telemetry client, the popup's text) and saves.
      const open = await openMilk(outside.page);
      await expect(open.milk.heading).toBeVisible();
      expect(await shellVersion(open.page)).toBe(a);
      const laterShellFiles: string[] = [];
      open.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/apps/shell/')) laterShellFiles.push(new URL(request.url()).pathname);
      });
      expect(klwDeploy('promote', 'shell', b)).toContain(`everyone gets ${b}`);
      await open.milk.mountPoint.getByRole('button', { name: 'Informatie' }).click();
      await expect(open.page.getByRole('note')).toContainText('Fosforgehalte');
      await open.page.keyboard.press('Escape');
      const field = 'Melk gevoerd aan kalveren';
      const kept = await open.milk.field(field).inputValue();
      await open.milk.type(field, kept === '1.234' ? '1235' : '1234');
      await open.milk.save();
      await expect(open.milk.toast('Succesvol opgeslagen')).toBeVisible();
      expect(laterShellFiles.filter((file) => !file.startsWith(`/apps/shell/${a}/`))).toEqual([]);
      // The year's figure as it was, for the specs after this one.
      if (kept === '') {
        await open.milk.clickAndSelectAll(open.milk.field(field));
        await open.page.keyboard.press('Delete');
        await open.page.keyboard.press('Tab');
      } else await open.milk.type(field, kept.replace(/\./g, ''));
      await open.milk.save();
      await expect(open.milk.toast('Succesvol opgeslagen').first()).toBeVisible();

      // The next page load runs B; one command back, and the next page load runs A again.
      await open.page.reload();
      await expect(open.milk.heading).toBeVisible();
      expect(await shellVersion(open.page)).toBe(b);
      expect(klwDeploy('rollback', 'shell')).toContain(`everyone gets ${a} on the next page load (was ${b})`);
      await open.page.reload();
      await expect(open.milk.heading).toBeVisible();
      expect(await shellVersion(open.page)).toBe(a);
      expect(klwDeploy('versions', 'shell')).toMatch(new RegExp(`${a.replace('+', '\\+')} .*<- everyone \\(promoted\\)`));
    } finally {
      await Promise.all([inCanary.context.close(), outside.context.close()]);
    }
  });
});

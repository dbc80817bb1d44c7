import { expect, test } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { signIn } from '../support/system';
import { legacyRoute } from '../support/routes';
import { participantYear } from '../support/years';

test.describe('the portal with the shell and the milk remote', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test('shows the legacy menu and mounts the milk remote through module federation', async ({ page }) => {
    const portal = new PortalPage(page);
    const declarations: string[] = [];
    page.on('request', (request) => {
      if (/\/(mf-manifest|routes|remotes)\.json$/.test(request.url())) declarations.push(new URL(request.url()).pathname);
    });
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await portal.expectMenuGroups();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Melklevering - Kringloopwijzer');
    // The registry, the manifests and the route declarations come in the page: the shell and the federation runtime
    // request none of them.
    expect(declarations).toEqual([]);
  });

  test("runs the screen's first files and those of the remote it imports at once, each requested once", async ({ page }) => {
    const portal = new PortalPage(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    // Each deployed manifest names the files of its exposes; the shell runs them as soon as it has checked the
    // manifest. A manifest that names none (as when a build moves the exposes into a chunk of another
    // name) would leave the screen's code to load one file after another.
    const { named, inPage } = await page.evaluate(() => {
      type Manifest = { name?: string; exposes?: { assets?: { js?: { sync?: string[] } } }[] };
      const block = JSON.parse(document.getElementById('klw-remote-files')?.textContent ?? '{}') as Record<string, Manifest>;
      const named: Record<string, string[]> = {};
      for (const [url, file] of Object.entries(block)) {
        if (!url.endsWith('/mf-manifest.json') || !file.name) continue;
        const absolute = new URL(url, location.href);
        named[file.name] = (file.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []).map((name) => new URL(name, absolute).href);
      }
      return { named, inPage: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src) };
    });
    for (const remote of ['klw_melklevering', 'klw_auth']) {
      expect(named[remote], `the manifest of ${remote} names the files of its exposes`).not.toEqual([]);
      for (const file of named[remote] ?? []) {
        expect(inPage, `${file} of ${remote} is in the page`).toContain(file);
        expect(requested.filter((url) => url === file), `${file} is requested once`).toHaveLength(1);
      }
    }
    for (const entry of ['/apps/melklevering/remoteEntry.js', '/apps/auth/remoteEntry.js']) {
      expect(requested.filter((url) => new URL(url).pathname === entry), `${entry} is requested once`).toHaveLength(1);
    }
  });

  test("works under the router base '/ZuivelNL.Klw.Web'", async ({ page }) => {
    const portal = new PortalPage(page);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await portal.open(`/ZuivelNL.Klw.Web/melklevering/Index/${await participantYear()}`);
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    expect(scripts).toContain('/ZuivelNL.Klw.Web/apps/melklevering/remoteEntry.js');
  });

  test("leaves the portal's own content on a route that is not migrated", async ({ page }) => {
    const portal = new PortalPage(page);
    const apps: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/apps/')) apps.push(path);
    });
    const legacy = legacyRoute();
    await portal.open(legacy.path.replace('{klwId}', String(await participantYear())));
    await expect(page).toHaveTitle(`${legacy.title} - Kringloopwijzer`);
    await expect(portal.legacyContent).toBeVisible();
    await expect(portal.legacyContent).toContainText(legacy.title);
    // A farm screen's page has the year's menu; once every farm screen is migrated, the route is one of the others.
    if (legacy.group === 'farm') await portal.expectMenuGroups();
    await expect(portal.mountPoint).toBeEmpty();
    // No remote runs here, so the page asks for no remote's code: a preloaded entry would be a request on every
    // portal page for every migrated screen, and a Chromium console warning that it went unused.
    expect(apps).toEqual(['/apps/host-adapter/host-adapter.js', '/apps/shell/shell.js']);
  });

  test("a migrated page says 'Laden...' from its first paint, before AngularJS and the shell have come", async ({ page }) => {
    const portal = new PortalPage(page);
    // A slow line: shell.js is held back until the page has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/apps/shell/shell.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/melklevering/Index/${await participantYear()}`, { waitUntil: 'commit' });
    await expect(portal.mountPoint.getByRole('status')).toHaveText('Laden...');
    release();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(portal.mountPoint.getByText('Laden...')).toHaveCount(0);
  });

  test('an override whose remote does not claim the page leaves no \'Laden...\' behind', async ({ page }) => {
    const portal = new PortalPage(page);
    // The milk remote pointed at the auth remote's manifest, whose routes.json claims no page.
    await page.addInitScript(() => {
      localStorage.setItem('klw.remoteOverrides', JSON.stringify({ klw_melklevering: '/apps/auth/mf-manifest.json' }));
    });
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await expect(page.getByRole('region', { name: 'Actieve overrides' })).toContainText('klw_melklevering');
    await expect(portal.mountPoint.getByText('Laden...')).toHaveCount(0);
  });

  test("shows the Dutch panel when a remote fails and recovers with 'Opnieuw proberen'", async ({ page }) => {
    const portal = new PortalPage(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    // The milk remote's entry does not answer (a deployment half done, a server away).
    await page.route('**/apps/melklevering/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'weg' }));
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await expect(portal.failurePanel).toBeVisible();
    await portal.expectMenuGroups();
    expect(errors.join('\n')).toContain('klw_melklevering');
    expect(pageErrors).toEqual([]);

    await page.unroute('**/apps/melklevering/remoteEntry.js');
    await portal.retryButton.click();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(portal.failurePanel).toBeHidden();
  });

  test("a screen's file that arrives after the time-out: the Dutch panel, then the screen after all, without a click", async ({ page }) => {
    test.setTimeout(90_000);
    const portal = new PortalPage(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    // A very slow line: the screen's largest file comes only after the shell's 20 s have passed and it said so.
    let released = false;
    let release: () => void = () => undefined;
    const heldBack = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/apps\/melklevering\/exposes\.[0-9a-f]+\.js$/, async (route) => {
      await heldBack;
      released = true;
      await route.continue();
    });
    // Not until 'load': the held script keeps the page's load event back until it arrives.
    await page.goto(`/melklevering/Index/${await participantYear()}`, { waitUntil: 'commit' });
    await expect(portal.failurePanel).toBeVisible({ timeout: 30_000 });
    expect(released, 'the panel came while the file was held back').toBe(false);
    release();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(portal.failurePanel).toBeHidden();
    expect(released).toBe(true);
    await portal.expectMenuGroups();
    expect(pageErrors).toEqual([]);
  });

  test("a shell.js that does not arrive: the Dutch panel in place of 'Laden...', and 'Opnieuw proberen' loads the page again", async ({ page }) => {
    const portal = new PortalPage(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    // A deployment went wrong: the shell is not where the page asks for it.
    await page.route('**/apps/shell/shell.js', (route) => route.fulfill({ status: 404, body: 'weg' }));
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await expect(portal.failurePanel).toBeVisible();
    await expect(portal.mountPoint.getByText('Laden...')).toHaveCount(0);
    await portal.expectMenuGroups();
    expect(pageErrors).toEqual([]);

    await page.unroute('**/apps/shell/shell.js');
    await portal.retryButton.click();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(portal.failurePanel).toBeHidden();
  });

  test('a page outside mock mode downloads no mock code (MSW, fixtures)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const portal = new PortalPage(page);
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await expect(portal.mountPoint.getByRole('heading', { name: 'Handmatige melkleveringen' })).toBeVisible();
    expect(scripts.some((url) => url.includes('/apps/melklevering/'))).toBe(true);
    expect(scripts.filter((url) => /\/mock\.[0-9a-f]+\.js$|mockServiceWorker/.test(url))).toEqual([]);
  });

  test('a malformed registry gives the Dutch panel and a console error naming it', async ({ page }) => {
    const portal = new PortalPage(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The portal puts the registry into the page when it can read it; without that block the shell fetches it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const block = document.getElementById('klw-registry');
        if (!block) return;
        block.remove();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/apps/remotes.json', (route) => route.fulfill({ status: 200, body: '{ kapot' }));
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    await expect(portal.failurePanel).toBeVisible();
    expect(errors.join('\n')).toContain('remotes.json');
    await portal.expectMenuGroups();
  });

  test('an override points a remote elsewhere, shows itself and can be reset', async ({ page }) => {
    const portal = new PortalPage(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('override-set')) {
        sessionStorage.setItem('override-set', '1');
        localStorage.setItem('klw.remoteOverrides', JSON.stringify({ klw_melklevering: '/apps/nergens/mf-manifest.json' }));
      }
    });
    await portal.open(`/melklevering/Index/${await participantYear()}`);
    const banner = page.getByRole('region', { name: 'Actieve overrides' });
    await expect(banner).toContainText('klw_melklevering');
    await expect(portal.failurePanel).toBeVisible();
    await banner.getByRole('button', { name: 'Overrides terugzetten' }).click();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('an unknown route gives a Dutch message and a console error naming it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/bestaat/niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain("Onbekende route '/bestaat/niet'");
    await new PortalPage(page).expectMenuGroups();
  });
});

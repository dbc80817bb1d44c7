/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, type Portal } from './server';
import { makeDeployments, portalPerFile, requestsTo, SIGNED_IN, title } from './test-support/portal-fixture';

let portal: Portal;
portalPerFile((running) => ({ portal } = running));
const get = requestsTo(() => portal);

describe('pages', () => {
  it.each(['', '/ZuivelNL.Klw.Web', '/zuivelnl.klw.web'])('answers a migrated route under base %p', async (base) => {
    const response = await get(`${base}/melklevering/Index/123`, SIGNED_IN);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(title(html)).toBe('Melklevering - Kringloopwijzer');
    expect(html).toContain('<nav id="klw-menu" class="portal-menu" ng-controller="MenuController as menu"');
    expect(html).toContain('<input type="hidden" id="selectedKringloopwijzerId" value="123">');
    // The screen is still to come: its mount point says so from the first paint (a status, read by screen readers).
    expect(html).toContain('<div id="klw-app"><div role="status" class="klw-remote-loading">Laden...</div></div>');
    expect(html).not.toContain('id="legacy-content"');
    expect(html).not.toContain('data-owner="portal"');
    const prefix = base === '' ? '' : '/ZuivelNL.Klw.Web';
    expect(html).toContain(`<script src="${prefix}/apps/host-adapter/host-adapter.js"></script>`);
    expect(html).toContain(`<script src="${prefix}/apps/shell/shell.js" data-fills="klw-app"></script>`);
    expect(html.indexOf('host-adapter.js')).toBeLessThan(html.indexOf('shell.js'));
    expect(html).toContain(`data-year-switch-template="/melklevering/Index/{klwId}"`);
  });

  it('keeps the portal content on a route without a remote', async () => {
    const html = await (await get('/ZuivelNL.Klw.Web/voer/KRACHTVOER/Index/5', SIGNED_IN)).text();

    expect(title(html)).toBe('Krachtvoer - Kringloopwijzer');
    expect(html).toContain('<section id="legacy-content"');
    expect(html).toContain('<div id="klw-app" data-owner="portal"></div>');
    expect(html).toContain("Dit is het bestaande portaalscherm 'Krachtvoer'.");
    expect(html).toContain('value="5"');
  });

  it('has no klwId on a route without one; the year list then goes to the farm data', async () => {
    const html = await (await get('/Home/new', SIGNED_IN)).text();

    expect(html).toContain('<input type="hidden" id="selectedKringloopwijzerId" value="">');
    expect(html).toContain('data-year-switch-template="/bedrijfsgegevens/Index/{klwId}"');
  });

  it('writes the configuration block', async () => {
    const html = await (await get('/Home/new', SIGNED_IN)).text();
    const json = /<script type="application\/json" id="klw-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null';

    expect(JSON.parse(json)).toEqual({
      apiBaseUrl: 'http://api.example:9000',
      menuApiBaseUrl: 'http://api.example:9000',
      coreApiBaseUrl: 'http://api.example:9000',
      frontEndBaseUrl: portal.url,
      dataIntegrationEmbedBaseUrl: '#{DataIntegrationEmbedBaseUrl}',
      dataIntegrationClientId: '#{DataIntegrationClientId}',
      mockMode: false,
      testMode: true,
      remoteOverrideOrigins: ['localhost', '127.0.0.1'],
      telemetry: true,
      telemetryCollectorUrl: '#{TelemetryCollectorUrl}',
      telemetrySampleRate: 0.1,
    });
    expect(html).toContain('<script src="/static/page-config.js"></script>');
    expect(html.indexOf('page-config.js')).toBeLessThan(html.indexOf('angular.min.js'));
  });

  it.each(['/melklevering/Index/123', '/ZuivelNL.Klw.Web/Home/new'])('shows the Dutch demo sign-in without a cookie (%s)', async (path) => {
    const response = await get(path, { cookie: 'access_token=' });
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(title(html)).toBe('Aanmelden - Kringloopwijzer');
    expect(html).toContain('ng-controller="SignInController as signIn"');
    expect(html).toContain('De lokale API is niet bereikbaar.');
    expect(html).not.toContain('id="klw-menu"');
    expect(html).not.toContain('shell.js');
  });

  it.each(['', '/ZuivelNL.Klw.Web'])('redirects %s/ to the start page', async (base) => {
    for (const path of [`${base}/`, base || '/']) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${base}/Home/new`);
    }
  });

  it.each([
    ['/onbekend', {}],
    ['/ZuivelNL.Klw.Web/onbekend/pad', SIGNED_IN],
    ['/melklevering/Index/123/extra', SIGNED_IN],
    ['/melklevering/Index/abc', SIGNED_IN],
    ['/apps', SIGNED_IN],
  ])('answers an unknown path %s with a Dutch 404 in the portal frame', async (path, headers) => {
    const response = await get(path, headers);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(title(html)).toBe('Pagina niet gevonden - Kringloopwijzer');
    expect(html).toContain('<h1 id="not-found-title">Pagina niet gevonden</h1>');
    expect(html).toContain('class="portal-header"');
    // Signed in, the layout carries the shell (it logs the unknown route); there is nothing to mount into.
    expect(html.includes('/apps/shell/shell.js')).toBe(headers === SIGNED_IN);
    expect(html).not.toContain('id="klw-app"');
  });

  it('escapes the path on the 404 page', async () => {
    const html = await (await get('/%3Cscript%3Ealert(1)%3C/script%3E')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
  });

  /** The sign-out as the header's form posts it from a page of this portal. */
  function signOut(query = '', headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }, body = 'concepten=verwijderen'): Promise<Response> {
    return fetch(`${portal.url}/ZuivelNL.Klw.Web/Account/Afmelden${query}`, {
      method: 'POST',
      headers: { ...SIGNED_IN, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
      redirect: 'manual',
    });
  }
  // A token whose payload names user 7 (the portal reads only its `sub`, to say whose drafts go).
  const TOKEN_OF_7 = `x.${Buffer.from(JSON.stringify({ sub: 7 })).toString('base64url')}.y`;

  it('signs out by clearing the cookie on a same-origin POST (an unreachable API only costs a warning)', async () => {
    const response = await signOut();

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ZuivelNL.Klw.Web/Home/new');
    expect(response.headers.getSetCookie()).toEqual(['access_token=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it('an explicit sign-out names its user in a short-lived cookie, so the next page removes their drafts', async () => {
    const explicit = await signOut('', { 'Sec-Fetch-Site': 'same-origin', cookie: `access_token=${TOKEN_OF_7}` });
    expect(explicit.headers.getSetCookie()).toEqual([
      'access_token=; Path=/; Max-Age=0; SameSite=Lax',
      'klw_concepten_weg=7; Path=/; Max-Age=300; SameSite=Strict',
    ]);
    // 'Opnieuw aanmelden' sends no field: the drafts stay for after the new sign-in.
    const again = await signOut('', { 'Sec-Fetch-Site': 'same-origin', cookie: `access_token=${TOKEN_OF_7}` }, '');
    expect(again.headers.getSetCookie()).toEqual(['access_token=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it.each`
    from                                         | headers
    ${'a link or image of another site (GET)'}   | ${null}
    ${'a form of another site'}                  | ${{ 'Sec-Fetch-Site': 'cross-site' }}
    ${'a sibling site'}                          | ${{ 'Sec-Fetch-Site': 'same-site' }}
    ${'an old browser, another Origin'}          | ${{ Origin: 'https://elders.example' }}
    ${'a sandboxed page (Origin null)'}          | ${{ Origin: 'null' }}
    ${'a client that says nothing'}              | ${{}}
  `('a sign-out from $from changes nothing', async ({ headers }) => {
    const response =
      headers === null ? await get('/Account/Afmelden', { ...SIGNED_IN, 'Sec-Fetch-Site': 'cross-site' }) : await signOut('', headers as Record<string, string>);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.status).toBe(headers === null ? 303 : 403);
    if (headers !== null) expect(await response.text()).toBe('Afmelden kan alleen vanaf een pagina van dit portaal.');
  });

  it('an old browser without Sec-Fetch-Site signs out with an Origin of this host', async () => {
    const response = await signOut('', { Origin: portal.url });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toContain('access_token=; Path=/; Max-Age=0');
  });

  it("after 'Opnieuw aanmelden' the sign-out leads back to the page it names, on this site only", async () => {
    const back = await signOut(`?ReturnUrl=${encodeURIComponent('/ZuivelNL.Klw.Web/melklevering/Index/1019')}`, undefined, '');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/ZuivelNL.Klw.Web/melklevering/Index/1019');
    expect(back.headers.get('set-cookie')).toBe('access_token=; Path=/; Max-Age=0; SameSite=Lax');

    // There the portal asks to sign in (no cookie any more), and signing in reloads that page.
    const signIn = await (await get('/ZuivelNL.Klw.Web/melklevering/Index/1019')).text();
    expect(signIn).toContain('ng-controller="SignInController as signIn"');

    // GET and HEAD (an old link) go the same way back and change nothing.
    const head = await get(`/Account/Afmelden?ReturnUrl=${encodeURIComponent('/melklevering/Index/1019')}`, SIGNED_IN, 'HEAD');
    expect([head.status, head.headers.get('location'), head.headers.get('set-cookie')]).toEqual([303, '/melklevering/Index/1019', null]);

    for (const elsewhere of ['//elders.example/', '/\\elders.example/', 'https://elders.example/', '/x/..//elders.example/', '/melk%0d%0aSet-Cookie:x=1']) {
      const refused = await signOut(`?ReturnUrl=${encodeURIComponent(elsewhere)}`);
      expect(refused.headers.get('location')).toBe('/ZuivelNL.Klw.Web/Home/new');
    }
  });

  it('refuses other methods', async () => {
    const response = await get('/Home/new', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('without a route table', () => {
  it('answers any path with the page and warns once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-noroutes-'));
    const lines: string[] = [];
    const bare = await startPortal({ port: 0, ...makeDeployments(root, false), env: {}, log: (line) => lines.push(line) });
    try {
      const response = await fetch(`${bare.url}/wat/dan/ook/42`, { headers: SIGNED_IN });
      const html = await response.text();
      await (await fetch(`${bare.url}/nog/iets`, { headers: SIGNED_IN })).text();

      expect(response.status).toBe(200);
      expect(html).toContain('value="42"');
      expect(html).toContain('id="legacy-content"');
      expect(lines.filter((line) => line.startsWith('WARNING')).length).toBe(1);
      expect(lines.find((line) => line.startsWith('WARNING'))).toMatch(/routes\.json not found/);
    } finally {
      await bare.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, type Portal } from './server';

// The portal against fake build folders in a temporary directory, over real HTTP.

const routes = [
  { path: '/melklevering/Index/{klwId}', title: 'Melklevering', group: 'farm' },
  { path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer', group: 'farm' },
  { path: '/Home/new', title: 'Start', group: 'other' },
];

const SIGNED_IN = { cookie: 'andere=1; access_token=sessie-token' };

let dir: string;
let portal: Portal;
let logLines: string[];

function write(path: string, content: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/** A manifest as a build writes it, as far as the portal reads it: the remote's name and its entry beside it. */
function manifestNaming(name: string, remoteEntry: { name: string; path: string } = { name: 'remoteEntry.js', path: '' }, extra: object = {}) {
  return { name, metaData: { publicPath: 'auto', remoteEntry }, ...extra };
}

function makeDeployments(root: string, withRoutes = true): { packagesDir: string; hostAdapterDist: string; registryFile: string } {
  const packagesDir = join(root, 'packages');
  const shell = join(packagesDir, 'shell', 'dist');
  write(join(shell, 'shell.js'), 'console.log("shell");');
  write(join(shell, '24.a5866ae85a.js'), 'chunk');
  write(join(shell, 'mf-manifest.json'), '{}');
  const registryFile = join(root, 'registry', 'remotes.json');
  write(registryFile, '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
  if (withRoutes) write(join(shell, 'routes.json'), JSON.stringify(routes));
  const melk = join(packagesDir, 'melklevering', 'dist');
  write(join(melk, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_melklevering')));
  write(join(melk, 'remoteEntry.js'), 'versie 1');
  write(join(melk, 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering' }] }));
  write(join(melk, '__federation_expose_lifecycles.8a7b6c5d12.js'), 'lifecycles');
  write(join(melk, 'style.0a1b2c3d4e.css'), 'body{}');
  write(join(melk, 'font.woff2'), 'font');
  write(join(melk, 'data.bin'), 'bin');
  symlinkSync(join(root, 'secret.txt'), join(melk, 'link.txt'));
  write(join(packagesDir, 'contracts', 'src', 'index.ts'), 'export {}');
  write(join(packagesDir, 'nomanifest', 'dist', 'x.js'), 'x');
  const hostAdapterDist = join(root, 'host-adapter', 'dist');
  write(join(hostAdapterDist, 'host-adapter.js'), 'window.klwHostAdapter={};');
  write(join(root, 'secret.txt'), 'GEHEIM');
  return { packagesDir, hostAdapterDist, registryFile };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-http-'));
  logLines = [];
  portal = await startPortal({
    port: 0,
    ...makeDeployments(dir),
    env: { KLW_API_URL: 'http://api.example:9000/', KLW_TEST_MODE: 'true' },
    log: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  await portal.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return fetch(`${portal.url}${path}`, { headers, method, redirect: 'manual' });
}

/** A request with the path exactly as given (fetch would normalise '..'). */
function raw(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${url}${path}`, { path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

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

describe('deployments', () => {
  it.each([
    ['/apps/shell/shell.js', 'no-cache', 'text/javascript; charset=utf-8'],
    ['/apps/shell/mf-manifest.json', 'no-cache', 'application/json; charset=utf-8'],
    ['/apps/shell/routes.json', 'no-cache', 'application/json; charset=utf-8'],
    ['/apps/remotes.json', 'no-cache', 'application/json; charset=utf-8'],
    ['/apps/shell/24.a5866ae85a.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
    ['/apps/melklevering/mf-manifest.json', 'no-cache', 'application/json; charset=utf-8'],
    ['/apps/melklevering/remoteEntry.js', 'no-cache', 'text/javascript; charset=utf-8'],
    ['/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
    ['/apps/melklevering/style.0a1b2c3d4e.css', 'public, max-age=31536000, immutable', 'text/css; charset=utf-8'],
    ['/apps/melklevering/font.woff2', 'no-cache', 'font/woff2'],
    ['/apps/melklevering/data.bin', 'no-cache', 'application/octet-stream'],
    ['/apps/host-adapter/host-adapter.js', 'no-cache', 'text/javascript; charset=utf-8'],
    ['/ZuivelNL.Klw.Web/apps/melklevering/remoteEntry.js', 'no-cache', 'text/javascript; charset=utf-8'],
    ['/zuivelnl.klw.web/apps/remotes.json', 'no-cache', 'application/json; charset=utf-8'],
    ['/static/angular.min.js', 'no-cache', 'text/javascript; charset=utf-8'],
    ['/static/portal.css', 'no-cache', 'text/css; charset=utf-8'],
    ['/ZuivelNL.Klw.Web/static/portal-app.js', 'no-cache', 'text/javascript; charset=utf-8'],
  ])('serves %s with %s and %s', async (path, cacheControl, contentType) => {
    const response = await get(path);
    await response.arrayBuffer();

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the portal app as a classic script that registers the AngularJS module', async () => {
    const script = await (await get('/static/portal-app.js')).text();
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    // The contracts' pure rules are bundled in; no library (the schemas' valibot) comes with them.
    expect(script).not.toContain('node_modules');

    const controllers: string[] = [];
    const portalModule = {
      factory: () => portalModule,
      controller: (name: string) => {
        controllers.push(name);
        return portalModule;
      },
    };
    // This suite runs in Node: a window with just the AngularJS the page loads before the script.
    const global = globalThis as { window?: unknown };
    global.window = { angular: { module: () => portalModule } };
    try {
      // Indirect eval runs the file in global scope, as a script tag would.
      (0, eval)(script);
    } finally {
      delete global.window;
    }
    expect(controllers).toEqual(['MenuController', 'SignInController']);
  });

  it('lets other origins load deployed apps (the development server on port 3000)', async () => {
    const response = await get('/apps/melklevering/mf-manifest.json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves a redeployed remote without a restart', async () => {
    const melk = join(dir, 'packages', 'melklevering', 'dist');
    expect(await (await get('/apps/melklevering/remoteEntry.js')).text()).toBe('versie 1');
    writeFileSync(join(melk, 'remoteEntry.js'), 'versie 2');
    writeFileSync(join(melk, '99.feedc0de99.js'), 'nieuw');

    expect(await (await get('/apps/melklevering/remoteEntry.js')).text()).toBe('versie 2');
    expect((await get('/apps/melklevering/99.feedc0de99.js')).status).toBe(200);
  });

  it('revalidates with an ETag', async () => {
    const first = await get('/apps/shell/shell.js');
    await first.text();
    const etag = first.headers.get('etag') ?? '';
    const second = await get('/apps/shell/shell.js', { 'if-none-match': etag });

    expect(etag).not.toBe('');
    expect(second.status).toBe(304);
  });

  it("revalidates the portal's own script with an ETag: unchanged, a 304 without a body", async () => {
    const first = await get('/static/portal-app.js');
    const script = await first.text();
    const etag = first.headers.get('etag') ?? '';
    const second = await get('/static/portal-app.js', { 'if-none-match': etag });

    expect(etag).not.toBe('');
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    // Another validator (an older script) gets the script itself.
    const stale = await get('/static/portal-app.js', { 'if-none-match': 'W/"0000000000000000"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(script);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/apps/shell/shell.js', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String('console.log("shell");'.length));
    expect(await response.text()).toBe('');
  });

  it.each([
    '/apps/shell/missing.js',
    '/apps/shell/',
    '/apps/melklevering',
    '/apps/nomanifest/x.js',
    '/apps/contracts/src/index.ts',
    '/apps/onbekend/remoteEntry.js',
    '/static/onbekend.js',
    '/static/../src/server.ts',
  ])('answers 404 for %s', async (path) => {
    const response = await get(path);
    await response.text();
    expect(response.status).toBe(404);
  });

  it.each([
    '/apps/shell/../../../secret.txt',
    '/apps/melklevering/..%2f..%2f..%2fsecret.txt',
    '/apps/melklevering/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/apps/..%2f..%2fsecret.txt',
    '/apps/melklevering/..%5c..%5c..%5csecret.txt',
    '/apps/melklevering/link.txt',
    '/ZuivelNL.Klw.Web/apps/shell/..%2f..%2f..%2fsecret.txt',
    '/static/..%2f..%2fpackage.json',
  ])('refuses path traversal %s', async (path) => {
    const response = await raw(portal.url, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('GEHEIM');
    expect(response.body).not.toContain('"name"');
  });
});

describe('migrated routes come from the registry and the remotes\' routes.json, read per request (ADR 005)', () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const krachtvoer = () => join(dir, 'packages', 'krachtvoer', 'dist');

  afterEach(() => {
    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    rmSync(krachtvoer(), { recursive: true, force: true });
  });

  it('a deployed remote with a registry line takes its route on the next request; without the line the route is the portal\'s again', async () => {
    write(join(krachtvoer(), 'mf-manifest.json'), '{"name":"klw_krachtvoer"}');
    write(join(krachtvoer(), 'routes.json'), JSON.stringify({ routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer (nieuw)' }] }));
    const before = await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text();
    expect(before).toContain('id="legacy-content"');

    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    const after = await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text();
    expect(after).not.toContain('id="legacy-content"');
    expect(title(after)).toBe('Krachtvoer (nieuw) - Kringloopwijzer');
    await expect((await get('/apps/remotes.json')).json()).resolves.toHaveProperty('klw_krachtvoer');

    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    expect(await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text()).toContain('id="legacy-content"');
  });

  it('reads the registry with the shell\'s own check: a line without a manifest URL is logged and no route is taken', async () => {
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_kapot: '' }));
    const before = logLines.length;
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(html).toContain('id="legacy-content"');
    expect(logLines.slice(before).join('\n')).toContain("de regel 'klw_kapot' heeft geen geldige manifest-URL");
  });

  it('leaves a route that two remotes claim with the portal and logs both names', async () => {
    write(join(krachtvoer(), 'mf-manifest.json'), '{"name":"klw_krachtvoer"}');
    write(join(krachtvoer(), 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melk 2' }] }));
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    const before = logLines.length;
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(html).toContain('id="legacy-content"');
    expect(logLines.slice(before).join('\n')).toContain('De route /melklevering/Index/{klwId} wordt door klw_melklevering en klw_krachtvoer geclaimd');
  });
});

describe('a registry line with a canary (ADR 017): the page carries the version of its browser\'s bucket', () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const melk = () => join(dir, 'packages', 'melklevering', 'dist');
  const registryBlock = (html: string): unknown => JSON.parse(/<script type="application\/json" id="klw-registry">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

  beforeAll(() => {
    for (const version of ['0.1.0+aaaa1111', '0.1.1+bbbb2222']) {
      write(join(melk(), version, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_melklevering')));
      write(join(melk(), version, 'remoteEntry.js'), version);
      write(join(melk(), version, 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: `Melklevering ${version}` }] }));
    }
    write(
      registry(),
      JSON.stringify({
        klw_melklevering: { manifest: 'apps/melklevering/0.1.0+aaaa1111/mf-manifest.json', canary: 'apps/melklevering/0.1.1+bbbb2222/mf-manifest.json', canaryPercent: 20 },
      }),
    );
  });

  afterAll(() => {
    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    rmSync(join(melk(), '0.1.0+aaaa1111'), { recursive: true, force: true });
    rmSync(join(melk(), '0.1.1+bbbb2222'), { recursive: true, force: true });
  });

  it.each([
    ['5', '0.1.1+bbbb2222'],
    ['19', '0.1.1+bbbb2222'],
    ['20', '0.1.0+aaaa1111'],
    ['99', '0.1.0+aaaa1111'],
  ])('bucket %s gets %s: its registry, its route declaration and its entry preloaded', async (bucket, version) => {
    const response = await get('/melklevering/Index/5', { cookie: `${SIGNED_IN.cookie}; klw_canary=${bucket}` });
    const html = await response.text();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(registryBlock(html)).toEqual({ klw_melklevering: `apps/melklevering/${version}/mf-manifest.json` });
    expect(title(html)).toBe(`Melklevering ${version} - Kringloopwijzer`);
    expect(html).toContain(`href="/apps/melklevering/${version}/remoteEntry.js"`);
  });

  it('draws a bucket on a first visit and sets it for a year, giving the page the version of that bucket', async () => {
    const response = await get('/melklevering/Index/5', SIGNED_IN);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^klw_canary=(\d{1,2}); Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const bucket = Number(/=(\d+)/.exec(cookie)?.[1]);
    const expected = bucket < 20 ? '0.1.1+bbbb2222' : '0.1.0+aaaa1111';
    expect(registryBlock(await response.text())).toEqual({ klw_melklevering: `apps/melklevering/${expected}/mf-manifest.json` });
  });

  it('serves remotes.json as written: the shell resolves a fetched registry itself', async () => {
    await expect((await get('/apps/remotes.json')).json()).resolves.toHaveProperty(['klw_melklevering', 'canaryPercent'], 20);
  });
});

describe('the registry in the page (fewer round trips before the screen starts)', () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const dataBlock = (html: string): unknown => {
    const json = /<script type="application\/json" id="klw-registry">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };
  const filesBlock = (html: string): Record<string, unknown> | undefined => {
    const json = /<script type="application\/json" id="klw-remote-files">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
  };
  const preloads = (html: string): string[] =>
    [...html.matchAll(/<link rel="preload" as="(?:fetch" crossorigin="anonymous|script)" href="([^"]+)">/g)].map((match) => match[1] ?? '');

  afterEach(() => write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}'));

  it('carries the registry and the deployed manifests and route declarations as data, and preloads the rest', async () => {
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(dataBlock(html)).toEqual({ klw_melklevering: 'apps/melklevering/mf-manifest.json' });
    expect(Object.keys(filesBlock(html) ?? {})).toEqual(['/apps/melklevering/mf-manifest.json', '/apps/melklevering/routes.json']);
    expect(filesBlock(html)?.['/apps/melklevering/routes.json']).toEqual(JSON.parse(readFileSync(join(dir, 'packages', 'melklevering', 'dist', 'routes.json'), 'utf8')));
    expect(preloads(html)).toEqual(['/apps/melklevering/remoteEntry.js']);
    expect(html).toContain('<link rel="preload" as="script" href="/apps/melklevering/remoteEntry.js">');
    // No inline executable script under the page's CSP: the registry, like the configuration, is a data block.
    expect(html.match(/<script>/g)).toBeNull();
    expect(html).toContain('<script type="application/json" id="klw-registry">');

    write(registry(), JSON.stringify({ klw_melklevering: 'http://cdn.test/melk/mf-manifest.json' }));
    const next = await (await get('/ZuivelNL.Klw.Web/melklevering/Index/5', SIGNED_IN)).text();
    expect(dataBlock(next)).toEqual({ klw_melklevering: 'http://cdn.test/melk/mf-manifest.json' });
    // Another host's files are not read here (its routes.json did not answer): the page preloads them instead.
    expect(filesBlock(next)).toBeUndefined();
    expect(preloads(next)).toEqual(['http://cdn.test/melk/mf-manifest.json', 'http://cdn.test/melk/routes.json', 'http://cdn.test/melk/remoteEntry.js']);

    // A remote deployed here without its entry (a declaration only): its entry is not preloaded, so no 404.
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    write(join(dir, 'packages', 'krachtvoer', 'dist', 'mf-manifest.json'), '{"name":"klw_krachtvoer"}');
    try {
      const third = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
      // Its declaration is missing: the shell asks for it and reports what it finds.
      expect(preloads(third)).toEqual(['/apps/melklevering/remoteEntry.js', '/apps/krachtvoer/routes.json']);
      expect(filesBlock(third)?.['/apps/krachtvoer/mf-manifest.json']).toEqual({ name: 'klw_krachtvoer' });

      // A redeploy shows on the next page: the files are read for every page.
      write(join(dir, 'packages', 'krachtvoer', 'dist', 'mf-manifest.json'), '{"name":"klw_krachtvoer","v":2}');
      const fourth = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
      expect(filesBlock(fourth)?.['/apps/krachtvoer/mf-manifest.json']).toEqual({ name: 'klw_krachtvoer', v: 2 });
    } finally {
      rmSync(join(dir, 'packages', 'krachtvoer'), { recursive: true, force: true });
    }
  });

  it('preloads only the entries the page runs: the route\'s remote and the remotes it imports, none on a portal page', async () => {
    const deploy = (folder: string, manifest: unknown, routesFile: unknown) => {
      write(join(dir, 'packages', folder, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
      write(join(dir, 'packages', folder, 'dist', 'routes.json'), JSON.stringify(routesFile));
      write(join(dir, 'packages', folder, 'dist', 'remoteEntry.js'), folder);
    };
    const melkManifest = join(dir, 'packages', 'melklevering', 'dist', 'mf-manifest.json');
    const melkBefore = readFileSync(melkManifest, 'utf8');
    deploy('auth', manifestNaming('klw_auth'), { routes: [] });
    deploy('krachtvoer', manifestNaming('klw_krachtvoer'), { routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer' }] });
    write(
      melkManifest,
      JSON.stringify(manifestNaming('klw_melklevering', undefined, { remotes: [{ federationContainerName: 'klw_auth', moduleName: 'client' }] })),
    );
    write(
      registry(),
      JSON.stringify({
        klw_auth: 'apps/auth/mf-manifest.json',
        klw_melklevering: 'apps/melklevering/mf-manifest.json',
        klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json',
      }),
    );
    try {
      const milk = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
      expect(preloads(milk)).toEqual(['/apps/auth/remoteEntry.js', '/apps/melklevering/remoteEntry.js']);
      const feed = await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text();
      expect(preloads(feed)).toEqual(['/apps/krachtvoer/remoteEntry.js']);
      // A page the portal renders itself runs no remote: Chromium would warn about each unused preload.
      const home = await (await get('/Home/new', SIGNED_IN)).text();
      expect(home).toContain('id="legacy-content"');
      expect(preloads(home)).toEqual([]);
      // The registry and every remote's files still come with it: the shell reads all route declarations.
      expect(Object.keys(filesBlock(home) ?? {})).toHaveLength(6);

      // A remote whose declaration cannot be read here may render the route: its entry is preloaded, on every page.
      rmSync(join(dir, 'packages', 'krachtvoer', 'dist', 'routes.json'));
      expect(preloads(await (await get('/Home/new', SIGNED_IN)).text())).toEqual(['/apps/krachtvoer/routes.json', '/apps/krachtvoer/remoteEntry.js']);
      // Without the route's manifest (not JSON) its imports are not known: every deployed entry is preloaded, but
      // not its own, which the manifest would have named (the shell fetches the manifest and reports what it finds).
      write(melkManifest, 'geen json');
      expect(preloads(await (await get('/melklevering/Index/5', SIGNED_IN)).text())).toEqual([
        '/apps/auth/remoteEntry.js',
        '/apps/melklevering/mf-manifest.json',
        '/apps/krachtvoer/routes.json',
        '/apps/krachtvoer/remoteEntry.js',
      ]);
    } finally {
      write(melkManifest, melkBefore);
      rmSync(join(dir, 'packages', 'auth'), { recursive: true, force: true });
      rmSync(join(dir, 'packages', 'krachtvoer'), { recursive: true, force: true });
    }
  });

  it("preloads the first scripts the shell will run: the screen's module and shared chunks, the modules it imports", async () => {
    const melkManifest = join(dir, 'packages', 'melklevering', 'dist', 'mf-manifest.json');
    const melkBefore = readFileSync(melkManifest, 'utf8');
    const shellManifest = join(dir, 'packages', 'shell', 'dist', 'mf-manifest.json');
    const shellBefore = readFileSync(shellManifest, 'utf8');
    const auth = join(dir, 'packages', 'auth', 'dist');
    write(join(auth, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_auth', undefined, {
      exposes: [
        { name: 'client', assets: { js: { sync: ['exposes.1111111111.js'] } } },
        { name: 'session', assets: { js: { sync: ['exposes.1111111111.js'] } } },
        { name: 'debug', assets: { js: { sync: ['debug.2222222222.js'] } } },
      ],
    })));
    write(join(auth, 'routes.json'), '{ "routes": [] }');
    for (const file of ['remoteEntry.js', 'exposes.1111111111.js', 'debug.2222222222.js']) write(join(auth, file), file);
    write(melkManifest, JSON.stringify(manifestNaming('klw_melklevering', undefined, {
      remotes: [{ federationContainerName: 'klw_auth', moduleName: 'client' }],
      exposes: [{ name: 'lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.8a7b6c5d12.js'] } } }],
      shared: [{ assets: { js: { sync: ['shared.3333333333.js'] } } }],
    })));
    write(registry(), JSON.stringify({ klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' }));
    const scriptPreloads = async (path: string) => preloads(await (await get(path, SIGNED_IN)).text()).filter((href) => href.endsWith('.js'));
    try {
      // The shared chunk is not deployed (yet): the page asks for no missing file; the shell reports it if it must.
      expect(await scriptPreloads('/melklevering/Index/5')).toEqual([
        '/apps/auth/remoteEntry.js',
        '/apps/auth/exposes.1111111111.js',
        '/apps/melklevering/remoteEntry.js',
        '/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js',
      ]);
      write(join(dir, 'packages', 'melklevering', 'dist', 'shared.3333333333.js'), 'react');
      expect(await scriptPreloads('/ZuivelNL.Klw.Web/melklevering/Index/5')).toEqual([
        '/ZuivelNL.Klw.Web/apps/auth/remoteEntry.js',
        '/ZuivelNL.Klw.Web/apps/auth/exposes.1111111111.js',
        '/ZuivelNL.Klw.Web/apps/melklevering/remoteEntry.js',
        '/ZuivelNL.Klw.Web/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js',
        '/ZuivelNL.Klw.Web/apps/melklevering/shared.3333333333.js',
      ]);
      // The shell provides the libraries a screen consumes (its manifest names them, with no files of its own): the
      // shell's files of those it uses are preloaded with the screen's, not the others, and never shell.js itself.
      write(melkManifest, JSON.stringify(manifestNaming('klw_melklevering', undefined, {
        exposes: [{ name: 'lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.8a7b6c5d12.js'] } } }],
        shared: [{ name: 'react', assets: { js: { sync: [] } } }, { name: 'valibot', assets: { js: { sync: [] } } }],
      })));
      write(shellManifest, JSON.stringify(manifestNaming('klw_shell', { name: '', path: '' }, {
        shared: [
          { name: 'react', assets: { js: { sync: ['shared.4444444444.js'] } } },
          { name: 'valibot', assets: { js: { sync: ['calls.5555555555.js'] } } },
          { name: '@fluentui/react-components', assets: { js: { sync: ['kit.6666666666.js'] } } },
          { name: 'single-spa', assets: { js: { sync: ['shell.js'] } } },
        ],
      })));
      for (const file of ['shared.4444444444.js', 'calls.5555555555.js', 'kit.6666666666.js']) write(join(dir, 'packages', 'shell', 'dist', file), file);
      expect(await scriptPreloads('/melklevering/Index/5')).toEqual([
        '/apps/melklevering/remoteEntry.js',
        '/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js',
        '/apps/shell/shared.4444444444.js',
        '/apps/shell/calls.5555555555.js',
      ]);
    } finally {
      write(shellManifest, shellBefore);
      write(melkManifest, melkBefore);
      rmSync(join(dir, 'packages', 'melklevering', 'dist', 'shared.3333333333.js'), { force: true });
      for (const file of ['shared.4444444444.js', 'calls.5555555555.js', 'kit.6666666666.js']) rmSync(join(dir, 'packages', 'shell', 'dist', file), { force: true });
      rmSync(join(dir, 'packages', 'auth'), { recursive: true, force: true });
    }
  });

  it('preloads the entry the route\'s manifest names, where it names it, only when it is deployed', async () => {
    const folder = join(dir, 'packages', 'krachtvoer', 'dist');
    const deploy = (manifest: unknown) => write(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    write(join(folder, 'routes.json'), JSON.stringify({ routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer' }] }));
    write(registry(), JSON.stringify({ klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    const entryPreloads = async (path: string) => preloads(await (await get(path, SIGNED_IN)).text()).filter((href) => !href.endsWith('.json'));
    try {
      // Another name, in a folder of its own: the shell would ask for exactly this file.
      deploy(manifestNaming('klw_krachtvoer', { name: 'krachtvoer-entry.js', path: 'entry/' }));
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual([]);
      write(join(folder, 'entry', 'krachtvoer-entry.js'), 'entry');
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual(['/apps/krachtvoer/entry/krachtvoer-entry.js']);
      expect(await entryPreloads('/ZuivelNL.Klw.Web/voer/krachtvoer/Index/5')).toEqual(['/ZuivelNL.Klw.Web/apps/krachtvoer/entry/krachtvoer-entry.js']);
      // Its files on another host (publicPath): the entry there.
      deploy({ name: 'klw_krachtvoer', metaData: { publicPath: 'https://cdn.test/kv/', remoteEntry: { name: 'remoteEntry.js', path: '' } } });
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual(['https://cdn.test/kv/remoteEntry.js']);
      // A manifest that names no entry: nothing to preload, and no guess.
      deploy({ name: 'klw_krachtvoer' });
      write(join(folder, 'remoteEntry.js'), 'entry');
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual([]);
    } finally {
      rmSync(join(dir, 'packages', 'krachtvoer'), { recursive: true, force: true });
    }
  });

  it('leaves the registry out when it cannot be read, so the shell fetches it and says why', async () => {
    write(registry(), 'geen json');
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(dataBlock(html)).toBeUndefined();
    expect(preloads(html)).toEqual([]);
  });

  it('escapes the registry so it cannot end its data block', async () => {
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json?</script><script>alert(1)</script>' }));
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(dataBlock(html)).toEqual({ klw_melklevering: 'apps/melklevering/mf-manifest.json?</script><script>alert(1)</script>' });
  });
});

describe('logging', () => {
  it('writes one line per request', async () => {
    const before = logLines.length;
    await (await get('/apps/shell/shell.js')).text();
    await (await get('/onbekend')).text();

    const lines = logLines.slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/apps\/shell\/shell\.js 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/onbekend 404 /);
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

describe('the process', () => {
  it('starts with tsx and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), join(__dirname, 'server.ts')], {
      env: { ...process.env, KLW_PORTAL_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((found, fail) => {
      const timer = setTimeout(() => fail(new Error(`no start line in: ${output}`)), 15_000);
      child.stdout.on('data', () => {
        const match = /Portal: (http:\/\/localhost:\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          found(match[1]);
        }
      });
    });
    expect((await fetch(`${url}/Home/new`)).status).toBe(200);

    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGTERM');

    expect(await exit).toBe(0);
    expect(output).toContain('SIGTERM: portal stopping');
  }, 30_000);
});

describe('security', () => {
  it.each(['/Home/new', '/melklevering/Index/1', '/static/portal.css', '/apps/melklevering/remoteEntry.js', '/bestaat/niet'])(
    'sends the CSP, Referrer-Policy and nosniff on %s',
    async (path) => {
      const response = await get(path, SIGNED_IN);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self' http://localhost:* https://localhost:*");
      expect(csp).toContain('connect-src \'self\' http://api.example:9000 ');
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('has no inline script on its pages, and runs AngularJS in CSP mode', async () => {
    for (const cookie of [SIGNED_IN, {}]) {
      const html = await (await get('/Home/new', cookie)).text();
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, body] of scripts) {
        if (!attributes?.includes('type="application/json"')) expect(body).toBe('');
      }
      expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
      expect(html).toContain('<html lang="nl" ng-csp>');
      expect(html).toContain('<link rel="stylesheet" href="/static/angular-csp.css">');
    }
    expect((await get('/static/angular-csp.css')).status).toBe(200);
    expect((await get('/static/page-config.js')).status).toBe(200);
  });

  it('gives each page a fresh style nonce, in its CSP and in <meta property="csp-nonce">', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await get('/melklevering/Index/1', SIGNED_IN);
      const fromHeader = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const fromPage = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(await response.text())?.[1];
      expect(fromHeader).toHaveLength(24);
      expect(fromPage).toBe(fromHeader);
      nonces.push(fromHeader ?? '');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each(['attacker.example:5001', 'localhost.attacker.example', '127.0.0.1.attacker.example:5001'])(
    'answers Host %s with 421 (DNS rebinding)',
    async (host) => {
      const response = await new Promise<{ status: number; body: string }>((done, fail) => {
        const req = httpRequest(`${portal.url}/Home/new`, { headers: { Host: host, cookie: SIGNED_IN.cookie } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', fail);
        req.end();
      });
      expect(response.status).toBe(421);
      expect(response.body).toBe(`Dit portaal is niet bereikbaar onder de naam '${host}'.`);
    },
  );

  it('listens on 127.0.0.1 unless told otherwise', () => {
    expect((portal.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  it('takes the override allow-list and extra host names from the environment', async () => {
    const other = await startPortal({
      port: 0,
      ...makeDeployments(mkdtempSync(join(tmpdir(), 'portal-env-'))),
      env: { KLW_OVERRIDE_ORIGINS: 'https://remotes.klw.test', KLW_ALLOWED_HOSTS: 'klw.test' },
      log: () => undefined,
    });
    try {
      const response = await fetch(`${other.url}/Home/new`);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self' https://remotes.klw.test;");
      expect(other.config.remoteOverrideOrigins).toEqual(['https://remotes.klw.test']);
      const status = await new Promise<number>((done, fail) => {
        httpRequest(`${other.url}/Home/new`, { headers: { Host: 'klw.test' } }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        })
          .on('error', fail)
          .end();
      });
      expect(status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('signing out ends the session at the API with the cookie\'s token', async () => {
    const seen: { method?: string; url?: string; authorization?: string }[] = [];
    const api = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"U bent afgemeld."}');
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const other = await startPortal({
      port: 0,
      ...makeDeployments(mkdtempSync(join(tmpdir(), 'portal-signout-'))),
      env: { KLW_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` },
      log: () => undefined,
    });
    try {
      const response = await fetch(`${other.url}/Account/Afmelden`, {
        method: 'POST',
        headers: { ...SIGNED_IN, 'Sec-Fetch-Site': 'same-origin' },
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('set-cookie')).toBe('access_token=; Path=/; Max-Age=0; SameSite=Lax');
      expect(seen).toEqual([{ method: 'POST', url: '/Account/SignOut', authorization: 'Bearer sessie-token' }]);
    } finally {
      await other.close();
      api.close();
    }
  });
});

/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Portal } from './server';
import { portalPerFile, raw, requestsTo } from './test-support/portal-fixture';

let dir: string;
let portal: Portal;
portalPerFile((running) => ({ dir, portal } = running));
const get = requestsTo(() => portal);

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
    expect(controllers).toEqual(['MenuController', 'SignInController', 'SignInDialogController']);
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

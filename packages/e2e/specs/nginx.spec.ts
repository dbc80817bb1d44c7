import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

// Runs only against the documented deployment: Debian's nginx with docs/deploy/nginx.conf in front of a
// deployment folder (scripts/klw.mjs e2e starts it and sets KLW_NGINX_URL; playwright.config.ts, project 'nginx').
const HASHED = /\.[0-9a-f]{10}\.js$/;
const REVALIDATED = /\/(remotes\.json|mf-manifest\.json|routes\.json|remoteEntry\.js|shell\.js|host-adapter\.js)$/;
const YEAR = 'public, max-age=31536000, immutable';
/** A path with its version folder written '<version>': the shell and klw_auth are deployed as versions (scripts/nginx.mjs). */
const layout = (file: string): string => file.replace(/\/\d+\.\d+\.\d+[^/+]*\+[0-9a-f]{8}\//, '/<version>/');

test.describe('the milk screen served by nginx as docs/DEPLOY.md says', () => {
  test('caches hashed files for a year, revalidates manifests, the registry and entries, and sends JS compressed', async ({ page, context, request }) => {
    await signIn(context, /deelnemer|participant/i);
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.includes('/apps/')) responses.push(response);
    });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(await participantYear());
    await expect(milk.deliveries).toBeVisible();

    const path = (response: Response): string => new URL(response.url()).pathname;
    const hashed = responses.filter((response) => HASHED.test(path(response)));
    const revalidated = responses.filter((response) => REVALIDATED.test(path(response)));
    // The screen's exposes, the calls they share with its page-load module (in the same file, ADR 015), klw_auth's
    // exposes, the shell's copies of the shared libraries (React, the kit, valibot; ADR 018); and shell.js,
    // host-adapter.js and the two entries. The registry,
    // the manifests and the route declarations come in the page (the portal reads them per request): not requested.
    expect(hashed.map(path).map((file) => layout(file).replace(/\.[0-9a-f]{10}\.js$/, '')).sort()).toEqual([
      '/apps/auth/<version>/exposes',
      '/apps/melklevering/calls',
      '/apps/melklevering/exposes',
      '/apps/shell/<version>/calls',
      '/apps/shell/<version>/kit',
      '/apps/shell/<version>/shared',
    ]);
    expect(revalidated.map(path).map(layout).sort()).toEqual([
      '/apps/auth/<version>/remoteEntry.js',
      '/apps/host-adapter/host-adapter.js',
      '/apps/melklevering/remoteEntry.js',
      '/apps/shell/<version>/shell.js',
    ]);

    // nginx leaves files under 512 bytes as they are (gzip_min_length): compressing them gains nothing.
    const compressible = async (response: Response): Promise<boolean> => (await response.body()).length >= 512;
    for (const response of hashed) {
      const headers = await response.allHeaders();
      expect.soft(headers['cache-control'], path(response)).toBe(YEAR);
      if (await compressible(response)) expect.soft(headers['content-encoding'], path(response)).toMatch(/^(br|gzip)$/);
    }
    // One file of shared libraries (React and the rest, webpack.shared.js) on the page, from the screen that loaded first.
    expect(hashed.filter((response) => path(response).includes('/shared.')).length).toBe(1);
    const expectRevalidated = async (url: string, headers: Record<string, string>, compressed: boolean): Promise<void> => {
      const file = new URL(url).pathname;
      expect.soft(headers['cache-control'], file).toBe('no-cache');
      expect.soft(headers.etag, file).toBeTruthy();
      if (compressed) expect.soft(headers['content-encoding'], file).toMatch(/^(br|gzip)$/);
      // The next request asks again with the ETag, and an unchanged file costs no body.
      const again = await request.get(url, { headers: { 'If-None-Match': headers.etag ?? '', 'Accept-Encoding': 'br, gzip' } });
      expect.soft(again.status(), file).toBe(304);
      expect.soft(again.headers()['cache-control'], file).toBe('no-cache');
    };
    for (const response of revalidated) {
      await expectRevalidated(response.url(), await response.allHeaders(), path(response).endsWith('.js') && (await compressible(response)));
    }
    // What the page carries is revalidated the same way where it is still fetched: with an override, on the
    // development server, by a portal that does not put it into the page.
    const registry = (await (await request.get('/apps/remotes.json')).json()) as Record<string, string>;
    for (const file of ['/apps/remotes.json', `/${registry.klw_auth ?? ''}`, '/apps/melklevering/mf-manifest.json', '/apps/melklevering/routes.json']) {
      const response = await request.get(file, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect.soft(response.status(), file).toBe(200);
      await expectRevalidated(response.url(), response.headers(), false);
    }
    expect(responses.map(path).filter((file) => file.endsWith('.json'))).toEqual([]);

    // The farmer clicks the menu to the same screen again: no JS body comes over the wire, only revalidations.
    const warm: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.includes('/apps/')) warm.push(response);
    });
    responses.length = 0;
    await milk.openYear(await participantYear());
    await expect(milk.deliveries).toBeVisible();
    const warmJs = warm.filter((response) => path(response).endsWith('.js'));
    expect(warmJs.length).toBeGreaterThanOrEqual(5);
    for (const response of warmJs) {
      // Chromium gives 0 for a 304 and a negative size for a file from its cache: either way no body was sent.
      expect.soft((await response.request().sizes()).responseBodySize, path(response)).toBeLessThanOrEqual(0);
    }

    // A hashed file revalidates too (a browser that does ask gets a 304), though the year's max-age means it need not.
    const chunk = hashed[0];
    if (chunk) {
      const etag = (await chunk.allHeaders()).etag ?? '';
      const again = await request.get(chunk.url(), { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
      // The 304 keeps the year: a cache that revalidated does not fall back to no rule at all.
      expect(again.headers()['cache-control']).toBe(YEAR);
    }
  });

  test('sends a hashed file compressed as the build wrote it, and compresses a plain-named entry on the fly', async ({ request }) => {
    // KLW_DEPLOY_DIR: the folder nginx serves (scripts/klw.mjs e2e).
    const deployDir = process.env.KLW_DEPLOY_DIR;
    test.skip(!deployDir, 'needs the deployment folder nginx serves');
    const folder = path.join(deployDir ?? '', 'melklevering');
    const chunk = readdirSync(folder).find((name) => /^exposes\.[0-9a-f]{10}\.js$/.test(name)) ?? 'exposes.js';
    const sizeOf = (name: string): string => String(statSync(path.join(folder, name)).size);
    const gzip = await request.get(`/apps/melklevering/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['content-length'], 'the .gz file the build wrote, sent as it is').toBe(sizeOf(`${chunk}.gz`));
    expect(gzip.headers()['cache-control']).toBe(YEAR);
    expect(gzip.headers().vary).toContain('Accept-Encoding');
    const either = await request.get(`/apps/melklevering/${chunk}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const encoding = either.headers()['content-encoding'];
    // With Debian's brotli modules (installed by the tests as root) nginx sends the .br file; without them, the .gz.
    expect(either.headers()['content-length']).toBe(sizeOf(`${chunk}.${encoding === 'br' ? 'br' : 'gz'}`));
    expect(await either.text()).toBe(await (await request.get(`/apps/melklevering/${chunk}`, { headers: { 'Accept-Encoding': 'identity' } })).text());
    // A file with a fixed name has no compressed copy that an earlier deployment could have left stale.
    expect(existsSync(path.join(folder, 'remoteEntry.js.gz')) || existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(false);
    const entry = await request.get('/apps/melklevering/remoteEntry.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['cache-control']).toBe('no-cache');
  });

  test('on a slow line (9 KB/s) the screen arrives after more than 20 s, without the failure panel: the time-out counts from the last file that arrived', async ({ page, context }) => {
    test.setTimeout(150_000);
    await signIn(context, /deelnemer|participant/i);
    const klwId = await participantYear();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A farm's weak mobile line: 9 KB/s each way, 400 ms round trip (Chromium's throttling, for every request).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 9 * 1024, uploadThroughput: 9 * 1024 });
    const milk = new MilkDeliveryPage(page);
    const started = Date.now();
    await page.goto(`/melklevering/Index/${klwId}`);
    const outcome = await Promise.race([
      milk.deliveries.waitFor({ timeout: 120_000 }).then(() => 'the table'),
      milk.failurePanel.waitFor({ timeout: 120_000 }).then(() => 'the failure panel'),
    ]);
    expect(outcome).toBe('the table');
    // The whole load took longer than the time-out: what a time-out on the total would have cut off.
    expect(Date.now() - started).toBeGreaterThan(20_000);
  });

  test('answers a range of a hashed file (a resumed download) with its part and the same year-long rule', async ({ request }) => {
    const deployDir = process.env.KLW_DEPLOY_DIR;
    test.skip(!deployDir, 'needs the deployment folder nginx serves');
    const folder = path.join(deployDir ?? '', 'melklevering');
    const chunk = readdirSync(folder).find((name) => /^exposes\.[0-9a-f]{10}\.js$/.test(name));
    expect(chunk, 'a hashed exposes chunk in the deployment').toBeTruthy();
    const url = `/apps/melklevering/${chunk ?? ''}`;
    const whole = await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body();
    const part = await request.get(url, { headers: { 'Accept-Encoding': 'identity', Range: 'bytes=100-199' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers()['cache-control']).toBe(YEAR);
    expect((await part.body()).equals(whole.subarray(100, 200))).toBe(true);
  });

  test("serves the apps under the router base '/ZuivelNL.Klw.Web' with the same rules", async ({ request }) => {
    const entry = await request.get('/ZuivelNL.Klw.Web/apps/melklevering/remoteEntry.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['content-type']).toContain('javascript');
    const missing = await request.get('/apps/melklevering/niet-er.js');
    expect(missing.status()).toBe(404);
  });

  test('does not let a browser or a CDN keep a 404 for a hashed chunk that is not (yet) deployed', async ({ request }) => {
    // A page built against a newer deployment may ask for a chunk before it is copied: cached for a year, that 404
    // would break the screen long after the copy.
    for (const missing of ['/apps/melklevering/exposes.deadbeef00.js', '/apps/melklevering/niet-er.js']) {
      const answer = await request.get(missing);
      expect(answer.status(), missing).toBe(404);
      expect(answer.headers()['cache-control'], missing).toBe('no-store');
    }
  });
});

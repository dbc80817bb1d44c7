/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, type Portal } from './server';
import { makeDeployments, portalPerFile, requestsTo, SIGNED_IN } from './test-support/portal-fixture';

let portal: Portal;
portalPerFile((running) => ({ portal } = running));
const get = requestsTo(() => portal);

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

import { networkInterfaces } from 'node:os';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { accessToken, api, probe, sessionToken, storedYear } from '../support/probe';
import { API_URL, PORTAL_URL, signIn } from '../support/system';
import { pageAccessToken } from '../support/token-expiry';
import { expect, test } from '../support/test';

// The system's defences, probed from outside as an attacker would (curl and a browser): each refusal of the local
// API's README, against the started system. A refusal leaves the stored year as it was.

const PARTICIPANT = 1;
const YEAR = 1021;
const SAVE = '/MelkLevering/SaveMelkLeveringGegevens';
const GET = '/MelkLevering/GetMelkLeveringGegevens';

test.describe('the local API refuses from outside', () => {
  let session: string;
  let access: string;
  let before: string;

  test.beforeEach(async () => {
    session = await sessionToken(PARTICIPANT);
    access = await accessToken(session, YEAR);
    before = await storedYear(access);
  });

  test.afterEach(async () => {
    expect(await storedYear(await accessToken(await sessionToken(PARTICIPANT), YEAR))).toBe(before);
  });

  const changed = (): unknown => ({ ...(JSON.parse(before) as object), melkGevoerdAanKalveren: 4321 });

  test('an access token presented to RefreshToken: 401, it does not renew itself', async () => {
    const answer = await api('/Menu/RefreshToken', { token: access, json: {} });
    expect(answer.status).toBe(401);
    expect(answer.message).toBe('Dit is een toegangstoken; RefreshToken vraagt het sessietoken van de aanmelding.');
  });

  test('the session token on the data calls: 401, data calls take access tokens only', async () => {
    for (const answer of [await api(GET, { token: session }), await api(SAVE, { token: session, json: changed() })]) {
      expect(answer.status).toBe(401);
      expect(answer.message).toBe('Dit is een sessietoken; deze aanroep vraagt een toegangstoken van RefreshToken.');
    }
  });

  test("a valid token with '!!' appended to its signature: 401", async () => {
    for (const answer of [
      await api(GET, { token: `${access}!!` }),
      await api(SAVE, { token: `${access}!!`, json: changed() }),
      await api('/Menu/RefreshToken', { token: `${session}!!`, json: {} }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.message).toBe('Het token is ongeldig.');
    }
  });

  test('a POST with Content-Type text/plain and a JSON body: 415 in Dutch', async () => {
    const answer = await api(SAVE, { token: access, json: changed(), headers: { 'Content-Type': 'text/plain' } });
    expect(answer.status).toBe(415);
    expect(answer.message).toBe("De gegevens moeten als JSON worden verstuurd (Content-Type: application/json), niet als 'text/plain'.");
    const signIn = await api('/Demo/SignIn', { json: { userId: 3 }, headers: { 'Content-Type': 'text/plain' } });
    expect(signIn.status).toBe(415);
  });

  test('GET /Demo/Users with Host attacker.example:7056 (DNS rebinding): 421, on the API and the portal alike', async () => {
    const users = await probe(`${API_URL}/Demo/Users`, { headers: { Host: 'attacker.example:7056' } });
    expect(users.status).toBe(421);
    expect(users.message).toBe("Deze server is niet bereikbaar onder de naam 'attacker.example:7056'.");
    const signIn = await probe(`${API_URL}/Demo/SignIn`, {
      method: 'POST',
      headers: { Host: 'attacker.example:7056', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 3 }),
    });
    expect(signIn.status).toBe(421);
    const portal = await probe(`${PORTAL_URL}/melklevering/Index/${YEAR}`, { headers: { Host: 'attacker.example:5001' } });
    expect(portal.status).toBe(421);
    expect(portal.text).toBe("Dit portaal is niet bereikbaar onder de naam 'attacker.example:5001'.");
  });

  // The refusals the local API's README lists, each against the started API.
  const refusals: Array<{ when: string; status: number; call: () => Promise<{ status: number; message: string | undefined }> }> = [
    { when: 'no token', status: 401, call: () => api(SAVE, { json: changed() }) },
    { when: "'Bearer fout'", status: 401, call: () => api(SAVE, { json: changed(), headers: { Authorization: 'Bearer fout' } }) },
    {
      when: 'a tampered token (another user in the payload)',
      status: 401,
      call: () => {
        const [header, payload, signature] = access.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 3 })).toString('base64url');
        return api(SAVE, { token: `${header}.${forged}.${signature}`, json: changed() });
      },
    },
    { when: 'a year the user may not see', status: 403, call: async () => api('/Menu/RefreshToken', { token: session, json: { selectedKringloopwijzerId: 3023 } }) },
    { when: 'a closed year', status: 403, call: async () => api(SAVE, { token: await accessToken(session, 1022), json: { ...changed() as object, kringloopwijzerId: 1022 } }) },
    { when: 'an unknown route', status: 404, call: () => api('/MelkLevering/Verwijder', { token: access, json: {} }) },
    { when: 'a body that is not JSON', status: 400, call: () => probe(`${API_URL}${SAVE}`, { method: 'POST', headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' }, body: '{"kringloopwijzerId":' }) },
    { when: 'data of another year than the token', status: 400, call: () => api(SAVE, { token: access, json: { ...changed() as object, kringloopwijzerId: 1020 } }) },
    { when: 'a body over 1 MB', status: 413, call: () => api(SAVE, { token: access, json: { ...changed() as object, opvulling: 'x'.repeat(1024 * 1024) } }) },
    { when: 'another content type', status: 415, call: () => api(SAVE, { token: access, json: changed(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }) },
    { when: 'a foreign Host', status: 421, call: () => api(SAVE, { token: access, json: changed(), headers: { Host: 'rebind.attacker.example' } }) },
  ];
  for (const { when, status, call } of refusals) {
    test(`README refusal: ${when} -> ${status}, with a Dutch message`, async () => {
      const answer = await call();
      expect(answer.status).toBe(status);
      expect(answer.message).toMatch(/[a-z]/);
    });
  }
});

test.describe('the portal', () => {
  test('sends a Content-Security-Policy with frame-ancestors and a Referrer-Policy on its pages', async () => {
    for (const path of ['/Home/new', `/melklevering/Index/${YEAR}`, '/static/portal-app.js']) {
      const answer = await probe(`${PORTAL_URL}${path}`);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self' ");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('listens on 127.0.0.1 only, not on the other interfaces of the machine', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal)
      .map((address) => address!.address);
    test.skip(others.length === 0, 'this machine has no other interface to probe');
    const port = new URL(PORTAL_URL).port || '80';
    for (const address of others) {
      await expect(probe(`http://${address}:${port}/Home/new`, { headers: { Host: 'localhost' } })).rejects.toThrow(/ECONNREFUSED/);
    }
  });

  test('signing out ends the session on the server: the old token is refused from then on', async ({ page, context }) => {
    await signIn(context, /deelnemer|participant/i);
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(YEAR);
    const cookie = (await context.cookies(PORTAL_URL)).find((c) => c.name === 'access_token')?.value ?? '';
    expect((await api('/Menu/RefreshToken', { token: cookie, json: {} })).status).toBe(200);

    await milk.signOut();

    const refresh = await api('/Menu/RefreshToken', { token: cookie, json: {} });
    expect(refresh.status).toBe(401);
    expect(refresh.message).toBe('U bent afgemeld; meld u opnieuw aan.');
  });
});

test.describe('identity stays put', () => {
  test('another tab signs in as someone else: the open page notices at its next refresh, sends nothing as them and keeps what was typed', async ({
    page,
    context,
  }) => {
    const ttl = Number(process.env.KLW_ACCESS_TOKEN_TTL_SECONDS ?? 8);
    test.setTimeout(30_000 + ttl * 1000);
    await signIn(context, /deelnemer|participant/i);
    const pageToken = pageAccessToken(page);
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(1023);
    await milk.type('Melk gevoerd aan kalveren', '6543');

    // The cookie is shared by every tab: another tab's sign-in replaces it.
    await signIn(context, /adviseur/i);
    const users: number[] = [];
    page.on('request', (request) => {
      const token = request.headers().authorization?.replace(/^Bearer /, '');
      if (!token || request.url().endsWith('/Menu/RefreshToken')) return;
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as { sub?: number };
      if (payload.sub !== undefined) users.push(payload.sub);
    });
    await pageToken.expired(ttl);

    await milk.save();
    await expect(milk.toast('Er ging iets fout')).toBeVisible();
    await expect(
      page.getByText('U bent intussen (bijvoorbeeld in een ander tabblad) aangemeld als een andere gebruiker.', { exact: false }).first(),
    ).toBeVisible();
    await expect(milk.field('Melk gevoerd aan kalveren')).toHaveValue('6.543');
    expect(users.every((user) => user === PARTICIPANT)).toBe(true);
  });
});

test.describe('code only from trusted places', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test('an override to a foreign host is refused before any request, with a console error and the banner', async ({ page }) => {
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'example.invalid') foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(YEAR);
    await page.evaluate(() =>
      localStorage.setItem('klw.remoteOverrides', JSON.stringify({ klw_melklevering: 'https://example.invalid/mf-manifest.json' })),
    );

    await page.reload();
    await expect(milk.heading).toBeVisible();
    const banner = page.getByRole('region', { name: 'Geweigerde overrides' });
    await expect(banner).toContainText('Override geweigerd: klw_melklevering van https://example.invalid staat niet op de lijst van vertrouwde adressen');
    expect(foreign).toEqual([]);
    expect(errors.some((text) => text.includes('https://example.invalid') && text.includes('geweigerd'))).toBe(true);

    await banner.getByRole('button', { name: 'Overrides terugzetten' }).click();
    await expect(milk.heading).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('klw.remoteOverrides'))).toBeNull();
  });

  test('an override to localhost is allowed and runs under the CSP without a violation', async ({ page }) => {
    const milk = new MilkDeliveryPage(page);
    await milk.openYear(YEAR);
    // The same deployed remote, addressed through another trusted origin (127.0.0.1 instead of localhost).
    const other = `${PORTAL_URL.replace('localhost', '127.0.0.1')}/apps/melklevering/mf-manifest.json`;
    await page.evaluate((url) => localStorage.setItem('klw.remoteOverrides', JSON.stringify({ klw_melklevering: url })), other);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(other.replace('mf-manifest.json', ''))) loaded.push(request.url());
    });

    await page.reload();
    await expect(milk.heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'Actieve overrides' })).toContainText(`Let op: override actief. klw_melklevering wordt geladen van ${other}`);
    expect(loaded).toContain(other);
    await page.evaluate(() => localStorage.removeItem('klw.remoteOverrides'));
  });
});

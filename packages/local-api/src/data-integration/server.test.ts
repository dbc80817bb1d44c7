/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMBED_SCRIPT } from './assets';
import { startDataIntegrationStandIn, type RunningStandIn } from './server';

let dataDir: string;
let standIn: RunningStandIn;

const start = async () => {
  standIn = await startDataIntegrationStandIn({ port: 0, dataDir, log: () => undefined });
};

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'klw-stand-in-'));
  await start();
});
afterEach(async () => {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = (route: string, query = '?clientId=klw-lokaal&lang=nl') => fetch(`${standIn.url}${route}${query}`);

function act(route: string, id: string, actie: string, origin = standIn.url, confirmed = actie === 'intrekken') {
  return fetch(`${standIn.url}${route}?clientId=klw-lokaal&lang=nl`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, actie, ...(confirmed ? { bevestigd: 'ja' } : {}) }).toString(),
    redirect: 'manual',
  });
}

describe('the stand-in of the data-exchange integration', () => {
  it.each([
    ['/approved-participations', 'Goedgekeurde deelnames'],
    ['/unapproved-participations', 'Niet-goedgekeurde deelnames'],
    ['/revoked-participations', 'Ingetrokken deelnames'],
    ['/mandates', 'Machtigingen'],
    ['/manage-participations', 'Deelnames beheren'],
    ['/manage-purposes', 'Doelen beheren'],
  ])('shows %s, titled %s in its document title only (the portal shows the heading), with the route and client id it was asked for on <main>, and its height script', async (route, heading) => {
    const response = await page(route);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${heading} - Gegevensdeling</title>`);
    expect(html).not.toContain('<h1>');
    expect(html).toContain(`<main data-route="${route}" data-client-id="klw-lokaal" data-lang="nl">`);
    // No text for developers in what the farmer sees.
    expect(html).not.toMatch(/Gevraagd|stand-in|klw-lokaal<|client </);
    expect(html).toContain('<script src="/embed.js" defer></script>');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:* http://127.0.0.1:*');
    // A same-origin form POST then carries the page's origin, which the action check asks for.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('serves the script that reports the height in the shape the portal accepts', async () => {
    const response = await fetch(`${standIn.url}/embed.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(EMBED_SCRIPT);
    expect(EMBED_SCRIPT).toContain("var TYPE = \"klw-data-integration:height\";");
    expect(EMBED_SCRIPT).toContain('postMessage({ type: TYPE, height: height }, target)');
  });

  // What the browsers say of the portal's origin: Chromium and WebKit the origin, Firefox 'null' behind the frame's
  // no-referrer, older browsers nothing at all.
  it.each([
    { ancestorOrigins: ['http://localhost:5001'], target: 'http://localhost:5001' },
    { ancestorOrigins: ['null'], target: '*' },
    { ancestorOrigins: [], target: '*' },
    { ancestorOrigins: undefined, target: '*' },
  ])('posts the height to $target when the browser names the embedding origin as $ancestorOrigins', ({ ancestorOrigins, target }) => {
    const posted: unknown[][] = [];
    const parent = { postMessage: (...args: unknown[]) => posted.push(args) };
    const window = { parent, location: { ancestorOrigins } };
    const document = { body: { getBoundingClientRect: () => ({ height: 120.2 }) } };
    const ResizeObserver = class {
      observe(): void {}
    };
    new Function('window', 'document', 'ResizeObserver', EMBED_SCRIPT)(window, document, ResizeObserver);
    expect(posted).toEqual([[{ type: 'klw-data-integration:height', height: 121 }, target]]);
  });

  it('approves and revokes, and keeps the choices over a restart', async () => {
    const approved = await act('/unapproved-participations', 'adviesbureau-kringloop', 'goedkeuren');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('/unapproved-participations?clientId=klw-lokaal&lang=nl&gedaan=goedkeuren&id=adviesbureau-kringloop');
    // The page it leads to says what went through; its form still posts to the page's own address.
    const after = await (await page('/unapproved-participations', '?clientId=klw-lokaal&lang=nl&gedaan=goedkeuren&id=adviesbureau-kringloop')).text();
    expect(after).toContain('<p class="done" role="status">U heeft de toestemming van Adviesbureau Kringloop goedgekeurd.</p>');
    expect(after).toContain('action="/unapproved-participations?clientId=klw-lokaal&amp;lang=nl"');
    expect(await (await page('/unapproved-participations')).text()).not.toContain('Adviesbureau Kringloop');
    expect(await (await page('/unapproved-participations')).text()).not.toContain('role="status"');
    expect(await (await page('/approved-participations')).text()).toContain('Adviesbureau Kringloop');

    expect((await act('/approved-participations', 'melkfabriek-noord', 'intrekken')).status).toBe(303);
    await standIn.close();
    await start();
    expect(await (await page('/approved-participations')).text()).toContain('Adviesbureau Kringloop');
    expect(await (await page('/revoked-participations')).text()).toContain('Zuivelfabriek Noord');
  });

  it("asks before it revokes: 'Intrekken' shows a question, and only 'Ja, intrekken' revokes", async () => {
    const asked = await act('/approved-participations', 'melkfabriek-noord', 'intrekken', standIn.url, false);
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('<h1>Zuivelfabriek Noord intrekken?</h1>');
    expect(question).toContain('<input type="hidden" name="bevestigd" value="ja">');
    expect(question).toContain('>Ja, intrekken</button>');
    expect(question).toContain('<a class="cancel" href="/approved-participations?clientId=klw-lokaal&amp;lang=nl">Annuleren</a>');
    expect(question).toContain('<script src="/embed.js" defer></script>');
    expect(await (await page('/approved-participations')).text()).toContain('Zuivelfabriek Noord');
    expect(await (await page('/revoked-participations')).text()).not.toContain('Zuivelfabriek Noord');

    expect((await act('/approved-participations', 'melkfabriek-noord', 'intrekken')).status).toBe(303);
    expect(await (await page('/revoked-participations')).text()).toContain('Zuivelfabriek Noord');
  });

  it.each`
    what                                 | send                                                                    | status
    ${'a form of another origin'}        | ${() => act('/mandates', 'accountant-smit', 'goedkeuren', 'http://localhost:5001')} | ${403}
    ${'an action the status does not offer'} | ${() => act('/mandates', 'adviseur-bakker', 'goedkeuren')}          | ${409}
    ${'an unknown consent'}              | ${() => act('/mandates', 'onbekend', 'intrekken')}                      | ${404}
    ${'an unknown action'}               | ${() => act('/mandates', 'adviseur-bakker', 'verwijderen')}             | ${400}
    ${'a page without client id'}        | ${() => page('/mandates', '?lang=nl')}                                  | ${400}
    ${'a route it does not have'}        | ${() => page('/melklevering/Index/1023')}                               | ${404}
  `('refuses $what with $status, as a page that still reports its height', async ({ send, status }) => {
    const response = (await send()) as Response;
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('<script src="/embed.js" defer></script>');
  });

  it('does not start on a data file it cannot read, rather than forget the choices in it', async () => {
    await standIn.close();
    writeFileSync(path.join(dataDir, 'data-integration.json'), JSON.stringify({ version: 1, consents: [{ id: 'x' }] }));
    await expect(start()).rejects.toThrow(/data-integration\.json does not fit/);
  });
});

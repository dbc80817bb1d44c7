import { expect, test } from '../support/test';
import { DATA_SHARING_ROUTES, DataSharingPage, LOCAL_CLIENT_ID } from '../pages/data-sharing.page';
import { seriousViolations } from '../support/axe';
import { API_URL, signIn } from '../support/system';

// The consent and mandate routes (ADR 011): klw_gegevensdeling frames the data-exchange integration's page
// for the route. Here the integration is the local stand-in that `node scripts/klw.mjs` starts on 127.0.0.1:7057,
// the embed's local fallback; the portal page gives it the client id 'klw-lokaal'.
const INTEGRATION = 'http://127.0.0.1:7057';
const HEIGHT_MESSAGE = 'klw-data-integration:height';
const IGNORED_LOG = 'Bericht genegeerd';

test.describe('consent and mandates: the data-exchange integration inside the portal', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  for (const { path, title } of DATA_SHARING_ROUTES) {
    test(`${path} shows '${title}' and the integration's page for it, asked with our client id`, async ({ page }) => {
      const sharing = new DataSharingPage(page);
      await sharing.open(path);
      await expect(page).toHaveTitle(`${title} - Kringloopwijzer`);
      await expect(sharing.heading).toHaveText(title);
      await sharing.expectAskedFor(path, LOCAL_CLIENT_ID);
      await expect(sharing.frameElement).toHaveAttribute('title', `Gegevensdeling: ${title}`);
      await expect(sharing.frameElement).toHaveAttribute('src', `${INTEGRATION}${path}?clientId=${LOCAL_CLIENT_ID}&lang=nl`);
      await expect(sharing.loading).toBeHidden();
      await sharing.expectMenuGroups();
    });
  }

  test('the route works under the router base too', async ({ page }) => {
    const sharing = new DataSharingPage(page);
    await sharing.open('/ZuivelNL.Klw.Web/mandates');
    await sharing.expectAskedFor('/mandates');
    await expect(sharing.heading).toHaveText('Machtigingen');
  });

  test('the frame is as tall as its content, and follows it when the content grows', async ({ page }) => {
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/manage-participations');
    const before = await sharing.heights();
    expect(before.frame).toBe(before.content);

    await sharing.frame.getByText('Wat betekent dit?').click();
    await expect.poll(async () => (await sharing.heights()).content).toBeGreaterThan(before.content);
    await expect.poll(async () => {
      const { frame, content } = await sharing.heights();
      return frame - content;
    }).toBe(0);
  });

  test('a farmer approves a participation inside the frame; no request to the integration carries our token or cookie', async ({ page, context }) => {
    const toIntegration: { url: string; headers: Record<string, string> }[] = [];
    context.on('request', (request) => {
      if (!request.url().startsWith(`${INTEGRATION}/`)) return;
      void request.allHeaders().then((headers) => toIntegration.push({ url: `${request.method()} ${request.url()}`, headers }));
    });
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/unapproved-participations');
    await sharing.frame.getByRole('button', { name: 'Goedkeuren: Adviesbureau Kringloop' }).click();
    await expect(sharing.consent('Adviesbureau Kringloop')).toBeHidden();
    await expect(sharing.consent('Loonbedrijf Jansen')).toBeVisible();
    await expect(sharing.unreachablePanel).toBeHidden();

    await sharing.openLoaded('/approved-participations');
    await expect(sharing.consent('Adviesbureau Kringloop')).toContainText('Goedgekeurd');

    expect(toIntegration.map((request) => request.url)).toEqual(
      expect.arrayContaining([`POST ${INTEGRATION}/unapproved-participations?clientId=${LOCAL_CLIENT_ID}&lang=nl`, `GET ${INTEGRATION}/embed.js`]),
    );
    for (const request of toIntegration) {
      expect(request.headers, request.url).not.toHaveProperty('authorization');
      expect(request.headers, request.url).not.toHaveProperty('cookie');
      // Nor does it learn the portal's address: a referrer, if any, is a page of its own.
      expect((request.headers.referer ?? INTEGRATION).startsWith(`${INTEGRATION}`), request.url).toBe(true);
    }
  });

  test('a message from another origin, or in another shape, changes nothing (logged once)', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/mandates');
    const before = await sharing.heights();

    // Another site, in a window the portal page opened: the right shape, from the wrong origin.
    const [other] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url), `${API_URL}/health`)]);
    await other.waitForLoadState();
    await other.evaluate((type) => window.opener.postMessage({ type, height: 7 }, '*'), HEIGHT_MESSAGE);
    // The integration's own frame, in another shape.
    await sharing.frame.locator(':root').evaluate((_root, type) => window.parent.postMessage({ type, height: '7' }, '*'), HEIGHT_MESSAGE);
    await other.close();

    await expect.poll(() => logged.filter((line) => line.includes(IGNORED_LOG)).length).toBe(1);
    expect(await sharing.heights()).toEqual(before);
    await expect(sharing.frameMain).toBeVisible();
  });

  test('keyboard focus moves into the frame and out of it again', async ({ page }) => {
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/mandates');
    await sharing.heading.focus();

    await page.keyboard.press('Tab');
    expect(await sharing.focus()).toEqual({ inFrame: true, text: 'Intrekken' });
    await page.keyboard.press('Shift+Tab');
    expect((await sharing.focus()).inFrame).toBe(false);

    await sharing.frame.getByRole('link', { name: /Meer over gegevensdeling/ }).focus();
    await page.keyboard.press('Tab');
    expect(await sharing.focus()).toEqual({ inFrame: false, text: 'Open de gegevensdeling in een nieuw tabblad' });
  });

  test("a link that leaves the integration opens in a new tab; the portal's page stays", async ({ page, context }) => {
    await context.route('https://www.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Elders</title>' }));
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/manage-purposes');
    const [elsewhere] = await Promise.all([page.waitForEvent('popup'), sharing.frame.getByRole('link', { name: /Meer over gegevensdeling/ }).click()]);
    await expect(elsewhere).toHaveURL('https://www.example.org/gegevensdeling');
    expect(new URL(page.url()).pathname).toBe('/manage-purposes');
    await sharing.expectAskedFor('/manage-purposes');
    await elsewhere.close();
  });

  test('axe finds no serious or critical violation on the page, the frame included', async ({ page }) => {
    const sharing = new DataSharingPage(page);
    await sharing.openLoaded('/manage-participations');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the consent pages' Content-Security-Policy", () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

  test("frames exactly the configured integration's origin, and refuses another", async ({ page, csp }) => {
    const response = await page.goto('/mandates');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy.split('; ').filter((directive) => directive.startsWith('frame-src'))).toEqual([`frame-src ${INTEGRATION}`]);

    const sharing = new DataSharingPage(page);
    await sharing.expectAskedFor('/mandates');
    expect(csp.violations).toEqual([]);

    // Another origin, framed by the page itself: refused.
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.title = 'elders';
      document.body.append(frame);
    }, `${API_URL}/health`);
    const refused = `frame-src blocked ${API_URL} on ${new URL(page.url()).href}`;
    await expect.poll(() => csp.violations).toEqual([refused]);
    csp.violations.length = 0;

    // The page around the frame changes width (a scroll bar comes, a window is made narrower) and the shown page's
    // text wraps anew: it says its new height, just before it goes elsewhere.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', () => resolve(), { once: true });
          const frame = document.querySelector<HTMLIFrameElement>('#klw-app iframe');
          if (frame) frame.style.width = '360px';
        }),
    );

    // Nor can the integration's frame itself go there: a link that leaves the integration must open a new tab.
    await sharing.frame.locator(':root').evaluate((_root, url) => {
      window.location.href = url;
    }, `${API_URL}/health`);
    await expect.poll(() => csp.violations).toEqual([refused]);
    await expect(sharing.unreachablePanel).toBeVisible();
    csp.violations.length = 0;
  });
});

import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { accessToken, api, sessionToken } from '../support/probe';
import { signIn, type DemoUser } from '../support/system';
import { TelemetryWatch, hidePage, usePageConfig } from '../support/telemetry';
import { participantYear } from '../support/years';
import { expect, test } from '../support/test';

// The milk screen fails in a farmer's browser and its team hears of it. Every record the page sends to the
// portal's '/telemetry/v1/logs' says which remote, which phase, on which route template; the farmer's own data
// stays in the page.

const MILK = 'klw_melklevering';
const ROUTE = '/melklevering/Index/{klwId}';
const GET_MILK = '**/MelkLevering/GetMelkLeveringGegevens';

let user: DemoUser;
let watch: TelemetryWatch;

test.beforeEach(async ({ context }) => {
  user = await signIn(context, /deelnemer|participant/i);
  watch = new TelemetryWatch(context);
});

test("the milk screen's code answering 500: the Dutch panel, and an error in phase 'expose' for klw_melklevering", async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  await page.route(/\/apps\/melklevering\/exposes\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 500, body: 'kapot' }));
  await milk.open(`/melklevering/Index/${await participantYear()}`);
  await expect(milk.failurePanel).toBeVisible();
  await expect.poll(() => watch.find('klw.remote.error', { 'klw.remote.name': MILK, 'klw.phase': 'expose' }).length).toBe(1);
  expect(watch.find('klw.remote.error')[0]!.attributes).toMatchObject({ 'klw.route': ROUTE, 'exception.type': 'ScriptLoadError', 'klw.remote.version': expect.any(String) });
});

test("the milk screen throwing while it mounts: the Dutch panel, and an error in phase 'mount'", async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  // The shell's container for the screen tells React it is no element: React's createRoot throws inside the mount.
  await page.addInitScript(() => {
    const className = Object.getOwnPropertyDescriptor(Element.prototype, 'className')!;
    Object.defineProperty(Element.prototype, 'className', {
      ...className,
      set(this: Element, value: string) {
        className.set!.call(this, value);
        if (value === 'klw-remote') Object.defineProperty(this, 'nodeType', { get: () => 0 });
      },
    });
  });
  await milk.open(`/melklevering/Index/${await participantYear()}`);
  await expect(milk.failurePanel).toBeVisible();
  await expect.poll(() => watch.find('klw.remote.error', { 'klw.remote.name': MILK, 'klw.phase': 'mount' }).length).toBe(1);
});

test("the milk screen's call answering 503: a 'klw.call' record with the status and the screen's name", async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  await page.route(GET_MILK, (route) => route.fulfill({ status: 503, json: { message: 'Even niet' } }));
  await milk.openYear(await participantYear());
  await expect.poll(() => watch.find('klw.call', { 'http.response.status_code': 503 }).length).toBeGreaterThan(0);
  expect(watch.find('klw.call', { 'http.response.status_code': 503 })[0]!.attributes).toMatchObject({
    'klw.remote.name': MILK,
    'klw.phase': 'call',
    'klw.call.name': 'MelkLevering/GetMelkLeveringGegevens',
    'klw.route': ROUTE,
    'klw.duration_ms': expect.any(Number),
  });
});

test('a normal load with every page sampled: load, mount and LCP records once the farmer turns to another tab', async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  await usePageConfig(page, { telemetrySampleRate: 1 });
  await milk.openYear(await participantYear());
  // The telemetry client comes once the screen has mounted, when the browser is idle.
  await expect.poll(() => watch.telemetryRequests).toContain('/apps/shell/telemetry.js');
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  await hidePage(page);
  await expect.poll(() => watch.find('browser.web_vital', { 'klw.vital.name': 'LCP' }).length).toBe(1);
  expect(watch.find('klw.remote.load', { 'klw.remote.name': MILK, 'klw.phase': 'expose', 'klw.route': ROUTE })).toHaveLength(1);
  expect(watch.find('klw.remote.mount', { 'klw.remote.name': MILK, 'klw.phase': 'mount' })).toHaveLength(1);
  expect(watch.find('browser.web_vital')[0]!.attributes).toMatchObject({ 'klw.remote.name': MILK, 'klw.phase': 'vital', 'klw.vital.value': expect.any(Number) });
  expect(watch.find('klw.call', { 'klw.remote.name': MILK, 'http.response.status_code': 200 }).length).toBeGreaterThan(0);
});

test("nothing the page sends holds the farmer's name, farm or klwId", async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  const klwId = await participantYear();
  const access = await accessToken(await sessionToken(user.id), klwId);
  const menu = await api('/Menu/GetMenu', { token: access, json: { selectedKringloopwijzerId: klwId } });
  const farm = (JSON.parse(menu.text) as { Bedrijfsnaam: string }).Bedrijfsnaam;
  await usePageConfig(page, { telemetrySampleRate: 1 });
  await page.route('**/MelkLevering/SaveMelkLeveringGegevens', (route) => route.fulfill({ status: 503, json: { message: 'Even niet' } }));
  // The year's page, with the farmer's name and year in its address too.
  await milk.open(`/melklevering/Index/${klwId}?klwId=${klwId}&naam=${encodeURIComponent(user.naam)}`);
  await expect(milk.heading).toBeVisible();
  await milk.type('Melk gevoerd aan kalveren', '4711');
  await milk.saveButton.click();
  await expect.poll(() => watch.find('klw.call', { 'http.response.status_code': 503 }).length).toBe(1);
  await hidePage(page);
  await expect.poll(() => watch.find('klw.remote.mount').length).toBe(1);
  // Every text the page sent (numbers there are durations and statuses), and the bodies whole for the names.
  const texts = watch.records().flatMap((record) => Object.values(record.attributes).filter((value) => typeof value === 'string'));
  for (const secret of [String(klwId), '4711', '4.711', 'naam=', 'klwId=']) expect(texts.filter((text) => text.includes(secret))).toEqual([]);
  for (const secret of [user.naam, farm]) expect(watch.payloads.filter((body) => body.includes(secret))).toEqual([]);
});

test('telemetry off in the configuration: nothing is sent and nothing extra is loaded', async ({ page }) => {
  const milk = new MilkDeliveryPage(page);
  await usePageConfig(page, { telemetry: false, telemetrySampleRate: 1 });
  await page.route(GET_MILK, (route) => route.fulfill({ status: 503, json: { message: 'Even niet' } }));
  await milk.openYear(await participantYear());
  await expect(milk.heading).toBeVisible();
  await page.goto('/Home/new');
  await expect(page.getByRole('heading', { name: /Kringloopwijzer|Start/ }).first()).toBeVisible();
  expect(watch.telemetryRequests).toEqual([]);
});

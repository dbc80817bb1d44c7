/** @jest-environment node */
// Over 300 lines for one subject: Krachtvoer's two calls, the load and the save with every refusal of its rows.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { MAX_ROWS_DEFAULT } from '@klw/contracts/forms';
import { MenuModelSchema } from '@klw/contracts/menu';
import { KRACHTVOER } from '@klw/krachtvoer/declaration';
import type { KrachtvoerData } from '@klw/krachtvoer/declaration';
import type { MenuItem } from '@klw/contracts/menu';
import { checkDataset } from './dataset';
import { DEMO_USER_IDS as U, demoDatasetInput } from './demo-data';
import { expectErrorAnswer, startHarness } from './test-support/harness';
import type { Harness, Reply } from './test-support/harness';

const GET = '/Krachtvoer/GetKrachtvoerGegevens';
const SAVE = '/Krachtvoer/SaveKrachtvoerGegevens';
const CONFLICT = 'De voerleveringen zijn intussen door iemand anders opgeslagen. Uw invoer staat nog in het formulier.';
const TOO_MANY = 'Te veel regels: een jaar kan hoogstens 2.000 handmatige voerleveringen bevatten.';

let h: Harness;

beforeEach(async () => {
  h = await startHarness({ accessTokenTtlSeconds: 60, sessionTtlSeconds: 3600 });
});

afterEach(async () => {
  await h.stop();
});

async function voer(token: string): Promise<{ data: KrachtvoerData; etag: string }> {
  const reply = await h.call('GET', GET, { token });
  expect(reply.status).toBe(200);
  const etag = reply.headers.get('etag');
  if (!etag) throw new Error('no ETag on the feed data');
  return { data: v.parse(KRACHTVOER.dataSchema, reply.body), etag };
}

const save = (token: string, data: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
  h.call('POST', SAVE, { token, body: data, headers });

async function krachtvoerItem(token: string): Promise<MenuItem> {
  const reply = await h.call('POST', '/Menu/GetMenu', { token, body: {} });
  expect(reply.status).toBe(200);
  const item = v.parse(MenuModelSchema, reply.body).MenuItems.flatMap((group) => group.ChildMenuItems).find((child) => child.Titel === 'Krachtvoer');
  if (!item) throw new Error('no Krachtvoer in the menu');
  return item;
}

const row = (product: string | null, kg: number | null, re: number | null = null, p: number | null = null) => ({ product, kg, re, p });

describe('GET /Krachtvoer/GetKrachtvoerGegevens', () => {
  it("answers the year's seeded deliveries with an ETag, one of them without kg", async () => {
    const { data, etag } = await voer(await h.tokenFor(U.deelnemer, 1023));
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(data).toMatchObject({ kringloopwijzerId: 1023, kringloopwijzerJaar: 2023, kringloopwijzerStatus: 1, isAuthorized: true });
    expect(data.voerLeveringRows.length).toBeGreaterThanOrEqual(8);
    expect(data.voerLeveringRows.filter((levering) => levering.kg === null)).toHaveLength(1);
    expect(data.voerLeveringRows[1]).toMatchObject({ leverDatum: expect.stringMatching(/^2023-/), leverancier: 'De Heus', product: 'Eiwitrijk bijproduct' });
    expect(data.handmatigeVoerLeveringRows).toEqual([]);
  });

  it('answers read-only years as not authorized, and a year without automatic deliveries with none', async () => {
    expect((await voer(await h.tokenFor(U.deelnemer, 1022))).data.isAuthorized).toBe(false);
    expect((await voer(await h.tokenFor(U.sbMedewerker, 1023))).data.isAuthorized).toBe(false);
    const bakker = (await voer(await h.tokenFor(U.adviseur, 4023))).data;
    expect(bakker).toMatchObject({ isAuthorized: true, voerLeveringRows: [], handmatigeVoerLeveringRows: [] });
  });

  it('refuses a session token (401) and a user without a year (403)', async () => {
    expectErrorAnswer(await h.call('GET', GET, { token: await h.signIn(U.deelnemer) }), 401);
    expectErrorAnswer(await h.call('GET', GET, { token: await h.tokenFor(U.geenRechten) }), 403);
  });
});

describe('POST /Krachtvoer/SaveKrachtvoerGegevens', () => {
  it('stores the rows added by hand (product trimmed, figures rounded) and keeps them over a restart', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data, etag } = await voer(token);
    const reply = await save(token, { ...data, handmatigeVoerLeveringRows: [row('  Bierbostel ', 12_345.67, 245.4, 5.55)] }, { 'If-Match': etag });
    expect(reply.status).toBe(200);
    expect(reply.body.handmatigeVoerLeveringRows).toEqual([row('Bierbostel', 12_345.7, 245, 5.6)]);
    expect(reply.headers.get('etag')).not.toBe(etag);

    await h.restart();
    const after = await voer(token);
    expect(after.data.handmatigeVoerLeveringRows).toEqual([row('Bierbostel', 12_345.7, 245, 5.6)]);
    expect(after.etag).toBe(reply.headers.get('etag'));
    // Apart from the milk data: a folder of its own, the milk year untouched.
    expect(await fs.readdir(path.join(h.dataDir, 'krachtvoer'))).toEqual(['1023.json']);
    expect(await fs.readdir(path.join(h.dataDir, 'years'))).toEqual([]);
  });

  it("never changes the suppliers' deliveries, whatever the body says of them", async () => {
    const token = await h.tokenFor(U.adviseur, 3023);
    const { data } = await voer(token);
    const tampered = {
      ...data,
      kringloopwijzerStatus: 2,
      voerLeveringRows: [...data.voerLeveringRows.slice(1).map((levering) => ({ ...levering, kg: 1, product: 'Anders' })), { leverDatum: '2023-06-01', kg: 5 }],
    };
    const reply = await save(token, tampered);
    expect(reply.status).toBe(200);
    const saved = v.parse(KRACHTVOER.dataSchema, reply.body);
    expect(saved.voerLeveringRows).toEqual(data.voerLeveringRows);
    expect(saved.kringloopwijzerStatus).toBe(1);
    expect(saved.handmatigeVoerLeveringRows).toEqual(data.handmatigeVoerLeveringRows);
    expect((await voer(token)).data.voerLeveringRows).toEqual(data.voerLeveringRows);
  });

  it("answers 412 on a stale If-Match and keeps the other save's rows", async () => {
    const farmer = await h.tokenFor(U.deelnemer, 1023);
    const other = await h.tokenFor(U.deelnemer, 1023);
    const mine = await voer(farmer);
    const theirs = await voer(other);
    expect((await save(other, { ...theirs.data, handmatigeVoerLeveringRows: [row('Brok', 1_000)] }, { 'If-Match': theirs.etag })).status).toBe(200);

    const refused = await save(farmer, { ...mine.data, handmatigeVoerLeveringRows: [row('Mais', 2_000)] }, { 'If-Match': mine.etag });
    expectErrorAnswer(refused, 412);
    expect(refused.body).toEqual({ message: CONFLICT });
    const now = await voer(farmer);
    expect(now.data.handmatigeVoerLeveringRows).toEqual([row('Brok', 1_000)]);
    expect(refused.headers.get('etag')).toBe(now.etag);
  });

  it('refuses values out of bounds with 400 and one errorDetails entry per field, and stores nothing', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data, etag } = await voer(token);
    const reply = await save(token, {
      ...data,
      handmatigeVoerLeveringRows: [row('Brok', 1_000, 180), row('Eiwit', 500, 1_001), row('x'.repeat(101), -1, 200, 201)],
    });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De voerleveringen zijn niet opgeslagen: 4 waarden vallen buiten de grenzen.');
    expect(reply.body.errorDetails).toEqual([
      { message: 'RE moet tussen 0-1.000 liggen', path: 'handmatigeVoerLeveringRows.1.re' },
      { message: 'Product mag maximaal 100 tekens bevatten', path: 'handmatigeVoerLeveringRows.2.product' },
      { message: 'Hoeveelheid moet tussen 0-15.000.000 liggen', path: 'handmatigeVoerLeveringRows.2.kg' },
      { message: 'Fosfor moet tussen 0-200 liggen', path: 'handmatigeVoerLeveringRows.2.p' },
    ]);
    expect(await voer(token)).toEqual({ data, etag });
  });

  it('stores a row saved halfway (product empty); the menu warns until the row is complete', async () => {
    const token = await h.tokenFor(U.deelnemer, 1021);
    expect(await krachtvoerItem(token)).toMatchObject({ Url: '/voer/krachtvoer/Index/1021', IsGereed: true, HeeftWaarschuwing: false });
    const { data } = await voer(token);

    const halfway = await save(token, { ...data, handmatigeVoerLeveringRows: [row('  ', 2_500, 180)] });
    expect(halfway.status).toBe(200);
    expect(halfway.body.handmatigeVoerLeveringRows).toEqual([row(null, 2_500, 180)]);
    expect(await krachtvoerItem(token)).toMatchObject({ IsGereed: false, HeeftWaarschuwing: true });
    const menu = v.parse(MenuModelSchema, (await h.call('POST', '/Menu/GetMenu', { token, body: {} })).body);
    expect(menu.MenuItems.find((group) => group.Titel === 'Voer')?.HeeftWaarschuwing).toBe(true);

    expect((await save(token, { ...data, handmatigeVoerLeveringRows: [row('Bierbostel', 2_500, 180)] })).status).toBe(200);
    expect(await krachtvoerItem(token)).toMatchObject({ IsGereed: true, HeeftWaarschuwing: false });
  });

  it.each`
    case                           | product
    ${'zero-width spaces'}         | ${'\u200b\u200b\u200b'}
    ${'NUL and white space'}       | ${'\u0000 \u0000\t'}
    ${'format characters (Cf)'}    | ${'\u200e\u2060\ufeff\u00ad'}
    ${'the braille blank'}         | ${'\u2800'}
    ${'a lone combining mark'}     | ${'\u0301'}
    ${'Hangul fillers'}            | ${'\u3164\uffa0'}
    ${'Unicode white space'}       | ${'\u3000\u2003\u1680'}
  `('stores a product of $case only as no product; the menu warns', async ({ product }) => {
    const token = await h.tokenFor(U.deelnemer, 1021);
    const { data } = await voer(token);
    const reply = await save(token, { ...data, handmatigeVoerLeveringRows: [row(product as string, 2_500, 180)] });
    expect(reply.status).toBe(200);
    expect(reply.body.handmatigeVoerLeveringRows).toEqual([row(null, 2_500, 180)]);
    expect(await krachtvoerItem(token)).toMatchObject({ IsGereed: false, HeeftWaarschuwing: true });
  });

  it.each`
    case                                 | user              | klwId   | message
    ${'a closed year'}                   | ${U.deelnemer}    | ${1022} | ${'De kringloopwijzer 2022 is afgesloten; wijzigingen worden niet opgeslagen.'}
    ${'support staff on an open year'}   | ${U.sbMedewerker} | ${1023} | ${'U mag de kringloopwijzer 2023 alleen inzien; wijzigingen worden niet opgeslagen.'}
  `('refuses $case with 403 and keeps the data', async ({ user, klwId, message }) => {
    const token = await h.tokenFor(user, klwId);
    const before = await voer(token);
    const reply = await save(token, { ...before.data, handmatigeVoerLeveringRows: [row('Brok', 1)] });
    expectErrorAnswer(reply, 403);
    expect(reply.body.message).toBe(message);
    expect(await voer(token)).toEqual(before);
  });

  it("refuses another user's year with 403: a token whose mandate was withdrawn", async () => {
    const token = await h.tokenFor(U.adviseur, 3023);
    const { data } = await voer(token);
    const input = demoDatasetInput();
    input.users = input.users.map((user) => (user.id === U.adviseur ? { ...user, mandaten: [] } : user));
    const after = await startHarness({ dataDir: h.dataDir, dataset: checkDataset(input) });
    try {
      const read = await after.call('GET', GET, { token });
      expectErrorAnswer(read, 403);
      expect(read.body.message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
      expectErrorAnswer(await after.call('POST', SAVE, { token, body: { ...data, handmatigeVoerLeveringRows: [row('Brok', 1)] } }), 403);
    } finally {
      await after.server.close();
    }
    expect(await fs.readdir(path.join(h.dataDir, 'krachtvoer'))).toEqual([]);
  });

  it.each`
    case                                       | change
    ${'without the rows'}                      | ${{ handmatigeVoerLeveringRows: undefined }}
    ${'with the rows in ASP.NET casing'}       | ${{ handmatigeVoerLeveringRows: undefined, HandmatigeVoerLeveringRows: [row('Brok', 5)] }}
    ${'with the rows null'}                    | ${{ handmatigeVoerLeveringRows: null }}
    ${'with the rows an object'}               | ${{ handmatigeVoerLeveringRows: { 0: row('Brok', 5) } }}
  `('refuses a save $case with 400 in Dutch and keeps every stored row', async ({ change }) => {
    const token = await h.tokenFor(U.adviseur, 3023);
    const before = await voer(token);
    expect(before.data.handmatigeVoerLeveringRows).toHaveLength(2);
    const reply = await save(token, { ...before.data, ...(change as object) });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De gegevens hebben niet de verwachte vorm.');
    expect(reply.body.errorDetails).toHaveLength(1);
    expect(reply.body.errorDetails[0].message).toMatch(/^Veld 'handmatigeVoerLeveringRows'/);
    expect(await voer(token)).toEqual(before);
  });

  it('names the rows sent under another casing, and an empty list clears them', async () => {
    const token = await h.tokenFor(U.adviseur, 3023);
    const { data } = await voer(token);
    const { handmatigeVoerLeveringRows: rows, ...rest } = data;
    const misspelt = await save(token, { ...rest, HandmatigeVoerLeveringRows: rows });
    expect(misspelt.body.errorDetails).toEqual([
      { message: "Veld 'handmatigeVoerLeveringRows' ontbreekt (wel 'HandmatigeVoerLeveringRows': namen zijn hoofdlettergevoelig)" },
    ]);
    const cleared = await save(token, { ...data, handmatigeVoerLeveringRows: [] });
    expect(cleared.status).toBe(200);
    expect((await voer(token)).data.handmatigeVoerLeveringRows).toEqual([]);
  });

  it('refuses a row sent as an array with 400 in Dutch; nothing turns into an empty row', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const before = await voer(token);
    const reply = await save(token, { ...before.data, handmatigeVoerLeveringRows: [row('Mais', 10), ['Brok', 5, 5, 5]] });
    expectErrorAnswer(reply, 400);
    expect(reply.body.errorDetails).toEqual([{ message: "Veld 'handmatigeVoerLeveringRows.1': verwacht een object, ontvangen een lijst" }]);
    expect(await voer(token)).toEqual(before);
  });

  it('stores as many rows as a year may hold, and refuses one more with a short Dutch 400', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data } = await voer(token);
    const full = Array.from({ length: MAX_ROWS_DEFAULT }, (_, index) => row(`Brok ${index + 1}`, 1_000));
    const saved = await save(token, { ...data, handmatigeVoerLeveringRows: full });
    expect(saved.status).toBe(200);
    const before = await voer(token);

    const reply = await save(token, { ...data, handmatigeVoerLeveringRows: [...full, row('Nog een', 1)] });
    expectErrorAnswer(reply, 400);
    expect(reply.body).toEqual({ message: TOO_MANY, errorDetails: [{ message: TOO_MANY, path: 'handmatigeVoerLeveringRows' }] });
    expect(await voer(token)).toEqual(before);
  });

  /** The fastest of three posts of `raw` (ms), each answered with `status`. */
  async function fastest(token: string, raw: string, status: number): Promise<number> {
    let best = Infinity;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const reply = await h.call('POST', SAVE, { token, raw, headers: { 'Content-Type': 'application/json' } });
      best = Math.min(best, performance.now() - started);
      expect(reply.status).toBe(status);
    }
    return best;
  }

  it('refuses 340,000 rows in a body under 1 MB unparsed: in about the time a body of one string of that size takes', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const before = await voer(token);
    const rows = `[${'{},'.repeat(339_999)}{}]`;
    const raw = `{"kringloopwijzerId":1023,"handmatigeVoerLeveringRows":${rows}}`;
    expect(raw.length).toBeLessThan(1024 * 1024);
    const reply = await h.call('POST', SAVE, { token, raw, headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(TOO_MANY);
    expect(reply.text.length).toBeLessThan(1_000);
    // The quiet baseline: a body of the same size whose bytes are one string a save drops unread (and then refuses
    // for its missing rows). A reader that parsed the whole body held the event loop for 1.5 s per megabyte.
    const baseline = `{"kringloopwijzerId":1023,"handmatigeVoerLeveringRows":null,"x":"${'x'.repeat(rows.length)}"}`;
    const [baselineMs, refusedMs] = [await fastest(token, baseline, 400), await fastest(token, raw, 400)];
    expect(refusedMs).toBeLessThan(10 * Math.max(baselineMs, 10));
    expect(await voer(token)).toEqual(before);
  });

  it.each`
    order
    ${'before'}
    ${'after'}
  `('refuses 300,000 rows under a duplicate name $order an empty list, unbuilt; the stored rows stay', async ({ order }) => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const before = await voer(token);
    const many = `"handmatigeVoerLeveringRows":[${'{},'.repeat(299_999)}{}]`;
    const none = '"handmatigeVoerLeveringRows":[]';
    const raw = `{"kringloopwijzerId":1023,${order === 'before' ? `${many},${none}` : `${none},${many}`}}`;
    const single = `{"kringloopwijzerId":1023,${many}}`;
    const refused = await h.call('POST', SAVE, { token, raw, headers: { 'Content-Type': 'application/json' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TOO_MANY);
    const [singleMs, duplicateMs] = [await fastest(token, single, 400), await fastest(token, raw, 400)];
    // Counted by the scan as the single list is, never built. (Both take milliseconds, where a loaded machine's
    // pauses are of the same size: the ratio is generous; the refusal itself is what an earlier reader got wrong,
    // saving the empty list after building the long one.)
    expect(duplicateMs).toBeLessThan(10 * Math.max(singleMs, 10));
    expect(await voer(token)).toEqual(before);
  });

  it('lists at most 50 problems, and counts them all', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data } = await voer(token);
    const reply = await save(token, { ...data, handmatigeVoerLeveringRows: Array.from({ length: MAX_ROWS_DEFAULT }, () => row('Brok', -1, 2_000, 999)) });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De voerleveringen zijn niet opgeslagen: 6.000 waarden vallen buiten de grenzen.');
    expect(reply.body.errorDetails).toHaveLength(50);
    expect(reply.text.length).toBeLessThan(10_000);
  });

  it('lists at most 50 problems of shape', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data } = await voer(token);
    const reply = await save(token, { ...data, handmatigeVoerLeveringRows: Array.from({ length: MAX_ROWS_DEFAULT }, () => ['Brok', 5]) });
    expectErrorAnswer(reply, 400);
    expect(reply.body.errorDetails).toHaveLength(50);
  });

  it.each`
    case                      | body                                                                                  | message
    ${'kg as text'}           | ${(data: KrachtvoerData) => ({ ...data, handmatigeVoerLeveringRows: [{ ...row('Brok', null), kg: '12' }] })} | ${'De gegevens hebben niet de verwachte vorm.'}
    ${'another year'}         | ${(data: KrachtvoerData) => ({ ...data, kringloopwijzerId: 1021 })}                    | ${'De gegevens horen bij kringloopwijzer 1021, maar kringloopwijzer 1023 is geselecteerd.'}
  `('refuses a body with $case with 400', async ({ body, message }) => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const before = await voer(token);
    const reply = await save(token, (body as (data: KrachtvoerData) => unknown)(before.data));
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe(message);
    expect(await voer(token)).toEqual(before);
  });

  it('answers 503 for a damaged feed file, while the milk data of that year still answers', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    await h.server.close();
    await fs.writeFile(path.join(h.dataDir, 'krachtvoer', '1023.json'), '{"version":1,"klwId":10');
    await h.restart();
    expectErrorAnswer(await h.call('GET', GET, { token }), 503);
    expect((await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token })).status).toBe(200);
  });
});

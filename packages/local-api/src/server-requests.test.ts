/** @jest-environment node */
import { request } from 'node:http';
import * as v from 'valibot';
import { MenuModelSchema } from '@klw/contracts/menu';
import type { MelkLeveringData } from '@klw/melklevering/declaration';
import { DEMO_USER_IDS as U } from './demo-data';
import type { Harness } from './test-support/harness';
import { expectErrorAnswer, melkleveringItem, milkCalls, serverPerTest } from './test-support/server-calls';

let h: Harness;
serverPerTest((started) => (h = started));
const { melk, menu, save } = milkCalls(() => h);

describe('400 and 413 answers', () => {
  let token: string;
  let data: MelkLeveringData;
  beforeEach(async () => {
    token = await h.tokenFor(U.deelnemer, 1023);
    data = await melk(token);
  });

  it.each`
    case                | raw
    ${'not JSON'}       | ${'{"kg": 1,'}
    ${'plain text'}     | ${'melk'}
    ${'XML'}            | ${'<melk/>'}
  `('$case -> 400 with a Dutch message', async ({ raw }) => {
    const reply = await h.call('POST', '/MelkLevering/SaveMelkLeveringGegevens', { token, raw, headers: { 'Content-Type': 'application/json' } });
    expectErrorAnswer(reply, 400);
    expect(reply.body).toEqual({ message: 'De gegevens zijn geen geldige JSON.' });
  });

  it('no body -> 400', async () => {
    const reply = await h.call('POST', '/MelkLevering/SaveMelkLeveringGegevens', { token });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('Er zijn geen gegevens meegestuurd.');
  });

  it.each`
    case                          | body                                                              | path
    ${'kg as text'}               | ${() => ({ ...data, totaalHandmatig: { ...data.totaalHandmatig, kg: '12' } })} | ${'totaalHandmatig.kg'}
    ${'a list'}                   | ${() => [data]}                                                   | ${'kringloopwijzerId'}
    ${'a number'}                 | ${() => 42}                                                       | ${'(hoofdniveau)'}
    ${'null'}                     | ${() => null}                                                     | ${'(hoofdniveau)'}
    ${'no year'}                  | ${() => ({ ...data, kringloopwijzerId: undefined })}              | ${'kringloopwijzerId'}
    ${'totals as a list'}         | ${() => ({ ...data, totaalHandmatig: [1040000, 4.43, 3.58, 21, 97] })} | ${'totaalHandmatig'}
    ${'other production a list'}  | ${() => ({ ...data, totaalOverigeProductie: [12] })}              | ${'totaalOverigeProductie'}
  `('wrong shape ($case) -> 400 with errorDetails naming $path', async ({ body, path: where }) => {
    const reply = await save(token, (body as () => unknown)());
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De gegevens hebben niet de verwachte vorm.');
    expect(reply.body.errorDetails.some((detail: { message: string }) => detail.message.includes(`'${where}'`))).toBe(true);
  });

  it('what the server owns is dropped unread: a pickup with a bad date and other totals change nothing of the year', async () => {
    const before = (await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token })).body as MelkLeveringData;
    const reply = await save(token, {
      ...data,
      melkGevoerdAanKalveren: 777,
      maanden: [{ naam: 'x', leveringen: [{ leverDatum: '31-12-2023', kg: 1 }] }],
      totaal: [1, 2, 3],
      kringloopwijzerJaar: 'nooit',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.melkGevoerdAanKalveren).toBe(777);
    expect(reply.body.maanden).toEqual(before.maanden);
    expect(reply.body.totaal).toEqual(before.totaal);
    expect(reply.body.kringloopwijzerJaar).toBe(before.kringloopwijzerJaar);
  });

  it.each`
    case                           | change                                                                        | detail
    ${'kg as text'}                | ${{ totaalHandmatig: { kg: '12' } }}                                          | ${"Veld 'totaalHandmatig.kg': verwacht een getal, ontvangen tekst"}
    ${'the switch as a number'}    | ${{ gebruikHandmatigeMelkRegistratie: 1 }}                                    | ${"Veld 'gebruikHandmatigeMelkRegistratie': verwacht true of false, ontvangen 1"}
    ${'the calves as a list'}      | ${{ melkGevoerdAanKalveren: [777] }}                                          | ${"Veld 'melkGevoerdAanKalveren': verwacht een getal, ontvangen een lijst"}
    ${'the year as an object'}     | ${{ kringloopwijzerId: { id: 1 } }}                                           | ${"Veld 'kringloopwijzerId': Verwacht een id: een geheel getal van ten hoogste 9007199254740991"}
  `('a refusal of $case is in Dutch, without an English type name or the text sent', async ({ change, detail }) => {
    const reply = await save(token, { ...data, ...(change as object) });
    expectErrorAnswer(reply, 400);
    expect(reply.body.errorDetails).toEqual([{ message: detail }]);
    expect(reply.text).not.toMatch(/number|string|boolean|Invalid|Expected|received/);
  });

  it('totals as a list name the wrong shape in Dutch', async () => {
    const reply = await save(token, { ...data, totaalHandmatig: [1040000, 4.43, 3.58, 21, 97] });
    expect(reply.body.errorDetails).toEqual([{ message: "Veld 'totaalHandmatig': verwacht een object, ontvangen een lijst" }]);
  });

  it.each`
    case                                        | change                                                    | detail
    ${'without the manual totals'}              | ${{ totaalHandmatig: undefined }}                         | ${"Veld 'totaalHandmatig' ontbreekt"}
    ${'with the manual totals null'}            | ${{ totaalHandmatig: null }}                              | ${"Veld 'totaalHandmatig': verwacht een object, ontvangen null"}
    ${'without own dairy'}                      | ${{ totaalZelfZuivel: undefined }}                        | ${"Veld 'totaalZelfZuivel' ontbreekt"}
    ${'without other production'}               | ${{ totaalOverigeProductie: undefined }}                  | ${"Veld 'totaalOverigeProductie' ontbreekt"}
    ${'without the manual switch'}              | ${{ gebruikHandmatigeMelkRegistratie: undefined }}        | ${"Veld 'gebruikHandmatigeMelkRegistratie' ontbreekt"}
    ${'without the calves'}                     | ${{ melkGevoerdAanKalveren: undefined }}                  | ${"Veld 'melkGevoerdAanKalveren' ontbreekt"}
    ${'with the totals in ASP.NET casing'}      | ${{ totaalHandmatig: undefined, TotaalHandmatig: { kg: 1 } }} | ${"Veld 'totaalHandmatig' ontbreekt (wel 'TotaalHandmatig': namen zijn hoofdlettergevoelig)"}
  `('a save $case -> 400 naming it; nothing is read as empty', async ({ change, detail }) => {
    const stored = await save(token, { ...data, totaalZelfZuivel: { kg: 1_200, vet: 4.4, eiwit: 3.5, ureum: 20, fosfor: 98 }, totaalOverigeProductie: { kg: 300 } });
    expect(stored.status).toBe(200);
    const before = await melk(token);
    const reply = await save(token, { ...before, ...(change as object) });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De gegevens hebben niet de verwachte vorm.');
    expect(reply.body.errorDetails).toEqual([{ message: detail }]);
    expect(await melk(token)).toEqual(before);
  });

  it('bounds -> 400 with one errorDetails entry per problem', async () => {
    const reply = await save(token, {
      ...data,
      gebruikHandmatigeMelkRegistratie: true,
      totaalHandmatig: { kg: 16_000_000, vet: 9, eiwit: 3.5, ureum: 20, fosfor: 98 },
      totaalZelfZuivel: { kg: 100, vet: 4, eiwit: 3.5, ureum: 5, fosfor: 98 },
      melkGevoerdAanKalveren: 0,
      totaalOverigeProductie: { kg: -1 },
    });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De melkleveringen zijn niet opgeslagen: 5 waarden vallen buiten de grenzen.');
    expect(reply.body.errorDetails.map((detail: { message: string }) => detail.message)).toEqual([
      'Handmatige levering: Melk moet tussen 0-15.000.000 liggen',
      'Handmatige levering: Vet moet tussen 2-8 liggen',
      'Zelf zuivelen: Ureum moet tussen 10-80 liggen',
      'Melk gevoerd aan kalveren moet tussen 1-15.000.000 liggen',
      'Overige productie moet minimaal 1 zijn',
    ]);
    expect(await melk(token)).toEqual(data);
  });

  it("a 0 in 'Overige productie' is the farmer's answer: saved as 0, not refused", async () => {
    const reply = await save(token, { ...data, totaalOverigeProductie: { kg: 0 } });
    expect(reply.status).toBe(200);
    expect(reply.body.totaalOverigeProductie.kg).toBe(0);
    expect((await melk(token)).totaalOverigeProductie.kg).toBe(0);
  });

  it('one bound -> singular message', async () => {
    const reply = await save(token, { ...data, melkGevoerdAanKalveren: 0 });
    expect(reply.body.message).toBe('De melkleveringen zijn niet opgeslagen: 1 waarde valt buiten de grenzen.');
    expect(reply.body.errorDetails).toHaveLength(1);
  });

  it('data of another year than the token -> 400', async () => {
    const reply = await save(token, { ...data, kringloopwijzerId: 1021 });
    expectErrorAnswer(reply, 400);
    expect(reply.body.message).toBe('De gegevens horen bij kringloopwijzer 1021, maar kringloopwijzer 1023 is geselecteerd.');
  });

  it('more than 1 MB -> 413', async () => {
    const reply = await h.call('POST', '/MelkLevering/SaveMelkLeveringGegevens', {
      token,
      raw: JSON.stringify({ ...data, opvulling: 'x'.repeat(1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expectErrorAnswer(reply, 413);
    expect(reply.body.message).toBe('De gegevens zijn te groot; het maximum is 1 MB.');
  });

  it('more than 1 MB without a Content-Length (chunked) -> 413', async () => {
    const url = new URL('/MelkLevering/SaveMelkLeveringGegevens', h.server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 20; i += 1) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it('is still serving after all of that', async () => {
    expect((await h.call('GET', '/Auth/GetCallContextModel', { token })).status).toBe(200);
  });
});

describe('menu', () => {
  it('has the six groups, the year list and the flags', async () => {
    const model = await menu(await h.tokenFor(U.deelnemer, 1021));
    expect(model.MenuItems.map((group) => group.Titel)).toEqual(['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest', 'Rapportage', 'Gegevensdeling']);
    expect(model.MenuItems.every((group) => group.ChildMenuItems.length > 0 && group.ChildMenuItems.every((c) => c.IsChildItem))).toBe(true);
    expect(melkleveringItem(model)).toMatchObject({ Url: '/melklevering/Index/1021', IsGereed: true, HeeftWaarschuwing: false });
    expect(model.KringloopwijzerList.map((item) => item.Value)).toEqual(['1023', '1022', '1021', '1020', '1019', '1018']);
    expect(model.KringloopwijzerList.find((item) => item.Selected)?.Text).toBe('2021');
    expect(model).toMatchObject({ KlwId: 1021, KringloopwijzerJaar: 2021, IsAuthorized: true, IsAdviseur: false, HeeftVoorgaandeJaren: true });
    // Without configuration the menu sends users back to the local portal's page.
    expect(model.ApplicationUrl).toBe('http://localhost:5001');
  });

  it('follows selectedKringloopwijzerId in the body and groups years by farm for an adviser', async () => {
    const session = await h.signIn(U.adviseur);
    const reply = await h.call('POST', '/Menu/GetMenu', { token: session, body: { selectedKringloopwijzerId: '4023' } });
    const model = v.parse(MenuModelSchema, reply.body);
    expect(model.KlwId).toBe(4023);
    expect(model.IsAdviseur).toBe(true);
    expect(model.HasVolmacht).toBe(true);
    expect(model.KringloopwijzerList.map((item) => [item.Value, item.Group?.Name])).toEqual([
      ['3023', 'Maatschap Jansen'],
      ['4023', 'Zuivelboerderij Bakker'],
      ['3021', 'Maatschap Jansen'],
    ]);
  });

  it('marks a closed year for support staff as not authorized', async () => {
    const model = await menu(await h.tokenFor(U.sbMedewerker, 1022));
    expect(model).toMatchObject({ IsSBMedewerker: true, IsAuthorized: false, StatusId: 2, StatusOmschrijving: 'Afgesloten' });
  });
});

describe('HTTP behaviour', () => {
  it.each`
    origin                     | allowed
    ${'http://localhost:5001'} | ${true}
    ${'http://127.0.0.1:5001'} | ${true}
    ${'http://localhost:3000'} | ${true}
    ${'http://127.0.0.1:3000'} | ${true}
    ${'http://evil.example'}   | ${false}
  `('CORS for $origin: $allowed', async ({ origin, allowed }) => {
    const preflight = await h.call('OPTIONS', '/Menu/GetMenu', {
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, If-Match');
    const get = await h.call('GET', '/Demo/Users', { headers: { Origin: origin } });
    expect(get.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
    // The screen reads the milk data's ETag across origins.
    expect(get.headers.get('access-control-expose-headers')).toBe(allowed ? 'ETag' : null);
    const refused = await h.call('GET', '/Auth/GetCallContextModel', { headers: { Origin: origin } });
    // Error answers carry CORS too, or the browser would hide the 401 from the front end.
    expect(refused.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
  });

  it('matches routes without regard to case or a trailing slash', async () => {
    expect((await h.call('GET', '/demo/users/')).status).toBe(200);
  });

  it('404 for an unknown route, 405 for a wrong method', async () => {
    expectErrorAnswer(await h.call('GET', '/Nope'), 404);
    const wrong = await h.call('GET', '/Menu/GetMenu');
    expectErrorAnswer(wrong, 405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('logs one line per request: method, path, status, time', async () => {
    h.log.length = 0;
    await h.call('GET', '/Demo/Users?x=1');
    await h.call('GET', '/Auth/GetCallContextModel');
    expect(h.log).toHaveLength(2);
    expect(h.log[0]).toMatch(/^GET \/Demo\/Users 200 \d+\.\dms$/);
    expect(h.log[1]).toMatch(/^GET \/Auth\/GetCallContextModel 401 \d+\.\dms$/);
  });
});

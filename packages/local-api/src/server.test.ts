/** @jest-environment node */
import { promises as fs } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import * as v from 'valibot';
import {CallContextSchema, computeTotals, DemoUserSchema, ErrorAnswerSchema, isReadOnly, MenuModelSchema, RefreshTokenResponseSchema, MELK} from '@klw/contracts';
import type { MelkLeveringData, MenuModel } from '@klw/contracts';
import { DEMO_USER_IDS as U } from './demo-data';
import { startHarness } from './test-support/harness';
import type { Harness, Reply } from './test-support/harness';

let h: Harness;

beforeEach(async () => {
  h = await startHarness({ accessTokenTtlSeconds: 60, sessionTtlSeconds: 3600 });
});

afterEach(async () => {
  await h.stop();
});

function expectErrorAnswer(reply: Reply, status: number): void {
  expect(reply.status).toBe(status);
  expect(v.safeParse(ErrorAnswerSchema, reply.body).success).toBe(true);
  expect(typeof reply.body.message).toBe('string');
}

async function melk(token: string): Promise<MelkLeveringData> {
  const reply = await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token });
  expect(reply.status).toBe(200);
  return v.parse(MELK.dataSchema, reply.body);
}

async function menu(token: string): Promise<MenuModel> {
  const reply = await h.call('POST', '/Menu/GetMenu', { token, body: {} });
  expect(reply.status).toBe(200);
  return v.parse(MenuModelSchema, reply.body);
}

function melkleveringItem(model: MenuModel): { IsGereed: boolean; HeeftWaarschuwing: boolean; Url: string | null } {
  const item = model.MenuItems.flatMap((group) => group.ChildMenuItems).find((child) => child.Titel === 'Melklevering');
  if (!item) throw new Error('no Melklevering in the menu');
  return item;
}

const save = (token: string, data: unknown): Promise<Reply> =>
  h.call('POST', '/MelkLevering/SaveMelkLeveringGegevens', { token, body: data });

describe('demo sign-in', () => {
  it('lists the users without a token', async () => {
    const reply = await h.call('GET', '/Demo/Users');
    expect(reply.status).toBe(200);
    const users = v.parse(v.array(DemoUserSchema), reply.body);
    expect(users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('signs in with a session token without a year', async () => {
    const session = await h.signIn(U.deelnemer);
    const refreshed = await h.call('POST', '/Menu/RefreshToken', { token: session, body: {} });
    expect(refreshed.body.gebruikerId).toBe(U.deelnemer);
    const context = v.parse(CallContextSchema, (await h.call('GET', '/Auth/GetCallContextModel', { token: refreshed.body.access_token })).body);
    // No year in the token: the user's most recent year.
    expect(context.kringloopwijzerId).toBe(1023);
  });

  it.each`
    body                   | status
    ${{ userId: 99 }}      | ${404}
    ${{ userId: 'abc' }}   | ${400}
    ${{}}                  | ${400}
  `('refuses $body with $status', async ({ body, status }) => {
    expectErrorAnswer(await h.call('POST', '/Demo/SignIn', { body }), status);
  });
});

describe('tokens', () => {
  it.each`
    case                    | header
    ${'no header'}          | ${undefined}
    ${'an empty bearer'}    | ${'Bearer '}
    ${"the text 'fout'"}    | ${'Bearer fout'}
    ${'another scheme'}     | ${'Basic abc'}
  `('401 for $case', async ({ header }) => {
    const reply = await h.call('GET', '/Auth/GetCallContextModel', { headers: header ? { Authorization: header } : {} });
    expectErrorAnswer(reply, 401);
    expect(reply.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('401 for a tampered token (another user in the payload)', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: U.sbMedewerker })).toString('base64url');
    const reply = await h.call('GET', '/Auth/GetCallContextModel', { token: `${header}.${forged}.${signature}` });
    expectErrorAnswer(reply, 401);
    expect(reply.body.message).toBe('Het token is ongeldig.');
  });

  it('401 for a token signed with another secret', async () => {
    const other = await startHarness({ tokenSecret: 'another-secret-another-secret-another' });
    const foreign = await other.signIn(U.deelnemer);
    await other.stop();
    expectErrorAnswer(await h.call('GET', '/Auth/GetCallContextModel', { token: foreign }), 401);
  });

  it('an access token expires; a refresh with the session token gives a new one', async () => {
    const session = await h.signIn(U.deelnemer);
    const access = (await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 1021 } })).body.access_token;
    expect((await h.call('GET', '/Auth/GetCallContextModel', { token: access })).status).toBe(200);

    h.clock.now += 61_000;
    const expired = await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token: access });
    expectErrorAnswer(expired, 401);
    expect(expired.body.message).toBe('Het token is verlopen.');

    const refreshed = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 1021 } });
    expect(refreshed.status).toBe(200);
    expect((await melk(refreshed.body.access_token)).kringloopwijzerId).toBe(1021);
  });

  it('the session token expires too', async () => {
    const session = await h.signIn(U.deelnemer);
    h.clock.now += 3_601_000;
    expectErrorAnswer(await h.call('POST', '/Menu/RefreshToken', { token: session, body: {} }), 401);
  });

  it('RefreshToken answers in the contracts\' shape, with the signed-in user', async () => {
    const session = await h.signIn(U.adviseur);
    const reply = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 3023 } });
    expect(v.parse(RefreshTokenResponseSchema, reply.body).gebruikerId).toBe(U.adviseur);
    expect((await melk(reply.body.access_token)).kringloopwijzerId).toBe(3023);
  });

  it.each`
    selected   | year
    ${'1019'}  | ${2019}
    ${1019}    | ${2019}
    ${''}      | ${2023}
    ${null}    | ${2023}
  `('RefreshToken accepts selectedKringloopwijzerId $selected', async ({ selected, year }) => {
    const session = await h.signIn(U.deelnemer);
    const reply = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: selected } });
    expect(reply.status).toBe(200);
    expect((await melk(reply.body.access_token)).kringloopwijzerJaar).toBe(year);
  });

  it('RefreshToken refuses a year the user may not see (403) and a malformed id (400)', async () => {
    const session = await h.signIn(U.deelnemer);
    const foreign = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 3023 } });
    expectErrorAnswer(foreign, 403);
    expect(foreign.body.message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
    const unknown = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 7777 } });
    expectErrorAnswer(unknown, 403);
    const malformed = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 'abc' } });
    expectErrorAnswer(malformed, 400);
    expect(malformed.body.errorDetails.length).toBeGreaterThan(0);
  });
});

describe('authorization per role', () => {
  it.each`
    role              | user             | klwId   | status | readOnly | flags
    ${'participant'}  | ${U.deelnemer}   | ${1023} | ${200} | ${false} | ${{ gebruikerIsDeelnemer: true, volmacht: false }}
    ${'participant'}  | ${U.deelnemer}   | ${1022} | ${200} | ${true}  | ${{ kringloopwijzerStatusId: 2 }}
    ${'participant'}  | ${U.deelnemer}   | ${3023} | ${403} | ${null}  | ${null}
    ${'adviser'}      | ${U.adviseur}    | ${3023} | ${200} | ${false} | ${{ gebruikerIsDeelnemer: false, volmacht: true, proxyId: U.adviseur }}
    ${'adviser'}      | ${U.adviseur}    | ${4023} | ${200} | ${false} | ${{ volmacht: true }}
    ${'adviser'}      | ${U.adviseur}    | ${1023} | ${403} | ${null}  | ${null}
    ${'support'}      | ${U.sbMedewerker} | ${1023} | ${200} | ${true} | ${{ gebruikerIsSBMedewerker: true }}
    ${'support'}      | ${U.sbMedewerker} | ${3021} | ${200} | ${true} | ${{ gebruikerIsSBMedewerker: true }}
    ${'support'}      | ${U.sbMedewerker} | ${7777} | ${404} | ${null} | ${null}
    ${'demo user'}    | ${U.demo}        | ${9023} | ${200} | ${false} | ${{ gebruikerIsDemoGebruiker: true, gebruikerIsDeelnemer: true }}
    ${'demo user'}    | ${U.demo}        | ${1023} | ${403} | ${null}  | ${null}
    ${'no rights'}    | ${U.geenRechten} | ${1023} | ${403} | ${null}  | ${null}
  `('$role on $klwId: $status', async ({ user, klwId, status, readOnly, flags }) => {
    const session = await h.signIn(user);
    const refresh = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: klwId } });
    if (status !== 200) {
      expectErrorAnswer(refresh, status);
      const menuReply = await h.call('POST', '/Menu/GetMenu', { token: session, body: { selectedKringloopwijzerId: klwId } });
      expectErrorAnswer(menuReply, status);
      return;
    }
    const token = refresh.body.access_token;
    const context = v.parse(CallContextSchema, (await h.call('GET', '/Auth/GetCallContextModel', { token })).body);
    expect(context.kringloopwijzerId).toBe(klwId);
    expect(context).toMatchObject(flags);
    expect(isReadOnly(context)).toBe(readOnly);
    expect((await melk(token)).isAuthorized).toBe(!readOnly);
  });

  it('a user without rights gets 403 on every data call', async () => {
    const session = await h.signIn(U.geenRechten);
    const token = await h.tokenFor(U.geenRechten);
    expectErrorAnswer(await h.call('GET', '/Auth/GetCallContextModel', { token }), 403);
    expectErrorAnswer(await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token }), 403);
    expectErrorAnswer(await h.call('POST', '/Menu/GetMenu', { token: session }), 403);
    expectErrorAnswer(await save(token, {}), 403);
  });
});

describe('saving', () => {
  it('refuses a closed year with 403 and a Dutch message, and keeps the data', async () => {
    const token = await h.tokenFor(U.deelnemer, 1022);
    const before = await melk(token);
    const reply = await save(token, { ...before, melkGevoerdAanKalveren: 1 });
    expectErrorAnswer(reply, 403);
    expect(reply.body.message).toBe('De kringloopwijzer 2022 is afgesloten; wijzigingen worden niet opgeslagen.');
    expect(await melk(token)).toEqual(before);
  });

  it('refuses support staff (read-only on an open year) with 403', async () => {
    const token = await h.tokenFor(U.sbMedewerker, 1023);
    const reply = await save(token, await melk(token));
    expectErrorAnswer(reply, 403);
    expect(reply.body.message).toBe('U mag de kringloopwijzer 2023 alleen inzien; wijzigingen worden niet opgeslagen.');
  });

  it('a mandate with volmacht may save', async () => {
    const token = await h.tokenFor(U.adviseur, 3023);
    const data = await melk(token);
    const reply = await save(token, { ...data, melkGevoerdAanKalveren: 30_000 });
    expect(reply.status).toBe(200);
    expect(reply.body.melkGevoerdAanKalveren).toBe(30_000);
  });

  it('survives a restart on the same folder', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const data = await melk(token);
    const reply = await save(token, { ...data, melkGevoerdAanKalveren: 21_470, totaalOverigeProductie: { kg: 1_800 } });
    expect(reply.status).toBe(200);

    await h.restart();
    const after = await melk(token);
    expect(after.melkGevoerdAanKalveren).toBe(21_470);
    expect(after.totaalOverigeProductie.kg).toBe(1_800);
    const files = await fs.readdir(path.join(h.dataDir, 'years'));
    expect(files).toEqual(['1023.json']);
  });

  it('flips the menu from warning to done and back', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    expect(melkleveringItem(await menu(token))).toMatchObject({ IsGereed: false, HeeftWaarschuwing: true, Url: '/melklevering/Index/1023' });

    const data = await melk(token);
    expect((await save(token, { ...data, melkGevoerdAanKalveren: 21_000 })).status).toBe(200);
    const done = await menu(token);
    expect(melkleveringItem(done)).toMatchObject({ IsGereed: true, HeeftWaarschuwing: false });
    expect(done.MenuItems.find((group) => group.Titel === 'Dier')?.HeeftWaarschuwing).toBe(false);

    // A missing required value is stored (filled in over several sessions); the menu warns again.
    const emptied = await save(token, { ...data, melkGevoerdAanKalveren: null });
    expect(emptied.status).toBe(200);
    expect(emptied.body.melkGevoerdAanKalveren).toBeNull();
    expect(melkleveringItem(await menu(token))).toMatchObject({ IsGereed: false, HeeftWaarschuwing: true });
  });

  it('recomputes totals from the stored pickups and ignores pickups sent by the client', async () => {
    const token = await h.tokenFor(U.deelnemer, 1021);
    const data = await melk(token);
    const tampered = {
      ...data,
      maanden: data.maanden.map((maand) => ({ ...maand, leveringen: maand.leveringen.map((l) => ({ ...l, kg: 1 })) })),
      totaal: { kg: 1, vet: 1, eiwit: 1, ureum: 1, fosfor: 1 },
      kringloopwijzerStatus: 0,
      aantalMelkkoeien: 1,
    };
    const reply = await save(token, tampered);
    expect(reply.status).toBe(200);
    const saved = v.parse(MELK.dataSchema, reply.body);
    expect(saved.maanden).toEqual(data.maanden);
    expect(saved.totaal).toEqual(computeTotals(data.maanden).totaal);
    expect(saved.kringloopwijzerStatus).toBe(1);
    expect(saved.aantalMelkkoeien).toBe(data.aantalMelkkoeien);
    // Manual registration is off: the manual totals follow the automatic ones.
    expect(saved.gebruikHandmatigeMelkRegistratie).toBe(false);
    expect(saved.totaalHandmatig).toEqual(saved.totaal);
  });

  it('forces manual registration on without automatic deliveries and rounds to the shown decimals', async () => {
    const token = await h.tokenFor(U.adviseur, 4023);
    const data = await melk(token);
    expect(data.maanden).toEqual([]);
    const reply = await save(token, {
      ...data,
      gebruikHandmatigeMelkRegistratie: false,
      totaalHandmatig: { kg: 900_000.4, vet: 4.456, eiwit: 3.604, ureum: 19.6, fosfor: 97.2 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.gebruikHandmatigeMelkRegistratie).toBe(true);
    expect(reply.body.totaalHandmatig).toEqual({ kg: 900_000, vet: 4.46, eiwit: 3.6, ureum: 20, fosfor: 97 });
  });

  it('clears parts that do not exist in the year (2018: phosphorus, other production, calves)', async () => {
    const token = await h.tokenFor(U.deelnemer, 1018);
    const data = await melk(token);
    const reply = await save(token, {
      ...data,
      gebruikHandmatigeMelkRegistratie: true,
      totaalHandmatig: { kg: 1_000_000, vet: 4.4, eiwit: 3.5, ureum: 20, fosfor: 500 },
      melkGevoerdAanKalveren: 100,
      totaalOverigeProductie: { kg: 5 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.totaalHandmatig.fosfor).toBeNull();
    expect(reply.body.melkGevoerdAanKalveren).toBeNull();
    expect(reply.body.totaalOverigeProductie.kg).toBeNull();
  });
});

describe('conflicting saves (ETag and If-Match)', () => {
  const CONFLICT = 'De melkleveringen zijn intussen door iemand anders opgeslagen. Uw invoer staat nog in het formulier.';

  async function melkWithTag(token: string): Promise<{ data: MelkLeveringData; etag: string }> {
    const reply = await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token });
    expect(reply.status).toBe(200);
    const etag = reply.headers.get('etag');
    if (!etag) throw new Error('no ETag on the milk data');
    return { data: v.parse(MELK.dataSchema, reply.body), etag };
  }

  const saveIfMatch = (token: string, data: unknown, etag: string): Promise<Reply> =>
    h.call('POST', '/MelkLevering/SaveMelkLeveringGegevens', { token, body: data, headers: { 'If-Match': etag } });

  it('the milk data and a save answer carry a strong ETag; the save answer has the tag of the next read', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const first = await melkWithTag(token);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    expect((await melkWithTag(token)).etag).toBe(first.etag);

    const reply = await saveIfMatch(token, { ...first.data, melkGevoerdAanKalveren: 12_000 }, first.etag);
    expect(reply.status).toBe(200);
    const saved = reply.headers.get('etag');
    expect(saved).not.toBe(first.etag);
    expect((await melkWithTag(token)).etag).toBe(saved);
  });

  it("a save based on an older version answers 412 with the Dutch message and keeps the other's data", async () => {
    const farmer = await h.tokenFor(U.deelnemer, 1023);
    const secondSession = await h.tokenFor(U.deelnemer, 1023);
    const mine = await melkWithTag(farmer);
    const theirs = await melkWithTag(secondSession);
    expect((await saveIfMatch(secondSession, { ...theirs.data, melkGevoerdAanKalveren: 11_111 }, theirs.etag)).status).toBe(200);

    const refused = await saveIfMatch(farmer, { ...mine.data, melkGevoerdAanKalveren: 22_222 }, mine.etag);
    expectErrorAnswer(refused, 412);
    expect(refused.body).toEqual({ message: CONFLICT });
    const now = await melkWithTag(farmer);
    expect(now.data.melkGevoerdAanKalveren).toBe(11_111);
    // The refusal names the current version, so a client may deliberately save over it.
    expect(refused.headers.get('etag')).toBe(now.etag);

    const overwrite = await saveIfMatch(farmer, { ...mine.data, melkGevoerdAanKalveren: 22_222 }, now.etag);
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.melkGevoerdAanKalveren).toBe(22_222);
  });

  it('without If-Match (an older client) a save works as before: the last one wins', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data } = await melkWithTag(token);
    expect((await save(token, { ...data, melkGevoerdAanKalveren: 1_000 })).status).toBe(200);
    expect((await save(token, { ...data, melkGevoerdAanKalveren: 2_000 })).status).toBe(200);
    expect((await melk(token)).melkGevoerdAanKalveren).toBe(2_000);
  });

  it('of two saves sent at once on the same version, one is stored and the other gets 412', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data, etag } = await melkWithTag(token);
    const replies = await Promise.all([
      saveIfMatch(token, { ...data, melkGevoerdAanKalveren: 3_000 }, etag),
      saveIfMatch(token, { ...data, melkGevoerdAanKalveren: 4_000 }, etag),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 412]);
    const winner = replies.find((reply) => reply.status === 200);
    expect((await melk(token)).melkGevoerdAanKalveren).toBe(winner?.body.melkGevoerdAanKalveren);
  });

  it('the tag stays the same over a restart, so a form opened before it still saves', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const saved = await saveIfMatch(token, { ...(await melkWithTag(token)).data, melkGevoerdAanKalveren: 5_000 }, '*');
    expect(saved.status).toBe(200);
    await h.restart();
    expect((await melkWithTag(token)).etag).toBe(saved.headers.get('etag'));
  });

  it('a refused save (bounds, read-only) does not change the tag', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const { data, etag } = await melkWithTag(token);
    const refused = await saveIfMatch(token, { ...data, melkGevoerdAanKalveren: -5 }, etag);
    expect(refused.status).toBe(400);
    expect((await melkWithTag(token)).etag).toBe(etag);
  });
});

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
    expect(model.MenuItems.map((group) => group.Titel)).toEqual(['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest', 'Rapportage']);
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

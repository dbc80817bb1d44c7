/** @jest-environment node */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { MELK } from '@klw/melklevering/declaration';
import type { MelkLeveringData } from '@klw/melklevering/declaration';
import { DEMO_USER_IDS as U } from './demo-data';
import type { Harness, Reply } from './test-support/harness';
import { expectErrorAnswer, melkleveringItem, milkCalls, serverPerTest } from './test-support/server-calls';

let h: Harness;
serverPerTest((started) => (h = started));
const { melk, menu, save } = milkCalls(() => h);

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
    // Its group warns now only for another of its screens that still does (the local API serves every screen's
    // declaration, so which others there are depends on the screens that exist).
    const dier = done.MenuItems.find((group) => group.Titel === 'Dier');
    const othersWarn = (dier?.ChildMenuItems ?? []).some((child) => child.Titel !== 'Melklevering' && child.HeeftWaarschuwing);
    expect(dier?.HeeftWaarschuwing).toBe(othersWarn);

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
    expect(saved.totaal).toEqual(MELK.recompute(data).totaal);
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

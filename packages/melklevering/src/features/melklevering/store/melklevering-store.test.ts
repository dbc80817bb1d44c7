import { waitFor } from '@testing-library/dom';
import { DRAFT_MAX_AGE_MS } from '@klw/contracts';
import { loadReason, selectHasUnsavedChanges } from '@klw/forms';
import type { MelkLeveringData } from '@klw/contracts';
import { ApiError } from 'klw_auth/client';
import { browserPages, draftsOnThisComputer, localDraftStorage, melkDraftKey, newMelkDraft } from '../test-support/drafts';
import { MELK } from '@klw/contracts';
import type { FormApi } from '@klw/forms';
import { melkData, totaal } from '../test-support/melk-data';
import { createMelkleveringStore } from './melklevering-store';

const toFormOf = MELK.toForm;

jest.mock('../api/melk-levering-api', () => ({ melkLeveringApi: {} }));

type Versioned = { data: MelkLeveringData; etag: string | null };

function fakeApi(data: MelkLeveringData = melkData(), etag: string | null = null) {
  return {
    load: jest.fn<Promise<Versioned>, []>(() => Promise.resolve({ data, etag })),
    save: jest.fn<Promise<Versioned>, [MelkLeveringData, (string | null)?]>((sent) => Promise.resolve({ data: sent, etag })),
  } satisfies FormApi<MelkLeveringData>;
}

async function loadedStore(data: MelkLeveringData = melkData()) {
  const api = fakeApi(data);
  const store = createMelkleveringStore(api);
  await store.getState().load();
  return { api, store };
}

describe('milk delivery store', () => {
  it('loads the data and its form', async () => {
    const { store } = await loadedStore();
    const state = store.getState();
    expect(state.status).toBe('loaded');
    expect(state.data?.kringloopwijzerJaar).toBe(2023);
    expect(state.form?.totaalHandmatig.kg).toBe(60_000);
    expect(selectHasUnsavedChanges(state)).toBe(false);
  });

  it('forces manual registration on when the answer has no delivery months', async () => {
    const { store } = await loadedStore(melkData({ maanden: [], gebruikHandmatigeMelkRegistratie: false }));
    expect(store.getState().form?.gebruikHandmatigeMelkRegistratie).toBe(true);
  });

  it('keeps a failed load as an error with its text', async () => {
    const api = fakeApi();
    api.load.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    const store = createMelkleveringStore(api);
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(loadReason(store.getState().loadFailure)).toBe('De server is niet bereikbaar.');
    api.load.mockRejectedValueOnce('?');
    await store.getState().load();
    // No text of its own: the screen's 'De melkleveringen konden niet worden geladen.' stands alone.
    expect(loadReason(store.getState().loadFailure)).toBeNull();
    await store.getState().load();
    expect(store.getState().status).toBe('loaded');
  });

  it('checks the form on load, on check() (a field lost focus), on switching manual registration and on a save attempt; not per key', async () => {
    const { api, store } = await loadedStore();
    expect(store.getState().checkedForm).toBe(store.getState().form);
    store.getState().setField('totaalZelfZuivel.kg', 9);
    expect(store.getState().checkedForm?.totaalZelfZuivel.kg).toBeNull();
    store.getState().check();
    expect(store.getState().checkedForm?.totaalZelfZuivel.kg).toBe(9);
    store.getState().setField('totaalZelfZuivel.kg', 95);
    store.getState().setHandmatig(true);
    expect(store.getState().checkedForm).toBe(store.getState().form);
    store.getState().setField('totaalZelfZuivel.kg', 7);
    api.save.mockRejectedValueOnce(new Error('Niet opgeslagen'));
    await store.getState().save();
    expect(store.getState().checkedForm?.totaalZelfZuivel.kg).toBe(7);
  });

  it('tracks edits as unsaved changes, in the form slice only', async () => {
    const { store } = await loadedStore();
    const before = store.getState().data;
    store.getState().setField('totaalZelfZuivel.kg', 1_000);
    expect(store.getState().form?.totaalZelfZuivel.kg).toBe(1_000);
    expect(store.getState().data).toBe(before);
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
    store.getState().setField('totaalZelfZuivel.kg', null);
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
  });

  it('unchecking manual registration copies the overall totals', async () => {
    const data = melkData({ gebruikHandmatigeMelkRegistratie: true, totaalHandmatig: totaal({ kg: 1 }) });
    const { store } = await loadedStore(data);
    store.getState().setHandmatig(false);
    expect(store.getState().form?.totaalHandmatig).toEqual(data.totaal);
  });

  it('saves the full data merged with the form, then takes over the answer', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalZelfZuivel.kg', 1_500);
    const answer = melkData({ totaalZelfZuivel: totaal({ kg: 1_500 }), aantalMelkkoeien: 120 });
    api.save.mockResolvedValueOnce({ data: answer, etag: null });
    const pending = store.getState().save();
    expect(store.getState().saving).toBe(true);
    await expect(pending).resolves.toEqual({ ok: true });
    const sent = api.save.mock.calls[0]?.[0];
    expect(sent).toEqual({ ...melkData(), totaalZelfZuivel: totaal({ kg: 1_500 }) });
    const state = store.getState();
    expect(state.saving).toBe(false);
    expect(state.data).toBe(answer);
    expect(state.form?.totaalZelfZuivel.kg).toBe(1_500);
    expect(selectHasUnsavedChanges(state)).toBe(false);
  });

  it('allows saving with empty required fields', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalHandmatig.vet', null);
    store.getState().setField('melkGevoerdAanKalveren', null);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({
      totaalHandmatig: { vet: null },
      melkGevoerdAanKalveren: null,
    });
  });

  it('refuses a save while a field holds text that is no number, which counts as an unsaved change', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalHandmatig.kg', null);
    store.getState().setUnreadable('totaalHandmatig.kg', true);
    store.getState().setUnreadable('melkGevoerdAanKalveren', true);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, unreadable: ['totaalHandmatig.kg', 'melkGevoerdAanKalveren'] });
    expect(api.save).not.toHaveBeenCalled();
    expect(store.getState().saving).toBe(false);

    store.getState().setUnreadable('totaalHandmatig.kg', false);
    store.getState().setUnreadable('melkGevoerdAanKalveren', false);
    store.getState().setField('totaalHandmatig.kg', 61_000);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({ totaalHandmatig: { kg: 61_000 } });
  });

  it('counts a field with text that is no number as unsaved, even where its null equals the saved value', async () => {
    const { store } = await loadedStore(melkData({ melkGevoerdAanKalveren: null }));
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    store.getState().setUnreadable('melkGevoerdAanKalveren', true);
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
  });

  it('never sends an out-of-bounds value', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalHandmatig.vet', 12);
    store.getState().setField('totaalHandmatig.kg', 99_000_000);
    store.getState().setField('melkGevoerdAanKalveren', 0);
    await store.getState().save();
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({
      totaalHandmatig: { vet: 8, kg: 15_000_000 },
      melkGevoerdAanKalveren: 1,
    });
  });

  it('keeps every typed value when the save fails, and a second save works', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalZelfZuivel.kg', 2_000);
    store.getState().setField('totaalZelfZuivel.vet', 4.2);
    const failure = new Error('Niet gelukt');
    api.save.mockRejectedValueOnce(failure);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, error: failure });
    const state = store.getState();
    expect(state.saving).toBe(false);
    expect(state.form?.totaalZelfZuivel).toMatchObject({ kg: 2_000, vet: 4.2 });
    expect(selectHasUnsavedChanges(state)).toBe(true);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(store.getState().form?.totaalZelfZuivel).toMatchObject({ kg: 2_000, vet: 4.2 });
  });

  it('ignores a second save while one is running, and a save before loading', async () => {
    const empty = createMelkleveringStore(fakeApi());
    await expect(empty.getState().save()).resolves.toEqual({ ok: false, skipped: true });
    const { api, store } = await loadedStore();
    const first = store.getState().save();
    await expect(store.getState().save()).resolves.toEqual({ ok: false, skipped: true });
    await first;
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('gives every mount its own store', async () => {
    const { store: first } = await loadedStore();
    const { store: second } = await loadedStore();
    first.getState().setField('totaalHandmatig.ureum', 30);
    expect(second.getState().form?.totaalHandmatig.ureum).toBe(22);
  });
});

// ETags, If-Match, the 412 choice and a save whose answer never came are the kit's: packages/forms/src/store/form-store.test.ts.

describe('load failures', () => {
  it('says the session ended when the refresh was refused', async () => {
    const api = fakeApi();
    api.load.mockRejectedValueOnce(new ApiError('Het token is verlopen.', { call: 'RefreshToken', status: 401 }));
    const store = createMelkleveringStore(api);
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(loadReason(store.getState().loadFailure)).toBe('Uw sessie is verlopen. Meld u opnieuw aan.');
  });
});

describe('drafts', () => {
  const USER = 1;
  const KLW = melkData().kringloopwijzerId;
  let clock = 1_800_000_000_000;

  beforeEach(() => {
    window.localStorage.clear();
    clock = 1_800_000_000_000;
  });

  async function draftStore(options: { etag?: string | null; readOnly?: boolean; data?: MelkLeveringData; locks?: LockManager } = {}) {
    const api = fakeApi(options.data ?? melkData(), options.etag ?? '"v1"');
    const store = createMelkleveringStore(api, { drafts: localDraftStorage(window.localStorage, options.locks ?? null), now: () => clock });
    store.getState().setDraftOwner(USER, options.readOnly ?? false);
    await store.getState().load();
    return { api, store };
  }

  /** The one draft of this year on the computer (a test with more looks at them all). */
  const stored = () => {
    const found = draftsOnThisComputer(USER, KLW);
    if (found.length > 1) throw new Error(`${found.length} drafts of this year, where the test expects at most one`);
    return found[0] ?? null;
  };
  const kalveren = () => draftsOnThisComputer(USER, KLW).map((draft) => draft.form.melkGevoerdAanKalveren);
  /** A draft another page left (closed or crashed) of this year, with the figure for milk fed to calves. */
  const leftByAnotherPage = (melkGevoerdAanKalveren: number, savedAt = clock, basedOn = '"v1"') =>
    localDraftStorage(window.localStorage, null).write(newMelkDraft(USER, KLW, { ...toFormOf(melkData()), melkGevoerdAanKalveren }, basedOn, savedAt));

  it('keeps unsaved typing as a draft of this user and year, with its version; a save removes it', async () => {
    const { store } = await draftStore();
    store.getState().setField('totaalZelfZuivel.kg', 1_234);
    expect(stored()).toMatchObject({ userId: USER, klwId: KLW, basedOn: '"v1"', savedAt: clock, form: { totaalZelfZuivel: { kg: 1_234 } } });
    expect(draftsOnThisComputer(2, KLW)).toEqual([]);
    await store.getState().save();
    expect(stored()).toBeNull();
  });

  it('keeps what was typed while a save was under way: in the form, unsaved, and as a draft on the new version', async () => {
    const { api, store } = await draftStore();
    store.getState().setField('totaalZelfZuivel.kg', 1_234);
    // The server stores what was sent, and answers when the test says so.
    let answer: () => void = () => undefined;
    api.save.mockImplementationOnce((sent) => new Promise<Versioned>((resolve) => (answer = () => resolve({ data: sent, etag: '"v2"' }))));
    const saving = store.getState().save();
    // The farmer goes on while 'Opslaan...' shows: a new value, and the value the save carries changed again.
    store.getState().setField('totaalZelfZuivel.vet', 4.2);
    store.getState().setField('totaalZelfZuivel.kg', 1_300);
    answer();
    await expect(saving).resolves.toEqual({ ok: true });

    const state = store.getState();
    expect(state.savedForm?.totaalZelfZuivel).toMatchObject({ kg: 1_234 });
    expect(state.form?.totaalZelfZuivel).toMatchObject({ kg: 1_300, vet: 4.2 });
    expect(selectHasUnsavedChanges(state)).toBe(true);
    expect(stored()).toMatchObject({ basedOn: '"v2"', form: { totaalZelfZuivel: { kg: 1_300, vet: 4.2 } } });
    // Saving again sends it on the new version.
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ totaalZelfZuivel: expect.objectContaining({ kg: 1_300, vet: 4.2 }) }), '"v2"');
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    expect(stored()).toBeNull();
  });

  it('removes the draft when the typing is undone, keeps it after a failed save', async () => {
    const { api, store } = await draftStore();
    store.getState().setField('totaalZelfZuivel.kg', 1_234);
    store.getState().setField('totaalZelfZuivel.kg', null);
    expect(stored()).toBeNull();
    store.getState().setField('totaalZelfZuivel.kg', 5);
    api.save.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    await store.getState().save();
    expect(stored()?.form.totaalZelfZuivel.kg).toBe(5);
  });

  it('offers a draft found on opening; Terugzetten puts its values and its version in the form, unsaved', async () => {
    localDraftStorage().write(newMelkDraft(USER, KLW, { ...toFormOf(melkData()), totaalZelfZuivel: totaal({ kg: 777 }) }, '"v0"', clock - 60_000));
    const { api, store } = await draftStore();
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock - 60_000 });
    // Typing before choosing leaves the offered draft as it is, and is kept beside it.
    store.getState().setField('totaalHandmatig.ureum', 30);
    expect(draftsOnThisComputer(USER, KLW).map((draft) => [draft.form.totaalZelfZuivel.kg, draft.form.totaalHandmatig.ureum])).toEqual([
      [melkData().totaalZelfZuivel.kg, 30],
      [777, melkData().totaalHandmatig.ureum],
    ]);
    store.getState().restoreDraft();
    // A draft that does not say what its typing started from brings all its values, and its version.
    expect(store.getState()).toMatchObject({ etag: '"v0"', form: { totaalZelfZuivel: { kg: 777 }, totaalHandmatig: { ureum: melkData().totaalHandmatig.ureum } } });
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
    // The typing it replaced is offered next; the restored draft is now this page's own.
    expect(store.getState().draftOffer?.form.totaalHandmatig.ureum).toBe(30);
    store.getState().discardDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(stored()).toMatchObject({ basedOn: '"v0"', form: { totaalZelfZuivel: { kg: 777 } } });
    await store.getState().save();
    expect(api.save.mock.calls[0]?.[1]).toBe('"v0"');
  });

  it('Weggooien removes the draft and keeps what was typed since opening', async () => {
    localDraftStorage().write(newMelkDraft(USER, KLW, { ...toFormOf(melkData()), melkGevoerdAanKalveren: 1 }, '"v1"', clock));
    const { store } = await draftStore();
    expect(store.getState().draftOffer).not.toBeNull();
    store.getState().discardDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(stored()).toBeNull();
    store.getState().setField('totaalZelfZuivel.kg', 42);
    expect(stored()?.form.totaalZelfZuivel.kg).toBe(42);
  });

  it('never offers a draft in a read-only year, and never writes one there', async () => {
    localDraftStorage().write(newMelkDraft(USER, KLW, { ...toFormOf(melkData()), melkGevoerdAanKalveren: 1 }, '"v1"', clock));
    const { store } = await draftStore({ readOnly: true });
    expect(store.getState().draftOffer).toBeNull();
    // Left where it is: the year may be editable again for this user later.
    expect(stored()).not.toBeNull();
    window.localStorage.clear();
    store.getState().setField('totaalZelfZuivel.kg', 42);
    expect(window.localStorage.length).toBe(0);
  });

  it('removes a draft the loaded data already holds, and one older than 30 days, without offering them', async () => {
    localDraftStorage().write(newMelkDraft(USER, KLW, toFormOf(melkData()), '"v1"', clock));
    expect((await draftStore()).store.getState().draftOffer).toBeNull();
    expect(stored()).toBeNull();
    localDraftStorage().write(newMelkDraft(USER, KLW, { ...toFormOf(melkData()), melkGevoerdAanKalveren: 1 }, '"v1"', clock - DRAFT_MAX_AGE_MS - 1));
    expect((await draftStore()).store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
    // So does a draft written before each page kept its own, once the data holds it.
    window.localStorage.setItem(melkDraftKey(USER, KLW), JSON.stringify(newMelkDraft(USER, KLW, toFormOf(melkData()), '"v1"', clock)));
    expect((await draftStore()).store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('offers the draft once the signed-in user is known, also when the data came first', async () => {
    localDraftStorage().write(newMelkDraft(USER, KLW, { ...toFormOf(melkData()), melkGevoerdAanKalveren: 1 }, '"v1"', clock));
    const store = createMelkleveringStore(fakeApi(), { drafts: localDraftStorage(), now: () => clock });
    await store.getState().load();
    expect(store.getState().draftOffer).toBeNull();
    store.getState().setDraftOwner(USER, false);
    // The offer waits for the look at which pages are open (a promise).
    await waitFor(() => expect(store.getState().draftOffer).not.toBeNull());
  });

  it("two tabs of one year each keep their own typing; a save in one leaves the other's draft", async () => {
    const browser = browserPages();
    const tabA = await draftStore({ locks: browser.page('A').locks });
    const tabB = await draftStore({ locks: browser.page('B').locks });
    tabA.store.getState().setField('melkGevoerdAanKalveren', 111);
    tabB.store.getState().setField('melkGevoerdAanKalveren', 222);
    clock += 1_000;
    tabA.store.getState().setField('totaalZelfZuivel.kg', 5);
    expect(kalveren()).toEqual([111, 222]);
    await tabB.store.getState().save();
    expect(kalveren()).toEqual([111]);
  });

  it("offers only the drafts of tabs that are gone: an open tab's typing is not lost", async () => {
    const browser = browserPages();
    const tabA = browser.page('A');
    const storeA = (await draftStore({ locks: tabA.locks })).store;
    storeA.getState().setField('melkGevoerdAanKalveren', 111);
    await Promise.resolve();
    const tabB = (await draftStore({ locks: browser.page('B').locks })).store;
    expect(tabB.getState().draftOffer).toBeNull();
    // Tab A crashes; the next page finds its typing.
    tabA.close();
    const tabC = (await draftStore({ locks: browser.page('C').locks })).store;
    expect(tabC.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(111);
  });

  it('typing while an offer waits is kept; after a crash both drafts are offered, the newest first, and a save leaves an offer', async () => {
    leftByAnotherPage(111, clock - 60_000);
    const first = (await draftStore()).store;
    expect(first.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(111);
    first.getState().setField('melkGevoerdAanKalveren', 222);
    // This page crashes before the farmer chose.
    const { store } = await draftStore();
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock, form: { melkGevoerdAanKalveren: 222 } });
    store.getState().restoreDraft();
    expect(store.getState().form?.melkGevoerdAanKalveren).toBe(222);
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock - 60_000, form: { melkGevoerdAanKalveren: 111 } });
    await store.getState().save();
    expect(store.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(111);
    expect(kalveren()).toEqual([111]);
    store.getState().discardDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(kalveren()).toEqual([]);
  });

  /** A draft as this version writes it: the values its typing started from (the loaded data of `"v1"`) with it. */
  const typedOnV1 = (change: Partial<ReturnType<typeof toFormOf>>, savedAt = clock - 60_000) =>
    localDraftStorage(window.localStorage, null).write(
      newMelkDraft(USER, KLW, { ...toFormOf(melkData()), ...change }, '"v1"', savedAt, toFormOf(melkData())),
    );

  it('Terugzetten brings only what the closed tab typed: a value saved here since stays, and the save is no conflict', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 1_234 });
    const { api, store } = await draftStore();
    api.save.mockImplementation((sent) => Promise.resolve({ data: sent, etag: '"v2"' }));
    store.getState().setField('totaalOverigeProductie.kg', 4_321);
    await store.getState().save();
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v2"', form: { melkGevoerdAanKalveren: 1_234, totaalOverigeProductie: { kg: 4_321 } } });
    expect(store.getState().draftOffer).toBeNull();
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ melkGevoerdAanKalveren: 1_234, totaalOverigeProductie: { kg: 4_321 } }), '"v2"');
  });

  it('Terugzetten keeps typing of this tab in other fields, and offers what it replaced: nothing is lost', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 5_555 });
    const { store } = await draftStore();
    store.getState().setField('totaalOverigeProductie.kg', 10);
    store.getState().setField('melkGevoerdAanKalveren', 7_777);
    store.getState().restoreDraft();
    expect(store.getState().form).toMatchObject({ melkGevoerdAanKalveren: 5_555, totaalOverigeProductie: { kg: 10 } });
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock, form: { melkGevoerdAanKalveren: 7_777, totaalOverigeProductie: { kg: 10 } } });
    // Both are on the computer until the farmer chooses.
    expect(new Set(kalveren())).toEqual(new Set([5_555, 7_777]));
    store.getState().restoreDraft();
    expect(store.getState().form).toMatchObject({ melkGevoerdAanKalveren: 7_777, totaalOverigeProductie: { kg: 10 } });
    // And back again: each choice keeps what it replaced.
    expect(store.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(5_555);
  });

  it('a draft whose values someone saved over since keeps its own version: the save meets the conflict', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 1_234 });
    const { api, store } = await draftStore({ data: { ...melkData(), melkGevoerdAanKalveren: 9_000 }, etag: '"v2"' });
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { melkGevoerdAanKalveren: 1_234 } });
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.anything(), '"v1"');
  });

  it('Terugzetten leaves a field holding text that is no number as it is, where the draft brings no value for it', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 1_234 });
    const { store } = await draftStore();
    store.getState().setField('totaalHandmatig.vet', null);
    store.getState().setUnreadable('totaalHandmatig.vet', true);
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ unreadable: ['totaalHandmatig.vet'], form: { melkGevoerdAanKalveren: 1_234, totaalHandmatig: { vet: null } } });
    // Its draft keeps the saved figure, never the empty value, and a save waits until the text is mended.
    expect(stored()?.form.totaalHandmatig.vet).toBe(melkData().totaalHandmatig.vet);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, unreadable: ['totaalHandmatig.vet'] });
  });

  it('a restored draft that met a conflict counts, after another crash, only its own typing as typed', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 411 });
    // The adviser saved the calves and other production; this tab restores the draft and crashes before saving.
    const v2 = { data: { ...melkData(), melkGevoerdAanKalveren: 412, totaalOverigeProductie: { kg: 413 } }, etag: '"v2"' };
    (await draftStore(v2)).store.getState().restoreDraft();
    // The adviser saves other production again; the next tab restores.
    const v3 = { data: { ...melkData(), melkGevoerdAanKalveren: 412, totaalOverigeProductie: { kg: 414 } }, etag: '"v3"' };
    const { store } = await draftStore(v3);
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { melkGevoerdAanKalveren: 411, totaalOverigeProductie: { kg: 414 } } });
  });

  it('does not offer a draft whose typing the loaded data already holds, though other values differ', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 1_234 });
    const { store } = await draftStore({ data: { ...melkData(), melkGevoerdAanKalveren: 1_234, totaalOverigeProductie: { kg: 9 } }, etag: '"v2"' });
    expect(store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("keeps a restored draft's conflict in this page's own draft: after a crash the next page still meets it", async () => {
    typedOnV1({ melkGevoerdAanKalveren: 1_234 });
    const theirs = { data: { ...melkData(), melkGevoerdAanKalveren: 9_000 }, etag: '"v2"' };
    (await draftStore(theirs)).store.getState().restoreDraft();
    // That page crashes; the next one offers its draft, which still starts from the first version.
    const { api, store } = await draftStore(theirs);
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { melkGevoerdAanKalveren: 1_234 } });
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.anything(), '"v1"');
  });

  it('takes no choice on an offer while a save is under way, and drops an offer the save made redundant', async () => {
    typedOnV1({ melkGevoerdAanKalveren: 1_234 });
    const { api, store } = await draftStore();
    let answer: () => void = () => undefined;
    api.save.mockImplementationOnce((sent) => new Promise<Versioned>((resolve) => (answer = () => resolve({ data: sent, etag: '"v2"' }))));
    store.getState().setField('melkGevoerdAanKalveren', 1_234);
    const saving = store.getState().save();
    store.getState().restoreDraft();
    store.getState().discardDraft();
    expect(store.getState().draftOffer).not.toBeNull();
    answer();
    await saving;
    // Saved, the form holds what the draft would bring back: nothing is left to offer.
    expect(store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("lets go of its tab's lock when the screen goes: another tab then offers that typing", async () => {
    const browser = browserPages();
    const first = (await draftStore({ locks: browser.page('A').locks })).store;
    first.getState().setField('melkGevoerdAanKalveren', 111);
    await waitFor(() => expect(browser.heldLocks()).toHaveLength(1));
    expect((await draftStore({ locks: browser.page('B').locks })).store.getState().draftOffer).toBeNull();
    first.getState().leave();
    await waitFor(() => expect(browser.heldLocks()).toEqual([]));
    expect((await draftStore({ locks: browser.page('C').locks })).store.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(111);
  });

  it('no longer offers a draft another tab took over or threw away', async () => {
    leftByAnotherPage(111, clock - 60_000);
    leftByAnotherPage(222, clock);
    const { store } = await draftStore();
    const keys = Object.keys(window.localStorage);
    const keyOf = (value: number) => keys.find((key) => window.localStorage.getItem(key)?.includes(`"melkGevoerdAanKalveren":${value}`)) ?? '';
    /** What the browser does in this page when another tab removes a key. */
    const removedByAnotherTab = (key: string) => {
      window.localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue: '{}', newValue: null, storageArea: window.localStorage }));
    };
    expect(store.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(222);
    removedByAnotherTab(keyOf(111));
    expect(store.getState().draftOffer?.form.melkGevoerdAanKalveren).toBe(222);
    removedByAnotherTab(keyOf(222));
    expect(store.getState().draftOffer).toBeNull();
  });

  it('skips an offer that would not change the form, and removes it', async () => {
    leftByAnotherPage(222, clock - 60_000);
    leftByAnotherPage(222, clock);
    const { store } = await draftStore();
    store.getState().restoreDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(kalveren()).toEqual([222]);
  });
});

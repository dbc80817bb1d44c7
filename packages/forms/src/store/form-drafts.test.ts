// Over 300 lines for one subject: the kit's drafts (kept, offered, restored, discarded, ended sessions) on any model.
import { waitFor } from '@testing-library/dom';
import { DRAFT_MAX_AGE_MS, draftKey, newDraft } from '@klw/contracts/drafts';
import type { Versioned } from '../model';
import { localDraftStorage } from '../drafts/draft-storage';
import { browserPages, draftsOnThisComputer as draftsOf } from '../test-support/drafts';
import { PROEF_KIND, PROEF_MODEL, proefData, steeredProefApi } from '../test-support/proef-model';
import type { ProefData } from '../test-support/proef-model';
import { createFormStore } from './form-store';
import { selectHasUnsavedChanges } from './form-selectors';

// The kit's draft guarantees (ADR 006), on the kit's test model: every screen built on the kit has them.

const toFormOf = PROEF_MODEL.toForm;
const kind = PROEF_KIND;

const fakeApi = steeredProefApi;

const draftsOnThisComputer = (userId: number, klwId: number) => draftsOf(kind, userId, klwId);
const newProefDraft = newDraft<ReturnType<typeof toFormOf>>;

describe('drafts, on any model', () => {
  const USER = 1;
  const KLW = proefData().kringloopwijzerId;
  let clock = 1_800_000_000_000;

  beforeEach(() => {
    window.localStorage.clear();
    clock = 1_800_000_000_000;
  });

  async function draftStore(options: { etag?: string | null; readOnly?: boolean; data?: ProefData; locks?: LockManager } = {}) {
    const api = fakeApi(options.data ?? proefData(), options.etag ?? '"v1"');
    const store = createFormStore(PROEF_MODEL, api, { drafts: localDraftStorage(kind, window.localStorage, options.locks ?? null), now: () => clock });
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
  const aantallen = () => draftsOnThisComputer(USER, KLW).map((draft) => draft.form.aantal);
  /** A draft another page left (closed or crashed) of this year, with its figure for 'Aantal'. */
  const leftByAnotherPage = (aantal: number, savedAt = clock, basedOn = '"v1"') =>
    localDraftStorage(kind, window.localStorage, null).write(newProefDraft(USER, KLW, { ...toFormOf(proefData()), aantal }, basedOn, savedAt));

  it('keeps unsaved typing as a draft of this user and year, with its version; a save removes it', async () => {
    const { store } = await draftStore();
    store.getState().setField('aantal', 12);
    expect(stored()).toMatchObject({ userId: USER, klwId: KLW, basedOn: '"v1"', savedAt: clock, form: { aantal: 12 } });
    expect(draftsOnThisComputer(2, KLW)).toEqual([]);
    await store.getState().save();
    expect(stored()).toBeNull();
  });

  it('keeps what was typed while a save was under way: in the form, unsaved, and as a draft on the new version', async () => {
    const { api, store } = await draftStore();
    store.getState().setField('aantal', 12);
    // The server stores what was sent, and answers when the test says so.
    let answer: () => void = () => undefined;
    api.save.mockImplementationOnce((sent) => new Promise<Versioned<ProefData>>((resolve) => (answer = () => resolve({ data: sent, etag: '"v2"' }))));
    const saving = store.getState().save();
    // The farmer goes on while 'Opslaan...' shows: a new value, and the value the save carries changed again.
    store.getState().setField('naam', 'Nieuwe naam');
    store.getState().setField('aantal', 13);
    answer();
    await expect(saving).resolves.toEqual({ ok: true });

    const state = store.getState();
    expect(state.savedForm).toMatchObject({ aantal: 12 });
    expect(state.form).toMatchObject({ aantal: 13, naam: 'Nieuwe naam' });
    expect(selectHasUnsavedChanges(state)).toBe(true);
    expect(stored()).toMatchObject({ basedOn: '"v2"', form: { aantal: 13, naam: 'Nieuwe naam' } });
    // Saving again sends it on the new version.
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ aantal: 13, naam: 'Nieuwe naam' }), '"v2"');
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    expect(stored()).toBeNull();
  });

  it('removes the draft when the typing is undone, keeps it after a failed save', async () => {
    const { api, store } = await draftStore();
    store.getState().setField('aantal', 12);
    store.getState().setField('aantal', proefData().aantal);
    expect(stored()).toBeNull();
    store.getState().setField('aantal', 5);
    api.save.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    await store.getState().save();
    expect(stored()?.form.aantal).toBe(5);
  });

  it('offers a draft found on opening; Terugzetten puts its values and its version in the form, unsaved', async () => {
    localDraftStorage(kind).write(newProefDraft(USER, KLW, { ...toFormOf(proefData()), aantal: 77 }, '"v0"', clock - 60_000));
    const { api, store } = await draftStore();
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock - 60_000 });
    // Typing before choosing leaves the offered draft as it is, and is kept beside it.
    store.getState().setField('naam', 'Getypt');
    expect(draftsOnThisComputer(USER, KLW).map((draft) => [draft.form.aantal, draft.form.naam])).toEqual([
      [proefData().aantal, 'Getypt'],
      [77, proefData().naam],
    ]);
    store.getState().restoreDraft();
    // A draft that does not say what its typing started from brings all its values, and its version.
    expect(store.getState()).toMatchObject({ etag: '"v0"', form: { aantal: 77, naam: proefData().naam } });
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
    // The typing it replaced is offered next; the restored draft is now this page's own.
    expect(store.getState().draftOffer?.form.naam).toBe('Getypt');
    store.getState().discardDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(stored()).toMatchObject({ basedOn: '"v0"', form: { aantal: 77 } });
    await store.getState().save();
    expect(api.save.mock.calls[0]?.[1]).toBe('"v0"');
  });

  it('Weggooien removes the draft and keeps what was typed since opening', async () => {
    localDraftStorage(kind).write(newProefDraft(USER, KLW, { ...toFormOf(proefData()), aantal: 1 }, '"v1"', clock));
    const { store } = await draftStore();
    expect(store.getState().draftOffer).not.toBeNull();
    store.getState().discardDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(stored()).toBeNull();
    store.getState().setField('aantal', 42);
    expect(stored()?.form.aantal).toBe(42);
  });

  it('never offers a draft in a read-only year, and never writes one there', async () => {
    localDraftStorage(kind).write(newProefDraft(USER, KLW, { ...toFormOf(proefData()), aantal: 1 }, '"v1"', clock));
    const { store } = await draftStore({ readOnly: true });
    expect(store.getState().draftOffer).toBeNull();
    // Left where it is: the year may be editable again for this user later.
    expect(stored()).not.toBeNull();
    window.localStorage.clear();
    store.getState().setField('aantal', 42);
    expect(window.localStorage.length).toBe(0);
  });

  it('removes a draft the loaded data already holds, and one older than 30 days, without offering them', async () => {
    localDraftStorage(kind).write(newProefDraft(USER, KLW, toFormOf(proefData()), '"v1"', clock));
    expect((await draftStore()).store.getState().draftOffer).toBeNull();
    expect(stored()).toBeNull();
    localDraftStorage(kind).write(newProefDraft(USER, KLW, { ...toFormOf(proefData()), aantal: 1 }, '"v1"', clock - DRAFT_MAX_AGE_MS - 1));
    expect((await draftStore()).store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
    // So does a draft written before each page kept its own, once the data holds it.
    window.localStorage.setItem(draftKey(PROEF_MODEL.screen, USER, KLW), JSON.stringify(newProefDraft(USER, KLW, toFormOf(proefData()), '"v1"', clock)));
    expect((await draftStore()).store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('offers the draft once the signed-in user is known, also when the data came first', async () => {
    localDraftStorage(kind).write(newProefDraft(USER, KLW, { ...toFormOf(proefData()), aantal: 1 }, '"v1"', clock));
    const store = createFormStore(PROEF_MODEL, fakeApi(), { drafts: localDraftStorage(kind), now: () => clock });
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
    tabA.store.getState().setField('aantal', 11);
    tabB.store.getState().setField('aantal', 22);
    clock += 1_000;
    tabA.store.getState().setField('naam', 'Tab A');
    expect(aantallen()).toEqual([11, 22]);
    await tabB.store.getState().save();
    expect(aantallen()).toEqual([11]);
  });

  it("offers only the drafts of tabs that are gone: an open tab's typing is not lost", async () => {
    const browser = browserPages();
    const tabA = browser.page('A');
    const storeA = (await draftStore({ locks: tabA.locks })).store;
    storeA.getState().setField('aantal', 11);
    await Promise.resolve();
    const tabB = (await draftStore({ locks: browser.page('B').locks })).store;
    expect(tabB.getState().draftOffer).toBeNull();
    // Tab A crashes; the next page finds its typing.
    tabA.close();
    const tabC = (await draftStore({ locks: browser.page('C').locks })).store;
    expect(tabC.getState().draftOffer?.form.aantal).toBe(11);
  });

  it('typing while an offer waits is kept; after a crash both drafts are offered, the newest first, and a save leaves an offer', async () => {
    leftByAnotherPage(11, clock - 60_000);
    const first = (await draftStore()).store;
    expect(first.getState().draftOffer?.form.aantal).toBe(11);
    first.getState().setField('aantal', 22);
    // This page crashes before the farmer chose.
    const { store } = await draftStore();
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock, form: { aantal: 22 } });
    store.getState().restoreDraft();
    expect(store.getState().form?.aantal).toBe(22);
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock - 60_000, form: { aantal: 11 } });
    await store.getState().save();
    expect(store.getState().draftOffer?.form.aantal).toBe(11);
    expect(aantallen()).toEqual([11]);
    store.getState().discardDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(aantallen()).toEqual([]);
  });

  /** A draft as this version writes it: the values its typing started from (the loaded data of `"v1"`) with it. */
  const typedOnV1 = (change: Partial<ReturnType<typeof toFormOf>>, savedAt = clock - 60_000) =>
    localDraftStorage(kind, window.localStorage, null).write(
      newProefDraft(USER, KLW, { ...toFormOf(proefData()), ...change }, '"v1"', savedAt, toFormOf(proefData())),
    );

  it('Terugzetten brings only what the closed tab typed: a value saved here since stays, and the save is no conflict', async () => {
    typedOnV1({ aantal: 12 });
    const { api, store } = await draftStore();
    api.save.mockImplementation((sent) => Promise.resolve({ data: sent, etag: '"v2"' }));
    store.getState().setField('naam', 'Hier opgeslagen');
    await store.getState().save();
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v2"', form: { aantal: 12, naam: 'Hier opgeslagen' } });
    expect(store.getState().draftOffer).toBeNull();
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ aantal: 12, naam: 'Hier opgeslagen' }), '"v2"');
  });

  it('Terugzetten keeps typing of this tab in other fields, and offers what it replaced: nothing is lost', async () => {
    typedOnV1({ aantal: 55 });
    const { store } = await draftStore();
    store.getState().setField('naam', 'Tien');
    store.getState().setField('aantal', 77);
    store.getState().restoreDraft();
    expect(store.getState().form).toMatchObject({ aantal: 55, naam: 'Tien' });
    expect(store.getState().draftOffer).toMatchObject({ savedAt: clock, form: { aantal: 77, naam: 'Tien' } });
    // Both are on the computer until the farmer chooses.
    expect(new Set(aantallen())).toEqual(new Set([55, 77]));
    store.getState().restoreDraft();
    expect(store.getState().form).toMatchObject({ aantal: 77, naam: 'Tien' });
    // And back again: each choice keeps what it replaced.
    expect(store.getState().draftOffer?.form.aantal).toBe(55);
  });

  it('a draft whose values someone saved over since keeps its own version: the save meets the conflict', async () => {
    typedOnV1({ aantal: 12 });
    const { api, store } = await draftStore({ data: { ...proefData(), aantal: 90 }, etag: '"v2"' });
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { aantal: 12 } });
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.anything(), '"v1"');
  });

  it('Terugzetten leaves a field holding text that is no number as it is, where the draft brings no value for it', async () => {
    typedOnV1({ naam: 'Uit het concept' });
    const { store } = await draftStore();
    store.getState().setField('aantal', null);
    store.getState().setUnreadable('aantal', true);
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ unreadable: ['aantal'], form: { naam: 'Uit het concept', aantal: null } });
    // Its draft keeps the saved figure, never the empty value, and a save waits until the text is mended.
    expect(stored()?.form.aantal).toBe(proefData().aantal);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, unreadable: ['aantal'] });
  });

  it('a restored draft that met a conflict counts, after another crash, only its own typing as typed', async () => {
    typedOnV1({ aantal: 41 });
    // The adviser saved 'Aantal' and the name; this tab restores the draft and crashes before saving.
    const v2 = { data: { ...proefData(), aantal: 42, naam: 'Naam van v2' }, etag: '"v2"' };
    (await draftStore(v2)).store.getState().restoreDraft();
    // The adviser saves the name again; the next tab restores.
    const v3 = { data: { ...proefData(), aantal: 42, naam: 'Naam van v3' }, etag: '"v3"' };
    const { store } = await draftStore(v3);
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { aantal: 41, naam: 'Naam van v3' } });
  });

  it('does not offer a draft whose typing the loaded data already holds, though other values differ', async () => {
    typedOnV1({ aantal: 12 });
    const { store } = await draftStore({ data: { ...proefData(), aantal: 12, naam: 'Anders' }, etag: '"v2"' });
    expect(store.getState().draftOffer).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("keeps a restored draft's conflict in this page's own draft: after a crash the next page still meets it", async () => {
    typedOnV1({ aantal: 12 });
    const theirs = { data: { ...proefData(), aantal: 90 }, etag: '"v2"' };
    (await draftStore(theirs)).store.getState().restoreDraft();
    // That page crashes; the next one offers its draft, which still starts from the first version.
    const { api, store } = await draftStore(theirs);
    store.getState().restoreDraft();
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { aantal: 12 } });
    await store.getState().save();
    expect(api.save).toHaveBeenLastCalledWith(expect.anything(), '"v1"');
  });

  it('takes no choice on an offer while a save is under way, and drops an offer the save made redundant', async () => {
    typedOnV1({ aantal: 12 });
    const { api, store } = await draftStore();
    let answer: () => void = () => undefined;
    api.save.mockImplementationOnce((sent) => new Promise<Versioned<ProefData>>((resolve) => (answer = () => resolve({ data: sent, etag: '"v2"' }))));
    store.getState().setField('aantal', 12);
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
    first.getState().setField('aantal', 11);
    await waitFor(() => expect(browser.heldLocks()).toHaveLength(1));
    expect((await draftStore({ locks: browser.page('B').locks })).store.getState().draftOffer).toBeNull();
    first.getState().leave();
    await waitFor(() => expect(browser.heldLocks()).toEqual([]));
    expect((await draftStore({ locks: browser.page('C').locks })).store.getState().draftOffer?.form.aantal).toBe(11);
  });

  it('no longer offers a draft another tab took over or threw away', async () => {
    leftByAnotherPage(11, clock - 60_000);
    leftByAnotherPage(22, clock);
    const { store } = await draftStore();
    const keys = Object.keys(window.localStorage);
    const keyOf = (value: number) => keys.find((key) => window.localStorage.getItem(key)?.includes(`"aantal":${value}`)) ?? '';
    /** What the browser does in this page when another tab removes a key. */
    const removedByAnotherTab = (key: string) => {
      window.localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue: '{}', newValue: null, storageArea: window.localStorage }));
    };
    expect(store.getState().draftOffer?.form.aantal).toBe(22);
    removedByAnotherTab(keyOf(11));
    expect(store.getState().draftOffer?.form.aantal).toBe(22);
    removedByAnotherTab(keyOf(22));
    expect(store.getState().draftOffer).toBeNull();
  });

  it('skips an offer that would not change the form, and removes it', async () => {
    leftByAnotherPage(22, clock - 60_000);
    leftByAnotherPage(22, clock);
    const { store } = await draftStore();
    store.getState().restoreDraft();
    expect(store.getState().draftOffer).toBeNull();
    expect(aantallen()).toEqual([22]);
  });
});

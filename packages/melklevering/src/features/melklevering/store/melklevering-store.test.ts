import { loadReason, selectHasUnsavedChanges } from '@klw/forms';
import type { MelkLeveringData } from '@klw/contracts';
import { ApiError } from 'klw_auth/client';
import type { FormApi } from '@klw/forms';
import { melkData, totaal } from '../test-support/melk-data';
import { createMelkleveringStore } from './melklevering-store';

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

// The kit's draft guarantees (offer, Terugzetten, Weggooien, per user, year and screen, tabs and Web Locks) are tested on
// the kit's test model: packages/forms/src/store/form-drafts.test.ts.

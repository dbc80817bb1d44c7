import type { MelkLeveringData } from '@klw/contracts';
import { melkData, totaal } from '../test-support/melk-data';
import { createMelkleveringStore, LOAD_ERROR_TEXT, selectHasUnsavedChanges } from './melklevering-store';
import type { MelkleveringApi } from './melklevering-store';

jest.mock('../api/melk-levering-api', () => ({ melkLeveringApi: {} }));

function fakeApi(data: MelkLeveringData = melkData()) {
  return {
    getMelkLeveringGegevens: jest.fn<Promise<MelkLeveringData>, []>(() => Promise.resolve(data)),
    saveMelkLeveringGegevens: jest.fn<Promise<MelkLeveringData>, [MelkLeveringData]>((sent) => Promise.resolve(sent)),
  } satisfies MelkleveringApi;
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
    api.getMelkLeveringGegevens.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    const store = createMelkleveringStore(api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', loadError: 'De server is niet bereikbaar.' });
    api.getMelkLeveringGegevens.mockRejectedValueOnce('?');
    await store.getState().load();
    expect(store.getState().loadError).toBe(LOAD_ERROR_TEXT);
    await store.getState().load();
    expect(store.getState().status).toBe('loaded');
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
    api.saveMelkLeveringGegevens.mockResolvedValueOnce(answer);
    const pending = store.getState().save();
    expect(store.getState().saving).toBe(true);
    await expect(pending).resolves.toEqual({ ok: true });
    const sent = api.saveMelkLeveringGegevens.mock.calls[0]?.[0];
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
    expect(api.saveMelkLeveringGegevens.mock.calls[0]?.[0]).toMatchObject({
      totaalHandmatig: { vet: null },
      melkGevoerdAanKalveren: null,
    });
  });

  it('never sends an out-of-bounds value', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalHandmatig.vet', 12);
    store.getState().setField('totaalHandmatig.kg', 99_000_000);
    store.getState().setField('melkGevoerdAanKalveren', 0);
    await store.getState().save();
    expect(api.saveMelkLeveringGegevens.mock.calls[0]?.[0]).toMatchObject({
      totaalHandmatig: { vet: 8, kg: 15_000_000 },
      melkGevoerdAanKalveren: 1,
    });
  });

  it('keeps every typed value when the save fails, and a second save works', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('totaalZelfZuivel.kg', 2_000);
    store.getState().setField('totaalZelfZuivel.vet', 4.2);
    const failure = new Error('Niet gelukt');
    api.saveMelkLeveringGegevens.mockRejectedValueOnce(failure);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, error: failure });
    const state = store.getState();
    expect(state.saving).toBe(false);
    expect(state.form?.totaalZelfZuivel).toMatchObject({ kg: 2_000, vet: 4.2 });
    expect(selectHasUnsavedChanges(state)).toBe(true);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.saveMelkLeveringGegevens).toHaveBeenCalledTimes(2);
    expect(store.getState().form?.totaalZelfZuivel).toMatchObject({ kg: 2_000, vet: 4.2 });
  });

  it('ignores a second save while one is running, and a save before loading', async () => {
    const empty = createMelkleveringStore(fakeApi());
    await expect(empty.getState().save()).resolves.toEqual({ ok: false, skipped: true });
    const { api, store } = await loadedStore();
    const first = store.getState().save();
    await expect(store.getState().save()).resolves.toEqual({ ok: false, skipped: true });
    await first;
    expect(api.saveMelkLeveringGegevens).toHaveBeenCalledTimes(1);
  });

  it('gives every mount its own store', async () => {
    const { store: first } = await loadedStore();
    const { store: second } = await loadedStore();
    first.getState().setField('totaalHandmatig.ureum', 30);
    expect(second.getState().form?.totaalHandmatig.ureum).toBe(22);
  });
});

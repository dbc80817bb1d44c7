import { selectHasUnsavedChanges } from '@klw/forms/testing';
import type { MelkLeveringData } from '../declaration';
import type { FormApi } from '@klw/forms';
import { melkData, totaal } from '../test-support/melk-data';
import { createMelkleveringStore } from './melklevering-store';

jest.mock('../api/melklevering-api', () => ({ melkLeveringApi: {} }));

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

// What every screen on the kit does is tested on the kit's test model, in packages/forms/src/store: loading, unsaved
// changes and saving (form-store-load-save.test.ts), ETags, If-Match, the 412 choice and a save whose answer never
// came (form-store.test.ts), and the drafts: offer, Terugzetten, Weggooien, per user, year and screen, tabs and Web
// Locks (form-drafts.test.ts). Here is what only the milk screen has: its form, its manual switch and its limits.
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

  it('unchecking manual registration copies the overall totals', async () => {
    const data = melkData({ gebruikHandmatigeMelkRegistratie: true, totaalHandmatig: totaal({ kg: 1 }) });
    const { store } = await loadedStore(data);
    store.getState().setHandmatig(false);
    expect(store.getState().form?.totaalHandmatig).toEqual(data.totaal);
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

});

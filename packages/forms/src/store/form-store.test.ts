import { MAX_ROWS_DEFAULT } from '@klw/contracts/forms';
import { createFormStore } from './form-store';
import { selectHasUnsavedChanges } from './form-selectors';
import { localDraftStorage } from '../drafts/draft-storage';
import { draftsOnThisComputer } from '../test-support/drafts';
import { PROEF_KIND, PROEF_MODEL, proefApi, proefData } from '../test-support/proef-model';

const USER = 7;
const kind = PROEF_KIND;

beforeEach(() => window.localStorage.clear());

async function loaded(data = proefData()) {
  const { api, saves, saveElsewhere } = proefApi(data);
  const store = createFormStore(PROEF_MODEL, api, { drafts: localDraftStorage(kind, window.localStorage, null) });
  await store.getState().load();
  store.getState().setDraftOwner(USER, false);
  return { store, api, saves, saveElsewhere };
}

describe('the form store, on any model', () => {
  it('keeps its whole state in the store: two stores of one screen share nothing', async () => {
    const first = await loaded();
    const second = await loaded();
    first.store.getState().setField('naam', 'Andere naam');
    expect(second.store.getState().form?.naam).toBe('De Hoeve');
    expect(selectHasUnsavedChanges(second.store.getState())).toBe(false);
  });

  it('adds empty rows at the end and gives each a key of its own', async () => {
    const { store } = await loaded();
    expect(store.getState().addRow('regels')).toBe(0);
    expect(store.getState().addRow('regels')).toBe(1);
    expect(store.getState().form?.regels).toEqual([
      { omschrijving: null, kg: null },
      { omschrijving: null, kg: null },
    ]);
    const keys = store.getState().rowKeys.regels ?? [];
    expect(new Set(keys).size).toBe(2);
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
    expect(store.getState().addRow('bestaat-niet')).toBeNull();
  });

  it('refuses a row beyond the cap and keeps every row as it was', async () => {
    const regels = Array.from({ length: MAX_ROWS_DEFAULT }, (_, index) => ({ omschrijving: `r${index}`, kg: index }));
    const { store } = await loaded(proefData({ regels }));
    const before = store.getState().form;
    expect(store.getState().addRow('regels')).toBeNull();
    expect(store.getState().form).toBe(before);
    expect(store.getState().rowKeys.regels).toHaveLength(MAX_ROWS_DEFAULT);
    store.getState().removeRow('regels', 0);
    expect(store.getState().addRow('regels')).toBe(MAX_ROWS_DEFAULT - 1);
  });

  it('removes a row: the rows below keep their keys, values and text that is no number, shifted up', async () => {
    const { store } = await loaded(proefData({ regels: [{ omschrijving: 'a', kg: 1 }, { omschrijving: 'b', kg: 2 }, { omschrijving: 'c', kg: 3 }] }));
    const [, second, third] = store.getState().rowKeys.regels ?? [];
    store.getState().setUnreadable('regels.0.kg', true);
    store.getState().setUnreadable('regels.2.kg', true);
    store.getState().setUnreadable('aantal', true);
    store.getState().removeRow('regels', 0);
    expect(store.getState().form?.regels.map((regel) => regel.omschrijving)).toEqual(['b', 'c']);
    expect(store.getState().rowKeys.regels).toEqual([second, third]);
    expect([...store.getState().unreadable].sort()).toEqual(['aantal', 'regels.1.kg']);
  });

  it('saves the rows merged into the data, on the version it loaded, and a second page meets the conflict', async () => {
    const { store, saves, saveElsewhere } = await loaded();
    store.getState().addRow('regels');
    store.getState().setField('regels.0.omschrijving', 'Brok');
    store.getState().setField('regels.0.kg', 12.5);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(saves[0]).toEqual({ data: proefData({ regels: [{ omschrijving: 'Brok', kg: 12.5 }] }), ifMatch: '"v0"' });
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    saveElsewhere(proefData({ naam: 'Anders' }));
    store.getState().setField('aantal', 4);
    const result = await store.getState().save();
    expect(result).toMatchObject({ ok: false, error: { status: 412 } });
    // The typing stays in the form for the farmer's choice.
    expect(store.getState().form?.aantal).toBe(4);
  });

  it("'Mijn invoer toch opslaan' puts only what this page changed over the other version", async () => {
    const { store, saves, saveElsewhere } = await loaded();
    store.getState().addRow('regels');
    store.getState().setField('regels.0.omschrijving', 'Mijn regel');
    saveElsewhere(proefData({ naam: 'Hun naam' }));
    expect(await store.getState().save()).toMatchObject({ ok: false });
    expect(await store.getState().save({ overwrite: true })).toEqual({ ok: true });
    expect(saves.at(-1)?.data).toEqual(proefData({ naam: 'Hun naam', regels: [{ omschrijving: 'Mijn regel', kg: null }] }));
  });

  it('clamps numbers into their input range before a save, also in rows, and trims text', async () => {
    const { store, saves } = await loaded();
    store.getState().addRow('regels');
    store.getState().setField('regels.0.kg', 5_000);
    store.getState().setField('naam', '  De Hoeve  ');
    store.getState().setField('aantal', -3);
    await store.getState().save();
    expect(saves[0]?.data).toMatchObject({ naam: 'De Hoeve', aantal: 0, regels: [{ kg: 1_000 }] });
  });

  it("keeps the typing as a draft of this screen, user and year, and 'Terugzetten' brings its rows back", async () => {
    const first = await loaded();
    first.store.getState().addRow('regels');
    first.store.getState().setField('regels.0.omschrijving', 'Niet opgeslagen');
    expect(draftsOnThisComputer(kind, USER, 1023)).toHaveLength(1);
    expect(draftsOnThisComputer({ ...kind, screen: 'melklevering' }, USER, 1023)).toHaveLength(0);
    first.store.getState().leave();

    const second = await loaded();
    await Promise.resolve();
    expect(second.store.getState().draftOffer?.form.regels).toEqual([{ omschrijving: 'Niet opgeslagen', kg: null }]);
    second.store.getState().restoreDraft();
    expect(second.store.getState().form?.regels).toEqual([{ omschrijving: 'Niet opgeslagen', kg: null }]);
    expect(second.store.getState().rowKeys.regels).toHaveLength(1);
  });
});

describe('versions (ETag and If-Match), on any model', () => {
  it('sends If-Match with the version the form builds on, and takes the version of the answer', async () => {
    const { store, saves } = await loaded();
    await store.getState().save();
    await store.getState().save();
    expect(saves.map((save) => save.ifMatch)).toEqual(['"v0"', '"v1"']);
    expect(store.getState().etag).toBe('"v2"');
  });

  it('sends no If-Match when the data came without an ETag', async () => {
    const { api, saves } = proefApi();
    jest.mocked(api.load).mockResolvedValueOnce({ data: proefData(), etag: null });
    const store = createFormStore(PROEF_MODEL, api, { drafts: localDraftStorage(kind, window.localStorage, null) });
    await store.getState().load();
    await store.getState().save();
    expect(saves[0]?.ifMatch).toBeNull();
  });

  it("'Mijn invoer toch opslaan' takes the other version, and saves nothing when it cannot be read", async () => {
    const { store, api, saves, saveElsewhere } = await loaded();
    store.getState().setField('aantal', 5);
    saveElsewhere(proefData({ naam: 'Hun naam', aantal: 9 }));
    await expect(store.getState().save({ overwrite: true })).resolves.toEqual({ ok: true });
    expect(saves.at(-1)).toEqual({ data: proefData({ naam: 'Hun naam', aantal: 5 }), ifMatch: '"v1"' });
    expect(store.getState()).toMatchObject({ etag: '"v2"', form: { naam: 'Hun naam', aantal: 5 } });
    // Their version cannot be read: nothing is saved, and the typing stays.
    store.getState().setField('aantal', 6);
    const failure = new Error('De server is niet bereikbaar.');
    jest.mocked(api.load).mockRejectedValueOnce(failure);
    await expect(store.getState().save({ overwrite: true })).resolves.toEqual({ ok: false, error: failure });
    expect(saves).toHaveLength(1);
    expect(store.getState().form?.aantal).toBe(6);
  });

  it("'Gegevens opnieuw laden' gives the form the server's current data and version; a failure keeps the typing", async () => {
    const { store, api, saveElsewhere } = await loaded();
    store.getState().setField('aantal', 50);
    saveElsewhere(proefData({ aantal: 7 }));
    await expect(store.getState().reloadData()).resolves.toEqual({ ok: true });
    expect(store.getState()).toMatchObject({ etag: '"v1"', form: { aantal: 7 } });
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    store.getState().setField('aantal', 8);
    const failure = new Error('De server is niet bereikbaar.');
    jest.mocked(api.load).mockRejectedValueOnce(failure);
    await expect(store.getState().reloadData()).resolves.toEqual({ ok: false, error: failure });
    expect(store.getState().form?.aantal).toBe(8);
  });
});

describe('a save whose answer never came, on any model', () => {
  const timeOut = () => Object.assign(new Error('De server reageert niet (time-out).'), { status: null });

  it("stored by the server, it is the farmer's own: the next save goes on top of it, not into a conflict", async () => {
    const { store, api, saves, saveElsewhere } = await loaded();
    store.getState().setField('aantal', 25);
    // The server stores the save, but its answer is lost on the way back.
    jest.mocked(api.save).mockImplementationOnce(async (data) => {
      saveElsewhere(data);
      throw timeOut();
    });
    await expect(store.getState().save()).resolves.toMatchObject({ ok: false });
    store.getState().setField('naam', 'Nieuwe naam');
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(saves.at(-1)?.data).toMatchObject({ aantal: 25, naam: 'Nieuwe naam' });
    expect((await api.load()).etag).toBe(store.getState().etag);
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
  });

  it('not stored, or stored and then changed by someone else: the 412 stands', async () => {
    const { store, api, saveElsewhere } = await loaded();
    store.getState().setField('aantal', 25);
    jest.mocked(api.save).mockRejectedValueOnce(timeOut());
    await store.getState().save();
    saveElsewhere(proefData({ aantal: 11 }));
    await expect(store.getState().save()).resolves.toMatchObject({ ok: false, error: { status: 412 } });
    expect((await api.load()).data.aantal).toBe(11);
    expect(store.getState().form?.aantal).toBe(25);
  });
});

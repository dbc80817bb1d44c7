import { ApiError } from 'klw_auth/client';
import type { FormApi } from '../model';
import { localDraftStorage } from '../drafts/draft-storage';
import { PROEF_KIND, PROEF_MODEL, proefData, steeredProefApi } from '../test-support/proef-model';
import type { ProefData } from '../test-support/proef-model';
import { createFormStore } from './form-store';
import { loadReason, selectHasUnsavedChanges } from './form-selectors';

// Loading, unsaved changes and saving, on the kit's test model: what every screen built on the kit does.

const kind = PROEF_KIND;

const fakeApi = steeredProefApi;

const storeOn = (api: FormApi<ProefData>) => createFormStore(PROEF_MODEL, api, { drafts: localDraftStorage(kind, window.localStorage, null) });

async function loadedStore(data: ProefData = proefData()) {
  const api = fakeApi(data);
  const store = storeOn(api);
  await store.getState().load();
  return { api, store };
}

beforeEach(() => window.localStorage.clear());

describe('loading, on any model', () => {
  it('keeps a failed load as an error with its text', async () => {
    const api = fakeApi();
    api.load.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    const store = storeOn(api);
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(loadReason(store.getState().loadFailure)).toBe('De server is niet bereikbaar.');
    api.load.mockRejectedValueOnce('?');
    await store.getState().load();
    // No text of its own: the screen's own load error text stands alone.
    expect(loadReason(store.getState().loadFailure)).toBeNull();
    await store.getState().load();
    expect(store.getState().status).toBe('loaded');
  });

  it('says the session ended when the refresh was refused', async () => {
    const api = fakeApi();
    api.load.mockRejectedValueOnce(new ApiError('Het token is verlopen.', { call: 'RefreshToken', status: 401 }));
    const store = storeOn(api);
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(loadReason(store.getState().loadFailure)).toBe('Uw sessie is verlopen. Meld u opnieuw aan.');
  });
});

describe('unsaved changes and saving, on any model', () => {
  it('tracks edits as unsaved changes, in the form slice only', async () => {
    const { store } = await loadedStore();
    const before = store.getState().data;
    store.getState().setField('aantal', 50);
    expect(store.getState().form?.aantal).toBe(50);
    expect(store.getState().data).toBe(before);
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
    store.getState().setField('aantal', proefData().aantal);
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
  });

  it('saves the full data merged with the form, then takes over the answer', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('aantal', 15);
    const answer = proefData({ aantal: 15, naam: 'Antwoord van de server' });
    api.save.mockResolvedValueOnce({ data: answer, etag: null });
    const pending = store.getState().save();
    expect(store.getState().saving).toBe(true);
    await expect(pending).resolves.toEqual({ ok: true });
    const sent = api.save.mock.calls[0]?.[0];
    expect(sent).toEqual({ ...proefData(), aantal: 15 });
    const state = store.getState();
    expect(state.saving).toBe(false);
    expect(state.data).toBe(answer);
    expect(state.form?.aantal).toBe(15);
    expect(selectHasUnsavedChanges(state)).toBe(false);
  });

  it('allows saving with empty required fields', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('naam', null);
    store.getState().setField('aantal', null);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({ naam: null, aantal: null });
  });

  it('refuses a save while a field holds text that is no number, which counts as an unsaved change', async () => {
    const { api, store } = await loadedStore(proefData({ regels: [{ omschrijving: 'Brok', kg: 1 }] }));
    store.getState().setField('aantal', null);
    store.getState().setUnreadable('aantal', true);
    store.getState().setUnreadable('regels.0.kg', true);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, unreadable: ['aantal', 'regels.0.kg'] });
    expect(api.save).not.toHaveBeenCalled();
    expect(store.getState().saving).toBe(false);

    store.getState().setUnreadable('aantal', false);
    store.getState().setUnreadable('regels.0.kg', false);
    store.getState().setField('aantal', 61);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({ aantal: 61 });
  });

  it('counts a field with text that is no number as unsaved, even where its null equals the saved value', async () => {
    const { store } = await loadedStore(proefData({ aantal: null }));
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    store.getState().setUnreadable('aantal', true);
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
  });

  it('keeps every typed value when the save fails, and a second save works', async () => {
    const { api, store } = await loadedStore();
    store.getState().setField('aantal', 20);
    store.getState().setField('naam', 'Nieuwe naam');
    const failure = new Error('Niet gelukt');
    api.save.mockRejectedValueOnce(failure);
    await expect(store.getState().save()).resolves.toEqual({ ok: false, error: failure });
    const state = store.getState();
    expect(state.saving).toBe(false);
    expect(state.form).toMatchObject({ aantal: 20, naam: 'Nieuwe naam' });
    expect(selectHasUnsavedChanges(state)).toBe(true);
    await expect(store.getState().save()).resolves.toEqual({ ok: true });
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(store.getState().form).toMatchObject({ aantal: 20, naam: 'Nieuwe naam' });
  });

  it('ignores a second save while one is running, and a save before loading', async () => {
    const empty = storeOn(fakeApi());
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
    first.getState().setField('aantal', 30);
    expect(second.getState().form?.aantal).toBe(proefData().aantal);
  });
});

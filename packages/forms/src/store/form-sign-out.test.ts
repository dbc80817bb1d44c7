import { localDraftStorage } from '../drafts/draft-storage';
import { draftsOnThisComputer } from '../test-support/drafts';
import { PROEF_KIND, PROEF_MODEL, proefData, steeredProefApi } from '../test-support/proef-model';
import { createFormStore } from './form-store';
import { selectHasUnsavedChanges } from './form-selectors';

// Signed out in another tab (ADR 006): the sign-out removed the user's drafts from this computer, and this page keeps
// its typing in the form only until the user signs in again here; then it is kept, and saved, as before.

const USER = 1;
const KLW = proefData().kringloopwijzerId;
const drafts = () => draftsOnThisComputer(PROEF_KIND, USER, KLW);

async function openForm() {
  window.localStorage.clear();
  const store = createFormStore(PROEF_MODEL, steeredProefApi(proefData(), '"v1"'), {
    drafts: localDraftStorage(PROEF_KIND, window.localStorage, null),
    now: () => 1_800_000_000_000,
  });
  store.getState().setDraftOwner(USER, false);
  await store.getState().load();
  return store;
}

describe('a sign-out in another tab', () => {
  it("takes this page's draft off the computer and writes none after, while the typing stays in the form", async () => {
    const store = await openForm();
    store.getState().setField('aantal', 12);
    expect(drafts()).toHaveLength(1);

    store.getState().signedOutElsewhere();
    expect(drafts()).toEqual([]);
    expect(store.getState().draftKeptAt).toBeNull();
    store.getState().setField('aantal', 13);
    expect(drafts()).toEqual([]);
    expect(store.getState().form).toMatchObject({ aantal: 13 });
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
  });

  it('signed in again on this page: the typing is kept as a draft again, and a save takes it away', async () => {
    const store = await openForm();
    store.getState().setField('aantal', 12);
    store.getState().signedOutElsewhere();
    store.getState().signedInAgain();
    expect(drafts()).toEqual([expect.objectContaining({ form: expect.objectContaining({ aantal: 12 }) })]);
    expect(await store.getState().save()).toEqual({ ok: true });
    expect(drafts()).toEqual([]);
  });
});

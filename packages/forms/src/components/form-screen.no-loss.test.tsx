import { act, screen, within } from '@testing-library/react';
import { reloadMenu, signInAgain, signInAgainHref } from '@klw/host-adapter';
import { newDraft } from '@klw/contracts/drafts';
import { ApiError } from 'klw_auth/client';
import { localDraftStorage } from '../drafts/draft-storage';
import { draftsOnThisComputer } from '../test-support/drafts';
import { PROEF_KIND, PROEF_MODEL, proefApi, proefData, type ProefData } from '../test-support/proef-model';
import { aantal, leaveIsGuarded, naam, proefContext, renderProefScreen } from '../test-support/proef-screen';
import { saveButton } from '../test-support/save-buttons';

// What the kit's screen promises a farmer never loses, on the test model: typing kept through a conflicting save
// (412), an ended session and a closed tab (the draft offered on opening), and notices that never block the work.

jest.mock('@klw/host-adapter', () => jest.requireActual('../test-support/host-adapter-mock').hostAdapterMock());

/** What the screen says of a 412: it may have been the farmer's own other tab. */
const CONFLICT_SHOWN = 'Deze gegevens zijn intussen opgeslagen, misschien in een ander venster. Uw invoer staat nog in het formulier.';
const USER = proefContext().gebruikerId ?? 0;
const YEAR = proefData().kringloopwijzerId;

const notice = (title: string): HTMLElement => {
  const found = screen.getAllByRole('alert').find((element) => within(element).queryByText(title) !== null);
  if (!found) throw new Error(`no notice '${title}'`);
  return found;
};

/** Types a figure into 'Aantal' in place of what it held. */
async function typeAantal(user: { tripleClick(element: Element): Promise<void>; keyboard(text: string): Promise<void> }, text: string): Promise<void> {
  await user.tripleClick(aantal());
  await user.keyboard(text);
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(reloadMenu).mockClear();
  jest.mocked(signInAgain).mockClear();
});

describe('a save that conflicts with another session (412)', () => {
  it("shows 'Intussen opgeslagen', keeps the typing, and saves it over the other version on request", async () => {
    const { api, saves, saveElsewhere } = proefApi();
    const { user } = await renderProefScreen(api);
    await typeAantal(user, '42');
    // Another session saves the name, a field this farmer did not touch.
    saveElsewhere(proefData({ naam: 'De Nieuwe Hoeve' }));
    await user.click(saveButton());
    expect(within(notice('Intussen opgeslagen')).getByText(CONFLICT_SHOWN)).toBeInTheDocument();
    expect(saves).toEqual([{ data: expect.objectContaining({ aantal: 42 }), ifMatch: '"v0"' }]);
    expect(aantal()).toHaveValue('42');
    expect(leaveIsGuarded()).toBe(true);

    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Mijn invoer toch opslaan' }));
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    // Saved on the version read just before, the other session's, with its name and this farmer's figure.
    expect(saves[1]).toEqual({ data: expect.objectContaining({ naam: 'De Nieuwe Hoeve', aantal: 42 }), ifMatch: '"v1"' });
    expect(aantal()).toHaveValue('42');
    expect(screen.queryByText(CONFLICT_SHOWN)).toBeNull();
  });

  it('sets the values that differ side by side: the version saved meanwhile, and what saving anyway would save', async () => {
    const { api, saveElsewhere } = proefApi();
    const { user } = await renderProefScreen(api);
    await typeAantal(user, '42');
    saveElsewhere(proefData({ aantal: 9 }));
    await user.click(saveButton());
    const table = await within(notice('Intussen opgeslagen')).findByRole('table', { name: 'Wat verschilt' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Veld', 'Nu opgeslagen', 'Uw invoer']);
    expect(within(table).getByRole('row', { name: 'Aantal 9 42' })).toHaveTextContent('Aantal942');
  });

  it("'Gegevens opnieuw laden' gives the form the server's current data, and the next save builds on it", async () => {
    const { api, saves, saveElsewhere } = proefApi();
    const { user } = await renderProefScreen(api);
    await typeAantal(user, '42');
    saveElsewhere(proefData({ aantal: 9 }));
    await user.click(saveButton());
    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Gegevens opnieuw laden' }));
    expect(await screen.findByDisplayValue('9')).toBe(aantal());
    expect(screen.queryByText(CONFLICT_SHOWN)).toBeNull();
    expect(leaveIsGuarded()).toBe(false);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(saves.at(-1)?.ifMatch).toBe('"v1"');
  });
});

describe('a session that ends while typing', () => {
  /** Opens the year, types 42 in Aantal and saves into an ended session; the notice that says so. */
  async function saveAfterTheSessionEnded() {
    const { api } = proefApi();
    const rendered = await renderProefScreen(api);
    await typeAantal(rendered.user, '42');
    jest.mocked(api.save).mockRejectedValueOnce(new ApiError('Het token is verlopen.', { call: 'RefreshToken', status: 401, body: { message: 'Het token is verlopen.' } }));
    await rendered.user.click(saveButton());
    const ended = notice('Uw sessie is verlopen');
    expect(within(ended).getByText('Meld u opnieuw aan. Uw invoer is bewaard op deze computer.')).toBeInTheDocument();
    return { user: rendered.user, ended };
  }

  it("says 'Uw sessie is verlopen', keeps the form and the typing on this computer, and offers 'Opnieuw aanmelden'", async () => {
    // The portal page offers its link back to this page after signing in.
    jest.mocked(signInAgainHref).mockReturnValue('/Account/Afmelden?ReturnUrl=%2Fproef%2FIndex%2F1023');
    try {
      const { user, ended } = await saveAfterTheSessionEnded();
      expect(aantal()).toHaveValue('42');
      expect(draftsOnThisComputer(PROEF_KIND, USER, YEAR)).toEqual([expect.objectContaining({ basedOn: '"v0"', form: expect.objectContaining({ aantal: 42 }) })]);
      expect(leaveIsGuarded()).toBe(true);
      // The portal's menu, loading again, meets the ended session and shows its 'Opnieuw aanmelden' too.
      expect(reloadMenu).toHaveBeenCalledTimes(1);
      await user.click(within(ended).getByRole('button', { name: 'Opnieuw aanmelden' }));
      expect(signInAgain).toHaveBeenCalledTimes(1);
      // The notice stays: a farmer who answers the leave question with 'stay' still has the button.
      expect(within(ended).getByRole('button', { name: 'Opnieuw aanmelden' })).toBeInTheDocument();
    } finally {
      jest.mocked(signInAgainHref).mockReturnValue(null);
    }
  });

  it("offers no 'Opnieuw aanmelden' where the portal page has no link for it", async () => {
    const { ended } = await saveAfterTheSessionEnded();
    expect(within(ended).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sluiten']);
  });
});

describe('a draft found on opening', () => {
  const savedAt = new Date(2026, 10, 23, 20, 5).getTime();
  const storeDraft = (form: Partial<ProefData>, at = savedAt): void =>
    localDraftStorage(PROEF_KIND, window.localStorage, null).write(newDraft(USER, YEAR, { ...PROEF_MODEL.toForm(proefData()), ...form }, '"v0"', at));

  it("is offered too when the year's answer came at page load and the screen's first render showed it", async () => {
    storeDraft({ aantal: 78 });
    const { api } = proefApi();
    api.firstAnswer = () => ({ data: proefData(), etag: '"v0"' });
    const { user } = await renderProefScreen(api);
    expect(await screen.findByText('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.')).toBeInTheDocument();
    expect(api.load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(aantal()).toHaveValue('78');
  });

  it("offers 'Terugzetten': the draft's values go into the form, unsaved, with the leave guard on; saved, it is gone", async () => {
    storeDraft({ aantal: 77 });
    const { user } = await renderProefScreen(proefApi().api);
    expect(await screen.findByText('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.')).toBeInTheDocument();
    expect(aantal()).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(aantal()).toHaveValue('77');
    expect(screen.queryByText(/niet-opgeslagen invoer van/)).toBeNull();
    // The offer went with the button that had the focus: the heading takes it, not the start of the page.
    expect(screen.getByRole('heading', { name: 'Proef', level: 1 })).toHaveFocus();
    expect(leaveIsGuarded()).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(draftsOnThisComputer(PROEF_KIND, USER, YEAR)).toEqual([]);
  });

  it("'Weggooien' removes it from this computer and leaves the form as loaded", async () => {
    storeDraft({ aantal: 77 });
    const { user } = await renderProefScreen(proefApi().api);
    await user.click(await screen.findByRole('button', { name: 'Weggooien' }));
    expect(screen.queryByText(/niet-opgeslagen invoer van/)).toBeNull();
    expect(aantal()).toHaveValue('3');
    expect(draftsOnThisComputer(PROEF_KIND, USER, YEAR)).toEqual([]);
  });

  it('offers the drafts of several closed tabs one after another, the newest first', async () => {
    storeDraft({ aantal: 77 });
    storeDraft({ naam: 'Nieuwer' }, new Date(2026, 10, 23, 21, 40).getTime());
    const { user } = await renderProefScreen(proefApi().api);
    expect(await screen.findByText('Er is niet-opgeslagen invoer van 23-11-2026 21:40 gevonden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(naam()).toHaveValue('Nieuwer');
    expect(screen.getByText('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weggooien' }));
    expect(screen.queryByText(/niet-opgeslagen invoer van/)).toBeNull();
    expect(naam()).toHaveValue('Nieuwer');
    expect(aantal()).toHaveValue('3');
  });

  it('is never offered to another user of the computer, nor in a read-only year', async () => {
    storeDraft({ aantal: 77 });
    const otherUser = await renderProefScreen(proefApi().api, { context: proefContext({ gebruikerId: 2 }) });
    await act(async () => undefined);
    expect(screen.queryByText(/niet-opgeslagen invoer van/)).toBeNull();
    otherUser.unmount();
    await renderProefScreen(proefApi().api, { context: proefContext({ kringloopwijzerStatusId: 2 }) });
    await act(async () => undefined);
    expect(screen.queryByText(/niet-opgeslagen invoer van/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terugzetten' })).toBeNull();
    // Still on this computer for the user whose it is.
    expect(draftsOnThisComputer(PROEF_KIND, USER, YEAR)).toHaveLength(1);
  });
});

describe('text that is no number, where the form is kept or replaced', () => {
  it('never goes into a draft as an empty answer: restored and saved, the draft keeps the stored figure', async () => {
    const { api, saves } = proefApi();
    const first = await renderProefScreen(api);
    // Aantal 3 -> '4,,5': no number, and not yet left (the tab closes with the focus in the field).
    await first.user.type(naam(), ' Noord');
    await typeAantal(first.user, '4,,5');
    expect(leaveIsGuarded()).toBe(true);
    const [draft, ...more] = draftsOnThisComputer(PROEF_KIND, USER, YEAR);
    expect(more).toEqual([]);
    expect(draft?.form).toMatchObject({ naam: 'De Hoeve Noord', aantal: 3 });
    first.unmount();

    const { user } = await renderProefScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Terugzetten' }));
    expect(aantal()).toHaveValue('3');
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(saves[0]?.data).toMatchObject({ naam: 'De Hoeve Noord', aantal: 3 });
  });

  it("goes with 'Gegevens opnieuw laden', also where the server's figure is empty too", async () => {
    const { api, saveElsewhere } = proefApi(proefData({ aantal: null }));
    const { user } = await renderProefScreen(api);
    await user.type(aantal(), '4,,5');
    await user.tab();
    expect(screen.getByText('Aantal is geen geldig getal')).toBeInTheDocument();
    // Mended for the save, then made no number again while the conflict notice is open.
    await typeAantal(user, '5');
    saveElsewhere(proefData({ aantal: null, naam: 'Elders' }));
    await user.click(saveButton());
    await screen.findByText(CONFLICT_SHOWN);
    await typeAantal(user, '4,,5');
    await user.tab();
    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Gegevens opnieuw laden' }));
    expect(await screen.findByDisplayValue('Elders')).toBe(naam());
    expect(aantal()).toHaveValue('');
    expect(screen.queryByText('Aantal is geen geldig getal')).toBeNull();
    expect(leaveIsGuarded()).toBe(false);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
  });
});

describe('notices never block the work', () => {
  it('shows at most five notices for many errorDetails, the last saying how many more; Alles opslaan stays usable', async () => {
    const { api } = proefApi();
    const { user } = await renderProefScreen(api);
    const details = Array.from({ length: 9 }, (_, index) => ({ message: `Fout ${index + 1}` }));
    jest.mocked(api.save).mockRejectedValueOnce(new ApiError('Fout 1', { call: 'SaveProef', status: 400, body: { errorDetails: details }, bodyText: '' }));
    await user.click(saveButton());
    expect(await screen.findByText('En nog 5 meldingen.')).toBeInTheDocument();
    expect(screen.getAllByText('Er ging iets fout')).toHaveLength(4);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    // The notices of the failed attempt went with the new one.
    expect(screen.queryByText('Er ging iets fout')).toBeNull();
  });
});

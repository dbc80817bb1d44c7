import { act, screen, within } from '@testing-library/react';
import { reloadMenu, signInAgain, signInAgainHref } from '@klw/host-adapter';
import { draftFoundText } from '@klw/contracts/drafts';
import { ApiError } from 'klw_auth/client';
import { MELK } from '../declaration';
import { draftsOnThisComputer, localDraftStorage, newMelkDraft } from '../test-support/drafts';
import { callContext, melkData, totaal } from '../test-support/melk-data';
import { fieldIn, mockedApi, renderScreen } from '../test-support/render-screen';
import { saveButton } from '@klw/forms/testing';

const initialForm = MELK.toForm;

jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));

/** The server's 412 text, which names 'iemand anders' where it may have been the farmer's own other tab. */
const CONFLICT = 'De melkleveringen zijn intussen door iemand anders opgeslagen. Uw invoer staat nog in het formulier.';
/** What the screen says of a 412 instead. */
const CONFLICT_SHOWN = 'Deze gegevens zijn intussen opgeslagen, misschien in een ander venster. Uw invoer staat nog in het formulier.';
const USER = callContext().gebruikerId ?? 0;
const KLW = melkData().kringloopwijzerId;

const notice = (title: string): HTMLElement => {
  const found = screen.getAllByRole('alert').find((element) => within(element).queryByText(title) !== null);
  if (!found) throw new Error(`no notice '${title}'`);
  return found;
};
const leaveIsGuarded = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(reloadMenu).mockClear();
  jest.mocked(signInAgain).mockClear();
});

describe('a save that conflicts with another session (412)', () => {
  const conflict = (): ApiError =>
    new ApiError(CONFLICT, { call: 'SaveMelkLeveringGegevens', status: 412, body: { message: CONFLICT }, bodyText: JSON.stringify({ message: CONFLICT }) });

  it("shows 'Intussen opgeslagen' with what it is, keeps the typed values, and saves them over the other version on request", async () => {
    const { user } = await renderScreen({ etag: '"v1"' });
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1500');
    mockedApi.save.mockRejectedValueOnce(conflict());
    await user.click(saveButton());
    const alert = await screen.findByText(CONFLICT_SHOWN);
    expect(within(notice('Intussen opgeslagen')).getByText(CONFLICT_SHOWN)).toBe(alert);
    expect(mockedApi.save.mock.calls[0]?.[1]).toBe('"v1"');
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('1.500');

    // The other session saved the calves, a field this farmer did not touch.
    mockedApi.load.mockResolvedValueOnce({ data: melkData({ melkGevoerdAanKalveren: 4_444 }), etag: '"v2"' });
    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Mijn invoer toch opslaan' }));
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    // Saved on the version it read just before, the other session's, with its calves and this farmer's milk.
    expect(mockedApi.save.mock.calls[1]?.[1]).toBe('"v2"');
    expect(mockedApi.save.mock.calls[1]?.[0]).toMatchObject({ melkGevoerdAanKalveren: 4_444, totaalZelfZuivel: { kg: 1_500 } });
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('1.500');
    expect(screen.queryByText(CONFLICT_SHOWN)).toBeNull();
  });

  it('sets the values that differ side by side: the version saved meanwhile, and what saving anyway would save', async () => {
    const { user } = await renderScreen({ etag: '"v1"' });
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1500');
    mockedApi.save.mockRejectedValueOnce(conflict());
    mockedApi.load.mockResolvedValueOnce({ data: melkData({ totaalZelfZuivel: totaal({ kg: 900 }) }), etag: '"v2"' });
    await user.click(saveButton());
    const table = await within(notice('Intussen opgeslagen')).findByRole('table', { name: 'Wat verschilt' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Veld', 'Nu opgeslagen', 'Uw invoer']);
    expect(within(table).getByRole('row', { name: /Zelf zuivelen: Melk/ })).toHaveTextContent('Zelf zuivelen: Melk9001.500');
  });

  it("'Gegevens opnieuw laden' gives the form the server's current data", async () => {
    const { user } = await renderScreen({ etag: '"v1"' });
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1500');
    mockedApi.save.mockRejectedValueOnce(conflict());
    await user.click(saveButton());
    await screen.findByText(CONFLICT_SHOWN);
    mockedApi.load.mockResolvedValueOnce({ data: melkData({ totaalZelfZuivel: totaal({ kg: 900 }) }), etag: '"v2"' });
    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Gegevens opnieuw laden' }));
    expect(await screen.findByDisplayValue('900')).toBe(fieldIn('Zelf zuivelen', 'Melk'));
    expect(screen.queryByText(CONFLICT_SHOWN)).toBeNull();
    expect(leaveIsGuarded()).toBe(false);
    await user.click(saveButton());
    expect(mockedApi.save.mock.calls[1]?.[1]).toBe('"v2"');
  });
});

describe('a session that ends while typing', () => {
  /** Opens the year, types 1500 in Zelf zuivelen Melk, and saves into an ended session; the notice that says so. */
  async function saveAfterTheSessionEnded(): Promise<{ user: Awaited<ReturnType<typeof renderScreen>>['user']; ended: HTMLElement }> {
    const { user } = await renderScreen({ etag: '"v1"' });
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1500');
    mockedApi.save.mockRejectedValueOnce(
      new ApiError('Het token is verlopen.', { call: 'RefreshToken', status: 401, body: { message: 'Het token is verlopen.' } }),
    );
    await user.click(saveButton());
    const ended = notice('Uw sessie is verlopen');
    expect(within(ended).getByText('Meld u opnieuw aan. Uw invoer is bewaard op deze computer.')).toBeInTheDocument();
    return { user, ended };
  }

  it("says 'Uw sessie is verlopen', keeps the form as it is and the typing on this computer, and offers 'Opnieuw aanmelden'", async () => {
    // The portal page offers its link back to this page after signing in.
    jest.mocked(signInAgainHref).mockReturnValue('/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F4242');
    const { user, ended } = await saveAfterTheSessionEnded();
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('1.500');
    expect(draftsOnThisComputer(USER, KLW)).toEqual([expect.objectContaining({ basedOn: '"v1"', form: expect.objectContaining({ totaalZelfZuivel: expect.objectContaining({ kg: 1_500 }) }) })]);
    expect(leaveIsGuarded()).toBe(true);
    // The portal's menu, loading again, meets the ended session and shows its 'Opnieuw aanmelden' too.
    expect(reloadMenu).toHaveBeenCalledTimes(1);

    await user.click(within(ended).getByRole('button', { name: 'Opnieuw aanmelden' }));
    expect(signInAgain).toHaveBeenCalledTimes(1);
    // The notice stays: a farmer who answers the leave question with 'stay' still has the button.
    expect(within(ended).getByRole('button', { name: 'Opnieuw aanmelden' })).toBeInTheDocument();
  });

  it("offers no 'Opnieuw aanmelden' where the portal page has no link for it (no menu, an older host adapter)", async () => {
    jest.mocked(signInAgainHref).mockReturnValue(null);
    const { ended } = await saveAfterTheSessionEnded();
    expect(within(ended).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sluiten']);
  });
});

describe('a draft found on opening', () => {
  const savedAt = new Date(2026, 10, 23, 20, 5).getTime();

  function storeDraft(kg: number): void {
    localDraftStorage(window.localStorage, null).write(newMelkDraft(USER, KLW, { ...initialForm(melkData()), totaalZelfZuivel: totaal({ kg }) }, '"v1"', savedAt));
  }

  it("offers 'Terugzetten': the draft's values go into the form, unsaved, with the leave guard on", async () => {
    storeDraft(2_345);
    const { user } = await renderScreen({ etag: '"v1"' });
    expect(draftFoundText(savedAt)).toBe('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.');
    expect(await screen.findByText('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.')).toBeInTheDocument();
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('2.345');
    expect(screen.queryByText(/niet-opgeslagen invoer/)).toBeNull();
    // The offer went with the button that had the focus: the heading takes it, not the start of the page.
    expect(screen.getByRole('heading', { name: 'Melklevering', level: 1 })).toHaveFocus();
    expect(leaveIsGuarded()).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(draftsOnThisComputer(USER, KLW)).toEqual([]);
  });

  it("'Weggooien' removes it from this computer", async () => {
    storeDraft(2_345);
    const { user } = await renderScreen({ etag: '"v1"' });
    await user.click(await screen.findByRole('button', { name: 'Weggooien' }));
    expect(screen.queryByText(/niet-opgeslagen invoer/)).toBeNull();
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('');
    expect(draftsOnThisComputer(USER, KLW)).toEqual([]);
  });

  it('offers the drafts of several closed tabs one after another, the newest first', async () => {
    storeDraft(2_345);
    const newer = new Date(2026, 10, 23, 21, 40).getTime();
    localDraftStorage(window.localStorage, null).write(newMelkDraft(USER, KLW, { ...initialForm(melkData()), totaalZelfZuivel: totaal({ kg: 3_456 }) }, '"v1"', newer));
    const { user } = await renderScreen({ etag: '"v1"' });
    expect(await screen.findByText('Er is niet-opgeslagen invoer van 23-11-2026 21:40 gevonden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('3.456');
    expect(screen.getByText('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weggooien' }));
    expect(screen.queryByText(/niet-opgeslagen invoer/)).toBeNull();
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('3.456');
    expect(draftsOnThisComputer(USER, KLW)).toEqual([expect.objectContaining({ form: expect.objectContaining({ totaalZelfZuivel: expect.objectContaining({ kg: 3_456 }) }) })]);
  });

  it('leaves text that is no number in a field the draft brings nothing for', async () => {
    const data = melkData({ gebruikHandmatigeMelkRegistratie: true });
    const start = initialForm(data);
    localDraftStorage(window.localStorage, null).write(newMelkDraft(USER, KLW, { ...start, totaalZelfZuivel: totaal({ kg: 2_345 }) }, '"v1"', savedAt, start));
    const { user } = await renderScreen({ data, etag: '"v1"' });
    await screen.findByRole('button', { name: 'Terugzetten' });
    await user.tripleClick(fieldIn('Handmatige levering', 'Vet'));
    await user.keyboard('4,45,5');
    await user.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(fieldIn('Zelf zuivelen', 'Melk')).toHaveValue('2.345');
    expect(fieldIn('Handmatige levering', 'Vet')).toHaveValue('4,45,5');
  });

  it('is never offered to another user of the computer, nor in a read-only year', async () => {
    storeDraft(2_345);
    const otherUser = await renderScreen({ context: callContext({ gebruikerId: 2 }) });
    await act(async () => undefined);
    expect(screen.queryByText(/niet-opgeslagen invoer/)).toBeNull();
    otherUser.unmount();
    await renderScreen({ context: callContext({ kringloopwijzerStatusId: 2 }) });
    await act(async () => undefined);
    expect(screen.queryByText(/niet-opgeslagen invoer/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terugzetten' })).toBeNull();
  });
});

describe('text that is no number, where the form is kept or replaced', () => {
  it('never goes into a draft as an empty answer: restored and saved, the draft keeps the stored figure', async () => {
    const data = melkData({ gebruikHandmatigeMelkRegistratie: true });
    const first = await renderScreen({ data, etag: '"v1"' });
    // Vet 4,4 -> '4,45,5': no number, and not yet left (the tab closes with the focus in the field).
    await first.user.click(fieldIn('Handmatige levering', 'Ureum'));
    await first.user.tripleClick(fieldIn('Handmatige levering', 'Vet'));
    await first.user.keyboard('4,45,5');
    expect(leaveIsGuarded()).toBe(true);
    await first.user.type(fieldIn('Zelf zuivelen', 'Melk'), '700');
    const [draft, ...more] = draftsOnThisComputer(USER, KLW);
    expect(more).toEqual([]);
    expect(draft?.form.totaalHandmatig.vet).toBe(data.totaalHandmatig.vet);
    expect(draft?.form.totaalZelfZuivel.kg).toBe(700);
    first.unmount();

    const { user } = await renderScreen({ data, etag: '"v1"' });
    await user.click(await screen.findByRole('button', { name: 'Terugzetten' }));
    expect(fieldIn('Handmatige levering', 'Vet')).toHaveValue('4,40');
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(mockedApi.save.mock.calls[0]?.[0]).toMatchObject({
      totaalHandmatig: { vet: data.totaalHandmatig.vet },
      totaalZelfZuivel: { kg: 700 },
    });
  });

  it("goes with 'Gegevens opnieuw laden', also where the server's figure is empty too", async () => {
    const { user } = await renderScreen({ etag: '"v1"' });
    await user.type(fieldIn('Zelf zuivelen', 'Vet'), '4,,5');
    await user.tab();
    expect(screen.getByText('Vet is geen geldig getal')).toBeInTheDocument();
    mockedApi.save.mockRejectedValueOnce(
      new ApiError(CONFLICT, { call: 'SaveMelkLeveringGegevens', status: 412, body: { message: CONFLICT } }),
    );
    // Mended for the save, then made no number again while the conflict notice is open.
    await user.clear(fieldIn('Zelf zuivelen', 'Vet'));
    await user.type(fieldIn('Zelf zuivelen', 'Vet'), '4,5');
    await user.click(saveButton());
    await screen.findByText(CONFLICT_SHOWN);
    await user.clear(fieldIn('Zelf zuivelen', 'Vet'));
    await user.type(fieldIn('Zelf zuivelen', 'Vet'), '4,,5');
    await user.tab();
    mockedApi.load.mockResolvedValueOnce({ data: melkData(), etag: '"v2"' });
    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Gegevens opnieuw laden' }));
    expect(await screen.findByText('Melklevering')).toBeInTheDocument();
    await act(async () => undefined);
    expect(fieldIn('Zelf zuivelen', 'Vet')).toHaveValue('');
    expect(screen.queryByText('Vet is geen geldig getal')).toBeNull();
    expect(leaveIsGuarded()).toBe(false);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
  });
});

describe('notices never block the work', () => {
  it('shows at most five notices for many errorDetails, the last saying how many more; Alles opslaan stays usable', async () => {
    const { user } = await renderScreen();
    const details = Array.from({ length: 9 }, (_, index) => ({ message: `Fout ${index + 1}` }));
    mockedApi.save.mockRejectedValueOnce(
      new ApiError('Fout 1', { call: 'SaveMelkLeveringGegevens', status: 400, body: { errorDetails: details }, bodyText: '' }),
    );
    await user.click(saveButton());
    expect(await screen.findByText('En nog 5 meldingen.')).toBeInTheDocument();
    expect(screen.getAllByText('Er ging iets fout')).toHaveLength(4);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    // The notices of the failed attempt went with the new one.
    expect(screen.queryByText('Er ging iets fout')).toBeNull();
  });
});

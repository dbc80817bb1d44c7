import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onMenuChange, reloadMenu, signInAgain, signInAgainHref, yearChoiceText } from '@klw/host-adapter';
import { ApiError, api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import { PROEF_MODEL, proefApi, proefData } from '../test-support/proef-model';
import { ProefScreen, aantal, leaveIsGuarded, naam, proefContext, renderProefScreen } from '../test-support/proef-screen';
import { findSaveButton, hasSaveButton, saveButton } from '../test-support/save-buttons';

// The kit's screen (FormScreen with its bars, the load panel, the save button and the leave guard), on the test model:
// what every form screen does the same, tested once here. A screen's own tests test what is its own.

jest.mock('@klw/host-adapter', () => jest.requireActual('../test-support/host-adapter-mock').hostAdapterMock());

const YEAR = proefData().kringloopwijzerId;
const LOAD_ERROR = PROEF_MODEL.texts.loadError;

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(reloadMenu).mockClear();
  jest.mocked(signInAgain).mockClear();
});

describe('the kit screen: loading', () => {
  it("says 'Laden...' while the year loads, then shows the screen's heading, its cards and the figures", async () => {
    const { api: calls } = proefApi(proefData({ naam: 'De Hoeve', aantal: 12 }));
    sessionStore.setState({ callContext: proefContext(), status: 'loaded', error: null });
    render(<ProefScreen api={calls} klwId={YEAR} />);
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Proef', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bedrijf' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Regels' })).toBeInTheDocument();
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(naam()).toHaveValue('De Hoeve');
    expect(aantal()).toHaveValue('12');
    expect(saveButton()).toBeEnabled();
  });

  it("shows the year's answer that came at page load in its first render: no 'Laden...', no second load", async () => {
    const { api: calls } = proefApi();
    calls.firstAnswer = jest.fn(() => ({ data: proefData({ naam: 'Vooraf', aantal: 7 }), etag: '"v0"' }));
    sessionStore.setState({ callContext: proefContext(), status: 'loaded', error: null });
    render(<ProefScreen api={calls} klwId={YEAR} />);
    // Synchronously, in the first render: the figures, not the load panel.
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(naam()).toHaveValue('Vooraf');
    expect(aantal()).toHaveValue('7');
    await screen.findByRole('heading', { name: 'Bedrijf' });
    expect(calls.load).not.toHaveBeenCalled();
    expect(calls.firstAnswer).toHaveBeenCalledTimes(1);
    expect(saveButton()).toBeEnabled();
  });

  it("shows the screen's sentence and the reason after a failure, and 'Opnieuw proberen' loads again", async () => {
    const { api: calls } = proefApi();
    calls.load = jest.fn().mockRejectedValueOnce(new Error('De server is niet bereikbaar.')).mockResolvedValue({ data: proefData(), etag: null });
    sessionStore.setState({ callContext: proefContext(), status: 'loaded', error: null });
    render(<ProefScreen api={calls} klwId={YEAR} />);
    expect(await screen.findByText(`${LOAD_ERROR} De server is niet bereikbaar.`)).toBeInTheDocument();
    expect(hasSaveButton()).toBe(false);
    const retry = screen.getByRole('button', { name: 'Opnieuw proberen' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Bedrijf' })).toBeInTheDocument();
    // The panel went with the button that had the focus: the heading takes it, not the start of the page.
    expect(screen.getByRole('heading', { name: 'Proef', level: 1 })).toHaveFocus();
  });

  it.each([
    ['access is refused (403)', new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'RefreshToken', status: 403 })],
    ['the session ended', new ApiError('Sessie verlopen.', { call: 'RefreshToken', status: 401 })],
  ])("offers no 'Opnieuw proberen' when %s: trying again cannot help", async (_name, error) => {
    const { api: calls } = proefApi();
    calls.load = jest.fn().mockRejectedValue(error);
    sessionStore.setState({ callContext: proefContext(), status: 'loaded', error: null });
    render(<ProefScreen api={calls} klwId={YEAR} />);
    expect(await screen.findByText(new RegExp(`^${LOAD_ERROR.replace('.', '\\.')} `))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it("names a year that is not this user's, and says how to choose another in the menu's words once the menu offers one", async () => {
    let menuChanged = (): void => undefined;
    jest.mocked(onMenuChange).mockImplementation((listener) => {
      menuChanged = listener;
      return () => undefined;
    });
    const { api: calls } = proefApi();
    calls.load = jest.fn().mockRejectedValue(new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'RefreshToken', status: 403 }));
    sessionStore.setState({ callContext: proefContext(), status: 'loaded', error: null });
    render(<ProefScreen api={calls} klwId={YEAR} />);
    // The menu has not (yet) loaded: no word of it.
    expect(await screen.findByText(`${LOAD_ERROR} U heeft geen toegang tot deze kringloopwijzer.`)).toBeInTheDocument();
    jest.mocked(yearChoiceText).mockReturnValue('Kies in het menu een kringloopwijzer van een van uw klanten.');
    act(() => menuChanged());
    expect(
      screen.getByText(`${LOAD_ERROR} U heeft geen toegang tot deze kringloopwijzer. Kies in het menu een kringloopwijzer van een van uw klanten.`),
    ).toBeInTheDocument();
    jest.mocked(yearChoiceText).mockReturnValue(null);
  });

  it("offers the page's 'Opnieuw aanmelden' when the session ended, and has the menu say so too", async () => {
    jest.mocked(signInAgainHref).mockReturnValue('/Account/Afmelden?ReturnUrl=%2Fproef%2FIndex%2F1023');
    try {
      const { api: calls } = proefApi();
      calls.load = jest.fn().mockRejectedValue(new ApiError('Sessie verlopen.', { call: 'RefreshToken', status: 401 }));
      sessionStore.setState({ callContext: proefContext(), status: 'loaded', error: null });
      render(<ProefScreen api={calls} klwId={YEAR} />);
      const panel = (await screen.findByText(/Uw sessie is verlopen\./)).closest('[role="alert"]');
      expect(panel).not.toBeNull();
      expect(panel).toHaveTextContent(LOAD_ERROR);
      expect(within(panel as HTMLElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Opnieuw aanmelden']);
      expect(reloadMenu).toHaveBeenCalledTimes(1);
      await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Opnieuw aanmelden' }));
      expect(signInAgain).toHaveBeenCalledTimes(1);
    } finally {
      jest.mocked(signInAgainHref).mockReturnValue(null);
    }
  });

  it("warns when the data is of another year than the page's", async () => {
    const { api: calls } = proefApi(proefData({ kringloopwijzerId: 1023 }));
    await renderProefScreen(calls, { klwId: 4242 });
    expect(screen.getByText('Let op: deze gegevens horen bij Kringloopwijzer 1023, niet bij 4242.')).toBeInTheDocument();
  });
});

describe('the kit screen: saving', () => {
  it("saves what the farmer typed on the version it loaded, says 'Opslaan...' meanwhile, then 'Succesvol opgeslagen'", async () => {
    const { api: calls, saves } = proefApi();
    let answer: () => void = () => undefined;
    const save = calls.save;
    calls.save = jest.fn((data, ifMatch) => new Promise((resolve, reject) => {
      answer = () => void save(data, ifMatch).then(resolve, reject);
    }));
    const { user } = await renderProefScreen(calls);
    await user.tripleClick(aantal());
    await user.keyboard('42');
    expect(screen.getByText('Niet-opgeslagen invoer')).toBeInTheDocument();
    await user.click(saveButton());
    const busy = saveButton('Opslaan...');
    // Unavailable while busy, but it keeps the focus: a second click or Enter sends nothing.
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(reloadMenu).not.toHaveBeenCalled();
    act(() => answer());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(screen.getByText(PROEF_MODEL.texts.saved)).toBeInTheDocument();
    expect(saveButton()).not.toHaveAttribute('aria-disabled');
    expect(saveButton()).toHaveFocus();
    expect(saves).toEqual([{ data: expect.objectContaining({ naam: 'De Hoeve', aantal: 42 }), ifMatch: '"v0"' }]);
    // Saved, nothing is left to lose: no status beside the button, no question on leaving; the menu follows.
    expect(screen.queryByText('Niet-opgeslagen invoer')).toBeNull();
    expect(leaveIsGuarded()).toBe(false);
    expect(reloadMenu).toHaveBeenCalledTimes(1);
  });

  it('keeps every typed value after a failed save, and saving again works', async () => {
    const { api: calls, saves } = proefApi();
    const { user } = await renderProefScreen(calls);
    await user.tripleClick(aantal());
    await user.keyboard('42');
    jest.mocked(calls.save).mockRejectedValueOnce(new ApiError('De server is niet bereikbaar.', { call: 'SaveProef', status: 503 }));
    await user.click(saveButton());
    expect(await screen.findByText('Er ging iets fout')).toBeInTheDocument();
    expect(aantal()).toHaveValue('42');
    expect(leaveIsGuarded()).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(saves.at(-1)?.data).toMatchObject({ aantal: 42 });
  });

  it('refuses to save while a field holds text that is no number: nothing is sent, the field is named and focused', async () => {
    const { api: calls, saves } = proefApi();
    const { user } = await renderProefScreen(calls);
    await user.tripleClick(aantal());
    await user.keyboard('1.2345');
    await user.click(saveButton());
    expect(await screen.findByText('Aantal is geen geldig getal. Er is niets opgeslagen.')).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(aantal()).toHaveValue('1.2345');
    expect(aantal()).toHaveFocus();
    // Leaving now would lose the text: the leave guard asks.
    expect(leaveIsGuarded()).toBe(true);
    await user.tripleClick(aantal());
    await user.keyboard('12');
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(saves[0]?.data).toMatchObject({ aantal: 12 });
  });
});

describe('the kit screen: read-only', () => {
  it.each([
    ['a closed year', proefContext({ kringloopwijzerStatusId: 2 }), 'Deze kringloopwijzer is afgesloten. Het scherm is alleen te bekijken.'],
    [
      'a user without rights',
      proefContext({ gebruikerIsDeelnemer: false, volmacht: false, gebruikerIsAuthorized: false }),
      'U heeft geen rechten om deze kringloopwijzer te wijzigen. Het scherm is alleen te bekijken.',
    ],
    [
      "user data without the year's status",
      proefContext({ kringloopwijzerStatusId: null }),
      'De status van deze kringloopwijzer is niet bekend. Het scherm is alleen te bekijken.',
    ],
  ])('%s: every field read-only, no save button, and a bar named by the reason', async (_name, context, text) => {
    const { api: calls } = proefApi();
    const { user } = await renderProefScreen(calls, { context });
    expect(screen.getByRole('group', { name: text })).toHaveTextContent(text);
    expect(hasSaveButton()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Regel toevoegen' })).toBeNull();
    for (const input of [aantal(), naam()]) expect(input).toHaveAttribute('readonly');
    await user.type(aantal(), '5');
    expect(aantal()).toHaveValue('3');
  });

  it('without a known call context, every field read-only and no save button', async () => {
    const { api: calls } = proefApi();
    await renderProefScreen(calls, { context: null });
    expect(hasSaveButton()).toBe(false);
    expect(aantal()).toHaveAttribute('readonly');
  });

  it.each([
    ['a proxy holder', proefContext({ gebruikerIsDeelnemer: false, volmacht: true })],
    ['an authorized user', proefContext({ gebruikerIsDeelnemer: false, gebruikerIsAuthorized: true })],
  ])('%s may edit an open year, and is told nothing of the kind', async (_name, context) => {
    const { api: calls } = proefApi();
    await renderProefScreen(calls, { context });
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(/Het scherm is alleen te bekijken/)).toBeNull();
  });

  it("says 'Laden...' while the user's data is still on its way, the fields shown but not yet open to typing", async () => {
    jest.spyOn(api, 'getCallContext').mockReturnValue(new Promise(() => undefined));
    sessionStore.setState({ callContext: null, status: 'loading', error: null });
    render(<ProefScreen api={proefApi().api} klwId={YEAR} />);
    await screen.findByRole('heading', { name: 'Bedrijf' });
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(hasSaveButton()).toBe(false);
    expect(screen.queryByText(/Het scherm is alleen te bekijken/)).toBeNull();
    act(() => sessionStore.setState({ callContext: proefContext(), status: 'loaded' }));
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(saveButton()).toBeEnabled();
  });
});

describe("the kit screen: the user's data could not be loaded", () => {
  it('shows the figures read-only and says why', async () => {
    jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('De server is niet bereikbaar.'));
    sessionStore.setState({ callContext: null, status: 'error', error: 'De server is niet bereikbaar.' });
    render(<ProefScreen api={proefApi().api} klwId={YEAR} />);
    expect(await screen.findByText('De server is niet bereikbaar. Het scherm is alleen te bekijken.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bedrijf' })).toBeInTheDocument();
    expect(hasSaveButton()).toBe(false);
  });

  it("'Opnieuw proberen' in the bar loads the user's data again, and the screen becomes editable", async () => {
    const down = new ApiError('De server is niet bereikbaar.', { call: 'GetCallContextModel', status: null });
    jest.spyOn(api, 'getCallContext').mockRejectedValueOnce(down).mockResolvedValue(proefContext());
    render(<ProefScreen api={proefApi().api} klwId={YEAR} />);
    expect(await screen.findByText('De server is niet bereikbaar. Het scherm is alleen te bekijken.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await findSaveButton()).toBeEnabled();
    expect(screen.queryByText(/Het scherm is alleen te bekijken/)).toBeNull();
  });

  it('offers no retry in the bar when access is refused', async () => {
    const refused = new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'GetCallContextModel', status: 403 });
    jest.spyOn(api, 'getCallContext').mockRejectedValue(refused);
    render(<ProefScreen api={proefApi().api} klwId={YEAR} />);
    expect(await screen.findByText(/Het scherm is alleen te bekijken\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it("'Opnieuw proberen' of a failed load also loads the user's data that failed with it", async () => {
    const down = new Error('De server is niet bereikbaar.');
    const context = jest.spyOn(api, 'getCallContext').mockRejectedValueOnce(down).mockResolvedValue(proefContext());
    const { api: calls } = proefApi();
    calls.load = jest.fn().mockRejectedValueOnce(down).mockResolvedValue({ data: proefData(), etag: null });
    render(<ProefScreen api={calls} klwId={YEAR} />);
    expect(await screen.findByText(`${LOAD_ERROR} De server is niet bereikbaar.`)).toBeInTheDocument();
    // With nothing to show, the reason is given once, and not as 'only to view'.
    expect(screen.getAllByText(/De server is niet bereikbaar\./)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await findSaveButton()).toBeEnabled();
    expect(context).toHaveBeenCalledTimes(2);
  });
});

describe('the kit screen: leaving with unsaved changes', () => {
  const routeChange = (oldUrl: string, newUrl: string, cancelNavigation: () => void): void =>
    act(() => {
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl, cancelNavigation } }));
    });

  it('asks for confirmation only while something is unsaved', async () => {
    const { user } = await renderProefScreen(proefApi().api);
    expect(leaveIsGuarded()).toBe(false);
    await user.type(aantal(), '5');
    expect(leaveIsGuarded()).toBe(true);
    await user.clear(aantal());
    await user.type(aantal(), '3');
    expect(leaveIsGuarded()).toBe(false);
  });

  it('asks before a route change to another page and cancels it when the farmer stays; goes when the farmer leaves', async () => {
    const { user } = await renderProefScreen(proefApi().api);
    await user.type(aantal(), '5');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const stay = jest.fn();
    routeChange('http://localhost/proef/Index/1023', 'http://localhost/voer/krachtvoer/Index/1023', stay);
    expect(confirm).toHaveBeenCalledWith('Er is niet-opgeslagen invoer. Weet u zeker dat u deze pagina wilt verlaten?');
    expect(stay).toHaveBeenCalled();
    confirm.mockReturnValue(true);
    const go = jest.fn();
    routeChange('http://localhost/proef/Index/1023', 'http://localhost/voer/krachtvoer/Index/1023', go);
    expect(go).not.toHaveBeenCalled();
  });

  it('asks nothing for a change within the same page, nor with nothing unsaved', async () => {
    const { user } = await renderProefScreen(proefApi().api);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const cancel = jest.fn();
    routeChange('http://localhost/proef/Index/1023', 'http://localhost/voer/krachtvoer/Index/1023', cancel);
    await user.type(aantal(), '5');
    routeChange('http://localhost/proef/Index/1023', 'http://localhost/proef/Index/1023#regels', cancel);
    expect(confirm).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
  });
});

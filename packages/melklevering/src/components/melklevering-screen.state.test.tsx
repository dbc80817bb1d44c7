import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onMenuChange, reloadMenu, signInAgain, signInAgainHref, yearChoiceText } from '@klw/host-adapter';
import { ApiError, api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import { MelkleveringRoot } from '../app/melklevering-root';
import { callContext, maanden, melkData } from '../test-support/melk-data';
import { fieldIn, mockedApi, renderScreen } from '../test-support/render-screen';
import { findSaveButton, hasSaveButton, saveButton } from '@klw/forms/testing';

jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({
  reloadMenu: jest.fn(),
  signInAgainHref: jest.fn(() => null),
  signInAgain: jest.fn(),
  canSignInHere: jest.fn(() => false),
  signInHere: jest.fn(async () => false),
  yearChoiceText: jest.fn(() => null),
  onMenuChange: jest.fn(() => () => undefined),
}));

describe('milk delivery screen: read-only', () => {
  it.each([
    ['a closed year', callContext({ kringloopwijzerStatusId: 2 })],
    ['a user without rights', callContext({ gebruikerIsDeelnemer: false, volmacht: false, gebruikerIsAuthorized: false })],
    ['an unknown call context', null],
  ])('%s: every field read-only and no save button', async (_name, context) => {
    const { user } = await renderScreen({ context, data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    expect(hasSaveButton()).toBe(false);
    const inputs = screen.getAllByRole('spinbutton');
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input).toHaveAttribute('readonly');
    await user.type(fieldIn('Handmatige levering', 'Ureum'), '5');
    expect(fieldIn('Handmatige levering', 'Ureum')).toHaveValue('22');
  });

  it.each([
    ['a closed year', callContext({ kringloopwijzerStatusId: 2 }), 'Deze kringloopwijzer is afgesloten. Het scherm is alleen te bekijken.'],
    [
      'a user without rights',
      callContext({ gebruikerIsDeelnemer: false, volmacht: false, gebruikerIsAuthorized: false }),
      'U heeft geen rechten om deze kringloopwijzer te wijzigen. Het scherm is alleen te bekijken.',
    ],
    [
      "user data without the year's status",
      callContext({ kringloopwijzerStatusId: null }),
      'De status van deze kringloopwijzer is niet bekend. Het scherm is alleen te bekijken.',
    ],
  ])('%s: says why the screen is only to view, in a bar named by that text', async (_name, context, text) => {
    await renderScreen({ context });
    expect(screen.getByRole('group', { name: text })).toHaveTextContent(text);
  });

  it("says 'Laden...' while the user's data is still on its way, the fields shown but not yet open to typing", async () => {
    const context = jest.spyOn(api, 'getCallContext').mockReturnValue(new Promise(() => undefined));
    sessionStore.setState({ callContext: null, status: 'loading', error: null });
    mockedApi.load.mockReset().mockResolvedValue({ data: melkData(), etag: null });
    render(<MelkleveringRoot klwId={4242} />);
    await screen.findByRole('heading', { name: 'Handmatige melkleveringen' });
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(hasSaveButton()).toBe(false);
    expect(screen.queryByText(/Het scherm is alleen te bekijken/)).toBeNull();
    act(() => sessionStore.setState({ callContext: callContext(), status: 'loaded' }));
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(saveButton()).toBeInTheDocument();
    context.mockRestore();
  });

  it('says nothing of the kind to a user who may edit', async () => {
    await renderScreen();
    expect(screen.queryByText(/Het scherm is alleen te bekijken/)).toBeNull();
  });

  it.each([
    ['a proxy holder', callContext({ gebruikerIsDeelnemer: false, volmacht: true })],
    ['an authorized user', callContext({ gebruikerIsDeelnemer: false, gebruikerIsAuthorized: true })],
  ])('%s may edit an open year', async (_name, context) => {
    await renderScreen({ context });
    expect(saveButton()).toBeInTheDocument();
  });
});

describe("milk delivery screen: the user's data could not be loaded", () => {
  it('shows the figures read-only and says why', async () => {
    sessionStore.setState({ callContext: null, status: 'error', error: 'De server is niet bereikbaar.' });
    const context = jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('De server is niet bereikbaar.'));
    mockedApi.load.mockResolvedValueOnce({ data: melkData(), etag: null });
    render(<MelkleveringRoot klwId={4242} />);
    expect(await screen.findByText('De server is niet bereikbaar. Het scherm is alleen te bekijken.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Handmatige melkleveringen' })).toBeInTheDocument();
    expect(hasSaveButton()).toBe(false);
    context.mockRestore();
  });

  it("'Opnieuw proberen' in the notice loads the user's data again, and the screen becomes editable", async () => {
    const down = new ApiError('De server is niet bereikbaar.', { call: 'GetCallContextModel', status: null });
    const context = jest.spyOn(api, 'getCallContext').mockRejectedValueOnce(down).mockResolvedValue(callContext());
    mockedApi.load.mockResolvedValueOnce({ data: melkData(), etag: null });
    render(<MelkleveringRoot klwId={4242} />);
    expect(await screen.findByText('De server is niet bereikbaar. Het scherm is alleen te bekijken.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await findSaveButton()).toBeEnabled();
    expect(screen.queryByText(/Het scherm is alleen te bekijken/)).toBeNull();
    context.mockRestore();
  });

  it('offers no retry in the notice when access is refused', async () => {
    const refused = new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'GetCallContextModel', status: 403 });
    const context = jest.spyOn(api, 'getCallContext').mockRejectedValue(refused);
    mockedApi.load.mockResolvedValueOnce({ data: melkData(), etag: null });
    render(<MelkleveringRoot klwId={4242} />);
    expect(await screen.findByText(/Het scherm is alleen te bekijken\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    context.mockRestore();
  });
});

describe('milk delivery screen: leaving with unsaved changes', () => {
  const leave = (): boolean => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks for confirmation only when something changed', async () => {
    const { user } = await renderScreen();
    expect(leave()).toBe(false);
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '5');
    expect(leave()).toBe(true);
    await user.clear(fieldIn('Zelf zuivelen', 'Melk'));
    expect(leave()).toBe(false);
  });

  it('asks before a single-spa route change and cancels it when the farmer stays', async () => {
    const { user } = await renderScreen();
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '5');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const cancelNavigation = jest.fn();
    act(() => {
      window.dispatchEvent(
        new CustomEvent('single-spa:before-routing-event', {
          detail: { oldUrl: 'http://localhost/melklevering/Index/4242', newUrl: 'http://localhost/voer/krachtvoer/Index/4242', cancelNavigation },
        }),
      );
    });
    expect(confirm).toHaveBeenCalledWith('Er is niet-opgeslagen invoer. Weet u zeker dat u deze pagina wilt verlaten?');
    expect(cancelNavigation).toHaveBeenCalled();
    confirm.mockRestore();
  });
});

describe('milk delivery screen: loading', () => {
  it("shows 'Laden...' while loading and a retry after a failure", async () => {
    mockedApi.load.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    render(<MelkleveringRoot klwId={4242} />);
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    // The Dutch reason follows the screen's own sentence.
    expect(await screen.findByText('De melkleveringen konden niet worden geladen. De server is niet bereikbaar.')).toBeInTheDocument();
    mockedApi.load.mockResolvedValueOnce({ data: melkData({ maanden: maanden(1, 1) }), etag: null });
    const retry = screen.getByRole('button', { name: 'Opnieuw proberen' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Handmatige melkleveringen' })).toBeInTheDocument();
    // The panel went with the button that had the focus: the heading takes it, not the start of the page.
    expect(screen.getByRole('heading', { name: 'Melklevering', level: 1 })).toHaveFocus();
  });

  it.each([
    ['access is refused (403)', new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'RefreshToken', status: 403 })],
    ['the session ended', new ApiError('Sessie verlopen.', { call: 'RefreshToken', status: 401 })],
  ])("offers no 'Opnieuw proberen' when %s: trying again cannot help", async (_name, error) => {
    mockedApi.load.mockRejectedValueOnce(error);
    render(<MelkleveringRoot klwId={4242} />);
    expect(await screen.findByText(/^De melkleveringen konden niet worden geladen\. /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it("names a year that is not this user's, and says how to choose another in the menu's words once the menu offers one", async () => {
    let menuChanged = (): void => undefined;
    jest.mocked(onMenuChange).mockImplementation((listener) => {
      menuChanged = listener;
      return () => undefined;
    });
    mockedApi.load.mockRejectedValueOnce(new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'RefreshToken', status: 403 }));
    render(<MelkleveringRoot klwId={4242} />);
    // The menu has not (yet) loaded: no word of it.
    expect(await screen.findByText('De melkleveringen konden niet worden geladen. U heeft geen toegang tot deze kringloopwijzer.')).toBeInTheDocument();
    jest.mocked(yearChoiceText).mockReturnValue('Kies in het menu een kringloopwijzer van een van uw klanten.');
    act(() => menuChanged());
    expect(
      screen.getByText(
        'De melkleveringen konden niet worden geladen. U heeft geen toegang tot deze kringloopwijzer. Kies in het menu een kringloopwijzer van een van uw klanten.',
      ),
    ).toBeInTheDocument();
    jest.mocked(yearChoiceText).mockReturnValue(null);
  });

  it("offers the page's 'Opnieuw aanmelden' when the session ended, and has the menu say so too", async () => {
    jest.mocked(signInAgainHref).mockReturnValue('/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F4242');
    jest.mocked(reloadMenu).mockClear();
    jest.mocked(signInAgain).mockClear();
    try {
      mockedApi.load.mockRejectedValueOnce(new ApiError('Sessie verlopen.', { call: 'RefreshToken', status: 401 }));
      render(<MelkleveringRoot klwId={4242} />);
      const panel = (await screen.findByText(/^De melkleveringen konden niet worden geladen\. Uw sessie is verlopen\./)).closest('[role="alert"]');
      expect(panel).not.toBeNull();
      expect(within(panel as HTMLElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Opnieuw aanmelden']);
      expect(reloadMenu).toHaveBeenCalledTimes(1);

      await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Opnieuw aanmelden' }));
      expect(signInAgain).toHaveBeenCalledTimes(1);
    } finally {
      jest.mocked(signInAgainHref).mockReturnValue(null);
    }
  });

  it("'Opnieuw proberen' also loads the user's data that failed with it, so the screen is editable again", async () => {
    const down = new Error('De server is niet bereikbaar.');
    sessionStore.setState({ callContext: null, status: 'error', error: down.message });
    const context = jest.spyOn(api, 'getCallContext').mockRejectedValueOnce(down).mockResolvedValue(callContext());
    mockedApi.load.mockRejectedValueOnce(down);
    render(<MelkleveringRoot klwId={4242} />);
    expect(await screen.findByText('De melkleveringen konden niet worden geladen. De server is niet bereikbaar.')).toBeInTheDocument();
    // With nothing to show, the reason is given once, and not as 'only to view'.
    expect(screen.getAllByText(/De server is niet bereikbaar\./)).toHaveLength(1);
    mockedApi.load.mockResolvedValueOnce({ data: melkData(), etag: null });
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await findSaveButton()).toBeEnabled();
    expect(context).toHaveBeenCalledTimes(2);
    context.mockRestore();
  });
});

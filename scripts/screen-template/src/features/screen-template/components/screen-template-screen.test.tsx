import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADING_TEXT, type CallContext } from '@klw/contracts';
import { callContextFixture } from '@klw/auth/src/testing';
import { ApiError, api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import { ScreenTemplateRoot } from '../../../app/screen-template-root';
import { LOAD_ERROR_TEXT, SCREEN_TITLE } from './screen-template-screen';

// Generous waits: CI runs these tests beside a build and a type check on two cores.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

/** The demo participant's call context (klw_auth's fixture, as the API answers it) with this farm and year. */
function callContext(naam: string, kringloopwijzerJaar: number): CallContext {
  return { ...callContextFixture(1023), naam, kringloopwijzerJaar };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// The API of klw_auth is stubbed at its edge (api.getCallContext); the session store itself runs for real.
describe('ScreenTemplateScreen', () => {
  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null, sessionEnded: false });
  });

  it('shows the Dutch heading, loads the call context and shows the year and the farm', async () => {
    const answer = deferred<CallContext>();
    const getCallContext = jest.spyOn(api, 'getCallContext').mockReturnValue(answer.promise);
    render(<ScreenTemplateRoot klwId={1023} />);

    expect(screen.getByRole('heading', { level: 1, name: SCREEN_TITLE })).toBeInTheDocument();
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();

    answer.resolve(callContext('Melkveebedrijf De Kringloop', 2023));
    expect(await screen.findByText('2023')).toBeInTheDocument();
    expect(screen.getByText('Melkveebedrijf De Kringloop')).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
    expect(getCallContext).toHaveBeenCalledTimes(1);
  });

  it('shows a Dutch error with the reason when loading fails, and loads again on retry', async () => {
    jest
      .spyOn(api, 'getCallContext')
      .mockRejectedValueOnce(new Error('De server gaf geen antwoord.'))
      .mockResolvedValueOnce(callContext('Akkerbouwbedrijf Het Veld', 2024));
    render(<ScreenTemplateRoot klwId={1023} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_ERROR_TEXT);
    expect(alert).toHaveTextContent('De server gaf geen antwoord.');

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Akkerbouwbedrijf Het Veld')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers no 'Opnieuw proberen' when access to the year is refused: trying again cannot help", async () => {
    jest
      .spyOn(api, 'getCallContext')
      .mockRejectedValueOnce(new ApiError('U heeft geen toegang tot deze kringloopwijzer.', { call: 'RefreshToken', status: 403 }));
    render(<ScreenTemplateRoot klwId={1023} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('U heeft geen toegang tot deze kringloopwijzer.');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  describe('when the session ended', () => {
    const ended = () => new ApiError('Het token is verlopen.', { call: 'RefreshToken', status: 401 });
    afterEach(() => {
      delete window.klwHostAdapter;
      window.history.replaceState(null, '', '/');
    });

    it("offers the portal's 'Opnieuw aanmelden' and has the menu say so too", async () => {
      // The portal page's host adapter, with its link back (a fragment here: jsdom follows no other navigation).
      const reloadMenu = jest.fn();
      window.klwHostAdapter = { reloadMenu, signInAgainHref: () => '#opnieuw-aanmelden' };
      jest.spyOn(api, 'getCallContext').mockRejectedValueOnce(ended());
      render(<ScreenTemplateRoot klwId={1023} />);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Uw sessie is verlopen. Meld u opnieuw aan.');
      expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
      expect(reloadMenu).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Opnieuw aanmelden' }));
      expect(window.location.hash).toBe('#opnieuw-aanmelden');
    });

    it('offers no button where the page has no link for it', async () => {
      window.klwHostAdapter = { reloadMenu: jest.fn(), signInAgainHref: () => null };
      jest.spyOn(api, 'getCallContext').mockRejectedValueOnce(ended());
      render(<ScreenTemplateRoot klwId={1023} />);

      expect(await screen.findByRole('alert')).toHaveTextContent('Uw sessie is verlopen. Meld u opnieuw aan.');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});

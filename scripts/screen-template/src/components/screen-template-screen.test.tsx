import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LOADING_TEXT } from '@klw/contracts/texts';
import { saveButton, screenPageServer } from '@klw/forms/testing';
import { ApiError } from 'klw_auth/client';
import { ScreenTemplateRoot } from '../app/screen-template-root';
import { screenTemplateApi } from '../api/screen-template-api';
import { SCREEN_TEMPLATE } from '../declaration';
import { screenTemplateFixture } from '../api/mock/screen-template.fixture';

// The screen's calls and klw_auth's answered by the same handlers as the browser's mock mode, without the delay.
const server = screenPageServer({ contract: SCREEN_TEMPLATE, fixture: screenTemplateFixture });

async function renderScreen() {
  const user = userEvent.setup();
  const view = render(<ScreenTemplateRoot klwId={1023} />);
  await screen.findByRole('heading', { name: 'Gegevens' });
  return { user, ...view };
}

const aantal = () => screen.getByRole('spinbutton', { name: /^Aantal/ });

/** The notice with this title (a notice is an alert). */
function notice(title: string): HTMLElement {
  const found = screen.getAllByRole('alert').find((element) => within(element).queryByText(title) !== null);
  if (!found) throw new Error(`no notice '${title}'`);
  return found;
}

describe('ScreenTemplateScreen: a form on the screen kit', () => {
  it('shows the heading and Laden..., then the fields, checked on load', async () => {
    render(<ScreenTemplateRoot klwId={1023} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Schermtitel' })).toBeInTheDocument();
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('Gelieve Aantal in te vullen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue('');
  });

  it('saves what the farmer typed, in Dutch numbers, and the next load shows it', async () => {
    const { user, unmount } = await renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Omschrijving' }), 'Eerste telling');
    await user.type(aantal(), '1.234');
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Schermtitel is opgeslagen')).toBeInTheDocument();
    expect(screen.queryByText('Gelieve Aantal in te vullen')).toBeNull();
    unmount();
    await renderScreen();
    expect(aantal()).toHaveValue('1.234');
    expect(screen.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue('Eerste telling');
  });

  it('offers the choice when someone saved meanwhile, and keeps the typing', async () => {
    const { user } = await renderScreen();
    // Someone else saves the year after this page loaded it.
    const { data, etag } = await screenTemplateApi.load();
    await screenTemplateApi.save({ ...data, aantal: 5 }, etag);
    await user.type(aantal(), '7');
    await user.click(saveButton());
    await screen.findByText('Intussen opgeslagen');
    expect(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Gegevens opnieuw laden' })).toBeInTheDocument();
    expect(aantal()).toHaveValue('7');
    await user.click(within(notice('Intussen opgeslagen')).getByRole('button', { name: 'Mijn invoer toch opslaan' }));
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    await expect(screenTemplateApi.load()).resolves.toMatchObject({ data: { aantal: 7 } });
  });

  it('shows a Dutch panel with the reason when loading fails, and loads again on retry', async () => {
    server.use(
      http.get('*/ScreenTemplate/GetScreenTemplateGegevens', () => HttpResponse.json({ message: 'De server gaf geen antwoord.' }, { status: 503 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    render(<ScreenTemplateRoot klwId={1023} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De gegevens van Schermtitel konden niet worden geladen. De server gaf geen antwoord.');
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Gegevens' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("after an ended session offers the portal's 'Opnieuw aanmelden', not 'Opnieuw proberen'", async () => {
    const reloadMenu = jest.fn();
    window.klwHostAdapter = { reloadMenu, signInAgainHref: () => '/Account/Afmelden?ReturnUrl=%2Fscherm' };
    // The portal's sign-out takes a POST from its own page (jsdom navigates nowhere): the form it is sent with.
    const sent: { method: string; action: string }[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push({ method: this.method, action: this.action });
    });
    jest.spyOn(screenTemplateApi, 'load').mockRejectedValueOnce(new ApiError('Het token is verlopen.', { call: 'RefreshToken', status: 401 }));
    const user = userEvent.setup();
    render(<ScreenTemplateRoot klwId={1023} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uw sessie is verlopen. Meld u opnieuw aan.');
    expect(within(alert).queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    expect(reloadMenu).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw aanmelden' }));
    expect(sent).toEqual([{ method: 'post', action: 'http://localhost/Account/Afmelden?ReturnUrl=%2Fscherm' }]);
  });
});

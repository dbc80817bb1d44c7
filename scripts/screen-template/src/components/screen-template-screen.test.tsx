import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADING_TEXT } from '@klw/contracts/texts';
import { mountAsTheShell, runLifecyclesOutsideAct, saveButton, screenPageServer } from '@klw/forms/testing';
import { api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import * as lifecycles from '../exposes/lifecycles';
import { ScreenTemplateRoot } from '../app/screen-template-root';
import { screenTemplateApi } from '../api/screen-template-api';
import { SCREEN_TEMPLATE } from '../declaration';
import { screenTemplateFixture } from '../api/mock/screen-template.fixture';

// What is the screen's own: its fields from its declaration, its calls, and its lifecycles as the shell mounts them.
// The kit's behaviour (the 412 choice, a failed load and its retry, an ended session, drafts, read-only) is tested
// once in @klw/forms. The lifecycles are tested here, not in a file of their own: each test file loads the kit and
// Fluent UI afresh before its first render, which cost every screen about as much as its tests.

// The screen's calls and klw_auth's answered by the same handlers as the browser's mock mode, without the delay.
screenPageServer({ contract: SCREEN_TEMPLATE, fixture: screenTemplateFixture });

async function renderScreen() {
  const user = userEvent.setup();
  const view = render(<ScreenTemplateRoot klwId={1023} />);
  await screen.findByRole('heading', { name: 'Gegevens' });
  return { user, ...view };
}

const aantal = () => screen.getByRole('spinbutton', { name: /^Aantal/ });

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
});

describe('the klw_screen_template lifecycles', () => {
  runLifecyclesOutsideAct();

  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null });
    // No API in this test: the user's data and the screen's own both fail, in a known Dutch text.
    jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('Geen verbinding in de test.'));
    jest.spyOn(screenTemplateApi, 'load').mockRejectedValue(new Error('Geen verbinding in de test.'));
  });

  it('mounts the screen into the element the shell gives and unmounts it again', async () => {
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_screen_template', klwId: 1023 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schermtitel' })).toBeInTheDocument();
    expect(await screen.findByText(/Geen verbinding in de test\./)).toBeInTheDocument();

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

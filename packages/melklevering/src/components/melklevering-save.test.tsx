import { screen, waitFor } from '@testing-library/react';
import { reloadMenu } from '@klw/host-adapter';
import type { MelkLeveringData } from '../declaration';
import { ApiError, ContractError } from 'klw_auth/client';
import { melkData, totaal } from '../test-support/melk-data';
import { fieldIn, mockedApi, renderScreen } from '../test-support/render-screen';
import { saveButton } from '@klw/forms/testing';

jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));

const sentData = (call = 0): MelkLeveringData | undefined => mockedApi.save.mock.calls[call]?.[0];

function failed(body: unknown, bodyText = typeof body === 'string' ? body : JSON.stringify(body)): ApiError {
  return new ApiError('SaveMelkLeveringGegevens is mislukt (400).', { call: 'SaveMelkLeveringGegevens', status: 400, body, bodyText });
}

/** The texts of the error notifications, each as [title, description]. */
async function errorToasts(count: number): Promise<string[][]> {
  await waitFor(() => expect(screen.getAllByText('Er ging iets fout')).toHaveLength(count));
  return screen
    .getAllByText('Er ging iets fout')
    .map((title) => [title.textContent ?? '', title.nextElementSibling?.textContent ?? '']);
}

beforeEach(() => {
  jest.mocked(reloadMenu).mockClear();
});

describe('saving the milk deliveries', () => {
  it('keeps the note of a clamped figure while other fields are edited, and lists each clamped figure after the save', async () => {
    const { user } = await renderScreen({ data: melkData({ kringloopwijzerJaar: 2022 }) });
    await user.type(fieldIn('Zelf zuivelen', 'Vet'), '44,5');
    await user.tab();
    await user.type(fieldIn('Zelf zuivelen', 'Eiwit'), '9');
    await user.tab();
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1000');
    await user.tab();
    expect(fieldIn('Zelf zuivelen', 'Vet')).toHaveAccessibleDescription('44,5 is aangepast naar 8,00');
    expect(fieldIn('Zelf zuivelen', 'Eiwit')).toHaveAccessibleDescription('9 is aangepast naar 6,00');
    await user.click(saveButton());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Melkleveringen zijn opgeslagen')).toBeInTheDocument();
    const adjusted = screen.getByText('Aangepaste waarden opgeslagen');
    expect(adjusted.nextElementSibling).toHaveTextContent(
      'Zelf zuivelen: Vet 44,5 is aangepast naar 8,00. Zelf zuivelen: Eiwit 9 is aangepast naar 6,00.',
    );
    // The notes under the fields are old news after the save; the notice keeps the list.
    expect(screen.queryByText(/^44,5 is aangepast/)).toBeNull();
  });

  it('shows the per-cow figures of the answer after a save: the answer replaces data and form', async () => {
    const { user } = await renderScreen();
    mockedApi.save.mockImplementationOnce((sent) => Promise.resolve({ data: { ...sent, aantalMelkkoeien: 50 }, etag: null }));
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1000');
    await user.click(saveButton());
    expect(await screen.findByText('Melkleveringen zijn opgeslagen')).toBeInTheDocument();
    // (1.000 + 60.000 + 20.000 + 500) kg / 50 cows.
    expect(screen.getByTestId('per-koe-kg')).toHaveTextContent('1.630 kg');
  });

  it('posts the full data merged with the form values', async () => {
    const data = melkData({ gebruikHandmatigeMelkRegistratie: true });
    const { user } = await renderScreen({ data });
    await user.clear(fieldIn('Handmatige levering', 'Ureum'));
    await user.type(fieldIn('Handmatige levering', 'Ureum'), '31');
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '800');
    await user.click(saveButton());
    await screen.findByText('Succesvol opgeslagen');
    expect(sentData()).toEqual({
      ...data,
      totaalHandmatig: { ...data.totaalHandmatig, ureum: 31 },
      totaalZelfZuivel: totaal({ kg: 800 }),
    });
  });

  it('saves with empty required fields (partial work is kept)', async () => {
    const { user } = await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    await user.clear(fieldIn('Handmatige levering', 'Vet'));
    await user.click(saveButton());
    await screen.findByText('Succesvol opgeslagen');
    expect(sentData()?.totaalHandmatig.vet).toBeNull();
    expect(screen.getByText('Gelieve Vet in te vullen')).toBeInTheDocument();
  });

  it('never sends a value out of bounds: the field clamps before the save', async () => {
    const { user } = await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    await user.clear(fieldIn('Handmatige levering', 'Vet'));
    await user.type(fieldIn('Handmatige levering', 'Vet'), '12');
    await user.clear(fieldIn('Handmatige levering', 'Melk'));
    await user.type(fieldIn('Handmatige levering', 'Melk'), '20.000.000');
    await user.click(saveButton());
    await screen.findByText('Succesvol opgeslagen');
    expect(sentData()?.totaalHandmatig).toMatchObject({ vet: 8, kg: 15_000_000 });
    expect(fieldIn('Handmatige levering', 'Vet')).toHaveValue('8,00');
  });

  it.each([
    [
      'errorDetails (one notification each)',
      failed({ errorDetails: [{ message: 'Vet is te hoog' }, { message: 'Ureum ontbreekt' }], message: 'Niet opgeslagen' }),
      ['Vet is te hoog', 'Ureum ontbreekt'],
    ],
    ["the answer's message", failed({ message: 'Niet opgeslagen', messages: ['x'] }), ['Niet opgeslagen']],
    ["messages joined by '. '", failed({ messages: ['Vet is te hoog', 'Ureum ontbreekt'] }), ['Vet is te hoog. Ureum ontbreekt']],
    ['the raw body', failed(null, 'Service Unavailable'), ['Service Unavailable']],
    [
      'the error text',
      new ApiError('De server reageert niet (time-out).', { call: 'SaveMelkLeveringGegevens', status: null }),
      ['De server reageert niet (time-out).'],
    ],
    [
      'the error text of an answer that does not fit',
      new ContractError('SaveMelkLeveringGegevens', ['kg: Ongeldig']),
      ['Het antwoord van SaveMelkLeveringGegevens heeft een onverwachte vorm: kg: Ongeldig'],
    ],
  ])("a failure shows 'Er ging iets fout' with %s", async (_name, error, descriptions) => {
    const { user } = await renderScreen();
    mockedApi.save.mockRejectedValueOnce(error);
    await user.click(saveButton());
    const toasts = await errorToasts(descriptions.length);
    expect(toasts).toEqual(descriptions.map((description) => ['Er ging iets fout', description]));
    expect(reloadMenu).not.toHaveBeenCalled();
    expect(screen.queryByText('Succesvol opgeslagen')).toBeNull();
  });

  it('names every field that holds no number, in screen order, and lets a field that goes away go', async () => {
    const { user } = await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    await user.type(fieldIn('Zelf zuivelen', 'Vet'), '4,,5');
    await user.clear(fieldIn('Handmatige levering', 'Ureum'));
    await user.type(fieldIn('Handmatige levering', 'Ureum'), '2.2.2');
    await user.click(saveButton());
    const toasts = await errorToasts(2);
    expect(toasts.map(([, description]) => description)).toEqual([
      'Handmatige levering: Ureum is geen geldig getal. Er is niets opgeslagen.',
      'Zelf zuivelen: Vet is geen geldig getal. Er is niets opgeslagen.',
    ]);
    expect(fieldIn('Handmatige levering', 'Ureum')).toHaveFocus();

    // Manual registration switched off: its fields are gone, and so is their text; the other one still stops a save.
    await user.click(screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' }));
    await user.click(saveButton());
    await waitFor(() => expect(screen.getAllByText(/is geen geldig getal\. Er is niets opgeslagen\./)).toHaveLength(1));
    expect(screen.getByText('Zelf zuivelen: Vet is geen geldig getal. Er is niets opgeslagen.')).toBeInTheDocument();
    expect(mockedApi.save).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'klw_auth/session';
import * as lifecycles from '../exposes/lifecycles';
import { callContext, melkData, totaal } from '../test-support/melk-data';
import { fieldIn, group, mockedApi, renderScreen } from '../test-support/render-screen';
import { NO_DELIVERIES_TEXT } from './manual-card';
import { mountAsTheShell, runLifecyclesOutsideAct, saveButton } from '@klw/forms/testing';

jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));

const headers = (): string[] => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

describe('milk delivery screen: layout', () => {
  it('shows the heading, save button and both cards, and leaves the page title to the shell (from routes.json)', async () => {
    document.title = 'Titel van de shell';
    await renderScreen();
    expect(document.title).toBe('Titel van de shell');
    expect(screen.getByRole('heading', { level: 1, name: 'Melklevering' })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Automatische melkleveringen' })).toBeInTheDocument();
    expect(screen.getByText('Laatste levering: 28-02-2023')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' })).toBeInTheDocument();
  });

  it("shows 'Laatste levering: NVT' when there is no last delivery", async () => {
    await renderScreen({ data: melkData({ datumLaatsteLevering: null }) });
    expect(screen.getByText('Laatste levering: NVT')).toBeInTheDocument();
  });

  it('shows no card of automatic deliveries without months, and says beside the forced tick why it is ticked', async () => {
    await renderScreen({ data: melkData({ maanden: [] }) });
    expect(screen.queryByRole('heading', { name: 'Automatische melkleveringen' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    const tick = screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' });
    expect(tick).toBeChecked();
    expect(tick).toBeDisabled();
    expect(tick).toHaveAccessibleDescription(NO_DELIVERIES_TEXT);
    const manual = screen.getByRole('heading', { name: 'Handmatige melkleveringen' }).closest('.fui-Card') as HTMLElement;
    expect(within(manual).getByText(NO_DELIVERIES_TEXT)).toBeInTheDocument();
  });

  it.each([
    [2018, ['Afleverdatum', 'Aflevertijd', 'UBN', 'leveringen', 'Melk [kg]', 'Vet [%]', 'Eiwit [%]', 'Ureum [mg / 100 ml]']],
    [
      2019,
      ['Afleverdatum', 'Aflevertijd', 'UBN', 'leveringen', 'Melk [kg]', 'Vet [%]', 'Eiwit [%]', 'Ureum [mg / 100 ml]', 'Fosfor [mg / 100 g]'],
    ],
  ])('has exactly these column headers in %p', async (jaar, expected) => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: jaar }) });
    expect(headers()).toEqual(expected);
  });

  it('expands a month to its deliveries, with month totals and a totals footer', async () => {
    const { user } = await renderScreen();
    const januari = screen.getByRole('button', { name: 'Januari' });
    expect(januari).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('01-01-2023')).toBeNull();
    const monthRow = januari.closest('tr') as HTMLElement;
    expect(within(monthRow).getByText('30.000')).toBeInTheDocument();
    expect(within(monthRow).getByText('4,40')).toBeInTheDocument();
    await user.click(januari);
    expect(januari).toHaveAttribute('aria-expanded', 'true');
    const row = screen.getByText('01-01-2023').closest('tr') as HTMLElement;
    expect(within(row).getByText('06:15')).toBeInTheDocument();
    expect(within(row).getByText('1234567')).toBeInTheDocument();
    expect(within(row).getByText('10.000')).toBeInTheDocument();
    const footer = screen.getByRole('rowheader', { name: 'Totaal' }).closest('tr') as HTMLElement;
    expect(within(footer).getByText('6')).toBeInTheDocument();
    expect(within(footer).getByText('60.000')).toBeInTheDocument();
    await user.click(januari);
    expect(screen.queryByText('01-01-2023')).toBeNull();
  });

  it('scrolls the table at 500 px height with a sticky header', async () => {
    await renderScreen();
    const region = screen.getByRole('region', { name: 'Melkleveringen per maand' });
    expect(getComputedStyle(region).maxHeight).toBe('500px');
    expect(getComputedStyle(region).overflowY).toBe('auto');
    expect(getComputedStyle(screen.getAllByRole('columnheader')[0] as HTMLElement).position).toBe('sticky');
  });

  it('explains phosphorus, other production and calves fed behind the info button', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Informatie' }));
    const note = await screen.findByRole('note');
    // The text is a chunk of its own, loaded as the popup opens.
    await waitFor(() => expect(note).toHaveTextContent('Fosforgehalte'));
    expect(note).toHaveTextContent('Overige productie');
    expect(note).toHaveTextContent('Melk gevoerd aan kalveren');
  });

  it('shows the units beside the fields, with the bare names as labels', async () => {
    await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    const handmatig = within(group('Handmatige levering'));
    for (const [label, unit] of [
      ['Melk', 'kg'],
      ['Vet', '%'],
      ['Eiwit', '%'],
      ['Ureum', 'mg / 100 ml'],
      ['Fosfor', 'mg / 100 g'],
    ] as const) {
      const input = handmatig.getByRole('spinbutton', { name: label });
      expect(input.parentElement).toHaveTextContent(unit);
    }
    expect(fieldIn(null, 'Melk gevoerd aan kalveren').parentElement).toHaveTextContent('kg');
    expect(fieldIn(null, 'Overige productie').parentElement).toHaveTextContent('kg');
  });

  it('shows numbers in nl-NL: kg and urea without decimals, fat and protein with 2', async () => {
    await renderScreen({
      data: melkData({
        gebruikHandmatigeMelkRegistratie: true,
        totaalHandmatig: totaal({ kg: 1_234_567, vet: 4.5, eiwit: 3.456, ureum: 22.4, fosfor: 96 }),
      }),
    });
    expect(fieldIn('Handmatige levering', 'Melk')).toHaveValue('1.234.567');
    expect(fieldIn('Handmatige levering', 'Vet')).toHaveValue('4,50');
    expect(fieldIn('Handmatige levering', 'Eiwit')).toHaveValue('3,46');
    expect(fieldIn('Handmatige levering', 'Ureum')).toHaveValue('22');
    expect(fieldIn('Handmatige levering', 'Fosfor')).toHaveValue('96');
  });
});

describe('milk delivery screen: fields per year', () => {
  const labels = (name: string): string[] =>
    within(group(name))
      .getAllByRole('spinbutton')
      .map((input) => input.getAttribute('name') ?? '');

  it.each([
    [2018, false],
    [2019, true],
  ])('phosphorus fields in %p: %p', async (jaar, present) => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: jaar, gebruikHandmatigeMelkRegistratie: true }) });
    expect(labels('Handmatige levering').includes('totaalHandmatig.fosfor')).toBe(present);
    expect(labels('Zelf zuivelen').includes('totaalZelfZuivel.fosfor')).toBe(present);
  });

  it.each([
    [2019, false],
    [2020, true],
  ])('other production in %p: %p', async (jaar, present) => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: jaar }) });
    expect(screen.queryByRole('spinbutton', { name: 'Overige productie' }) !== null).toBe(present);
  });

  it.each([
    [2021, false],
    [2022, true],
  ])('calves fed in %p: %p', async (jaar, present) => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: jaar }) });
    expect(screen.queryByRole('spinbutton', { name: 'Melk gevoerd aan kalveren' }) !== null).toBe(present);
  });
});

// The lifecycles are tested here, not in a file of their own: each test file loads the kit and Fluent UI afresh
// before its first render. A root that throws is @klw/ui's screenLifecycles' to catch, and tested there.
describe('the klw_melklevering lifecycles', () => {
  runLifecyclesOutsideAct();

  it('mounts the screen into the element the shell gives and unmounts it cleanly', async () => {
    sessionStore.setState({ callContext: callContext(), status: 'loaded', error: null });
    mockedApi.load.mockResolvedValue({ data: melkData(), etag: null });
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_melklevering', klwId: 4242 });
    expect(await screen.findByRole('heading', { name: 'Handmatige melkleveringen' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('heading', { level: 1, name: 'Melklevering' }));
    // Fluent ids carry this remote's prefix, so they never clash with another remote's.
    expect(domElement.querySelector('[id^="klw-melklevering-"]')).not.toBeNull();
    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MelkleveringRoot } from '../../../app/melklevering-root';
import { callContext, maanden, melkData, totaal } from '../test-support/melk-data';
import { fieldIn, group, mockedApi, renderScreen } from '../test-support/render-screen';
import { LEAVE_CONFIRM_TEXT } from './use-leave-guard';

jest.mock('klw_auth/client', () => jest.requireActual('../test-support/mock-client').mockClientModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn() }));

const headers = (): string[] => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

describe('milk delivery screen: layout', () => {
  it('shows the title, heading, save button and both cards', async () => {
    await renderScreen();
    expect(document.title).toBe('Melklevering - Kringloopwijzer');
    expect(screen.getByRole('heading', { level: 1, name: 'Melklevering' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles opslaan' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Automatische melkleveringen' })).toBeInTheDocument();
    expect(screen.getByText('Laatste levering: 28-02-2023')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' })).toBeInTheDocument();
  });

  it("shows 'Laatste levering: NVT' when there is no last delivery", async () => {
    await renderScreen({ data: melkData({ datumLaatsteLevering: null }) });
    expect(screen.getByText('Laatste levering: NVT')).toBeInTheDocument();
  });

  it('leaves out the automatic deliveries card without delivery months', async () => {
    await renderScreen({ data: melkData({ maanden: [] }) });
    expect(screen.queryByRole('heading', { name: 'Automatische melkleveringen' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
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
    expect(note).toHaveTextContent('Fosforgehalte');
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
      const input = handmatig.getByRole('textbox', { name: label });
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
      .getAllByRole('textbox')
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
    expect(screen.queryByLabelText('Overige productie') !== null).toBe(present);
  });

  it.each([
    [2021, false],
    [2022, true],
  ])('calves fed in %p: %p', async (jaar, present) => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: jaar }) });
    expect(screen.queryByLabelText('Melk gevoerd aan kalveren') !== null).toBe(present);
  });
});

describe('milk delivery screen: validation on load', () => {
  it('shows the required messages of the manual group at once', async () => {
    await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true, totaalHandmatig: totaal() }) });
    const handmatig = within(group('Handmatige levering'));
    for (const label of ['Melk', 'Vet', 'Eiwit', 'Ureum', 'Fosfor']) {
      expect(handmatig.getByText(`Gelieve ${label} in te vullen`)).toBeInTheDocument();
    }
  });

  it('does not validate the manual group when manual registration is off', async () => {
    await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: totaal() }) });
    expect(screen.queryByRole('group', { name: 'Handmatige levering' })).toBeNull();
    expect(screen.queryByText('Gelieve Melk in te vullen')).toBeNull();
  });

  it('asks the rest of Zelf zuivelen only once its Melk is filled', async () => {
    const { user } = await renderScreen();
    const zelf = within(group('Zelf zuivelen'));
    expect(zelf.queryByText(/Gelieve/)).toBeNull();
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1000');
    for (const label of ['Vet', 'Eiwit', 'Ureum', 'Fosfor']) {
      expect(zelf.getByText(`Gelieve ${label} in te vullen`)).toBeInTheDocument();
    }
    expect(zelf.queryByText('Gelieve Melk in te vullen')).toBeNull();
  });

  it('shows range messages with nl-NL numbers', async () => {
    await renderScreen({
      data: melkData({
        kringloopwijzerJaar: 2022,
        gebruikHandmatigeMelkRegistratie: true,
        totaalHandmatig: { kg: 16_000_000, vet: 9, eiwit: 1, ureum: 90, fosfor: 70 },
        melkGevoerdAanKalveren: 0,
      }),
    });
    const handmatig = within(group('Handmatige levering'));
    expect(handmatig.getByText('Melk moet tussen 0-15.000.000 liggen')).toBeInTheDocument();
    expect(handmatig.getByText('Vet moet tussen 2-8 liggen')).toBeInTheDocument();
    expect(handmatig.getByText('Eiwit moet tussen 2-6 liggen')).toBeInTheDocument();
    expect(handmatig.getByText('Ureum moet tussen 10-80 liggen')).toBeInTheDocument();
    expect(handmatig.getByText('Fosfor moet tussen 75-125 liggen')).toBeInTheDocument();
    expect(screen.getByText('Melk gevoerd aan kalveren moet tussen 1-15.000.000 liggen')).toBeInTheDocument();
  });

  it('shows the minimum message of other production', async () => {
    await renderScreen({ data: melkData({ totaalOverigeProductie: { kg: 0 } }) });
    expect(screen.getByText('Overige productie moet minimaal 1 zijn')).toBeInTheDocument();
  });

  it('shows the maximum message of other production', async () => {
    await renderScreen({ data: melkData({ totaalOverigeProductie: { kg: 16_000_000 } }) });
    expect(screen.getByText('Overige productie mag maximaal 15.000.000 zijn')).toBeInTheDocument();
  });

  it('asks for calves fed and other production when empty', async () => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: 2022, melkGevoerdAanKalveren: null, totaalOverigeProductie: { kg: null } }) });
    expect(screen.getByText('Gelieve Melk gevoerd aan kalveren in te vullen')).toBeInTheDocument();
    expect(screen.getByText('Gelieve Overige productie in te vullen')).toBeInTheDocument();
  });

  it('updates the messages while typing', async () => {
    const { user } = await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    await user.clear(fieldIn('Handmatige levering', 'Ureum'));
    expect(screen.getByText('Gelieve Ureum in te vullen')).toBeInTheDocument();
    await user.type(fieldIn('Handmatige levering', 'Ureum'), '25');
    expect(screen.queryByText('Gelieve Ureum in te vullen')).toBeNull();
  });
});

describe('milk delivery screen: manual registration checkbox', () => {
  const checkbox = (): HTMLElement => screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' });

  it('is forced on and disabled without delivery months', async () => {
    await renderScreen({ data: melkData({ maanden: [], gebruikHandmatigeMelkRegistratie: false }) });
    expect(checkbox()).toBeChecked();
    expect(checkbox()).toBeDisabled();
    expect(group('Handmatige levering')).toBeInTheDocument();
  });

  it('shows the manual group only when checked', async () => {
    const { user } = await renderScreen();
    expect(checkbox()).not.toBeChecked();
    expect(checkbox()).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Handmatige levering' })).toBeNull();
    await user.click(checkbox());
    expect(group('Handmatige levering')).toBeInTheDocument();
  });

  it('unchecking copies the overall totals into the manual totals', async () => {
    const data = melkData({
      gebruikHandmatigeMelkRegistratie: true,
      totaal: totaal({ kg: 61_234, vet: 4.37, eiwit: 3.51, ureum: 24, fosfor: 94 }),
      totaalHandmatig: totaal({ kg: 10, vet: 3, eiwit: 3, ureum: 20, fosfor: 90 }),
    });
    const { user } = await renderScreen({ data });
    await user.click(checkbox());
    await user.click(checkbox());
    expect(fieldIn('Handmatige levering', 'Melk')).toHaveValue('61.234');
    expect(fieldIn('Handmatige levering', 'Vet')).toHaveValue('4,37');
    expect(fieldIn('Handmatige levering', 'Eiwit')).toHaveValue('3,51');
    expect(fieldIn('Handmatige levering', 'Ureum')).toHaveValue('24');
    expect(fieldIn('Handmatige levering', 'Fosfor')).toHaveValue('94');
  });

  it('is disabled when the year is read-only', async () => {
    await renderScreen({ context: callContext({ kringloopwijzerStatusId: 2 }) });
    expect(checkbox()).toBeDisabled();
  });
});

describe('milk delivery screen: read-only', () => {
  it.each([
    ['a closed year', callContext({ kringloopwijzerStatusId: 2 })],
    ['a user without rights', callContext({ gebruikerIsDeelnemer: false, volmacht: false, gebruikerIsAuthorized: false })],
    ['an unknown call context', null],
  ])('%s: every field read-only and no save button', async (_name, context) => {
    const { user } = await renderScreen({ context, data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    expect(screen.queryByRole('button', { name: 'Alles opslaan' })).toBeNull();
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input).toHaveAttribute('readonly');
    await user.type(fieldIn('Handmatige levering', 'Ureum'), '5');
    expect(fieldIn('Handmatige levering', 'Ureum')).toHaveValue('22');
  });

  it.each([
    ['a proxy holder', callContext({ gebruikerIsDeelnemer: false, volmacht: true })],
    ['an authorized user', callContext({ gebruikerIsDeelnemer: false, gebruikerIsAuthorized: true })],
  ])('%s may edit an open year', async (_name, context) => {
    await renderScreen({ context });
    expect(screen.getByRole('button', { name: 'Alles opslaan' })).toBeInTheDocument();
  });
});

describe('milk delivery screen: per koe', () => {
  const figure = (kind: string): string => screen.getByTestId(`per-koe-${kind}`).textContent ?? '';

  it('divides all milk by the cows and weights the contents by kg', async () => {
    // (zelf 1.000 + handmatig 60.000 + kalveren 20.000 + overige 500) / 100 = 815
    await renderScreen({
      data: melkData({
        kringloopwijzerJaar: 2022,
        totaalZelfZuivel: totaal({ kg: 1_000, vet: 5, eiwit: 4, ureum: 30, fosfor: null }),
      }),
    });
    expect(figure('kg')).toBe('815 kg');
    // (60.000 * 4,4 + 1.000 * 5) / 61.000 = 4,41
    expect(figure('vet')).toBe('4,41 %');
    expect(figure('eiwit')).toBe('3,51 %');
    expect(figure('ureum')).toBe('22 mg / 100 ml');
    // (60.000 * 95 + 1.000 * 97) / 61.000 = 95,03
    expect(figure('fosfor')).toBe('95 mg / 100 g');
  });

  it('follows what the farmer types', async () => {
    const { user } = await renderScreen({ data: melkData({ kringloopwijzerJaar: 2019 }) });
    expect(figure('kg')).toBe('600 kg');
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '10000');
    expect(figure('kg')).toBe('700 kg');
  });

  it("leaves out phosphorus before 2019", async () => {
    await renderScreen({ data: melkData({ kringloopwijzerJaar: 2018 }) });
    expect(screen.queryByTestId('per-koe-fosfor')).toBeNull();
  });

  it.each([0, null])("shows 'NVT' with %p cows", async (aantalMelkkoeien) => {
    await renderScreen({ data: melkData({ aantalMelkkoeien }) });
    for (const kind of ['kg', 'vet', 'eiwit', 'ureum', 'fosfor']) expect(figure(kind)).toBe('NVT');
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
    expect(confirm).toHaveBeenCalledWith(LEAVE_CONFIRM_TEXT);
    expect(cancelNavigation).toHaveBeenCalled();
    confirm.mockRestore();
  });
});

describe('milk delivery screen: loading', () => {
  it("shows 'Laden...' while loading and a retry after a failure", async () => {
    mockedApi.getMelkLeveringGegevens.mockRejectedValueOnce(new Error('De server is niet bereikbaar.'));
    render(<MelkleveringRoot klwId={4242} />);
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(await screen.findByText('De server is niet bereikbaar.')).toBeInTheDocument();
    mockedApi.getMelkLeveringGegevens.mockResolvedValueOnce(melkData({ maanden: maanden(1, 1) }));
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Handmatige melkleveringen' })).toBeInTheDocument();
  });
});

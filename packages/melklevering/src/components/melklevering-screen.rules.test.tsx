import { screen, within } from '@testing-library/react';
import { callContext, melkData, totaal } from '../test-support/melk-data';
import { fieldIn, group, renderScreen } from '../test-support/render-screen';

jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));

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
    await user.tab();
    for (const label of ['Vet', 'Eiwit', 'Ureum', 'Fosfor']) {
      expect(zelf.getByText(`Gelieve ${label} in te vullen`)).toBeInTheDocument();
    }
    expect(zelf.queryByText('Gelieve Melk in te vullen')).toBeNull();
  });

  it('announces the fields to fill in as required, Zelf zuivelen\'s rest once its Melk is filled', async () => {
    const { user } = await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    for (const label of ['Melk', 'Vet', 'Eiwit', 'Ureum', 'Fosfor']) {
      expect(fieldIn('Handmatige levering', label)).toHaveAttribute('aria-required', 'true');
      expect(fieldIn('Zelf zuivelen', label)).not.toHaveAttribute('aria-required');
    }
    expect(fieldIn(null, 'Melk gevoerd aan kalveren')).toHaveAttribute('aria-required', 'true');
    expect(fieldIn(null, 'Overige productie')).toHaveAttribute('aria-required', 'true');
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '1000');
    await user.tab();
    for (const label of ['Vet', 'Eiwit', 'Ureum', 'Fosfor']) {
      expect(fieldIn('Zelf zuivelen', label)).toHaveAttribute('aria-required', 'true');
    }
    expect(fieldIn('Zelf zuivelen', 'Melk')).not.toHaveAttribute('aria-required');
  });

  it('announces nothing as required in a read-only year', async () => {
    await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }), context: callContext({ kringloopwijzerStatusId: 2 }) });
    expect(screen.getAllByRole('spinbutton').filter((field) => field.hasAttribute('aria-required'))).toEqual([]);
  });

  it('shows the state of a read-only year, not tasks: no \'Gelieve ... in te vullen\', an empty field says it is not filled in', async () => {
    await renderScreen({
      data: melkData({ kringloopwijzerJaar: 2022, gebruikHandmatigeMelkRegistratie: true, totaalHandmatig: totaal(), melkGevoerdAanKalveren: null }),
      context: callContext({ kringloopwijzerStatusId: 2 }),
    });
    expect(screen.queryByText(/Gelieve|Vul nog in|moet tussen/)).toBeNull();
    expect(fieldIn(null, 'Melk gevoerd aan kalveren')).toHaveAccessibleDescription('Niet ingevuld');
    expect(fieldIn('Handmatige levering', 'Vet')).toHaveAccessibleDescription('Niet ingevuld');
  });

  it('says what a typed value out of bounds became, and the form check what it says of the value kept', async () => {
    const { user } = await renderScreen({ data: melkData({ kringloopwijzerJaar: 2022 }) });
    await user.type(fieldIn('Zelf zuivelen', 'Vet'), '9');
    await user.tab();
    expect(fieldIn('Zelf zuivelen', 'Vet')).toHaveValue('8,00');
    expect(fieldIn('Zelf zuivelen', 'Vet')).toHaveAccessibleDescription('9 is aangepast naar 8,00');
    await user.clear(fieldIn(null, 'Melk gevoerd aan kalveren'));
    await user.type(fieldIn(null, 'Melk gevoerd aan kalveren'), '0');
    await user.tab();
    expect(fieldIn(null, 'Melk gevoerd aan kalveren')).toHaveAccessibleDescription('0 is aangepast naar 1');
    await user.clear(fieldIn(null, 'Overige productie'));
    await user.type(fieldIn(null, 'Overige productie'), '20000000');
    await user.tab();
    expect(fieldIn(null, 'Overige productie')).toHaveAccessibleDescription('20000000 is aangepast naar 15.000.000');
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

  it("takes Zelf zuivelen's Melk 0 as no own dairy processing: nothing else asked", async () => {
    const { user } = await renderScreen({ data: melkData({ totaalZelfZuivel: totaal({ kg: 0, vet: null, eiwit: null, ureum: null, fosfor: null }) }) });
    const zelf = within(group('Zelf zuivelen'));
    expect(zelf.queryByText(/Gelieve|moet/)).toBeNull();
    await user.tripleClick(fieldIn('Zelf zuivelen', 'Melk'));
    await user.keyboard('5');
    await user.tab();
    expect(zelf.getByText('Gelieve Vet in te vullen')).toBeInTheDocument();
  });

  it("keeps a 0 in 'Overige productie' and names it", async () => {
    const { user } = await renderScreen({ data: melkData({ totaalOverigeProductie: { kg: 1200 } }) });
    await user.tripleClick(fieldIn(null, 'Overige productie'));
    await user.keyboard('0');
    await user.tab();
    expect(fieldIn(null, 'Overige productie')).toHaveValue('0');
    expect(screen.getByText('Overige productie moet minimaal 1 zijn')).toBeInTheDocument();
  });

  it('updates a message when the field loses focus, never halfway through typing', async () => {
    const { user } = await renderScreen({ data: melkData({ gebruikHandmatigeMelkRegistratie: true }) });
    await user.clear(fieldIn('Handmatige levering', 'Fosfor'));
    expect(screen.queryByText('Gelieve Fosfor in te vullen')).toBeNull();
    await user.tab();
    expect(screen.getByText('Gelieve Fosfor in te vullen')).toBeInTheDocument();
    await user.click(fieldIn('Handmatige levering', 'Fosfor'));
    await user.keyboard('9');
    expect(screen.queryByText('Fosfor moet tussen 75-125 liggen')).toBeNull();
    expect(screen.getByText('Gelieve Fosfor in te vullen')).toBeInTheDocument();
    await user.keyboard('5');
    await user.tab();
    expect(screen.queryByText(/Fosfor moet|Gelieve Fosfor/)).toBeNull();
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

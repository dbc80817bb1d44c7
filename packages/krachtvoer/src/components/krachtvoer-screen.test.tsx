import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { callContextFixture, hasSaveButton, mountAsTheShell, runLifecyclesOutsideAct, saveButton, screenPageServer } from '@klw/forms/testing';
import { draftKey } from '@klw/contracts/drafts';
import { KRACHTVOER } from '../declaration';
import { api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import * as lifecycles from '../exposes/lifecycles';
import { KrachtvoerRoot } from '../app/krachtvoer-root';
import { krachtvoerApi } from '../api/krachtvoer-api';
import { krachtvoerFixture } from '../api/mock/krachtvoer.fixture';
import { NO_FEED_DELIVERIES_TEXT } from './krachtvoer-screen';

// The screen's calls and klw_auth's answered by the same handlers as the browser's mock mode, without the delay.
const server = screenPageServer({ contract: KRACHTVOER, fixture: krachtvoerFixture });
const USER = callContextFixture(1023).gebruikerId;

async function renderScreen() {
  const user = userEvent.setup();
  const view = render(<KrachtvoerRoot klwId={1023} />);
  await screen.findByRole('heading', { name: 'Handmatige voerleveringen' });
  return { user, ...view };
}

const row = (number: number): HTMLElement => screen.getByRole('group', { name: `Regel ${number}` });
const product = (number: number) => within(row(number)).getByRole('textbox', { name: /^Product/ });
const hoeveelheid = (number: number) => within(row(number)).getByRole('spinbutton', { name: /^Hoeveelheid/ });

const cells = (row: HTMLElement): string[] => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');

describe('Krachtvoer: the automatic deliveries', () => {
  it("lists each delivery, a missing kg as 'onbekend', and a footer that sums it as 0 and weighs RE and Fosfor by kg", async () => {
    await renderScreen();
    const table = within(screen.getByRole('region', { name: 'Automatische voerleveringen' })).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Afleverdatum', 'Leverancier', 'Product', 'Hoeveelheid [kg]', 'RE [g/kg]', 'Fosfor [g/kg]']);
    expect(within(table).getByRole('rowheader', { name: '12-01-2024' })).toBeInTheDocument();
    const agrifirm = within(table).getByRole('rowheader', { name: '21-05-2024' }).closest('tr')!;
    expect(cells(agrifirm)).toEqual(['Agrifirm', 'Melkveebrok Hoog', 'onbekend', '181', '5,1']);
    const footer = within(table).getByRole('rowheader', { name: 'Totaal' }).closest('tr')!;
    // 18.250 + 12.400 + (missing: 0) + 21.030,5; RE and Fosfor over the three rows with a kg.
    expect(cells(footer)).toEqual(['', '', '51.680,5', '187', '5,1']);
    expect(screen.getByText(/telt in het totaal als 0 kg\. RE en fosfor in het totaal zijn gemiddelden, gewogen naar kg\./)).toBeInTheDocument();
  });

  it("explains RE and Fosfor in an info popup, as the milk screen explains its figures", async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Informatie over voerleveringen' }));
    expect(await screen.findByText(/hoeveel eiwit het voer bevat, in gram per kg product/)).toBeVisible();
    expect(screen.getByText('RE (ruw eiwit):')).toBeInTheDocument();
  });

  it('totals the rows added by hand and all feed as the farmer types', async () => {
    const { user } = await renderScreen();
    const totals = within(screen.getByRole('region', { name: 'Totaal krachtvoer' }));
    const line = (name: string) => cells(totals.getByRole('rowheader', { name }).closest('tr')!);
    expect(line('Automatische voerleveringen')).toEqual(['51.680,5', '187', '5,1']);
    expect(line('Handmatige voerleveringen')).toEqual(['0,0', '', '']);
    expect(line('Alle krachtvoer')).toEqual(['51.680,5', '187', '5,1']);
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    await user.type(product(1), 'Eigen brok');
    await user.type(hoeveelheid(1), '8.319,5');
    await user.type(within(row(1)).getByRole('spinbutton', { name: /^RE/ }), '187');
    await user.tab();
    expect(line('Handmatige voerleveringen')).toEqual(['8.319,5', '187', '']);
    expect(line('Alle krachtvoer')).toEqual(['60.000,0', '187', '5,1']);
  });

  it('says at the rows by hand why there is no table in a year without automatic deliveries', async () => {
    server.use(http.get('*/Krachtvoer/GetKrachtvoerGegevens', () => HttpResponse.json({ ...krachtvoerFixture(1023, 2024), voerLeveringRows: [] })));
    await renderScreen();
    expect(screen.queryByRole('region', { name: 'Automatische voerleveringen' })).toBeNull();
    expect(screen.getByText(NO_FEED_DELIVERIES_TEXT)).toBeInTheDocument();
  });
});

describe('Krachtvoer: rows the farmer adds by hand', () => {
  it("adds a row with 'Regel toevoegen', puts the focus in it, checks it and saves it in Dutch numbers", async () => {
    const { user, unmount } = await renderScreen();
    expect(screen.getByText('Er zijn nog geen regels.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    expect(product(1)).toHaveFocus();
    await user.click(saveButton());
    // Saving halfway is allowed; the messages say what is still missing.
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(within(row(1)).getByText('Gelieve Product in te vullen')).toBeInTheDocument();
    expect(within(row(1)).getByText('Gelieve Hoeveelheid in te vullen')).toBeInTheDocument();
    await user.type(product(1), 'Melkveebrok Standaard');
    await user.type(hoeveelheid(1), '1.234,5');
    await user.tab();
    expect(hoeveelheid(1)).toHaveValue('1.234,5');
    await user.click(saveButton());
    expect(await screen.findByText('Voerleveringen zijn opgeslagen')).toBeInTheDocument();
    await expect(krachtvoerApi.load()).resolves.toMatchObject({
      data: { handmatigeVoerLeveringRows: [{ product: 'Melkveebrok Standaard', kg: 1_234.5, re: null, p: null }] },
    });
    unmount();
    await renderScreen();
    expect(product(1)).toHaveValue('Melkveebrok Standaard');
    expect(hoeveelheid(1)).toHaveValue('1.234,5');
  });

  it("refuses a second row while the first is empty: says why and goes to the empty row", async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    expect(screen.queryByRole('group', { name: 'Regel 2' })).toBeNull();
    expect(screen.getByText('Regel 1 is nog leeg. Vul die eerst in, dan kunt u een nieuwe regel toevoegen.')).toBeInTheDocument();
    expect(product(1)).toHaveFocus();
  });

  it('removes a row with Verwijderen: the rows below keep their typing and the focus goes to the row that took its place', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    await user.type(product(1), 'Eerste');
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    await user.type(product(2), 'Tweede');
    await user.type(hoeveelheid(2), '2.500,5');
    await user.click(within(row(1)).getByRole('button', { name: 'Verwijderen' }));
    expect(screen.queryByRole('group', { name: 'Regel 2' })).toBeNull();
    expect(product(1)).toHaveValue('Tweede');
    expect(hoeveelheid(1)).toHaveValue('2.500,5');
    expect(product(1)).toHaveFocus();
    await user.click(within(row(1)).getByRole('button', { name: 'Verwijderen' }));
    expect(screen.getByRole('button', { name: 'Regel toevoegen' })).toHaveFocus();
  });

  it("keeps the typing as this user's draft of this year and screen", async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    await user.type(product(1), 'Brok');
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(draftKey('krachtvoer', USER!, 1023)));
    expect(keys).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(keys[0]!)!)).toMatchObject({ form: { handmatigeVoerLeveringRows: [{ product: 'Brok' }] } });
  });

  it('offers no rows to add or remove, and no save, in a closed year', async () => {
    sessionStore.setState({ callContext: { ...callContextFixture(1023), kringloopwijzerStatusId: 2 }, status: 'loaded', error: null });
    jest.spyOn(sessionStore.getState(), 'load').mockResolvedValue(undefined);
    await renderScreen();
    expect(screen.getByText(/Deze kringloopwijzer is afgesloten/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regel toevoegen' })).toBeNull();
    expect(hasSaveButton()).toBe(false);
  });
});

// The lifecycles are tested here, not in a file of their own: each test file loads the kit and Fluent UI afresh
// before its first render.
describe('the klw_krachtvoer lifecycles', () => {
  runLifecyclesOutsideAct();

  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null });
    // No API in this test: the user's data and the screen's own both fail, in a known Dutch text.
    jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('Geen verbinding in de test.'));
    jest.spyOn(krachtvoerApi, 'load').mockRejectedValue(new Error('Geen verbinding in de test.'));
  });

  it('mounts the screen into the element the shell gives and unmounts it again', async () => {
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_krachtvoer', klwId: 1023 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Krachtvoer' })).toBeInTheDocument();
    expect(await screen.findByText(/Geen verbinding in de test\./)).toBeInTheDocument();

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

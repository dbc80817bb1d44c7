import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MAX_ROWS_DEFAULT } from '@klw/contracts/forms';
import userEvent from '@testing-library/user-event';
import { createFormStore } from '../store/form-store';
import { FormStoreProvider } from '../store/form-context';
import { localDraftStorage } from '../drafts/draft-storage';
import { PROEF_MODEL, proefApi, proefData } from '../test-support/proef-model';
import { CategoryCard } from './category-card';
import { ADD_ROW_TEXT, NO_ROWS_TEXT, REMOVE_ROW_TEXT, UNDO_REMOVE_TEXT } from './rows-editor-texts';
import { FLOW_ROWS } from './rows-editor';
import { reportSave } from '../components/save-report';

// Fluent UI renders and lists of 2,000 rows take a while in jsdom: on a shared 2-core machine under load, well over
// jest's default 5 s (about 4 to 16 s each when measured).
jest.setTimeout(30_000);

const [, REGELS] = PROEF_MODEL.fields;

async function renderRows({ readOnly = false, regels = proefData().regels } = {}) {
  const { api } = proefApi(proefData({ regels }));
  const store = createFormStore(PROEF_MODEL, api, { drafts: localDraftStorage({ screen: 'proef', formSchema: PROEF_MODEL.formSchema }, null, null) });
  await store.getState().load();
  render(
    <FormStoreProvider store={store} model={PROEF_MODEL}>
      <CategoryCard category={REGELS!} readOnly={readOnly} />
    </FormStoreProvider>,
  );
  return { store, user: userEvent.setup() };
}

const row = (number: number) => screen.getByRole('group', { name: `Regel ${number}` });

describe('RowsEditor, by keyboard only', () => {
  it('adds a row from the keyboard, fills it, and removes it again', async () => {
    const { store, user } = await renderRows();
    expect(screen.getByRole('heading', { name: 'Regels' })).toBeInTheDocument();
    expect(screen.getByText(NO_ROWS_TEXT)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: ADD_ROW_TEXT })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(row(1)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveFocus();
    await user.keyboard('Brok');
    await user.tab();
    await user.keyboard('12,5');
    await user.tab();
    expect(store.getState().form?.regels).toEqual([{ omschrijving: 'Brok', kg: 12.5 }]);
    expect(within(row(1)).getByRole('button', { name: REMOVE_ROW_TEXT })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Regel 1' })).toBeNull();
    expect(screen.getByRole('button', { name: ADD_ROW_TEXT })).toHaveFocus();
  });

  it("refuses a second row while one is empty: says which, and takes the farmer there", async () => {
    const { store, user } = await renderRows({ regels: [{ omschrijving: 'Brok', kg: 1 }, { omschrijving: null, kg: null }] });
    const add = screen.getByRole('button', { name: ADD_ROW_TEXT });
    await user.click(add);
    expect(store.getState().form?.regels).toHaveLength(2);
    const why = screen.getByText('Regel 2 is nog leeg. Vul die eerst in, dan kunt u een nieuwe regel toevoegen.');
    expect(why).toHaveAttribute('role', 'alert');
    expect(add).toHaveAccessibleDescription(why.textContent!);
    expect(within(row(2)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveFocus();
    // Typed in, the row is no longer empty: the message goes, and the next row comes.
    await user.keyboard('Mais');
    expect(screen.queryByText(/is nog leeg/)).toBeNull();
    await user.click(add);
    expect(store.getState().form?.regels).toHaveLength(3);
    expect(within(row(3)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveFocus();
  });

  it('says an empty row in a read-only year is not filled in, and asks nothing', async () => {
    await renderRows({ readOnly: true, regels: [{ omschrijving: null, kg: null }] });
    expect(screen.queryByText(/Gelieve/)).toBeNull();
    expect(within(row(1)).getAllByText('Niet ingevuld')).toHaveLength(2);
  });

  it("shows each row's own messages once checked, named by its row", async () => {
    const { store, user } = await renderRows({ regels: [{ omschrijving: 'a', kg: 1 }, { omschrijving: null, kg: null }] });
    expect(within(row(1)).queryByText('Gelieve Omschrijving in te vullen')).toBeNull();
    expect(within(row(2)).getByText('Gelieve Omschrijving in te vullen')).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: REMOVE_ROW_TEXT }));
    // The message went up with its row.
    expect(within(row(1)).getByText('Gelieve Omschrijving in te vullen')).toBeInTheDocument();
    expect(store.getState().form?.regels).toHaveLength(1);
  });

  it("'Verwijderen' leaves 'Regel 2 is verwijderd.' where the row was; 'Ongedaan maken' puts it back with its values and the focus in it", async () => {
    const { store, user } = await renderRows({ regels: [{ omschrijving: 'Brok', kg: 1 }, { omschrijving: 'Mais', kg: 2 }, { omschrijving: 'Gras', kg: 3 }] });
    await user.click(within(row(2)).getByRole('button', { name: REMOVE_ROW_TEXT }));
    expect(store.getState().form?.regels).toEqual([{ omschrijving: 'Brok', kg: 1 }, { omschrijving: 'Gras', kg: 3 }]);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Regel 2 is verwijderd.');
    // Where the row was: between Regel 1 and the row that took its place.
    const items = screen.getAllByRole('listitem');
    expect(items.indexOf(notice.closest('li')!)).toBe(1);
    // Shift+Tab from the row that took its place reaches it.
    expect(within(row(2)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(notice).getByRole('button', { name: UNDO_REMOVE_TEXT })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(store.getState().form?.regels).toEqual([{ omschrijving: 'Brok', kg: 1 }, { omschrijving: 'Mais', kg: 2 }, { omschrijving: 'Gras', kg: 3 }]);
    expect(within(row(2)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveFocus();
    expect(within(row(2)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveValue('Mais');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("a row added after a removal ends the way back: 'Ongedaan maken' goes", async () => {
    const { user } = await renderRows({ regels: [{ omschrijving: 'Brok', kg: 1 }] });
    await user.click(within(row(1)).getByRole('button', { name: REMOVE_ROW_TEXT }));
    expect(screen.getByRole('button', { name: UNDO_REMOVE_TEXT })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ADD_ROW_TEXT }));
    expect(screen.queryByRole('button', { name: UNDO_REMOVE_TEXT })).toBeNull();
  });

  it('offers neither adding nor removing in a read-only year', async () => {
    await renderRows({ readOnly: true, regels: [{ omschrijving: 'a', kg: 1 }] });
    expect(within(row(1)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('RowsEditor, a year of rows up to the cap', () => {
  const manyRows = (count: number) => Array.from({ length: count }, (_, index) => ({ omschrijving: `Brok ${index + 1}`, kg: index }));
  const rowsInDom = () => screen.getAllByRole('group', { name: /^Regel \d+$/ }).map((group) => group.querySelector('legend')?.textContent);
  const scrollBox = () => screen.getByRole('list').parentElement!;
  /** Scrolls the rows' box so that row `number` is at its top, by the height a row has before it is measured. */
  const scrollTo = (number: number) =>
    act(() => {
      scrollBox().scrollTop = (number - 1) * 96;
      fireEvent.scroll(scrollBox());
    });

  it(`has every row in the page's flow up to ${FLOW_ROWS} rows: the browser's find finds each, no box scrolls on its own`, async () => {
    await renderRows({ regels: manyRows(FLOW_ROWS) });
    expect(rowsInDom()).toHaveLength(FLOW_ROWS);
    expect(row(FLOW_ROWS).closest('li')).not.toHaveStyle({ position: 'absolute' });
    expect(screen.getByRole('list').style.height).toBe('');
  });

  it('has only the rows near the view in the DOM, each known by its place in the whole list', async () => {
    await renderRows({ regels: manyRows(MAX_ROWS_DEFAULT) });
    const shown = rowsInDom();
    expect(shown[0]).toBe('Regel 1');
    expect(shown.length).toBeLessThan(30);
    expect(row(1).closest('li')).toHaveAttribute('aria-setsize', '2000');
    expect(row(1).closest('li')).toHaveAttribute('aria-posinset', '1');

    scrollTo(1500);
    expect(within(row(1500)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveValue('Brok 1500');
    expect(screen.queryByRole('group', { name: 'Regel 1' })).toBeNull();
    expect(rowsInDom().length).toBeLessThan(30);
  });

  it('puts every row into the DOM while the page is printed, and goes back after', async () => {
    await renderRows({ regels: manyRows(FLOW_ROWS + 100) });
    expect(rowsInDom().length).toBeLessThan(30);
    // The browser lays the page out for paper as soon as beforeprint returns: no act(), which would flush the render.
    const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      window.dispatchEvent(new Event('beforeprint'));
      expect(rowsInDom()).toHaveLength(FLOW_ROWS + 100);
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    act(() => {
      fireEvent(window, new Event('afterprint'));
    });
    expect(rowsInDom().length).toBeLessThan(30);
  });

  it('keeps a far row with text that is no number, and its message sends the focus there', async () => {
    const { store, user } = await renderRows({ regels: manyRows(MAX_ROWS_DEFAULT) });
    scrollTo(1500);
    const gewicht = within(row(1500)).getByRole('spinbutton', { name: /^Gewicht/ });
    await user.tripleClick(gewicht);
    await user.keyboard('1,2,3');
    await user.click(within(row(1501)).getByRole('textbox', { name: /^Omschrijving/ }));
    scrollTo(1);
    await user.click(within(row(1)).getByRole('textbox', { name: /^Omschrijving/ }));
    // Far from the view, the row stays with its text: dropped from the DOM, the text would be gone.
    expect(gewicht).toBeInTheDocument();
    expect(gewicht).toHaveValue('1,2,3');

    const notify = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), dismissAll: jest.fn() };
    await act(async () => {
      reportSave(await store.getState().save(), store as never, PROEF_MODEL as never, notify as never);
    });
    expect(notify.error).toHaveBeenCalledWith('Regel 1500: Gewicht is geen geldig getal. Er is niets opgeslagen.', 'Er ging iets fout');
    expect(gewicht).toHaveFocus();
  });

  it('refuses a row beyond the cap with a message, and keeps every row', async () => {
    const { store, user } = await renderRows({ regels: manyRows(MAX_ROWS_DEFAULT) });
    await user.click(screen.getByRole('button', { name: ADD_ROW_TEXT }));
    expect(screen.getByRole('alert')).toHaveTextContent('U kunt hoogstens 2.000 regels toevoegen.');
    expect(screen.getByRole('button', { name: ADD_ROW_TEXT })).toHaveAccessibleDescription('U kunt hoogstens 2.000 regels toevoegen.');
    expect(store.getState().form?.regels).toHaveLength(MAX_ROWS_DEFAULT);
    expect(store.getState().form?.regels[1_999]).toEqual({ omschrijving: 'Brok 2000', kg: 1_999 });

    // One row fewer, and the next is added where the last was, with the focus in it.
    await user.click(within(row(1)).getByRole('button', { name: REMOVE_ROW_TEXT }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: ADD_ROW_TEXT }));
    expect(within(row(2000)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

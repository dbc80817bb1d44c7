import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormStore } from '../store/form-store';
import { FormStoreProvider } from '../store/form-context';
import { localDraftStorage } from '../drafts/draft-storage';
import { PROEF_MODEL, proefApi, proefData } from '../test-support/proef-model';
import { CategoryCard } from './category-card';
import { ADD_ROW_TEXT, NO_ROWS_TEXT, REMOVE_ROW_TEXT } from './rows-editor';

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

  it("shows each row's own messages once checked, named by its row", async () => {
    const { store, user } = await renderRows({ regels: [{ omschrijving: 'a', kg: 1 }, { omschrijving: null, kg: null }] });
    expect(within(row(1)).queryByText('Gelieve Omschrijving in te vullen')).toBeNull();
    expect(within(row(2)).getByText('Gelieve Omschrijving in te vullen')).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: REMOVE_ROW_TEXT }));
    // The message went up with its row.
    expect(within(row(1)).getByText('Gelieve Omschrijving in te vullen')).toBeInTheDocument();
    expect(store.getState().form?.regels).toHaveLength(1);
  });

  it('offers neither adding nor removing in a read-only year', async () => {
    await renderRows({ readOnly: true, regels: [{ omschrijving: 'a', kg: 1 }] });
    expect(within(row(1)).getByRole('textbox', { name: /^Omschrijving/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormStore } from '../store/form-store';
import { FormStoreProvider } from '../store/form-context';
import { localDraftStorage } from '../drafts/draft-storage';
import { PROEF_MODEL, proefApi, proefData } from '../test-support/proef-model';
import { CategoryCard } from '../rows/category-card';

const [BEDRIJF] = PROEF_MODEL.fields;

describe('FormField, in a form the farmer replaced', () => {
  it("starts fresh after 'Gegevens opnieuw laden', also where the server's figure is empty too; the card itself stays", async () => {
    const { api } = proefApi(proefData({ aantal: null }));
    const store = createFormStore(PROEF_MODEL, api, { drafts: localDraftStorage({ screen: 'proef', formSchema: PROEF_MODEL.formSchema }, null, null) });
    await store.getState().load();
    render(
      <FormStoreProvider store={store} model={PROEF_MODEL}>
        <CategoryCard category={BEDRIJF!} readOnly={false} />
      </FormStoreProvider>,
    );
    const user = userEvent.setup();
    const card = screen.getByRole('heading', { name: 'Bedrijf' });
    const aantal = () => screen.getByRole('spinbutton', { name: 'Aantal' });
    await user.type(aantal(), '4,,5');
    await user.tab();
    expect(store.getState().unreadable).toEqual(['aantal']);

    await act(async () => {
      await expect(store.getState().reloadData()).resolves.toEqual({ ok: true });
    });
    // No text of the replaced form is left in the field, nor counted as typed.
    expect(aantal()).toHaveValue('');
    expect(store.getState().unreadable).toEqual([]);
    // Only the fields are new: the card (and whatever else it holds open) is the same element.
    expect(screen.getByRole('heading', { name: 'Bedrijf' })).toBe(card);
  });
});

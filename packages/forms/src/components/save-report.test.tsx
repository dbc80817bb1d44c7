import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormStore } from '../store/form-store';
import { FormStoreProvider } from '../store/form-context';
import { localDraftStorage } from '../drafts/draft-storage';
import { PROEF_MODEL, proefApi, proefData } from '../test-support/proef-model';
import { CategoryCard } from '../rows/category-card';
import { UnsavedStatus, draftKeptText } from './save-button';
import { incompleteParts } from './save-report';

const [BEDRIJF] = PROEF_MODEL.fields;
const KEPT_AT = Date.UTC(2026, 10, 27, 0, 5);

async function renderForm() {
  const { api } = proefApi(proefData());
  const store = createFormStore(PROEF_MODEL, api, {
    drafts: localDraftStorage({ screen: 'proef', formSchema: PROEF_MODEL.formSchema }, null, null),
    now: () => KEPT_AT,
  });
  await store.getState().load();
  store.getState().setDraftOwner(7, false);
  render(
    <FormStoreProvider store={store} model={PROEF_MODEL}>
      <UnsavedStatus />
      <CategoryCard category={BEDRIJF!} readOnly={false} />
    </FormStoreProvider>,
  );
  return { store, user: userEvent.setup() };
}

describe('what the kit tells a farmer beside the fields', () => {
  it('says what a clamped figure became until the form is saved, and that typing is unsaved with when its draft was kept', async () => {
    const { store, user } = await renderForm();
    const aantal = screen.getByRole('spinbutton', { name: /^Aantal/ });
    expect(screen.queryByText('Niet-opgeslagen invoer')).toBeNull();
    await user.tripleClick(aantal);
    await user.keyboard('500');
    await user.tab();
    expect(aantal).toHaveValue('100');
    expect(aantal).toHaveAccessibleDescription('500 is aangepast naar 100');
    expect(screen.getByText('Niet-opgeslagen invoer')).toBeInTheDocument();
    expect(screen.getByText(draftKeptText(KEPT_AT))).toBeInTheDocument();

    await act(async () => {
      await store.getState().save();
    });
    expect(aantal).toHaveValue('100');
    expect(screen.queryByText(/is aangepast naar/)).toBeNull();
    expect(screen.queryByText('Niet-opgeslagen invoer')).toBeNull();
    expect(screen.queryByText(/Bewaard op deze computer/)).toBeNull();
  });

  it('names what a saved form still lacks in screen order, by the checks of the menu, each name a way to its field', () => {
    const form = { naam: null, aantal: 0, regels: [{ omschrijving: 'Brok', kg: 1 }, { omschrijving: null, kg: 2 }] };
    const asked: string[] = [];
    const parts = (of: typeof form) => incompleteParts(PROEF_MODEL, of, 2024, (path) => asked.push(path));
    const text = (of: typeof form) => parts(of)?.map((part) => (typeof part === 'string' ? part : part.text)).join('');
    expect(text(form)).toBe('Vul nog in: Naam, Regel 2: Omschrijving. Controleer: Aantal.');
    expect(text({ ...form, aantal: 3 })).toBe('Vul nog in: Naam, Regel 2: Omschrijving.');
    expect(parts(PROEF_MODEL.toForm(proefData()) as typeof form)).toBeNull();
    for (const part of parts(form) ?? []) if (typeof part !== 'string') part.onSelect();
    expect(asked).toEqual(['naam', 'regels.1.omschrijving', 'aantal']);
  });

  it('words the moment a draft was kept as the draft offer does', () => {
    expect(draftKeptText(KEPT_AT, 'Europe/Amsterdam')).toBe('Bewaard op deze computer 27-11-2026 01:05');
  });
});

import { restoredForm } from '../rules/form-diff';
import { valueDifferences } from '../rules/value-differences';
import { useFormModel, useFormState } from '../store/form-context';
import { ValuesTable } from './values-table';

const CAPTION = 'Wat Terugzetten verandert';
const NOW_HEADER = 'Nu';
const DRAFT_HEADER = 'Na Terugzetten';

/**
 * Under the draft offer: the values 'Terugzetten' would put back beside what the form holds now, so the farmer knows
 * what they choose between (a moment alone says nothing of what was typed then).
 */
export function DraftOfferValues() {
  const model = useFormModel();
  const draftOffer = useFormState((state) => state.draftOffer);
  const form = useFormState((state) => state.form);
  const jaar = useFormState((state) => (state.data === null ? null : model.jaarOf(state.data)));
  if (draftOffer === null || form === null || jaar === null) return null;
  const rows = valueDifferences(model.fields, form, restoredForm(form, draftOffer), jaar);
  return rows.length === 0 ? null : <ValuesTable caption={CAPTION} left={NOW_HEADER} right={DRAFT_HEADER} rows={rows} />;
}

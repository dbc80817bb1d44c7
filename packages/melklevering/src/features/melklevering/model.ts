import { MELK_FORM_FIELDS, MelkLeveringFormSchema, mergeForm } from '@klw/contracts';
import type { MelkLeveringData, MelkLeveringForm } from '@klw/contracts';
import { KLW_YEAR } from '@klw/forms';
import type { FormModel } from '@klw/forms';
import { initialForm } from './rules/form-rules';

/** The milk screen as the screen kit sees it: its fields (in @klw/contracts), its form, its drafts, its texts. */
export const MELK_MODEL: FormModel<MelkLeveringData, MelkLeveringForm> = {
  screen: 'melklevering',
  fields: MELK_FORM_FIELDS,
  toForm: initialForm,
  mergeForm,
  ...KLW_YEAR,
  formSchema: MelkLeveringFormSchema,
  texts: {
    title: 'Melklevering',
    saved: 'Melk leveringen zijn opgeslagen',
    loadError: 'De melkleveringen konden niet worden geladen.',
  },
};

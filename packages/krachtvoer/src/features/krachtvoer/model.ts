import { KRACHTVOER_FORM_FIELDS, KrachtvoerFormSchema, krachtvoerForm, mergeKrachtvoerForm } from '@klw/contracts';
import type { KrachtvoerData, KrachtvoerForm } from '@klw/contracts';
import { KLW_YEAR } from '@klw/forms';
import type { FormModel } from '@klw/forms';

// The Krachtvoer screen as the screen kit sees it. Its data, fields and footer rule are in @klw/contracts
// (packages/contracts/src/krachtvoer.ts), where the local API checks a save with the same declaration.
// PROVISIONAL: SPEC.md shows this screen by route only; its fields are from public descriptions of the KLW (issue 41),
// and the real ones are that one contracts file to change (docs/MIGRATION.md).

export const KRACHTVOER_MODEL: FormModel<KrachtvoerData, KrachtvoerForm> = {
  screen: 'krachtvoer',
  fields: KRACHTVOER_FORM_FIELDS,
  toForm: krachtvoerForm,
  mergeForm: mergeKrachtvoerForm,
  ...KLW_YEAR,
  formSchema: KrachtvoerFormSchema,
  texts: {
    title: 'Krachtvoer',
    saved: 'Voerleveringen zijn opgeslagen',
    loadError: 'De voerleveringen konden niet worden geladen.',
  },
};

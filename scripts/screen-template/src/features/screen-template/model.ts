import * as v from 'valibot';
import { IdSchema, IntegerSchema, NullableIntegerSchema, NullableNumberSchema, NullableStringSchema } from '@klw/contracts';
import type { FormFields } from '@klw/contracts';
import { KLW_YEAR } from '@klw/forms';
import type { FormModel } from '@klw/forms';

// The Schermtitel screen's data, form and fields: the one file that says what the screen holds. A scaffolded screen
// starts with one category of two example fields; replace them with the screen's real ones. When the API serves the
// calls, the schema and the fields move to @klw/contracts, where the local API checks a save with the same rules
// (as Krachtvoer's: packages/contracts/src/krachtvoer.ts).

/** GET /ScreenTemplate/GetScreenTemplateGegevens, and the body of SaveScreenTemplateGegevens. */
export const ScreenTemplateDataSchema = v.object({
  kringloopwijzerId: IdSchema,
  kringloopwijzerJaar: IntegerSchema,
  kringloopwijzerStatus: NullableIntegerSchema,
  omschrijving: NullableStringSchema,
  aantal: NullableNumberSchema,
});

export type ScreenTemplateData = v.InferOutput<typeof ScreenTemplateDataSchema>;

/** What the farmer edits. */
const ScreenTemplateFormSchema = v.object({ omschrijving: NullableStringSchema, aantal: NullableNumberSchema });

type ScreenTemplateForm = v.InferOutput<typeof ScreenTemplateFormSchema>;

const SCREEN_TEMPLATE_FIELDS: FormFields<ScreenTemplateForm> = [
  {
    name: 'Gegevens',
    fields: [
      { type: 'text', key: 'omschrijving', label: 'Omschrijving', maxLength: 100 },
      { type: 'number', key: 'aantal', label: 'Aantal', unit: 'stuks', decimals: 0, min: 0, max: 1_000_000, required: true },
    ],
  },
];

export const SCREEN_TEMPLATE_MODEL: FormModel<ScreenTemplateData, ScreenTemplateForm> = {
  screen: 'screen-template',
  fields: SCREEN_TEMPLATE_FIELDS,
  toForm: ({ omschrijving, aantal }) => ({ omschrijving, aantal }),
  mergeForm: (data, form) => ({ ...data, ...form }),
  ...KLW_YEAR,
  formSchema: ScreenTemplateFormSchema,
  texts: {
    title: 'Schermtitel',
    saved: 'Schermtitel is opgeslagen',
    loadError: 'De gegevens van Schermtitel konden niet worden geladen.',
  },
};

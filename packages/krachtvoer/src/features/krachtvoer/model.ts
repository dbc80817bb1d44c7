import * as v from 'valibot';
import { IdSchema, IntegerSchema, NullableIntegerSchema, NullableNumberSchema, NullableStringSchema } from '@klw/contracts';
import type { FormFields } from '@klw/contracts';
import type { FormModel } from '@klw/forms';

// The Krachtvoer screen's data, form and fields: the one file that says what the screen holds. A scaffolded screen
// starts with one category of two example fields; replace them with the screen's real ones. When the API serves the
// calls, the schema and the fields move to @klw/contracts, where the local API checks a save with the same rules
// (as Krachtvoer's: packages/contracts/src/krachtvoer.ts).

/** GET /Krachtvoer/GetKrachtvoerGegevens, and the body of SaveKrachtvoerGegevens. */
export const KrachtvoerDataSchema = v.object({
  kringloopwijzerId: IdSchema,
  kringloopwijzerJaar: IntegerSchema,
  kringloopwijzerStatus: NullableIntegerSchema,
  omschrijving: NullableStringSchema,
  aantal: NullableNumberSchema,
});

export type KrachtvoerData = v.InferOutput<typeof KrachtvoerDataSchema>;

/** What the farmer edits. */
const KrachtvoerFormSchema = v.object({ omschrijving: NullableStringSchema, aantal: NullableNumberSchema });

type KrachtvoerForm = v.InferOutput<typeof KrachtvoerFormSchema>;

const SCREEN_TEMPLATE_FIELDS: FormFields<KrachtvoerForm> = [
  {
    name: 'Gegevens',
    fields: [
      { type: 'text', key: 'omschrijving', label: 'Omschrijving', maxLength: 100 },
      { type: 'number', key: 'aantal', label: 'Aantal', unit: 'stuks', decimals: 0, min: 0, max: 1_000_000, required: true },
    ],
  },
];

export const SCREEN_TEMPLATE_MODEL: FormModel<KrachtvoerData, KrachtvoerForm> = {
  screen: 'krachtvoer',
  fields: SCREEN_TEMPLATE_FIELDS,
  toForm: ({ omschrijving, aantal }) => ({ omschrijving, aantal }),
  mergeForm: (data, form) => ({ ...data, ...form }),
  klwIdOf: (data) => data.kringloopwijzerId,
  jaarOf: (data) => data.kringloopwijzerJaar,
  formSchema: KrachtvoerFormSchema,
  texts: {
    title: 'Krachtvoer',
    saved: 'Krachtvoer is opgeslagen',
    loadError: 'De gegevens van Krachtvoer konden niet worden geladen.',
  },
};

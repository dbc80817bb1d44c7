import * as v from 'valibot';
import { declareScreen } from '@klw/contracts/forms';
import { NullableIsoDateSchema, NullableNumberSchema } from '@klw/contracts/calls';
import type { DataOf, FieldDef, FormFields } from '@klw/contracts/forms';
import { MaandSchema, NullableMelkTotaalSchema } from './rules/melk-data';
import type { Maand, MelkTotaal } from './rules/melk-data';
import { MELK_FIELD_KINDS, MELK_FIELDS, MELK_KG_MAX } from './rules/melk-fields';
import type { MelkFieldKind } from './rules/melk-fields';
import { computeTotals, jaarTotaal } from './rules/totals';
import { FOSFOR_VANAF_JAAR, KALVEREN_VANAF_JAAR, OVERIGE_PRODUCTIE_VANAF_JAAR } from './rules/year-rules';

/** The part of the milk data the user edits. */
export interface MelkLeveringForm {
  gebruikHandmatigeMelkRegistratie: boolean;
  totaalHandmatig: MelkTotaal;
  totaalZelfZuivel: MelkTotaal;
  melkGevoerdAanKalveren: number | null;
  totaalOverigeProductie: { kg: number | null };
}

type MelkField = FieldDef<MelkLeveringForm>;

function totaalField(kind: MelkFieldKind, required: MelkField['required']): MelkField {
  return { type: 'number', key: kind, ...MELK_FIELDS[kind], required, ...(kind === 'fosfor' ? { sinceYear: FOSFOR_VANAF_JAAR } : {}) };
}

/** Own dairy: kg optional, the rest required once kg is filled with more than 0 (0 kg is no own dairy processing). */
const zelfZuivelFilled = (form: MelkLeveringForm): boolean => form.totaalZelfZuivel.kg !== null && form.totaalZelfZuivel.kg !== 0;

/** docs/PRODUCT.md section 4: the screen has automatic deliveries when the answer holds delivery months. */
export function heeftAutomatischeLeveringen(data: { maanden: readonly Maand[] }): boolean {
  return data.maanden.length > 0;
}

/**
 * docs/PRODUCT.md section 4, the milk screen's own rule, for the screen and the API alike: without automatic deliveries
 * manual registration is forced on; switched off, the manual figures are the year totals the deliveries table shows.
 */
export function settleHandmatig(form: MelkLeveringForm, data: { maanden: readonly Maand[]; totaal: MelkTotaal }): MelkLeveringForm {
  if (!heeftAutomatischeLeveringen(data)) return form.gebruikHandmatigeMelkRegistratie ? form : { ...form, gebruikHandmatigeMelkRegistratie: true };
  if (form.gebruikHandmatigeMelkRegistratie) return form;
  return { ...form, totaalHandmatig: { ...jaarTotaal(data) } };
}

/**
 * The milk screen (docs/PRODUCT.md sections 3 to 9): GET /MelkLevering/GetMelkLeveringGegevens and SaveMelkLeveringGegevens.
 * The user owns the form; the server owns everything else (the automatic deliveries, their totals, the year, its
 * status), so a save can never rewrite a dairy's pickups.
 */
export const MELK = declareScreen<MelkLeveringForm>()({
  screen: 'melklevering',
  url: '/melklevering/Index/{klwId}',
  calls: {
    load: { call: 'GetMelkLeveringGegevens', path: '/MelkLevering/GetMelkLeveringGegevens' },
    save: { call: 'SaveMelkLeveringGegevens', path: '/MelkLevering/SaveMelkLeveringGegevens' },
  },
  // Where the saved milk years have always been kept.
  storeFolder: 'years',
  serverData: {
    aantalMelkkoeien: NullableNumberSchema,
    datumLaatsteLevering: NullableIsoDateSchema,
    maanden: v.nullish(v.array(MaandSchema), () => []),
    totaal: NullableMelkTotaalSchema,
  },
  flags: ['gebruikHandmatigeMelkRegistratie'],
  fields: [
    {
      name: 'Handmatige levering',
      key: 'totaalHandmatig',
      // docs/PRODUCT.md section 5: checked only while manual registration is on.
      shown: (form) => form.gebruikHandmatigeMelkRegistratie,
      fields: MELK_FIELD_KINDS.map((kind) => totaalField(kind, true)),
    },
    {
      name: 'Zelf zuivelen',
      key: 'totaalZelfZuivel',
      fields: MELK_FIELD_KINDS.map((kind) => totaalField(kind, kind === 'kg' ? false : zelfZuivelFilled)),
    },
    {
      name: 'Overig',
      fields: [
        // Calves fed: required, 1 to 15.000.000 kg.
        { type: 'number', key: 'melkGevoerdAanKalveren', label: 'Melk gevoerd aan kalveren', unit: 'kg', decimals: 0, min: 1, max: MELK_KG_MAX, required: true, sinceYear: KALVEREN_VANAF_JAAR },
        // Other production: required, minimum 1; the input takes 0 to 15.000.000. A 0 (a farm without other
        // production) stays 0 and is named by the check, never turned into 1 kg that nobody produced. Its maximum is an
        // input limit, below which any figure of 1 or more is an answer: min and max worded apart.
        {
          type: 'number',
          key: 'totaalOverigeProductie.kg',
          label: 'Overige productie',
          unit: 'kg',
          decimals: 0,
          min: 1,
          max: MELK_KG_MAX,
          inputMin: 0,
          required: true,
          sinceYear: OVERIGE_PRODUCTIE_VANAF_JAAR,
          bounds: 'separate',
        },
      ],
    },
  ],
  settle: settleHandmatig,
  // The server's totals are computed from its pickups, never taken as stored.
  recompute: (data) => ({ ...data, ...computeTotals(data.maanden) }),
  texts: {
    title: 'Melklevering',
    saved: 'Melkleveringen zijn opgeslagen',
    loadError: 'De melkleveringen konden niet worden geladen.',
    items: 'melkleveringen',
    data: 'gegevens',
  },
});

export type MelkLeveringData = DataOf<typeof MELK>;

/** docs/PRODUCT.md section 5: the milk form's fields, as the screen shows and the checks read them. */
export const MELK_FORM_FIELDS: FormFields<MelkLeveringForm> = MELK.fields;

import * as v from 'valibot';
import type { FieldCategory, FormFields } from './form-model';
import { roundTo } from './format';
import { IsoDateSchema } from './iso-date';
import {
  FlagSchema,
  IdSchema,
  IntegerSchema,
  NullableIntegerSchema,
  NullableNumberSchema,
  NullableStringSchema,
  objectSchema,
  savedRowsSchema,
} from './primitives';

// The feed delivery screen (Krachtvoer, /voer/krachtvoer/Index/{klwId}). SPEC.md shows it by route only, and one
// fact: a list `voerLeveringRows` whose numeric column is summed treating null or missing as 0.
// PROVISIONAL (issue 41): every other field here is from public descriptions of the KLW, not from the real API. The
// real fields are this one file to change (docs/MIGRATION.md, "Krachtvoer's provisional fields").

const KG_MAX = 15_000_000;

/** One automatic feed delivery, as a supplier reported it. Every figure may be missing. */
const VoerLeveringSchema = objectSchema({
  leverDatum: IsoDateSchema,
  leverancier: NullableStringSchema,
  product: NullableStringSchema,
  kg: NullableNumberSchema,
  re: NullableNumberSchema,
  p: NullableNumberSchema,
});

export type VoerLevering = v.InferOutput<typeof VoerLeveringSchema>;

/**
 * One delivery the farmer adds by hand, an object (a row sent as an array is refused, not read as a row without
 * values). Every figure may be empty until it is filled in (saving halfway is allowed).
 */
const HandmatigeVoerLeveringSchema = objectSchema({
  product: NullableStringSchema,
  kg: NullableNumberSchema,
  re: NullableNumberSchema,
  p: NullableNumberSchema,
});

export type HandmatigeVoerLevering = v.InferOutput<typeof HandmatigeVoerLeveringSchema>;

/**
 * The columns of the feed figures: label, unit and decimals, the same in both cards. Phosphorus is 'Fosfor' as on
 * the milk screen: one name on every screen.
 */
export const VOER_FIGURES = {
  kg: { label: 'Hoeveelheid', unit: 'kg', decimals: 1 },
  re: { label: 'RE', unit: 'g/kg', decimals: 0 },
  p: { label: 'Fosfor', unit: 'g/kg', decimals: 1 },
} as const;

/** The rows the farmer adds: Product, Hoeveelheid [kg], RE [g/kg], Fosfor [g/kg] (provisional, docs/MIGRATION.md). */
const HANDMATIGE_VOERLEVERINGEN: FieldCategory<KrachtvoerForm> = {
  name: 'Handmatige voerleveringen',
  key: 'handmatigeVoerLeveringRows',
  rows: true,
  fields: [
    { type: 'text', key: 'product', label: 'Product', maxLength: 100, required: true },
    { type: 'number', key: 'kg', ...VOER_FIGURES.kg, min: 0, max: KG_MAX, required: true },
    { type: 'number', key: 're', ...VOER_FIGURES.re, min: 0, max: 1_000 },
    { type: 'number', key: 'p', ...VOER_FIGURES.p, min: 0, max: 200 },
  ],
};

export const KRACHTVOER_FORM_FIELDS: FormFields<KrachtvoerForm> = [HANDMATIGE_VOERLEVERINGEN];

/** GET /Krachtvoer/GetKrachtvoerGegevens, and the body of SaveKrachtvoerGegevens. */
export const KrachtvoerDataSchema = v.object({
  kringloopwijzerId: IdSchema,
  kringloopwijzerJaar: IntegerSchema,
  kringloopwijzerStatus: NullableIntegerSchema,
  isAuthorized: FlagSchema,
  voerLeveringRows: v.nullish(v.array(VoerLeveringSchema), () => []),
  handmatigeVoerLeveringRows: v.nullish(v.array(HandmatigeVoerLeveringSchema), () => []),
});

export type KrachtvoerData = v.InferOutput<typeof KrachtvoerDataSchema>;

/**
 * What a client may send in SaveKrachtvoerGegevens: the year and the rows added by hand (the rest is the server's).
 * The rows are required, so a body without them (or with `HandmatigeVoerLeveringRows`) is refused instead of
 * deleting every stored row; no more than the year's cap. The answer's data reads a missing list as none.
 */
export const KrachtvoerSaveSchema = v.object({
  kringloopwijzerId: KrachtvoerDataSchema.entries.kringloopwijzerId,
  handmatigeVoerLeveringRows: savedRowsSchema(HANDMATIGE_VOERLEVERINGEN, HandmatigeVoerLeveringSchema),
});

export type KrachtvoerSave = v.InferOutput<typeof KrachtvoerSaveSchema>;

/** The part of the feed data the farmer edits: the rows added by hand. */
export interface KrachtvoerForm {
  handmatigeVoerLeveringRows: readonly HandmatigeVoerLevering[];
}

export const KrachtvoerFormSchema = v.object({ handmatigeVoerLeveringRows: v.array(HandmatigeVoerLeveringSchema) });

export function krachtvoerForm(data: KrachtvoerData): KrachtvoerForm {
  return { handmatigeVoerLeveringRows: data.handmatigeVoerLeveringRows.map((row) => ({ ...row })) };
}

/** The full data with the form's rows in place: what SaveKrachtvoerGegevens receives. */
export function mergeKrachtvoerForm(data: KrachtvoerData, form: KrachtvoerForm): KrachtvoerData {
  return {
    ...data,
    handmatigeVoerLeveringRows: form.handmatigeVoerLeveringRows.map(({ product, kg, re, p }) => ({ product, kg, re, p })),
  };
}

export interface VoerTotaal {
  kg: number;
  re: number | null;
  p: number | null;
}

type Gehalte = 're' | 'p';

/**
 * The footer 'Totaal' of the automatic deliveries: Hoeveelheid summed with null or missing as 0 (SPEC.md section
 * 3); RE and P averaged, weighted by kg, over the rows that have both a kg above 0 and that figure.
 */
export function voerTotaal(rows: readonly Pick<VoerLevering, 'kg' | 're' | 'p'>[]): VoerTotaal {
  const kg = rows.reduce((sum, row) => sum + (row.kg ?? 0), 0);
  const average = (key: Gehalte): number | null => {
    let weight = 0;
    let sum = 0;
    for (const row of rows) {
      const value = row[key];
      if (row.kg === null || row.kg <= 0 || value === null) continue;
      weight += row.kg;
      sum += row.kg * value;
    }
    return weight > 0 ? roundTo(sum / weight, VOER_FIGURES[key].decimals) : null;
  };
  return { kg: roundTo(kg, VOER_FIGURES.kg.decimals), re: average('re'), p: average('p') };
}

import * as v from 'valibot';
import { declareScreen } from '@klw/contracts/forms';
import { IsoDateSchema, NullableNumberSchema, NullableStringSchema, objectSchema } from '@klw/contracts/calls';
import { roundTo } from '@klw/contracts/texts';
import type { DataOf } from '@klw/contracts/forms';

// The feed delivery screen (Krachtvoer, /voer/krachtvoer/Index/{klwId}). docs/PRODUCT.md shows it by route only, and one
// fact: a list `voerLeveringRows` whose numeric column is summed treating null or missing as 0.
// PROVISIONAL: every other field here is from public descriptions of the KLW, not from the real API. The
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

/** One delivery the farmer adds by hand: Product, Hoeveelheid [kg], RE [g/kg], Fosfor [g/kg] (provisional, docs/MIGRATION.md). */
export interface HandmatigeVoerLevering {
  product: string | null;
  kg: number | null;
  re: number | null;
  p: number | null;
}

/** The part of the feed data the farmer edits: the rows added by hand. */
export interface KrachtvoerForm {
  handmatigeVoerLeveringRows: readonly HandmatigeVoerLevering[];
}

/**
 * The columns of the feed figures: label, unit and decimals, the same in both cards. Phosphorus is 'Fosfor' as on
 * the milk screen: one name on every screen.
 */
export const VOER_FIGURES = {
  kg: { label: 'Hoeveelheid', unit: 'kg', decimals: 1 },
  re: { label: 'RE', unit: 'g/kg', decimals: 0 },
  p: { label: 'Fosfor', unit: 'g/kg', decimals: 1 },
} as const;

/**
 * GET /Krachtvoer/GetKrachtvoerGegevens and SaveKrachtvoerGegevens. The user owns the rows added by hand; the server
 * owns the rest (the suppliers' deliveries, the year, its status), so a save never rewrites a delivery.
 */
export const KRACHTVOER = declareScreen<KrachtvoerForm>()({
  screen: 'krachtvoer',
  url: '/voer/krachtvoer/Index/{klwId}',
  calls: {
    load: { call: 'GetKrachtvoerGegevens', path: '/Krachtvoer/GetKrachtvoerGegevens' },
    save: { call: 'SaveKrachtvoerGegevens', path: '/Krachtvoer/SaveKrachtvoerGegevens' },
  },
  serverData: { voerLeveringRows: v.nullish(v.array(VoerLeveringSchema), () => []) },
  fields: [
    {
      name: 'Handmatige voerleveringen',
      key: 'handmatigeVoerLeveringRows',
      rows: true,
      fields: [
        { type: 'text', key: 'product', label: 'Product', maxLength: 100, required: true },
        { type: 'number', key: 'kg', ...VOER_FIGURES.kg, min: 0, max: KG_MAX, required: true },
        { type: 'number', key: 're', ...VOER_FIGURES.re, min: 0, max: 1_000 },
        { type: 'number', key: 'p', ...VOER_FIGURES.p, min: 0, max: 200 },
      ],
    },
  ],
  // A supplier's delivery belongs to the year it was delivered in.
  seedProblems: (data) =>
    data.voerLeveringRows.flatMap((row, index) =>
      row.leverDatum.startsWith(`${data.kringloopwijzerJaar}-`) ? [] : [`voerLeveringRows[${index}].leverDatum: ${row.leverDatum} is not in ${data.kringloopwijzerJaar}`],
    ),
  texts: {
    title: 'Krachtvoer',
    saved: 'Voerleveringen zijn opgeslagen',
    loadError: 'De voerleveringen konden niet worden geladen.',
    items: 'voerleveringen',
    data: 'voergegevens',
  },
});

export type KrachtvoerData = DataOf<typeof KRACHTVOER>;

export interface VoerTotaal {
  kg: number;
  re: number | null;
  p: number | null;
}

type Gehalte = 're' | 'p';

/**
 * The footer 'Totaal' of the automatic deliveries: Hoeveelheid summed with null or missing as 0 (docs/PRODUCT.md section
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

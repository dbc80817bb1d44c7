import * as v from 'valibot';
import { IsoDateSchema, NullableCodeSchema, NullableNumberSchema, NullableTimeSchema, objectSchema } from '@klw/contracts/calls';

// The milk data as the API sends it: the dairy's pickups by month and their totals. The declaration
// (declaration.ts) and the totals rules (totals.ts) both read these shapes, so they live apart from either.

/** A totals block; every figure may be absent (null) until it is filled in (in the API's answer and in a draft). */
const MelkTotaalSchema = objectSchema({
  kg: NullableNumberSchema,
  vet: NullableNumberSchema,
  eiwit: NullableNumberSchema,
  ureum: NullableNumberSchema,
  fosfor: NullableNumberSchema,
});

export type MelkTotaal = v.InferOutput<typeof MelkTotaalSchema>;

function emptyMelkTotaal(): MelkTotaal {
  return { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };
}

export const NullableMelkTotaalSchema = v.nullish(MelkTotaalSchema, emptyMelkTotaal);

/** One automatic pickup. Figures are strict numbers: totals are computed from them. */
const LeveringSchema = v.object({
  leverDatum: IsoDateSchema,
  afleverTijd: NullableTimeSchema,
  ubn: NullableCodeSchema,
  kg: v.pipe(v.number(), v.finite()),
  vet: NullableNumberSchema,
  eiwit: NullableNumberSchema,
  ureum: NullableNumberSchema,
  // Only from 2019 on.
  fosfor: NullableNumberSchema,
});

export type Levering = v.InferOutput<typeof LeveringSchema>;

export const MaandSchema = v.object({
  naam: v.string(),
  leveringen: v.nullish(v.array(LeveringSchema), () => []),
  totaal: NullableMelkTotaalSchema,
});

export type Maand = v.InferOutput<typeof MaandSchema>;

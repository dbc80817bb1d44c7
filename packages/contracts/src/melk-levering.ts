import * as v from 'valibot';
import {
  FlagSchema,
  IdSchema,
  IntegerSchema,
  NullableCodeSchema,
  NullableIntegerSchema,
  NullableNumberSchema,
  NullableTimeSchema,
  objectSchema,
} from './primitives';
import { IsoDateSchema, NullableIsoDateSchema } from './iso-date';

/** A totals block; every figure may be absent (null) until it is filled in (in the API's answer and in a draft). */
export const MelkTotaalSchema = objectSchema({
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

const NullableMelkTotaalSchema = v.nullish(MelkTotaalSchema, emptyMelkTotaal);

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

const MaandSchema = v.object({
  naam: v.string(),
  leveringen: v.nullish(v.array(LeveringSchema), () => []),
  totaal: NullableMelkTotaalSchema,
});

export type Maand = v.InferOutput<typeof MaandSchema>;

/** GET /MelkLevering/GetMelkLeveringGegevens, and the body of SaveMelkLeveringGegevens. */
export const MelkLeveringDataSchema = v.object({
  aantalMelkkoeien: NullableNumberSchema,
  datumLaatsteLevering: NullableIsoDateSchema,
  gebruikHandmatigeMelkRegistratie: FlagSchema,
  isAuthorized: FlagSchema,
  kringloopwijzerId: IdSchema,
  kringloopwijzerJaar: IntegerSchema,
  kringloopwijzerStatus: NullableIntegerSchema,
  melkGevoerdAanKalveren: NullableNumberSchema,
  maanden: v.nullish(v.array(MaandSchema), () => []),
  totaal: NullableMelkTotaalSchema,
  totaalHandmatig: NullableMelkTotaalSchema,
  totaalZelfZuivel: NullableMelkTotaalSchema,
  totaalOverigeProductie: v.nullish(objectSchema({ kg: NullableNumberSchema }), () => ({ kg: null })),
});

export type MelkLeveringData = v.InferOutput<typeof MelkLeveringDataSchema>;

/**
 * What a client may send to SaveMelkLeveringGegevens: the year it is about and the form's fields. The client sends
 * the whole data it loaded, but everything else (maanden, totaal, the year's facts) is the server's: the API drops it
 * unread (packages/local-api/src/http.ts readBody), so a save costs the same whatever is sent beside the form.
 * Every form field is required (a value that is empty is null): the data's schema reads a missing group as empty and
 * a missing switch as off, and a save read that way would erase the stored figures (or, with the switch off, copy
 * the automatic totals over the manual ones).
 */
export const MelkLeveringSaveSchema = v.object({
  kringloopwijzerId: MelkLeveringDataSchema.entries.kringloopwijzerId,
  gebruikHandmatigeMelkRegistratie: v.boolean(),
  totaalHandmatig: MelkTotaalSchema,
  totaalZelfZuivel: MelkTotaalSchema,
  melkGevoerdAanKalveren: v.nullable(v.pipe(v.number(), v.finite())),
  totaalOverigeProductie: objectSchema({ kg: NullableNumberSchema }),
});

export type MelkLeveringSave = v.InferOutput<typeof MelkLeveringSaveSchema>;
export type MelkLeveringDataInput = v.InferInput<typeof MelkLeveringDataSchema>;

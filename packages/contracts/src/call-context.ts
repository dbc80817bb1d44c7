import * as v from 'valibot';
import {
  FlagSchema,
  NullableCodeSchema,
  NullableIdSchema,
  NullableIntegerSchema,
  NullableStringSchema,
} from './primitives';

/** Auth/GetCallContextModel (docs/PRODUCT.md section 3). */
export const CallContextSchema = v.object({
  gebruikerId: NullableIdSchema,
  deelnemerId: NullableIdSchema,
  proxyId: NullableIdSchema,
  proxyKvk: NullableCodeSchema,
  kringloopwijzerId: NullableIdSchema,
  naam: NullableStringSchema,
  kringloopwijzerJaar: NullableIntegerSchema,
  kringloopwijzerStatusId: NullableIntegerSchema,
  gebruikerKvKNummer: NullableCodeSchema,
  gebruikerIsDeelnemer: FlagSchema,
  gebruikerIsSBMedewerker: FlagSchema,
  gebruikerIsAuthorized: FlagSchema,
  gebruikerIsDemoGebruiker: FlagSchema,
  volmacht: FlagSchema,
});

export type CallContext = v.InferOutput<typeof CallContextSchema>;

import * as v from 'valibot';
import { DateTime } from 'luxon';

// Apart from the other wire primitives: only these need luxon, and a bundle that checks no date (klw_auth's) then
// carries no luxon and consumes none at run time (docs/PERFORMANCE.md).

const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** An ISO date with or without time and zone. Kept as sent, so a round trip returns what the server gave. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(ISO_DATE, 'Verwacht een datum (ISO 8601)'),
  v.check((text) => DateTime.fromISO(text.replace(' ', 'T'), { setZone: true }).isValid, 'Ongeldige datum'),
);

export const NullableIsoDateSchema = v.nullish(IsoDateSchema, null);

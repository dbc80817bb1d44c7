import { voerTotaal } from '../declaration';
import type { HandmatigeVoerLevering, VoerLevering, VoerTotaal } from '../declaration';

// The screen's totals of feed: the suppliers' deliveries, the rows the farmer added, and all of it together, each by
// the one rule of @klw/contracts (voerTotaal: a missing kg counts as 0; RE and Fosfor averaged, weighted by kg).

interface FeedTotals {
  /** The suppliers' deliveries; null when the year has none. */
  automatisch: VoerTotaal | null;
  /** The rows added by hand; null when there are none. */
  handmatig: VoerTotaal | null;
  /** Both together: what the farm got in the year. */
  alles: VoerTotaal;
  /** How many deliveries came without a quantity ('onbekend'), counted as 0 kg. */
  zonderHoeveelheid: number;
}

export function feedTotals(deliveries: readonly VoerLevering[], rows: readonly HandmatigeVoerLevering[]): FeedTotals {
  return {
    automatisch: deliveries.length > 0 ? voerTotaal(deliveries) : null,
    handmatig: rows.length > 0 ? voerTotaal(rows) : null,
    alles: voerTotaal([...deliveries, ...rows]),
    zonderHoeveelheid: deliveries.filter((delivery) => delivery.kg === null).length,
  };
}

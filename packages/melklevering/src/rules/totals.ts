import { roundTo } from '@klw/contracts/texts';
import type { Levering, Maand, MelkTotaal } from './melk-data';
import { MELK_FIELDS } from './melk-fields';

type Gehalte = 'vet' | 'eiwit' | 'ureum' | 'fosfor';
const GEHALTES: readonly Gehalte[] = ['vet', 'eiwit', 'ureum', 'fosfor'];

/** kg summed; contents kg-weighted over the pickups that report them, rounded as displayed. */
export function totaalVan(leveringen: readonly Levering[]): MelkTotaal {
  let kg = 0;
  const sums: Record<Gehalte, { weight: number; sum: number }> = {
    vet: { weight: 0, sum: 0 },
    eiwit: { weight: 0, sum: 0 },
    ureum: { weight: 0, sum: 0 },
    fosfor: { weight: 0, sum: 0 },
  };
  for (const levering of leveringen) {
    kg += levering.kg;
    for (const key of GEHALTES) {
      const value = levering[key];
      if (value === null || levering.kg <= 0) continue;
      sums[key].weight += levering.kg;
      sums[key].sum += levering.kg * value;
    }
  }
  const average = (key: Gehalte): number | null =>
    sums[key].weight > 0 ? roundTo(sums[key].sum / sums[key].weight, MELK_FIELDS[key].decimals) : null;
  return {
    // Float noise only; kg keeps its own precision.
    kg: leveringen.length > 0 ? roundTo(kg, 3) : null,
    vet: average('vet'),
    eiwit: average('eiwit'),
    ureum: average('ureum'),
    fosfor: average('fosfor'),
  };
}

/** Recomputes every month's total from its pickups and the year total from all pickups. */
export function computeTotals(maanden: readonly Maand[]): { maanden: Maand[]; totaal: MelkTotaal } {
  const recomputed = maanden.map((maand) => ({ ...maand, totaal: totaalVan(maand.leveringen) }));
  return { maanden: recomputed, totaal: totaalVan(maanden.flatMap((maand) => maand.leveringen)) };
}

/** The server's figure where it sent one, else the one computed from the pickups: figure by figure. */
function sentElseComputed(sent: MelkTotaal, computed: MelkTotaal): MelkTotaal {
  return {
    kg: sent.kg ?? computed.kg,
    vet: sent.vet ?? computed.vet,
    eiwit: sent.eiwit ?? computed.eiwit,
    ureum: sent.ureum ?? computed.ureum,
    fosfor: sent.fosfor ?? computed.fosfor,
  };
}

/**
 * The totals the screen shows and uses (each month's and the year's): each figure the server sent, and each it left
 * out computed from the pickups. The deliveries table's footer and unticking 'Melkleveringen handmatig invullen'
 * (which copies the year total into the manual figures) both read this, so they always agree.
 */
export function shownTotals(maanden: readonly Maand[], totaal: MelkTotaal): { maanden: Maand[]; totaal: MelkTotaal } {
  const computed = computeTotals(maanden);
  return {
    maanden: maanden.map((maand, index) => {
      const recomputed = computed.maanden[index];
      return recomputed ? { ...maand, totaal: sentElseComputed(maand.totaal, recomputed.totaal) } : maand;
    }),
    totaal: sentElseComputed(totaal, computed.totaal),
  };
}

/** The year total of the automatic deliveries, as the table's footer shows it (see `shownTotals`). */
export function jaarTotaal(data: { maanden: readonly Maand[]; totaal: MelkTotaal }): MelkTotaal {
  return sentElseComputed(data.totaal, computeTotals(data.maanden).totaal);
}

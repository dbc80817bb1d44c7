import { roundTo } from './format';
import { MELK_FIELDS } from './melk-fields';
import type { Levering, Maand, MelkTotaal } from './melk-levering';

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

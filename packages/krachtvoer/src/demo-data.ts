import { roundTo } from '@klw/contracts/texts';
import type { DemoDataOf, DemoYear } from '@klw/contracts/forms';
import { pad2 as pad, seededRandom as random } from '@klw/platform';
import type { HandmatigeVoerLevering, KrachtvoerData, VoerLevering } from './declaration';

// The feed data of the local API's demo world, year by year (its klwId and year). Deterministic: the same deliveries
// on every machine and every start, because the end-to-end tests and the README's table rely on them.

const KRACHTVOER_PER_KOE = 1_900;

interface YearPlan {
  /** The herd the year's feed is for. */
  koeien: number;
  /** Feed deliveries reported by suppliers; false: none this year. Default: yes. */
  voerAutomatisch?: boolean;
  /** Feed deliveries the farmer added by hand. Default: none. */
  voerHandmatig?: HandmatigeVoerLevering[];
}

/** What each demo year exercises (also listed in the README); a year not listed has 113 cows and no rows by hand. */
const PLANS: Readonly<Record<number, YearPlan>> = {
  1018: { koeien: 110 },
  1019: { koeien: 112 },
  1020: { koeien: 113, voerHandmatig: [{ product: 'Mineralenmengsel', kg: 1_200, re: null, p: 45 }] },
  1021: { koeien: 115 },
  1022: { koeien: 113 },
  1023: { koeien: 113 },
  3021: { koeien: 168 },
  3023: {
    koeien: 171,
    voerHandmatig: [
      { product: 'Bierbostel', kg: 36_000, re: 245, p: 5.5 },
      { product: 'Melkveebrok Standaard', kg: 4_500, re: 165, p: 4.6 },
    ],
  },
  // No automatic deliveries of feed.
  4023: { koeien: 96, voerAutomatisch: false },
  9023: { koeien: 113 },
};

/** A day as the API writes a delivery date: '2023-01-31T00:00:00'. */
function leverDatum(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`;
}

/** The compound feeds the suppliers deliver, in turn, with their usual RE and P (g/kg) and share of a delivery. */
const VOER_PRODUCTEN = [
  { leverancier: 'ForFarmers', product: 'Melkveebrok Standaard', re: 165, p: 4.6, omvang: 1.3 },
  { leverancier: 'De Heus', product: 'Eiwitrijk bijproduct', re: 230, p: 6.4, omvang: 0.7 },
  { leverancier: 'Agrifirm', product: 'Melkveebrok Energierijk', re: 140, p: 3.8, omvang: 1 },
] as const;

/** 8 to 12 deliveries spread over the year; one of them (the supplier did not report its weight) has no kg. */
function voerLeveringen(year: DemoYear, plan: YearPlan): VoerLevering[] {
  if (plan.voerAutomatisch === false) return [];
  const next = random(year.klwId * 104_729);
  const noise = (size: number): number => (next() * 2 - 1) * size;
  const aantal = 8 + (year.klwId % 5);
  const start = Date.UTC(year.jaar, 0, 1);
  const dagen = (Date.UTC(year.jaar + 1, 0, 1) - start) / 86_400_000;
  const perLevering = (plan.koeien * KRACHTVOER_PER_KOE) / aantal;
  const zonderKg = year.klwId % aantal;
  return Array.from({ length: aantal }, (_, index) => {
    const soort = VOER_PRODUCTEN[index % VOER_PRODUCTEN.length] ?? VOER_PRODUCTEN[0];
    const dag = Math.floor(((index + 0.5) * dagen) / aantal + noise(5));
    const kg = Math.round((perLevering * soort.omvang * (1 + noise(0.1))) / 10) * 10;
    return {
      leverDatum: leverDatum(new Date(start + dag * 86_400_000)),
      leverancier: soort.leverancier,
      product: soort.product,
      kg: index === zonderKg ? null : kg,
      re: Math.round(soort.re + noise(8)),
      p: roundTo(soort.p + noise(0.3), 1),
    };
  });
}

/** The feed data of a demo year: the suppliers' deliveries and the rows the farmer added by hand. */
export function demoData(year: DemoYear): DemoDataOf<KrachtvoerData> {
  const plan = PLANS[year.klwId] ?? { koeien: 113 };
  return { voerLeveringRows: voerLeveringen(year, plan), handmatigeVoerLeveringRows: plan.voerHandmatig ?? [] };
}

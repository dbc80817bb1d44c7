import { roundTo } from '@klw/contracts/texts';
import type { DemoDataOf, DemoYear } from '@klw/contracts/forms';
import { MAAND_NAMEN, pad2 as pad, seededRandom as random } from '@klw/platform';
import type { MelkLeveringData } from './declaration';
import type { Levering, Maand, MelkTotaal } from './rules/melk-data';
import { computeTotals } from './rules/totals';
import { heeftFosfor, heeftKalveren, heeftOverigeProductie } from './rules/year-rules';

// The milk data of the local API's demo world, year by year (its klwId and year). Deterministic: the same pickups and
// figures on every machine and every start, because the end-to-end tests and the README's table rely on them.

const KG_PER_KOE = 9_300;
const PICKUP_EVERY_DAYS = 3;

interface YearPlan {
  koeien: number;
  /** UBN and share of the milk for each location; empty: no automatic deliveries. */
  locaties: { ubn: string; aandeel: number }[];
  handmatig?: MelkTotaal;
  zelfZuivel?: MelkTotaal;
  kalveren?: number | null;
}

const DE_VRIES = [{ ubn: '1234567', aandeel: 1 }];
const JANSEN = [
  { ubn: '2345678', aandeel: 0.6 },
  { ubn: '3456789', aandeel: 0.4 },
];

/** What each demo year exercises (also listed in the README); a year not listed has one location and 113 cows. */
const PLANS: Readonly<Record<number, YearPlan>> = {
  // 2018: no phosphorus anywhere.
  1018: { koeien: 110, locaties: DE_VRIES },
  // 2019: phosphorus; manual registration on top of automatic deliveries.
  1019: { koeien: 112, locaties: DE_VRIES, handmatig: { kg: 1_040_000, vet: 4.43, eiwit: 3.58, ureum: 21, fosfor: 97 } },
  // 2020: other production; own dairy processing.
  1020: { koeien: 113, locaties: DE_VRIES, zelfZuivel: { kg: 4_200, vet: 4.6, eiwit: 3.7, ureum: 21, fosfor: 99 } },
  1021: { koeien: 115, locaties: DE_VRIES },
  1022: { koeien: 113, locaties: DE_VRIES },
  // 2023: calves fed not yet filled in, so the menu shows a warning until it is saved.
  1023: { koeien: 113, locaties: DE_VRIES, kalveren: null },
  // A farm with two UBNs.
  3021: { koeien: 168, locaties: JANSEN },
  3023: { koeien: 171, locaties: JANSEN },
  // No automatic deliveries: manual registration forced on.
  4023: { koeien: 96, locaties: [], handmatig: { kg: 880_000, vet: 4.41, eiwit: 3.58, ureum: 19, fosfor: 97 } },
  9023: { koeien: 113, locaties: [{ ubn: '9999999', aandeel: 1 }] },
};

/** A day as the API writes a delivery date: '2023-01-31T00:00:00'. */
function leverDatum(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`;
}

function pickups(year: DemoYear, plan: YearPlan): Levering[] {
  const next = random(year.klwId * 7919);
  const noise = (size: number): number => (next() * 2 - 1) * size;
  const start = Date.UTC(year.jaar, 0, 1);
  const dagen = (Date.UTC(year.jaar + 1, 0, 1) - start) / 86_400_000;
  const perLocatie = Math.ceil(dagen / PICKUP_EVERY_DAYS);
  const result: Levering[] = [];
  plan.locaties.forEach((locatie, index) => {
    const base = (plan.koeien * KG_PER_KOE * locatie.aandeel) / perLocatie;
    // Each location has its own round; the second one a day later.
    for (let dag = (year.klwId + index) % PICKUP_EVERY_DAYS; dag < dagen; dag += PICKUP_EVERY_DAYS) {
      const date = new Date(start + dag * 86_400_000);
      // More milk in spring, richer milk in winter.
      const lente = Math.cos((2 * Math.PI * (dag - 120)) / dagen);
      const winter = Math.cos((2 * Math.PI * (dag - 15)) / dagen);
      const uur = 5 + Math.floor(next() * 5);
      const minuut = Math.floor(next() * 60);
      const seconde = Math.floor(next() * 60);
      result.push({
        leverDatum: leverDatum(date),
        afleverTijd: `${pad(uur)}:${pad(minuut)}:${pad(seconde)}`,
        ubn: locatie.ubn,
        kg: Math.round(base * (1 + 0.08 * lente + noise(0.03))),
        vet: roundTo(4.45 + 0.22 * winter + noise(0.06), 2),
        eiwit: roundTo(3.6 + 0.1 * winter + noise(0.04), 2),
        ureum: Math.round(20 - 3 * lente + noise(2.5)),
        fosfor: heeftFosfor(year.jaar) ? Math.round(98 + noise(3)) : null,
      });
    }
  });
  return result.sort((a, b) => a.leverDatum.localeCompare(b.leverDatum) || (a.afleverTijd ?? '').localeCompare(b.afleverTijd ?? ''));
}

function maandenVan(leveringen: Levering[]): Maand[] {
  const maanden: Maand[] = [];
  for (let index = 0; index < 12; index += 1) {
    const inMaand = leveringen.filter((levering) => Number(levering.leverDatum.slice(5, 7)) === index + 1);
    if (inMaand.length > 0) {
      maanden.push({ naam: MAAND_NAMEN[index] ?? '', leveringen: inMaand, totaal: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null } });
    }
  }
  return maanden;
}

const leeg = (): MelkTotaal => ({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });

/** The milk data of a demo year: a year's pickups from its cows and locations, and the form as its plan fills it. */
export function demoData(year: DemoYear): DemoDataOf<MelkLeveringData> {
  const plan = PLANS[year.klwId] ?? { koeien: 113, locaties: DE_VRIES };
  const { maanden, totaal } = computeTotals(maandenVan(pickups(year, plan)));
  const laatste = maanden.at(-1)?.leveringen.at(-1)?.leverDatum ?? null;
  const automatisch = maanden.length > 0;
  const handmatig = plan.handmatig ?? (automatisch ? { ...totaal } : leeg());
  return {
    aantalMelkkoeien: plan.koeien,
    datumLaatsteLevering: laatste,
    gebruikHandmatigeMelkRegistratie: !automatisch || plan.handmatig !== undefined,
    melkGevoerdAanKalveren: heeftKalveren(year.jaar) ? (plan.kalveren === undefined ? plan.koeien * 190 : plan.kalveren) : null,
    maanden,
    totaal,
    totaalHandmatig: heeftFosfor(year.jaar) ? handmatig : { ...handmatig, fosfor: null },
    totaalZelfZuivel: plan.zelfZuivel ?? leeg(),
    totaalOverigeProductie: { kg: heeftOverigeProductie(year.jaar) ? 1_450 : null },
  };
}

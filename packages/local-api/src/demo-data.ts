import { computeTotals, heeftFosfor, heeftKalveren, heeftOverigeProductie, roundTo } from '@klw/contracts';
import type { Levering, Maand, MelkLeveringData, MelkTotaal } from '@klw/contracts';
import type { Dataset, DatasetInput, User } from './dataset';
import { checkDataset } from './dataset';
import { MAAND_NAMEN, pad2 as pad, seededRandom as random } from './generated-data';

// The built-in demo world. Deterministic: the same ids and figures on every machine and every start, because the
// end-to-end tests and the README table rely on them. klwId = 1000 x farm number + two-digit year, so an id can
// never be mistaken for a year (no farm number 2).

export const DEMO_USER_IDS = {
  deelnemer: 1,
  adviseur: 2,
  sbMedewerker: 3,
  demo: 4,
  geenRechten: 5,
} as const;

const DEMO_FARM_IDS = { deVries: 501, jansen: 503, bakker: 504, demo: 509 } as const;

const KG_PER_KOE = 9_300;
const PICKUP_EVERY_DAYS = 3;

interface YearPlan {
  klwId: number;
  jaar: number;
  status: number;
  koeien: number;
  /** UBN and share of the milk for each location; empty: no automatic deliveries. */
  locaties: { ubn: string; aandeel: number }[];
  handmatig?: MelkTotaal;
  zelfZuivel?: MelkTotaal;
  kalveren?: number | null;
}

function pickups(plan: YearPlan): Levering[] {
  const next = random(plan.klwId * 7919);
  const noise = (size: number): number => (next() * 2 - 1) * size;
  const start = Date.UTC(plan.jaar, 0, 1);
  const dagen = (Date.UTC(plan.jaar + 1, 0, 1) - start) / 86_400_000;
  const perLocatie = Math.ceil(dagen / PICKUP_EVERY_DAYS);
  const result: Levering[] = [];
  plan.locaties.forEach((locatie, index) => {
    const base = (plan.koeien * KG_PER_KOE * locatie.aandeel) / perLocatie;
    // Each location has its own round; the second one a day later.
    for (let dag = (plan.klwId + index) % PICKUP_EVERY_DAYS; dag < dagen; dag += PICKUP_EVERY_DAYS) {
      const date = new Date(start + dag * 86_400_000);
      // More milk in spring, richer milk in winter.
      const lente = Math.cos((2 * Math.PI * (dag - 120)) / dagen);
      const winter = Math.cos((2 * Math.PI * (dag - 15)) / dagen);
      const uur = 5 + Math.floor(next() * 5);
      const minuut = Math.floor(next() * 60);
      const seconde = Math.floor(next() * 60);
      result.push({
        leverDatum: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`,
        afleverTijd: `${pad(uur)}:${pad(minuut)}:${pad(seconde)}`,
        ubn: locatie.ubn,
        kg: Math.round(base * (1 + 0.08 * lente + noise(0.03))),
        vet: roundTo(4.45 + 0.22 * winter + noise(0.06), 2),
        eiwit: roundTo(3.6 + 0.1 * winter + noise(0.04), 2),
        ureum: Math.round(20 - 3 * lente + noise(2.5)),
        fosfor: heeftFosfor(plan.jaar) ? Math.round(98 + noise(3)) : null,
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

function melkLevering(plan: YearPlan): MelkLeveringData {
  const { maanden, totaal } = computeTotals(maandenVan(pickups(plan)));
  const laatste = maanden.at(-1)?.leveringen.at(-1)?.leverDatum ?? null;
  const automatisch = maanden.length > 0;
  const handmatig = plan.handmatig ?? (automatisch ? { ...totaal } : leeg());
  return {
    aantalMelkkoeien: plan.koeien,
    datumLaatsteLevering: laatste,
    gebruikHandmatigeMelkRegistratie: !automatisch || plan.handmatig !== undefined,
    isAuthorized: false,
    kringloopwijzerId: plan.klwId,
    kringloopwijzerJaar: plan.jaar,
    kringloopwijzerStatus: plan.status,
    melkGevoerdAanKalveren: heeftKalveren(plan.jaar) ? (plan.kalveren === undefined ? plan.koeien * 190 : plan.kalveren) : null,
    maanden,
    totaal,
    totaalHandmatig: heeftFosfor(plan.jaar) ? handmatig : { ...handmatig, fosfor: null },
    totaalZelfZuivel: plan.zelfZuivel ?? leeg(),
    totaalOverigeProductie: { kg: heeftOverigeProductie(plan.jaar) ? 1_450 : null },
  };
}

const DE_VRIES = [{ ubn: '1234567', aandeel: 1 }];
const JANSEN = [
  { ubn: '2345678', aandeel: 0.6 },
  { ubn: '3456789', aandeel: 0.4 },
];

/** Every demo year: who owns it and what it exercises (also listed in the README). */
const PLANS: { deelnemerId: number; plan: YearPlan }[] = [
  // 2018: no phosphorus anywhere.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1018, jaar: 2018, status: 1, koeien: 110, locaties: DE_VRIES } },
  // 2019: phosphorus; manual registration on top of automatic deliveries.
  {
    deelnemerId: DEMO_FARM_IDS.deVries,
    plan: {
      klwId: 1019, jaar: 2019, status: 1, koeien: 112, locaties: DE_VRIES,
      handmatig: { kg: 1_040_000, vet: 4.43, eiwit: 3.58, ureum: 21, fosfor: 97 },
    },
  },
  // 2020: other production; own dairy processing.
  {
    deelnemerId: DEMO_FARM_IDS.deVries,
    plan: {
      klwId: 1020, jaar: 2020, status: 1, koeien: 113, locaties: DE_VRIES,
      zelfZuivel: { kg: 4_200, vet: 4.6, eiwit: 3.7, ureum: 21, fosfor: 99 },
    },
  },
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1021, jaar: 2021, status: 1, koeien: 115, locaties: DE_VRIES } },
  // 2022: closed (status 2), read-only for everyone.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1022, jaar: 2022, status: 2, koeien: 113, locaties: DE_VRIES } },
  // 2023: calves fed not yet filled in, so the menu shows a warning until it is saved.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1023, jaar: 2023, status: 1, koeien: 113, locaties: DE_VRIES, kalveren: null } },
  // A farm with two UBNs.
  { deelnemerId: DEMO_FARM_IDS.jansen, plan: { klwId: 3021, jaar: 2021, status: 1, koeien: 168, locaties: JANSEN } },
  { deelnemerId: DEMO_FARM_IDS.jansen, plan: { klwId: 3023, jaar: 2023, status: 1, koeien: 171, locaties: JANSEN } },
  // No automatic deliveries: manual registration forced on.
  {
    deelnemerId: DEMO_FARM_IDS.bakker,
    plan: {
      klwId: 4023, jaar: 2023, status: 1, koeien: 96, locaties: [],
      handmatig: { kg: 880_000, vet: 4.41, eiwit: 3.58, ureum: 19, fosfor: 97 },
    },
  },
  { deelnemerId: DEMO_FARM_IDS.demo, plan: { klwId: 9023, jaar: 2023, status: 1, koeien: 113, locaties: [{ ubn: '9999999', aandeel: 1 }] } },
];

const USERS: User[] = [
  {
    id: DEMO_USER_IDS.deelnemer, naam: 'Jan de Vries', rol: 'Deelnemer', kvk: '12345678',
    deelnemerId: DEMO_FARM_IDS.deVries, mandaten: [], isAdviseur: false, isSBMedewerker: false, isDemoGebruiker: false, isAuthorized: false,
  },
  {
    id: DEMO_USER_IDS.adviseur, naam: 'Eva Smit', rol: 'Adviseur met volmacht', kvk: '87654321', deelnemerId: null,
    mandaten: [
      { deelnemerId: DEMO_FARM_IDS.jansen, volmacht: true },
      { deelnemerId: DEMO_FARM_IDS.bakker, volmacht: true },
    ],
    isAdviseur: true, isSBMedewerker: false, isDemoGebruiker: false, isAuthorized: false,
  },
  {
    id: DEMO_USER_IDS.sbMedewerker, naam: 'Sanne Visser', rol: 'Medewerker servicedesk', kvk: null, deelnemerId: null,
    mandaten: [], isAdviseur: false, isSBMedewerker: true, isDemoGebruiker: false, isAuthorized: false,
  },
  {
    id: DEMO_USER_IDS.demo, naam: 'Demo Gebruiker', rol: 'Demogebruiker', kvk: null, deelnemerId: DEMO_FARM_IDS.demo,
    mandaten: [], isAdviseur: false, isSBMedewerker: false, isDemoGebruiker: true, isAuthorized: false,
  },
  {
    id: DEMO_USER_IDS.geenRechten, naam: 'Tom Mulder', rol: 'Geen rechten', kvk: null, deelnemerId: null,
    mandaten: [], isAdviseur: false, isSBMedewerker: false, isDemoGebruiker: false, isAuthorized: false,
  },
];

/** The demo world in seed-file form (what `--write-demo` writes). */
export function demoDatasetInput(): DatasetInput {
  return {
    users: USERS.map((user) => ({ ...user, mandaten: user.mandaten.map((m) => ({ ...m })) })),
    farms: [
      { deelnemerId: DEMO_FARM_IDS.deVries, naam: 'Melkveebedrijf De Vries', kvk: '12345678', ubns: ['1234567'] },
      { deelnemerId: DEMO_FARM_IDS.jansen, naam: 'Maatschap Jansen', kvk: '23456789', ubns: ['2345678', '3456789'] },
      { deelnemerId: DEMO_FARM_IDS.bakker, naam: 'Zuivelboerderij Bakker', kvk: '34567890', ubns: [] },
      { deelnemerId: DEMO_FARM_IDS.demo, naam: 'Demobedrijf De Kringloop', kvk: null, ubns: ['9999999'] },
    ],
    years: PLANS.map(({ deelnemerId, plan }) => ({ deelnemerId, melkLevering: melkLevering(plan) })),
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

let cached: Dataset | undefined;

/** The checked demo world. Built once per process (about 0.15 s) and frozen, so no server can change it. */
export function demoDataset(): Dataset {
  cached ??= deepFreeze(checkDataset(demoDatasetInput()));
  return cached;
}

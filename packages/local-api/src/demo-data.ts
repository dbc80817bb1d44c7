import { computeTotals, heeftFosfor, heeftKalveren, heeftOverigeProductie, roundTo } from '@klw/contracts';
import type { HandmatigeVoerLevering, Levering, Maand, MelkLeveringData, MelkTotaal, VoerLevering } from '@klw/contracts';
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
  /** Feed deliveries reported by suppliers (Krachtvoer); false: none this year. Default: yes. */
  voerAutomatisch?: boolean;
  /** Feed deliveries the farmer added by hand. Default: none. */
  voerHandmatig?: HandmatigeVoerLevering[];
}

/** A day as the API writes a delivery date: '2023-01-31T00:00:00'. */
function leverDatum(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`;
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
        leverDatum: leverDatum(date),
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

const KRACHTVOER_PER_KOE = 1_900;

/** The compound feeds the suppliers deliver, in turn, with their usual RE and P (g/kg) and share of a delivery. */
const VOER_PRODUCTEN = [
  { leverancier: 'ForFarmers', product: 'Melkveebrok Standaard', re: 165, p: 4.6, omvang: 1.3 },
  { leverancier: 'De Heus', product: 'Eiwitrijk bijproduct', re: 230, p: 6.4, omvang: 0.7 },
  { leverancier: 'Agrifirm', product: 'Melkveebrok Energierijk', re: 140, p: 3.8, omvang: 1 },
] as const;

/** 8 to 12 deliveries spread over the year; one of them (the supplier did not report its weight) has no kg. */
function voerLeveringen(plan: YearPlan): VoerLevering[] {
  if (plan.voerAutomatisch === false) return [];
  const next = random(plan.klwId * 104_729);
  const noise = (size: number): number => (next() * 2 - 1) * size;
  const aantal = 8 + (plan.klwId % 5);
  const start = Date.UTC(plan.jaar, 0, 1);
  const dagen = (Date.UTC(plan.jaar + 1, 0, 1) - start) / 86_400_000;
  const perLevering = (plan.koeien * KRACHTVOER_PER_KOE) / aantal;
  const zonderKg = plan.klwId % aantal;
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
      voerHandmatig: [{ product: 'Mineralenmengsel', kg: 1_200, re: null, p: 45 }],
    },
  },
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1021, jaar: 2021, status: 1, koeien: 115, locaties: DE_VRIES } },
  // 2022: closed (status 2), read-only for everyone.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1022, jaar: 2022, status: 2, koeien: 113, locaties: DE_VRIES } },
  // 2023: calves fed not yet filled in, so the menu shows a warning until it is saved.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1023, jaar: 2023, status: 1, koeien: 113, locaties: DE_VRIES, kalveren: null } },
  // A farm with two UBNs.
  { deelnemerId: DEMO_FARM_IDS.jansen, plan: { klwId: 3021, jaar: 2021, status: 1, koeien: 168, locaties: JANSEN } },
  {
    deelnemerId: DEMO_FARM_IDS.jansen,
    plan: {
      klwId: 3023, jaar: 2023, status: 1, koeien: 171, locaties: JANSEN,
      voerHandmatig: [
        { product: 'Bierbostel', kg: 36_000, re: 245, p: 5.5 },
        { product: 'Melkveebrok Standaard', kg: 4_500, re: 165, p: 4.6 },
      ],
    },
  },
  // No automatic deliveries of milk or feed: manual registration forced on.
  {
    deelnemerId: DEMO_FARM_IDS.bakker,
    plan: {
      klwId: 4023, jaar: 2023, status: 1, koeien: 96, locaties: [],
      handmatig: { kg: 880_000, vet: 4.41, eiwit: 3.58, ureum: 19, fosfor: 97 },
      voerAutomatisch: false,
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
    years: PLANS.map(({ deelnemerId, plan }) => ({
      deelnemerId,
      melkLevering: melkLevering(plan),
      krachtvoer: { voerLeveringRows: voerLeveringen(plan), handmatigeVoerLeveringRows: plan.voerHandmatig ?? [] },
    })),
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

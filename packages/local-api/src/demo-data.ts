import { roundTo } from '@klw/contracts';
import type { HandmatigeVoerLevering, VoerLevering } from '@klw/contracts';
import { pad2 as pad, seededRandom as random } from '@klw/platform';
import type { Dataset, DatasetInput, User } from './dataset';
import { checkDataset } from './dataset';
import type { DeclaredScreen } from './screens';
import { declaredScreens } from './screens';

// The built-in demo world: its users, farms and years, and each year's data of every declared screen as the
// screen's own demo data gives it (its package's src/demo-data.ts). Deterministic: the same ids and figures on every
// machine and every start, because the end-to-end tests and the README table rely on them. klwId = 1000 x farm number
// + two-digit year, so an id can never be mistaken for a year (no farm number 2).

export const DEMO_USER_IDS = {
  deelnemer: 1,
  adviseur: 2,
  sbMedewerker: 3,
  demo: 4,
  geenRechten: 5,
} as const;

const DEMO_FARM_IDS = { deVries: 501, jansen: 503, bakker: 504, demo: 509 } as const;

interface YearPlan {
  klwId: number;
  jaar: number;
  status: number;
  koeien: number;
  /** Feed deliveries reported by suppliers (Krachtvoer); false: none this year. Default: yes. */
  voerAutomatisch?: boolean;
  /** Feed deliveries the farmer added by hand. Default: none. */
  voerHandmatig?: HandmatigeVoerLevering[];
}

/** A day as the API writes a delivery date: '2023-01-31T00:00:00'. */
function leverDatum(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`;
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

/** Every demo year: who owns it and what it exercises (also listed in the README). */
const PLANS: { deelnemerId: number; plan: YearPlan }[] = [
  // 2018: no phosphorus anywhere.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1018, jaar: 2018, status: 1, koeien: 110 } },
  // 2019: phosphorus; manual registration on top of automatic deliveries.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1019, jaar: 2019, status: 1, koeien: 112 } },
  // 2020: other production; own dairy processing.
  {
    deelnemerId: DEMO_FARM_IDS.deVries,
    plan: { klwId: 1020, jaar: 2020, status: 1, koeien: 113, voerHandmatig: [{ product: 'Mineralenmengsel', kg: 1_200, re: null, p: 45 }] },
  },
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1021, jaar: 2021, status: 1, koeien: 115 } },
  // 2022: closed (status 2), read-only for everyone.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1022, jaar: 2022, status: 2, koeien: 113 } },
  // 2023: calves fed not yet filled in, so the menu shows a warning until it is saved.
  { deelnemerId: DEMO_FARM_IDS.deVries, plan: { klwId: 1023, jaar: 2023, status: 1, koeien: 113 } },
  // A farm with two UBNs.
  { deelnemerId: DEMO_FARM_IDS.jansen, plan: { klwId: 3021, jaar: 2021, status: 1, koeien: 168 } },
  {
    deelnemerId: DEMO_FARM_IDS.jansen,
    plan: {
      klwId: 3023, jaar: 2023, status: 1, koeien: 171,
      voerHandmatig: [
        { product: 'Bierbostel', kg: 36_000, re: 245, p: 5.5 },
        { product: 'Melkveebrok Standaard', kg: 4_500, re: 165, p: 4.6 },
      ],
    },
  },
  // No automatic deliveries of milk or feed: manual registration forced on.
  { deelnemerId: DEMO_FARM_IDS.bakker, plan: { klwId: 4023, jaar: 2023, status: 1, koeien: 96, voerAutomatisch: false } },
  { deelnemerId: DEMO_FARM_IDS.demo, plan: { klwId: 9023, jaar: 2023, status: 1, koeien: 113 } },
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

/** The demo world in seed-file form (what `--write-demo` writes): each year with every screen's demo data of it. */
export function demoDatasetInput(screens: readonly DeclaredScreen[] = declaredScreens()): DatasetInput {
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
      kringloopwijzerId: plan.klwId,
      kringloopwijzerJaar: plan.jaar,
      kringloopwijzerStatus: plan.status,
      ...Object.fromEntries(
        screens.flatMap(({ contract, demoData }) => (demoData ? [[contract.screen, demoData({ klwId: plan.klwId, jaar: plan.jaar })]] : [])),
      ),
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

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

/** A year of the demo world: its id, its reporting year and its status (1 open, 2 closed). */
interface YearPlan {
  klwId: number;
  jaar: number;
  status: number;
}

/**
 * Every demo year and the farm it is of (the README lists them). What a year exercises on a screen (no automatic
 * deliveries, a field left empty ...) is that screen's demo data's choice.
 */
const PLANS: { deelnemerId: number; plan: YearPlan }[] = [
  ...[2018, 2019, 2020, 2021, 2022, 2023].map((jaar) => ({
    deelnemerId: DEMO_FARM_IDS.deVries,
    // 2022 is closed (status 2): read-only for everyone.
    plan: { klwId: 1000 + (jaar % 100), jaar, status: jaar === 2022 ? 2 : 1 },
  })),
  { deelnemerId: DEMO_FARM_IDS.jansen, plan: { klwId: 3021, jaar: 2021, status: 1 } },
  { deelnemerId: DEMO_FARM_IDS.jansen, plan: { klwId: 3023, jaar: 2023, status: 1 } },
  { deelnemerId: DEMO_FARM_IDS.bakker, plan: { klwId: 4023, jaar: 2023, status: 1 } },
  { deelnemerId: DEMO_FARM_IDS.demo, plan: { klwId: 9023, jaar: 2023, status: 1 } },
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

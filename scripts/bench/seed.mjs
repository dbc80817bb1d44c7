// The benchmark's data: one participant with one farm and one open reporting year per table size, as a seed
// for the local API (`tsx src/main.ts --seed file.json`, checked there against the contracts).
// Deterministic: the same figures on every machine, so runs are comparable; made with the generator of the screens'
// demo data (@klw/platform's months and seeded random numbers).
import { MAAND_NAMEN as MAANDEN, pad2 as pad, seededRandom as random } from '../../packages/platform/src/index.mjs';

export const BENCH_USER_ID = 1;
const BENCH_FARM_ID = 1;

/** Deliveries per year -> the year it is stored as. Every year is >= 2022, so each shows the same fields. */
export const BENCH_YEARS = [
  { deliveries: 12, jaar: 2022 },
  { deliveries: 500, jaar: 2023 },
  { deliveries: 1000, jaar: 2024 },
  { deliveries: 5000, jaar: 2025 },
];

/**
 * The rows editor at its cap: Krachtvoer's rows added by hand, as many as a list may hold (`maxRowsOf`), in a year
 * of its own that no milk measure opens (its 24 deliveries are in no other figure).
 */
export const BENCH_FEED_ROWS = { deliveries: 24, jaar: 2026, rows: 2_000 };

/**
 * `count` rows added by hand, each named by its number ('Brok 1500') with a kg of its own.
 * @param {number} count
 */
function feedRows(count) {
  return Array.from({ length: count }, (_, index) => ({ product: `Brok ${index + 1}`, kg: index + 1, re: null, p: null }));
}

/**
 * @typedef {{ leverDatum: string, afleverTijd: string, ubn: string, kg: number, vet: number, eiwit: number, ureum: number, fosfor: number }} Levering
 * @typedef {'vet' | 'eiwit' | 'ureum' | 'fosfor'} Gehalte
 */

/**
 * The year holding `deliveries` pickups: 100000 + the count (100012, 100500, 101000, 105000).
 * @param {number} deliveries
 */
export function klwIdFor(deliveries) {
  return 100_000 + deliveries;
}

const round = (/** @type {number} */ value, /** @type {number} */ decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * kg summed, the rest kg-weighted averages (the same rule as computeTotals of the milk screen, packages/melklevering/src/rules/totals.ts).
 * @param {Array<Pick<Levering, 'kg' | Gehalte>>} leveringen
 */
export function totals(leveringen, withFosfor = true) {
  const kg = leveringen.reduce((sum, l) => sum + l.kg, 0);
  const weighted = (/** @type {Gehalte} */ field, /** @type {number} */ decimals) =>
    kg === 0 ? null : round(leveringen.reduce((sum, l) => sum + l.kg * l[field], 0) / kg, decimals);
  return {
    kg,
    vet: weighted('vet', 2),
    eiwit: weighted('eiwit', 2),
    ureum: weighted('ureum', 0),
    fosfor: withFosfor ? weighted('fosfor', 0) : null,
  };
}

/**
 * `count` pickups spread evenly over the twelve months of `jaar`.
 * @param {number} count
 * @param {number} jaar
 */
export function generateMaanden(count, jaar, seed = count) {
  const next = random(seed * 7919 + jaar);
  const maanden = MAANDEN.map((naam) => ({ naam, leveringen: /** @type {Levering[]} */ ([]) }));
  for (let i = 0; i < count; i += 1) {
    const month = Math.floor((i * 12) / count);
    const { leveringen } = maanden[month] ?? { leveringen: /** @type {Levering[]} */ ([]) };
    const inMonth = leveringen.length;
    const perMonth = Math.ceil(count / 12);
    const daysInMonth = new Date(Date.UTC(jaar, month + 1, 0)).getUTCDate();
    const day = 1 + Math.floor((inMonth * daysInMonth) / perMonth);
    const minutes = 5 * 60 + Math.floor(next() * 14 * 60);
    leveringen.push({
      leverDatum: `${jaar}-${pad(month + 1)}-${pad(day)}T00:00:00`,
      afleverTijd: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`,
      ubn: i % 5 === 4 ? '7654321' : '1234567',
      kg: 2500 + Math.round(next() * 6000),
      vet: round(4.2 + next() * 0.5, 2),
      eiwit: round(3.4 + next() * 0.4, 2),
      ureum: 15 + Math.round(next() * 15),
      fosfor: 92 + Math.round(next() * 12),
    });
  }
  return maanden.map((maand) => ({ ...maand, totaal: totals(maand.leveringen) }));
}

/**
 * One year's milk data (the GetMelkLeveringGegevens answer without the year's facts), manual registration on so the
 * manual fields show.
 * @param {number} deliveries
 * @param {number} jaar
 */
function generateYear(deliveries, jaar) {
  const maanden = generateMaanden(deliveries, jaar);
  const all = maanden.flatMap((maand) => maand.leveringen);
  return {
    aantalMelkkoeien: 113,
    datumLaatsteLevering: all.at(-1)?.leverDatum ?? null,
    gebruikHandmatigeMelkRegistratie: true,
    melkGevoerdAanKalveren: 12_000,
    maanden,
    totaal: totals(all),
    totaalHandmatig: { kg: 950_000, vet: 4.41, eiwit: 3.52, ureum: 22, fosfor: 97 },
    totaalZelfZuivel: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
    totaalOverigeProductie: { kg: 100 },
  };
}

/**
 * A year of the seed, open, on the benchmark's farm: each screen's data beside it by the screen's id.
 * @param {number} deliveries
 * @param {number} jaar
 */
function yearFacts(deliveries, jaar) {
  return { deelnemerId: BENCH_FARM_ID, kringloopwijzerId: klwIdFor(deliveries), kringloopwijzerJaar: jaar, kringloopwijzerStatus: 1 };
}

/** The whole seed file for the local API: the milk years, and the year of the rows editor with its rows. */
export function generateSeed(years = BENCH_YEARS, feed = BENCH_FEED_ROWS) {
  return {
    users: [
      {
        id: BENCH_USER_ID,
        naam: 'Benchmark Deelnemer',
        rol: 'Deelnemer',
        kvk: '12345678',
        deelnemerId: BENCH_FARM_ID,
        mandaten: [],
        isAdviseur: false,
        isSBMedewerker: false,
        isDemoGebruiker: false,
        isAuthorized: false,
      },
    ],
    farms: [{ deelnemerId: BENCH_FARM_ID, naam: 'Melkveebedrijf Benchmark', kvk: '12345678', ubns: ['1234567', '7654321'] }],
    years: [
      ...years.map(({ deliveries, jaar }) => ({ ...yearFacts(deliveries, jaar), melklevering: generateYear(deliveries, jaar) })),
      {
        ...yearFacts(feed.deliveries, feed.jaar),
        melklevering: generateYear(feed.deliveries, feed.jaar),
        krachtvoer: { voerLeveringRows: [], handmatigeVoerLeveringRows: feedRows(feed.rows) },
      },
    ],
  };
}

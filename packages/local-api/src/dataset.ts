import * as v from 'valibot';
import { IdSchema, IntegerSchema } from '@klw/contracts/calls';
import type { AnyScreenContract } from '@klw/contracts/forms';

// The world the local API serves: users, farms and their reporting years. It comes from the built-in demo data
// or from a seed file (--seed), and is checked against these schemas either way.

const UserSchema = v.object({
  id: IdSchema,
  naam: v.pipe(v.string(), v.minLength(1)),
  /** Shown by the portal's demo sign-in. */
  rol: v.string(),
  kvk: v.nullish(v.string(), null),
  /** The farm this user is the participant (deelnemer) of. */
  deelnemerId: v.nullish(IdSchema, null),
  /** Farms this user holds a mandate for; volmacht means the mandate allows editing. */
  mandaten: v.nullish(v.array(v.object({ deelnemerId: IdSchema, volmacht: v.boolean() })), () => []),
  isAdviseur: v.nullish(v.boolean(), false),
  /** Support staff: sees every farm, edits none. */
  isSBMedewerker: v.nullish(v.boolean(), false),
  isDemoGebruiker: v.nullish(v.boolean(), false),
  isAuthorized: v.nullish(v.boolean(), false),
});

const FarmSchema = v.object({
  deelnemerId: IdSchema,
  naam: v.pipe(v.string(), v.minLength(1)),
  kvk: v.nullish(v.string(), null),
  ubns: v.array(v.string()),
});

/**
 * A year: its farm, its facts (id, year, status), and for each declared screen a member named by the screen's id with
 * that screen's data without the year's facts; absent, the screen's data is empty. Each member is checked against its
 * screen's declaration when the API starts.
 */
const YearSchema = v.looseObject({
  deelnemerId: IdSchema,
  kringloopwijzerId: IdSchema,
  kringloopwijzerJaar: IntegerSchema,
  kringloopwijzerStatus: IntegerSchema,
});

const DatasetSchema = v.object({
  users: v.array(UserSchema),
  farms: v.array(FarmSchema),
  years: v.array(YearSchema),
});

export type User = v.InferOutput<typeof UserSchema>;
export type Farm = v.InferOutput<typeof FarmSchema>;
export type DatasetInput = v.InferInput<typeof DatasetSchema>;

export interface Year {
  klwId: number;
  jaar: number;
  statusId: number;
  deelnemerId: number;
  /** Every screen's data as the seed gives it, by screen id, unchecked until `seedData` reads it. */
  seeds: Readonly<Record<string, unknown>>;
}

const seedCache = new WeakMap<Year, Map<string, object>>();

/**
 * A screen's data of a year as the seed gives it (a saved year file replaces it): the year's facts and the seed's
 * member of that screen, checked against its declaration. Throws SeedError.
 */
export function seedData(contract: AnyScreenContract, year: Year): object {
  let perScreen = seedCache.get(year);
  if (!perScreen) {
    perScreen = new Map();
    seedCache.set(year, perScreen);
  }
  const cached = perScreen.get(contract.screen);
  if (cached) return cached;
  const own = year.seeds[contract.screen];
  const facts = { kringloopwijzerId: year.klwId, kringloopwijzerJaar: year.jaar, kringloopwijzerStatus: year.statusId, isAuthorized: false };
  const parsed = v.safeParse(contract.dataSchema, { ...(typeof own === 'object' && own !== null ? own : {}), ...facts });
  if (!parsed.success) {
    throw new SeedError(parsed.issues.map((issue) => `year ${year.klwId}.${contract.screen}.${v.getDotPath(issue) ?? ''}: ${issue.message}`));
  }
  const problems = contract.seedProblems(parsed.output);
  if (problems.length > 0) throw new SeedError(problems.map((problem) => `year ${year.klwId}.${contract.screen}.${problem}`));
  perScreen.set(contract.screen, parsed.output);
  return parsed.output;
}

export interface Dataset {
  users: User[];
  farms: Farm[];
  years: Year[];
}

export class SeedError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed data is invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SeedError';
  }
}

function duplicates(values: number[]): number[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Parses and cross-checks a dataset (shape by the contracts, then references and uniqueness). */
export function checkDataset(input: unknown): Dataset {
  const parsed = v.safeParse(DatasetSchema, input);
  if (!parsed.success) {
    throw new SeedError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`));
  }
  const { users, farms, years: rawYears } = parsed.output;
  const problems: string[] = [];
  const farmIds = new Set(farms.map((farm) => farm.deelnemerId));

  for (const id of duplicates(users.map((user) => user.id))) problems.push(`users: id ${id} occurs more than once`);
  for (const id of duplicates(farms.map((farm) => farm.deelnemerId))) problems.push(`farms: deelnemerId ${id} occurs more than once`);
  const klwIds = rawYears.map((year) => year.kringloopwijzerId);
  for (const id of duplicates(klwIds)) problems.push(`years: kringloopwijzerId ${id} occurs more than once`);

  users.forEach((user, index) => {
    if (user.deelnemerId !== null && !farmIds.has(user.deelnemerId)) {
      problems.push(`users[${index}].deelnemerId: no farm ${user.deelnemerId}`);
    }
    user.mandaten.forEach((mandaat, m) => {
      if (!farmIds.has(mandaat.deelnemerId)) problems.push(`users[${index}].mandaten[${m}].deelnemerId: no farm ${mandaat.deelnemerId}`);
    });
  });

  const years: Year[] = [];
  rawYears.forEach((year, index) => {
    if (!farmIds.has(year.deelnemerId)) problems.push(`years[${index}].deelnemerId: no farm ${year.deelnemerId}`);
    const { deelnemerId, kringloopwijzerId, kringloopwijzerJaar, kringloopwijzerStatus, ...seeds } = year;
    years.push({ klwId: kringloopwijzerId, jaar: kringloopwijzerJaar, statusId: kringloopwijzerStatus, deelnemerId, seeds });
  });

  if (problems.length > 0) throw new SeedError(problems);
  return { users, farms, years };
}

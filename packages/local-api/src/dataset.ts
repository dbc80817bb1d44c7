import * as v from 'valibot';
import { IdSchema, KrachtvoerDataSchema, MelkLeveringDataSchema } from '@klw/contracts';
import type { KrachtvoerData, MelkLeveringData } from '@klw/contracts';

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

const YearSchema = v.object({
  deelnemerId: IdSchema,
  /** Holds the klwId, year, status and cow count too: one source for each fact. */
  melkLevering: MelkLeveringDataSchema,
  /** The feed deliveries (Krachtvoer); the year's facts come from melkLevering. Absent: none. */
  krachtvoer: v.optional(v.pick(KrachtvoerDataSchema, ['voerLeveringRows', 'handmatigeVoerLeveringRows'])),
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
  /** The data as the seed gives it; a saved year file replaces it. */
  seed: MelkLeveringData;
  /** The feed data (Krachtvoer) as the seed gives it; a saved feed file replaces it. */
  krachtvoerSeed: KrachtvoerData;
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
  const klwIds = rawYears.map((year) => year.melkLevering.kringloopwijzerId);
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
    const data = year.melkLevering;
    if (!farmIds.has(year.deelnemerId)) problems.push(`years[${index}].deelnemerId: no farm ${year.deelnemerId}`);
    if (data.kringloopwijzerStatus === null) {
      problems.push(`years[${index}].melkLevering.kringloopwijzerStatus: required in a seed`);
      return;
    }
    const voerLeveringRows = year.krachtvoer?.voerLeveringRows ?? [];
    voerLeveringRows.forEach((row, r) => {
      if (!row.leverDatum.startsWith(`${data.kringloopwijzerJaar}-`)) {
        problems.push(`years[${index}].krachtvoer.voerLeveringRows[${r}].leverDatum: ${row.leverDatum} is not in ${data.kringloopwijzerJaar}`);
      }
    });
    years.push({
      klwId: data.kringloopwijzerId,
      jaar: data.kringloopwijzerJaar,
      statusId: data.kringloopwijzerStatus,
      deelnemerId: year.deelnemerId,
      seed: data,
      krachtvoerSeed: {
        kringloopwijzerId: data.kringloopwijzerId,
        kringloopwijzerJaar: data.kringloopwijzerJaar,
        kringloopwijzerStatus: data.kringloopwijzerStatus,
        isAuthorized: false,
        voerLeveringRows,
        handmatigeVoerLeveringRows: year.krachtvoer?.handmatigeVoerLeveringRows ?? [],
      },
    });
  });

  if (problems.length > 0) throw new SeedError(problems);
  return { users, farms, years };
}

/** @jest-environment node */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KRACHTVOER } from '@klw/krachtvoer/declaration';
import { checkDataset, seedData, SeedError } from './dataset';
import { demoDatasetInput } from './demo-data';
import { loadSeedFile } from './seed-file';
import { startHarness } from './test-support/harness';

function problemsOf(input: unknown): string[] {
  try {
    checkDataset(input);
    return [];
  } catch (error) {
    if (error instanceof SeedError) return error.problems;
    throw error;
  }
}

describe('checkDataset', () => {
  it('accepts the demo data', () => {
    expect(problemsOf(demoDatasetInput())).toEqual([]);
  });

  it('names the field of a shape problem', () => {
    const input = demoDatasetInput();
    (input.years[0] as { kringloopwijzerJaar: unknown }).kringloopwijzerJaar = '2018';
    expect(problemsOf(input)).toEqual([expect.stringMatching(/^years\.0\.kringloopwijzerJaar: /)]);
  });

  it("requires each year's status in a seed", () => {
    const input = demoDatasetInput();
    delete (input.years[2] as { kringloopwijzerStatus?: unknown }).kringloopwijzerStatus;
    expect(problemsOf(input)).toEqual([expect.stringMatching(/^years\.2\.kringloopwijzerStatus: /)]);
  });

  it('finds duplicates and broken references', () => {
    const input = demoDatasetInput();
    input.years.push(input.years[0]!);
    input.users[0]!.deelnemerId = 999;
    input.users[1]!.mandaten = [{ deelnemerId: 998, volmacht: true }];
    input.years[1]!.deelnemerId = 997;
    expect(problemsOf(input)).toEqual([
      'years: kringloopwijzerId 1018 occurs more than once',
      'users[0].deelnemerId: no farm 999',
      'users[1].mandaten[0].deelnemerId: no farm 998',
      'years[1].deelnemerId: no farm 997',
    ]);
  });

  it('gives a seed year without feed deliveries empty feed data with the facts of its year', () => {
    const input = demoDatasetInput();
    delete input.years[0]!.krachtvoer;
    expect(seedData(KRACHTVOER, checkDataset(input).years[0]!)).toEqual({
      kringloopwijzerId: 1018,
      kringloopwijzerJaar: 2018,
      kringloopwijzerStatus: 1,
      isAuthorized: false,
      voerLeveringRows: [],
      handmatigeVoerLeveringRows: [],
    });
  });

  it('names a feed delivery dated outside its year', () => {
    const input = demoDatasetInput();
    input.years[0]!.krachtvoer = { voerLeveringRows: [{ leverDatum: '2019-01-02', leverancier: null, product: null, kg: 1, re: null, p: null }] };
    const year = checkDataset(input).years[0]!;
    const problems = (() => {
      try {
        seedData(KRACHTVOER, year);
        return [];
      } catch (error) {
        return error instanceof SeedError ? error.problems : [String(error)];
      }
    })();
    expect(problems).toEqual(['year 1018.krachtvoer.voerLeveringRows[0].leverDatum: 2019-01-02 is not in 2018']);
  });

  it("checks a screen's seed against its declaration", () => {
    const input = demoDatasetInput();
    input.years[0]!.krachtvoer = { voerLeveringRows: [{ leverDatum: 'gisteren', leverancier: null, product: null, kg: 1, re: null, p: null }] };
    expect(() => seedData(KRACHTVOER, checkDataset(input).years[0]!)).toThrow(SeedError);
  });

  it('normalises liberal wire forms in a seed (ids as text)', () => {
    const input = demoDatasetInput();
    (input.users[0] as { id: unknown }).id = '1';
    expect(checkDataset(input).users[0]?.id).toBe(1);
  });
});

describe('seed files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'klw-seed-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves the users and years of a seed file', async () => {
    const input = demoDatasetInput();
    const seed = {
      users: [{ ...input.users[0]!, naam: 'Gerrit Seed' }],
      farms: input.farms.filter((farm) => farm.deelnemerId === 501),
      years: input.years.filter((year) => year.deelnemerId === 501 && year.kringloopwijzerJaar === 2020),
    };
    const file = path.join(dir, 'seed.json');
    await fs.writeFile(file, JSON.stringify(seed));
    const h = await startHarness({ dataset: await loadSeedFile(file) });
    try {
      expect((await h.call('GET', '/Demo/Users')).body).toEqual([{ id: 1, naam: 'Gerrit Seed', rol: 'Deelnemer' }]);
      const token = await h.tokenFor(1);
      expect((await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token })).body.kringloopwijzerId).toBe(1020);
    } finally {
      await h.stop();
    }
  });

  it.each`
    case             | content
    ${'not JSON'}    | ${'{'}
    ${'wrong shape'} | ${'{"users": 1}'}
  `('refuses a seed file that is $case', async ({ content }) => {
    const file = path.join(dir, 'seed.json');
    await fs.writeFile(file, content);
    await expect(loadSeedFile(file)).rejects.toBeInstanceOf(SeedError);
  });

  it('refuses a missing seed file', async () => {
    await expect(loadSeedFile(path.join(dir, 'none.json'))).rejects.toBeInstanceOf(SeedError);
  });
});

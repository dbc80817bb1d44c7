/** @jest-environment node */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MELK, type MelkLeveringData } from '@klw/melklevering/declaration';
import { seedData } from './dataset';
import { demoDataset } from './demo-data';
import { openStore } from './file-store';

/** The milk screen's store, as the server opens it: `<dataDir>/<its store folder>/<klwId>.json`. */
const openYearStore = (dataDir: string, log: (line: string) => void = () => undefined) =>
  openStore(path.join(dataDir, MELK.storeFolder), MELK.dataSchema, log);

let dir: string;
const sample = (): MelkLeveringData => structuredClone(seedData(MELK, demoDataset().years[0]!) as MelkLeveringData);

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'klw-store-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('year store', () => {
  it('writes one file per year, readable by a new store', async () => {
    const store = await openYearStore(dir);
    expect(store.get(1018)).toBeUndefined();
    await store.save(1018, { ...sample(), melkGevoerdAanKalveren: 5 });
    expect(await fs.readdir(path.join(dir, 'years'))).toEqual(['1018.json']);
    const reopened = await openYearStore(dir);
    expect(reopened.get(1018)?.melkGevoerdAanKalveren).toBe(5);
  });

  it('ends on the last of several concurrent saves, on disk and in memory', async () => {
    const store = await openYearStore(dir);
    await Promise.all([1, 2, 3, 4, 5].map((n) => store.save(1018, { ...sample(), melkGevoerdAanKalveren: n })));
    expect(store.get(1018)?.melkGevoerdAanKalveren).toBe(5);
    expect((await openYearStore(dir)).get(1018)?.melkGevoerdAanKalveren).toBe(5);
    expect(await fs.readdir(path.join(dir, 'years'))).toEqual(['1018.json']);
  });

  it('drops a temp file left by a crash before its rename and keeps the last complete save', async () => {
    const store = await openYearStore(dir);
    await store.save(1018, { ...sample(), melkGevoerdAanKalveren: 7 });
    const years = path.join(dir, 'years');
    await fs.writeFile(path.join(years, '1018.json.123.456.abc.tmp'), '{"version":1,"klwId":10');
    const reopened = await openYearStore(dir);
    expect(reopened.get(1018)?.melkGevoerdAanKalveren).toBe(7);
    expect(await fs.readdir(years)).toEqual(['1018.json']);
  });

  it.each`
    case                       | content
    ${'half-written JSON'}     | ${'{"version":1,"klwId":1018,"da'}
    ${'not the contracts'}     | ${JSON.stringify({ version: 1, klwId: 1018, savedAt: 'x', data: { kringloopwijzerId: 'abc' } })}
    ${'another klwId inside'}  | ${'@@'}
  `('moves a damaged year file ($case) aside, logs it and keeps every other year', async ({ content }) => {
    const years = path.join(dir, 'years');
    const first = await openYearStore(dir);
    await first.save(1019, { ...sample(), kringloopwijzerId: 1019, melkGevoerdAanKalveren: 3 });
    const text = content === '@@' ? JSON.stringify({ version: 1, klwId: 9999, savedAt: 'x', data: sample() }) : content;
    await fs.writeFile(path.join(years, '1018.json'), text);
    const log: string[] = [];
    const store = await openYearStore(dir, (line) => log.push(line));
    expect(store.isUnavailable(1018)).toBe(true);
    expect(store.get(1018)).toBeUndefined();
    expect(store.isUnavailable(1019)).toBe(false);
    expect(store.get(1019)?.melkGevoerdAanKalveren).toBe(3);
    const files = (await fs.readdir(years)).sort();
    expect(files).toEqual(['1018.json.corrupt-' + files[0]!.split('.corrupt-')[1], '1019.json']);
    expect(await fs.readFile(path.join(years, files[0]!), 'utf8')).toBe(text);
    expect(log).toEqual([expect.stringContaining(path.join(years, '1018.json'))]);
    expect(log[0]).toContain(path.join(years, files[0]!));
  });

  it('a year file with leading zeros does not stand in for another year', async () => {
    const years = path.join(dir, 'years');
    await fs.mkdir(years, { recursive: true });
    await fs.writeFile(path.join(years, '01018.json'), JSON.stringify({ version: 1, klwId: 1018, savedAt: 'x', data: sample() }));
    const log: string[] = [];
    const store = await openYearStore(dir, (line) => log.push(line));
    expect(store.get(1018)).toBeUndefined();
    expect(store.isUnavailable(1018)).toBe(false);
    expect(log).toEqual([expect.stringContaining('01018.json ignored')]);
  });

  it('a failed rename keeps the previous state and leaves no temp file', async () => {
    const store = await openYearStore(dir);
    await store.save(1018, { ...sample(), melkGevoerdAanKalveren: 1 });
    const years = path.join(dir, 'years');
    // A non-empty folder where the year file of 1019 should go: the rename fails, even for root.
    await fs.mkdir(path.join(years, '1019.json', 'blocker'), { recursive: true });
    await expect(store.save(1019, sample())).rejects.toThrow();
    expect(store.get(1019)).toBeUndefined();
    expect((await fs.readdir(years)).sort()).toEqual(['1018.json', '1019.json']);
    // The next save of the same year is not blocked by the failed one.
    await fs.rm(path.join(years, '1019.json'), { recursive: true });
    await store.save(1019, { ...sample(), melkGevoerdAanKalveren: 3 });
    expect(store.get(1019)?.melkGevoerdAanKalveren).toBe(3);
  });
});

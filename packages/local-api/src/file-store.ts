import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { parseKlwId } from '@klw/platform';
import type { YearFacts } from '@klw/contracts/forms';

// One JSON file per reporting year and screen, in the screen's folder (its declaration's `storeFolder`):
// <dataDir>/<folder>/<klwId>.json. A save writes a temporary file, fsyncs it, renames it over the old one and
// fsyncs the folder, so a crash leaves either the old or the new year, never half of one
// (docs/adr/001-local-api-storage.md).

const FORMAT_VERSION = 1;


export class StoreError extends Error {
  override name = 'StoreError';
}

export interface YearStore<T = YearFacts> {
  /** Saved data of a year, or undefined when it was never saved. */
  get(klwId: number): T | undefined;
  save(klwId: number, data: T): Promise<void>;
  /** True when the year's file was damaged at start and moved aside. */
  isUnavailable(klwId: number): boolean;
  /** Resolves when every save in progress is on disk. */
  flush(): Promise<void>;
  readonly directory: string;
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot fsync a directory; the rename itself is still atomic there.
  } finally {
    await handle.close();
  }
}

export async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = await fs.open(temp, 'w', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

async function readYearFile<T>(file: string, klwId: number, schema: v.GenericSchema<unknown, T>): Promise<T> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new StoreError(`not valid JSON: ${(error as Error).message}`);
  }
  const fileSchema = v.object({ version: v.literal(FORMAT_VERSION), klwId: v.number(), savedAt: v.string(), data: schema });
  const parsed = v.safeParse(fileSchema, json);
  if (!parsed.success) throw new StoreError(`does not fit the contracts: ${parsed.issues[0]?.message ?? ''}`);
  if (parsed.output.klwId !== klwId) throw new StoreError('klwId does not match the file name');
  return parsed.output.data;
}

/**
 * Opens (and creates) the store; reads every saved year. A year file that cannot be read is moved aside
 * (`<klwId>.json.corrupt-<time>`, logged with both paths) and that year is unavailable until someone restores
 * it: every other year keeps working, and the damaged file is never overwritten by a save.
 */
export async function openStore<T>(directory: string, schema: v.GenericSchema<unknown, T>, log: (line: string) => void): Promise<YearStore<T>> {
  await fs.mkdir(directory, { recursive: true });
  const years = new Map<number, T>();
  const unavailable = new Set<number>();

  for (const name of await fs.readdir(directory)) {
    const file = path.join(directory, name);
    if (name.endsWith('.tmp')) {
      // Left by a crash before its rename: the year file beside it is still the last complete save.
      await fs.rm(file, { force: true });
      continue;
    }
    // Exactly the decimal form of a klwId: 01023.json must not stand in for year 1023.
    const digits = /^(\d+)\.json$/.exec(name)?.[1];
    if (digits === undefined) continue;
    const klwId = parseKlwId(digits);
    if (klwId === null) {
      log(`WARNING year file ${file} ignored: its name is not a klwId (a positive number without leading zeros)`);
      continue;
    }
    const problem = await readYearFile(file, klwId, schema).then(
      (data) => {
        years.set(klwId, data);
        return null;
      },
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (problem === null) continue;
    const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(file, aside);
    unavailable.add(klwId);
    log(`ERROR year file ${file} unreadable (${problem}); moved to ${aside}; year ${klwId} answers 503 until it is restored`);
  }

  // Saves of one year run one after another, so the file and the memory always end on the last save.
  const queues = new Map<number, Promise<void>>();

  return {
    directory,
    get: (klwId) => years.get(klwId),
    isUnavailable: (klwId) => unavailable.has(klwId),
    save(klwId, data) {
      const previous = queues.get(klwId) ?? Promise.resolve();
      const run = previous
        .catch(() => undefined)
        .then(async () => {
          const content = JSON.stringify({ version: FORMAT_VERSION, klwId, savedAt: new Date().toISOString(), data }, null, 2);
          await writeAtomically(path.join(directory, `${klwId}.json`), content);
          years.set(klwId, data);
        });
      queues.set(klwId, run);
      return run;
    },
    async flush() {
      await Promise.allSettled([...queues.values()]);
    },
  };
}


import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { MelkLeveringDataSchema } from '@klw/contracts';
import type { MelkLeveringData } from '@klw/contracts';

// One JSON file per reporting year: <dataDir>/years/<klwId>.json. A save writes a temporary file, fsyncs it,
// renames it over the old one and fsyncs the folder, so a crash leaves either the old or the new year, never
// half of one (docs/adr/001-local-api-storage.md).

const FORMAT_VERSION = 1;

const YearFileSchema = v.object({
  version: v.literal(FORMAT_VERSION),
  klwId: v.number(),
  savedAt: v.string(),
  data: MelkLeveringDataSchema,
});

export class StoreError extends Error {
  override name = 'StoreError';
}

export interface YearStore {
  /** Saved data of a year, or undefined when it was never saved. */
  get(klwId: number): MelkLeveringData | undefined;
  save(klwId: number, data: MelkLeveringData): Promise<void>;
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

async function writeAtomically(file: string, content: string): Promise<void> {
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

/** Opens (and creates) the store; reads every saved year. An unreadable year file stops the start: no silent loss. */
export async function openYearStore(dataDir: string): Promise<YearStore> {
  const directory = path.join(dataDir, 'years');
  await fs.mkdir(directory, { recursive: true });
  const years = new Map<number, MelkLeveringData>();

  for (const name of await fs.readdir(directory)) {
    const file = path.join(directory, name);
    if (name.endsWith('.tmp')) {
      // Left by a crash before its rename: the year file beside it is still the last complete save.
      await fs.rm(file, { force: true });
      continue;
    }
    const match = /^(\d+)\.json$/.exec(name);
    if (!match) continue;
    let parsed: v.SafeParseResult<typeof YearFileSchema>;
    try {
      parsed = v.safeParse(YearFileSchema, JSON.parse(await fs.readFile(file, 'utf8')));
    } catch (error) {
      throw new StoreError(`Year file ${file} is not valid JSON: ${(error as Error).message}`);
    }
    if (!parsed.success || parsed.output.klwId !== Number(match[1])) {
      const detail = parsed.success ? 'klwId does not match the file name' : parsed.issues[0]?.message;
      throw new StoreError(`Year file ${file} does not fit the contracts: ${detail}`);
    }
    years.set(parsed.output.klwId, parsed.output.data);
  }

  // Saves of one year run one after another, so the file and the memory always end on the last save.
  const queues = new Map<number, Promise<void>>();

  return {
    directory,
    get: (klwId) => years.get(klwId),
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

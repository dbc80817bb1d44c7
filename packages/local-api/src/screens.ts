import type { IncomingMessage } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fieldAt } from '@klw/contracts/forms';
import { isReadOnly } from '@klw/contracts/year';
import type { AnyScreenContract, DemoYear, FieldError, YearFacts } from '@klw/contracts/forms';
import type { CallContext } from '@klw/contracts/calls';
import { callContextFor } from './access';
import type { Dataset, User, Year } from './dataset';
import { seedData } from './dataset';
import { openStore } from './file-store';
import { HttpError, JsonReply } from './http';
import type { Routes } from './dispatch';
import { conflictMessage, etagOf, oncePerVersion, serialPerKey } from './versions';
import { boundsRefusal, readOnlyRefusal, requireCurrent, yearBody } from './year-save';

// Every declared screen served from its declaration (@klw/contracts' declareScreen, in the screen's package): its GET and its Save, the ETag
// and If-Match, the checks and limits, its saved years in a folder of its own, and whether its year is done for the
// menu. The user owns the form's members; the server owns the rest of the data (the deliveries a dairy or supplier
// reported, the year, its status), so a save never rewrites them. A new screen adds its declaration, no code here.

type Handler = (req: IncomingMessage) => Promise<unknown>;

export interface ScreenOptions {
  dataDir: string;
  log: (line: string) => void;
  dataset: Dataset;
  /** The signed-in user and the year of the access token; refuses as every data call does (401, 403). */
  access(req: IncomingMessage): { user: User; year: Year };
  /** The save's body as the API's one body reader reads it (http.ts readBody): only what a client may send, checked. */
  readSave(req: IncomingMessage, contract: AnyScreenContract): Promise<Record<string, unknown> | undefined>;
}

export interface ServedScreen {
  contract: AnyScreenContract;
  /** The year's data: the saved version, else the seed's; 503 when its file was damaged. */
  dataOf(year: Year): YearFacts;
  /** Whether the year's data passes every check of the screen (the menu's done or warning). */
  isDone(year: Year): boolean;
  routes: Routes;
  /** Resolves when every save in progress is on disk. */
  flush(): Promise<void>;
}

/** The stored data as one user sees it: the server-owned facts of the year and whether this user may edit. */
function present<T extends YearFacts>(data: T, year: Year, context: CallContext): T {
  return {
    ...data,
    kringloopwijzerId: year.klwId,
    kringloopwijzerJaar: year.jaar,
    kringloopwijzerStatus: year.statusId,
    isAuthorized: !isReadOnly(context),
  };
}

/** An errorDetails text that says which part of the form it is about: its group's name before a grouped field's. */
function detailOf(contract: AnyScreenContract): (error: FieldError) => string {
  return (error) => {
    const category = fieldAt(contract.fields, error.path)?.category;
    return category?.key !== undefined && !category.rows ? `${category.name}: ${error.message}` : error.message;
  };
}

/**
 * Whether a year's data of the screen is done, checked once per saved version: the stored objects are replaced on a
 * save, never changed in place, so every page's menu costs one check per save, not one per call.
 */
export function doneOncePerVersion(contract: AnyScreenContract): (data: YearFacts) => boolean {
  return oncePerVersion((data: YearFacts): boolean => contract.isDone(data));
}

/** Opens a screen's store (`<dataDir>/<its folder>/`), checks its seed of every year, and gives its calls. */
export async function serveScreen(contract: AnyScreenContract, options: ScreenOptions): Promise<ServedScreen> {
  const { dataset, access } = options;
  const store = await openStore(path.join(options.dataDir, contract.storeFolder), contract.dataSchema, options.log);
  const oneSaveAtATime = serialPerKey<number>();
  const conflict = conflictMessage(contract.texts.items);
  const detail = detailOf(contract);
  // A seed that does not fit the declaration stops the start, as a seed file's shape problem does.
  for (const year of dataset.years) seedData(contract, year);

  const dataOf = (year: Year): YearFacts => {
    if (store.isUnavailable(year.klwId)) {
      throw new HttpError(503, {
        message: `De ${contract.texts.data} van kringloopwijzer ${year.klwId} zijn tijdelijk niet beschikbaar. Neem contact op met de servicedesk.`,
      });
    }
    return store.get(year.klwId) ?? (seedData(contract, year) as YearFacts);
  };
  const done = doneOncePerVersion(contract);

  const get: Handler = async (req) => {
    const { user, year } = access(req);
    const data = dataOf(year);
    return new JsonReply(present(data, year, callContextFor(dataset, user, year)), { ETag: etagOf(data) });
  };

  const save: Handler = async (req) => {
    const { user, year } = access(req);
    const context = callContextFor(dataset, user, year);
    if (isReadOnly(context)) {
      req.resume();
      throw readOnlyRefusal(year);
    }
    const body = yearBody(await options.readSave(req, contract) as ({ kringloopwijzerId: number } & Record<string, unknown>) | undefined, year);
    return oneSaveAtATime(year.klwId, async () => {
      const stored = dataOf(year);
      requireCurrent(req, stored, conflict);
      // The body holds only the members a client may send (the declaration's save schema); the rest is the server's.
      const current = contract.recompute(stored);
      const sent = contract.normalise(contract.formOf({ ...current, ...body }), year.jaar);
      const form = contract.settle(sent, current);
      // Values out of bounds refuse the save; missing values do not (a year is filled in over several sessions; the
      // menu warns until it is complete).
      const errors = contract.validate(form, year.jaar).filter((error) => error.kind === 'bounds');
      if (errors.length > 0) throw boundsRefusal(contract.texts.items, errors, detail);
      const saved = contract.mergeForm(current, form);
      await store.save(year.klwId, saved);
      return new JsonReply(present(saved, year, context), { ETag: etagOf(saved) });
    });
  };

  return {
    contract,
    dataOf,
    isDone: (year) => done(dataOf(year)),
    routes: {
      [contract.calls.load.path.toLowerCase()]: { GET: get },
      [contract.calls.save.path.toLowerCase()]: { POST: save },
    },
    flush: () => store.flush(),
  };
}

function isScreenContract(value: unknown): value is AnyScreenContract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyScreenContract>;
  return typeof candidate.screen === 'string' && typeof candidate.isDone === 'function' && typeof candidate.calls === 'object' && candidate.dataSchema !== undefined;
}

/** Where the workspace's packages are: each screen package among them names its declaration in its package.json. */
const PACKAGES_DIR = path.resolve(__dirname, '..', '..');

/** A screen the API serves: its declaration, and its data of a demo year where its package gives one. */
export interface DeclaredScreen {
  contract: AnyScreenContract;
  demoData?: (year: DemoYear) => object;
}

/** What a screen package's package.json says of it: the files of its declaration and of its demo data. */
interface ScreenPackage {
  name?: string;
  klw?: { declaration?: unknown; demoData?: unknown };
}

/**
 * A module of a screen package, by the path its package.json names. Loaded as the API runs (tsx runs the TypeScript;
 * jest compiles it), synchronously, so the demo world can be built where it is asked for.
 */
function load(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file named in a package.json, found at run time; tsx and jest both compile it on require
  return require(file) as Record<string, unknown>;
}

/**
 * The declared screens: every workspace package whose package.json names its declaration (`"klw": { "declaration":
 * "./src/declaration.ts", "demoData": "./src/demo-data.ts" }`, as `pnpm new-screen` writes it). The declaration file
 * exports the screen's contract (declareScreen); the demo data file a `demoData(year)` of the screen's own data.
 */
export function declaredScreens(packagesDir: string = PACKAGES_DIR): DeclaredScreen[] {
  const screens: DeclaredScreen[] = [];
  const folders = existsSync(packagesDir) ? readdirSync(packagesDir).sort() : [];
  for (const folder of folders) {
    const manifest = path.join(packagesDir, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as ScreenPackage;
    if (typeof pkg.klw?.declaration !== 'string') continue;
    const declared = Object.values(load(path.join(packagesDir, folder, pkg.klw.declaration))).filter(isScreenContract);
    const [contract, ...more] = declared;
    if (!contract || more.length > 0) {
      throw new Error(`${pkg.name ?? folder}: its declaration (${pkg.klw.declaration}) must export one screen (declareScreen), found ${declared.length}`);
    }
    if (screens.some((screen) => screen.contract.screen === contract.screen)) throw new Error(`${pkg.name ?? folder}: a second screen '${contract.screen}'`);
    const demo = typeof pkg.klw.demoData === 'string' ? load(path.join(packagesDir, folder, pkg.klw.demoData)).demoData : undefined;
    if (demo !== undefined && typeof demo !== 'function') throw new Error(`${pkg.name ?? folder}: ${String(pkg.klw.demoData)} must export a function demoData(year)`);
    screens.push({ contract, ...(demo ? { demoData: demo as (year: DemoYear) => object } : {}) });
  }
  return screens;
}

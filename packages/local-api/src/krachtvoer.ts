import type { IncomingMessage } from 'node:http';
import { isReadOnly, KRACHTVOER_FORM_FIELDS, mergeKrachtvoerForm, roundTo, validateForm, visibleText, VOER_FIGURES } from '@klw/contracts';
import type { FieldError, HandmatigeVoerLevering, KrachtvoerData, KrachtvoerForm, KrachtvoerSave } from '@klw/contracts';
import { callContextFor } from './access';
import type { Dataset, User, Year } from './dataset';
import { openKrachtvoerStore } from './file-store';
import { HttpError, JsonReply } from './http';
import { present } from './melk-levering';
import { conflictMessage, etagOf, serialPerKey } from './versions';
import { boundsRefusal, readOnlyRefusal, requireCurrent, yearBody } from './year-save';

// The server side of the feed screen (Krachtvoer, issue 41): GET /Krachtvoer/GetKrachtvoerGegevens and
// POST /Krachtvoer/SaveKrachtvoerGegevens, served like the milk calls. The user owns the rows added by hand; the
// server owns the rest (the suppliers' deliveries, the year, its status), so a save never rewrites a delivery.

const CONFLICT = conflictMessage('voerleveringen');

type Handler = (req: IncomingMessage) => Promise<unknown>;

export interface KrachtvoerOptions {
  dataDir: string;
  log: (line: string) => void;
  dataset: Dataset;
  /** The signed-in user and the year of the access token; refuses as every data call does (401, 403). */
  access(req: IncomingMessage): { user: User; year: Year };
  /**
   * The save's body as the API's one body reader reads it (http.ts readBody with KrachtvoerSaveSchema): only the
   * fields a client may send, checked; 400 when they do not fit; undefined when there is no body.
   */
  readSave(req: IncomingMessage): Promise<KrachtvoerSave | undefined>;
}

export interface KrachtvoerCalls {
  /** The year's feed data: the saved version, else the seed's; 503 when its file was damaged. */
  dataOf(year: Year): KrachtvoerData;
  routes: Record<string, Partial<Record<'GET' | 'POST', Handler>>>;
  /** Resolves when every save in progress is on disk. */
  flush(): Promise<void>;
}

type KrachtvoerSaveOutcome = { ok: true; data: KrachtvoerData } | { ok: false; errors: FieldError[] };

const round = (value: number | null, decimals: number): number | null => (value === null ? null : roundTo(value, decimals));

/** A row as the screen shows it: product without invisible ends (nothing visible: none), figures to the decimals shown. */
function normaliseRow({ product, kg, re, p }: HandmatigeVoerLevering): HandmatigeVoerLevering {
  return {
    product: product === null ? null : visibleText(product),
    kg: round(kg, VOER_FIGURES.kg.decimals),
    re: round(re, VOER_FIGURES.re.decimals),
    p: round(p, VOER_FIGURES.p.decimals),
  };
}

/**
 * Applies a save to the stored feed data: only the rows added by hand change. Values out of bounds refuse the
 * save; missing values do not (a year is filled in over several sessions; the menu warns until it is complete).
 */
function applyKrachtvoerSave(stored: KrachtvoerData, body: KrachtvoerSave, year: Year): KrachtvoerSaveOutcome {
  const form: KrachtvoerForm = { handmatigeVoerLeveringRows: body.handmatigeVoerLeveringRows.map(normaliseRow) };
  const errors = validateForm(KRACHTVOER_FORM_FIELDS, form, year.jaar).filter((error) => error.kind === 'bounds');
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, data: mergeKrachtvoerForm(stored, form) };
}

/** Opens the feed store (`<dataDir>/krachtvoer/`) and gives the two calls and the data the menu reads. */
export async function openKrachtvoer(options: KrachtvoerOptions): Promise<KrachtvoerCalls> {
  const { dataset, access } = options;
  const store = await openKrachtvoerStore(options.dataDir, options.log);
  const oneSaveAtATime = serialPerKey<number>();

  const dataOf = (year: Year): KrachtvoerData => {
    if (store.isUnavailable(year.klwId)) {
      throw new HttpError(503, {
        message: `De voergegevens van kringloopwijzer ${year.klwId} zijn tijdelijk niet beschikbaar. Neem contact op met de servicedesk.`,
      });
    }
    return store.get(year.klwId) ?? year.krachtvoerSeed;
  };

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
    const body = yearBody(await options.readSave(req), year);
    return oneSaveAtATime(year.klwId, async () => {
      const stored = dataOf(year);
      requireCurrent(req, stored, CONFLICT);
      const outcome = applyKrachtvoerSave(stored, body, year);
      if (!outcome.ok) throw boundsRefusal('voerleveringen', outcome.errors);
      await store.save(year.klwId, outcome.data);
      return new JsonReply(present(outcome.data, year, context), { ETag: etagOf(outcome.data) });
    });
  };

  return {
    dataOf,
    routes: {
      '/krachtvoer/getkrachtvoergegevens': { GET: get },
      '/krachtvoer/savekrachtvoergegevens': { POST: save },
    },
    flush: () => store.flush(),
  };
}

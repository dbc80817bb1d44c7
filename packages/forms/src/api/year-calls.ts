import type * as v from 'valibot';
import { callApiForResponse } from 'klw_auth/client';
import type { FormApi, Versioned } from '../model';

/** One of a screen's calls: its name in messages and errors, and its path from the data base URL. */
interface CallName {
  call: string;
  path: string;
}

export interface YearCallsSpec<TSchema extends v.GenericSchema> {
  /** GET of the year's data ('GetKrachtvoerGegevens', '/Krachtvoer/GetKrachtvoerGegevens'). */
  load: CallName;
  /** POST of the whole year ('SaveKrachtvoerGegevens', ...), answered with the saved data. */
  save: CallName;
  /** The answer's schema (in @klw/contracts, where the local API checks with it too), also the save's body. */
  schema: TSchema;
}

/**
 * How long a load started at page load may stand in for the screen's first load: the screen mounts within seconds of
 * its page-load module on any page; an answer older than this (a route left and come back to) is not taken.
 */
const PREFETCH_FRESH_MS = 30_000;

/** A form screen's calls, and the start of its first load before the screen's own code has arrived. */
export interface YearCalls<TData> extends FormApi<TData> {
  /**
   * Starts the year's load now, once per page (the screen's page-load module, run by the shell while the screen's
   * code is still on its way, issue 47). The screen's first `load()` takes its answer when it came and is fresh;
   * when it failed, that `load()` asks again, so its failure is met and shown as any load's.
   */
  prefetch(): void;
}

/**
 * A form screen's two calls on klw_auth's authorised client (Bearer token, one refresh, retry once, time-outs, the
 * answer checked, Dutch errors): the load returns the answer's ETag, and a save sends it back as If-Match (none when
 * the API sent none). Each screen names its own calls (ADR 005).
 */
export function yearCalls<TSchema extends v.GenericSchema>(spec: YearCallsSpec<TSchema>): YearCalls<v.InferOutput<TSchema>> {
  type Data = v.InferOutput<TSchema>;
  const load = async (): Promise<Versioned<Data>> => {
    const { data, headers } = await callApiForResponse({ ...spec.load, method: 'get', schema: spec.schema });
    return { data, etag: headers.get('ETag') };
  };
  let prefetched: { answer: Promise<Versioned<Data>>; at: number } | null = null;
  let prefetchStarted = false;
  return {
    prefetch() {
      if (prefetchStarted) return;
      prefetchStarted = true;
      const answer = load();
      // Its failure is the first load()'s to meet; unobserved until then, it would reach the page as unhandled.
      answer.catch(() => undefined);
      prefetched = { answer, at: Date.now() };
    },
    async load() {
      const early = prefetched;
      prefetched = null;
      if (early && Date.now() - early.at < PREFETCH_FRESH_MS) {
        try {
          return await early.answer;
        } catch {
          // Asked again below: a failure shows as the screen's own load's.
        }
      }
      return load();
    },
    async save(data, ifMatch) {
      const answer = await callApiForResponse({
        ...spec.save,
        method: 'post',
        schema: spec.schema,
        json: data,
        ...(ifMatch === null ? {} : { headers: { 'If-Match': ifMatch } }),
      });
      return { data: answer.data, etag: answer.headers.get('ETag') };
    },
  };
}

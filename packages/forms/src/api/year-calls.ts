import type { RequestHandler } from 'msw';
import type * as v from 'valibot';
import type { ScreenContract, YearFacts } from '@klw/contracts/forms';
import { callApiForResponse, registerMockHandlers } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import type { MockOptions } from 'klw_auth/client';
import type { FormApi, Versioned } from '../model';
import type { YearFixture } from '../mock/year-handlers';

/** The calls of a screen's declaration and the schema of their answers, which the local API serves with too. */
interface YearCallsSpec<TData> {
  calls: ScreenContract<YearFacts, unknown>['calls'];
  dataSchema: v.GenericSchema<unknown, TData>;
}

interface YearCallsOptions {
  /**
   * The year's data in the browser's mock mode ('?mock=1' on the development server), loaded only then, in a chunk
   * of its own: `() => import('./mock/fixture').then((module) => module.fixture)`. The kit answers the calls from it
   * with ETags and 412 as the API does (mock/year-handlers.ts).
   */
  fixture?: () => Promise<YearFixture>;
  /** Instead of `fixture`: a screen's own handlers of mock mode (the milk screen's answer without ETags). */
  mock?: (options: MockOptions) => Promise<RequestHandler[]>;
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
   * code is still on its way). The screen's first `load()` takes its answer when it came and is fresh;
   * when it failed, that `load()` asks again, so its failure is met and shown as any load's. Settles (never
   * rejects) once the year's answer and the page's call context have both come: what the screen's first render
   * needs, which the shell waits for a moment before it mounts the screen.
   */
  prefetch(): Promise<void>;
  /** The prefetched answer once it came (FormApi's firstAnswer): always there on a screen's own calls. */
  firstAnswer(): Versioned<TData> | null;
}

/**
 * A form screen's two calls on klw_auth's authorised client (Bearer token, one refresh, retry once, time-outs, the
 * answer checked, Dutch errors): the load returns the answer's ETag, and a save sends it back as If-Match (none when
 * the API sent none). Each screen names its own calls (ADR 005).
 */
export function yearCalls<TData>(spec: YearCallsSpec<TData>, options: YearCallsOptions = {}): YearCalls<TData> {
  type Data = TData;
  const schema = spec.dataSchema;
  if (options.mock) registerMockHandlers(options.mock);
  const { fixture } = options;
  if (fixture) {
    registerMockHandlers(async (mockOptions) => {
      const [{ yearHandlers }, data] = await Promise.all([import(/* webpackChunkName: "mock" */ '../mock/year-handlers'), fixture()]);
      return yearHandlers(spec, data, mockOptions);
    });
  }
  const load = async (): Promise<Versioned<Data>> => {
    const { data, headers } = await callApiForResponse({ ...spec.calls.load, method: 'get', schema });
    return { data, etag: headers.get('ETag') };
  };
  let prefetched: { answer: Promise<Versioned<Data>>; at: number; value?: Versioned<Data> } | null = null;
  const fresh = (early: { at: number }): boolean => Date.now() - early.at < PREFETCH_FRESH_MS;
  let prefetchStarted = false;
  return {
    prefetch() {
      if (prefetchStarted) return Promise.resolve();
      prefetchStarted = true;
      // The form screen loads the page's call context beside its year (FormScreen): asked for first, its small answer
      // is usually there before the year's, and the screen renders its data once instead of again when it comes.
      // Optional: a klw_auth deployed before it had no prefetch, and the screen's own load asks then.
      const context = sessionStore.getState().prefetch?.();
      const answer = load();
      const early: NonNullable<typeof prefetched> = { answer, at: Date.now() };
      // Kept once it came, for the screen's first render (firstAnswer). A failure is the first load()'s to meet;
      // unobserved until then, it would reach the page as unhandled.
      answer.then(
        (value) => {
          early.value = value;
        },
        () => undefined,
      );
      prefetched = early;
      return Promise.allSettled([context, answer]).then(() => undefined);
    },
    firstAnswer() {
      const value = prefetched?.value;
      if (!prefetched || !value || !fresh(prefetched)) return null;
      prefetched = null;
      return value;
    },
    async load() {
      const early = prefetched;
      prefetched = null;
      if (early && fresh(early)) {
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
        ...spec.calls.save,
        method: 'post',
        schema,
        json: data,
        ...(ifMatch === null ? {} : { headers: { 'If-Match': ifMatch } }),
      });
      return { data: answer.data, etag: answer.headers.get('ETag') };
    },
  };
}

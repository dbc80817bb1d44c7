import type * as v from 'valibot';
import { callApiForResponse } from 'klw_auth/client';
import type { FormApi } from '../model';

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
 * A form screen's two calls on klw_auth's authorised client (Bearer token, one refresh, retry once, time-outs, the
 * answer checked, Dutch errors): the load returns the answer's ETag, and a save sends it back as If-Match (none when
 * the API sent none). Each screen names its own calls (ADR 005).
 */
export function yearCalls<TSchema extends v.GenericSchema>(spec: YearCallsSpec<TSchema>): FormApi<v.InferOutput<TSchema>> {
  return {
    async load() {
      const { data, headers } = await callApiForResponse({ ...spec.load, method: 'get', schema: spec.schema });
      return { data, etag: headers.get('ETag') };
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

import type * as v from 'valibot';
import type { KyResponse } from 'ky';
import { CallContextSchema } from '@klw/contracts/calls';
import { MenuModelSchema } from '@klw/contracts/menu';
import { callName, reportCall } from '@klw/contracts/telemetry';
import type { CallContext } from '@klw/contracts/calls';
import type { MenuModel } from '@klw/contracts/menu';
import { readAnswer } from './answer';
import { ApiError } from './errors';
import { readConfig } from './config';
import { timeoutFor, toCallError } from './failure';
import { authorizedClient } from './http';
import { selectedKringloopwijzerId } from './klw-id';
import { ensureToken } from './token';

/**
 * One call of a screen to the API. Each screen owns its calls (ADR 005) and describes them with this; the client
 * owns everything they share: the page's token (one RefreshToken per page load), the Bearer header, 401 ->
 * refresh -> retry once, the time-out, the answer checked against its valibot schema and the Dutch call errors.
 */
export interface CallSpec<TSchema extends v.GenericSchema> {
  /** The call's name in messages and errors ('GetCallContextModel'). */
  call: string;
  method: 'get' | 'post';
  /** Which configured base URL: data calls use apiBaseUrl (default), Menu/* calls menuApiBaseUrl. */
  base?: 'api' | 'menu';
  /** From the base URL on, starting with '/' ('/Auth/GetCallContextModel'). */
  path: string;
  schema: TSchema;
  /** Sent as the JSON body. */
  json?: unknown;
  /** Extra request headers ('If-Match'); the Authorization header is the client's own. */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  data: T;
  /** The answer's headers (an ETag, say). */
  headers: Headers;
}

/** The call, with the answer's headers beside its checked data. */
export async function callApiForResponse<TSchema extends v.GenericSchema>(
  spec: CallSpec<TSchema>,
): Promise<CallResult<v.InferOutput<TSchema>>> {
  // In mock mode the page's first RefreshToken starts the mock worker before any request goes out.
  await ensureToken();
  const config = readConfig();
  const base = spec.base === 'menu' ? config.menuApiBaseUrl : config.apiBaseUrl;
  // Each call goes into the page's telemetry: its path template, status and duration, nothing it carries.
  const started = performance.now();
  const report = (status: number | null): void =>
    reportCall({ t: 'call', call: callName(spec.path), status, ms: Math.round(performance.now() - started) });
  let response: KyResponse;
  try {
    response = await authorizedClient(`${base}${spec.path}`, {
      method: spec.method,
      timeout: timeoutFor(config.testMode),
      ...(spec.json === undefined ? {} : { json: spec.json }),
      ...(spec.headers ? { headers: spec.headers } : {}),
    });
  } catch (error) {
    const failure = await toCallError(spec.call, error);
    report(failure instanceof ApiError ? failure.status : null);
    throw failure;
  }
  report(response.status);
  return { data: await readAnswer(spec.call, spec.schema, response), headers: response.headers };
}

/** The call; resolves with its answer, checked against the schema. */
export async function callApi<TSchema extends v.GenericSchema>(spec: CallSpec<TSchema>): Promise<v.InferOutput<TSchema>> {
  return (await callApiForResponse(spec)).data;
}

function menuPayload(): { selectedKringloopwijzerId?: number } {
  const klwId = selectedKringloopwijzerId();
  return klwId === null ? {} : { selectedKringloopwijzerId: klwId };
}

/** The calls every screen shares (docs/PRODUCT.md section 7): the call context and the menu. */
export const api = {
  getCallContext(): Promise<CallContext> {
    return callApi({ call: 'GetCallContextModel', method: 'get', path: '/Auth/GetCallContextModel', schema: CallContextSchema });
  },

  getMenu(): Promise<MenuModel> {
    return callApi({ call: 'GetMenu', method: 'post', base: 'menu', path: '/Menu/GetMenu', schema: MenuModelSchema, json: menuPayload() });
  },
};

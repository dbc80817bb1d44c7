import type * as v from 'valibot';
import type { KyResponse } from 'ky';
import {
  CallContextSchema,
  MelkLeveringDataSchema,
  MenuModelSchema,
  type CallContext,
  type MelkLeveringData,
  type MenuModel,
} from '@klw/contracts';
import { checkAnswer, readAnswer } from './answer';
import { readConfig, type KlwConfig } from './config';
import { timeoutFor, toCallError } from './failure';
import { authorizedClient } from './http';
import { selectedKringloopwijzerId } from './klw-id';
import type { MockCall } from './mock/mock-server';
import { ensureToken } from './token';

interface CallSpec<TSchema extends v.GenericSchema> {
  call: MockCall;
  schema: TSchema;
  method: 'get' | 'post';
  url: (config: KlwConfig) => string;
  payload?: unknown;
}

/**
 * One call: in mock mode a fixture after the mock delay; otherwise the page's token first (one RefreshToken
 * per page load), then the request through the authorized client (Bearer header, 401 -> refresh -> retry
 * once). Either way the answer is checked against its schema.
 */
async function send<TSchema extends v.GenericSchema>(spec: CallSpec<TSchema>): Promise<v.InferOutput<TSchema>> {
  const config = readConfig();
  if (config.mockMode) {
    // The fixtures load only in mock mode: a real page never downloads them.
    const { mockAnswer } = await import('./mock/mock-server');
    return checkAnswer(spec.call, spec.schema, await mockAnswer(spec.call, spec.payload));
  }
  await ensureToken();
  let response: KyResponse;
  try {
    response = await authorizedClient(spec.url(config), {
      method: spec.method,
      timeout: timeoutFor(config.testMode),
      ...(spec.payload === undefined ? {} : { json: spec.payload }),
    });
  } catch (error) {
    throw await toCallError(spec.call, error);
  }
  return readAnswer(spec.call, spec.schema, response);
}

function menuPayload(): { selectedKringloopwijzerId?: number } {
  const klwId = selectedKringloopwijzerId();
  return klwId === null ? {} : { selectedKringloopwijzerId: klwId };
}

/** The calls of SPEC.md section 7. Data calls use apiBaseUrl, Menu/* menuApiBaseUrl. */
export const api = {
  getCallContext(): Promise<CallContext> {
    return send({
      call: 'GetCallContextModel',
      schema: CallContextSchema,
      method: 'get',
      url: (config) => `${config.apiBaseUrl}/Auth/GetCallContextModel`,
    });
  },

  getMenu(): Promise<MenuModel> {
    return send({
      call: 'GetMenu',
      schema: MenuModelSchema,
      method: 'post',
      url: (config) => `${config.menuApiBaseUrl}/Menu/GetMenu`,
      payload: menuPayload(),
    });
  },

  getMelkLeveringGegevens(): Promise<MelkLeveringData> {
    return send({
      call: 'GetMelkLeveringGegevens',
      schema: MelkLeveringDataSchema,
      method: 'get',
      url: (config) => `${config.apiBaseUrl}/MelkLevering/GetMelkLeveringGegevens`,
    });
  },

  saveMelkLeveringGegevens(data: MelkLeveringData): Promise<MelkLeveringData> {
    return send({
      call: 'SaveMelkLeveringGegevens',
      schema: MelkLeveringDataSchema,
      method: 'post',
      url: (config) => `${config.apiBaseUrl}/MelkLevering/SaveMelkLeveringGegevens`,
      payload: data,
    });
  },
};

export type Api = typeof api;

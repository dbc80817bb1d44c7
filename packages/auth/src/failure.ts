import { HTTPError, TimeoutError } from 'ky';
import { ApiError, ContractError, NETWORK_MESSAGE, TIMEOUT_MESSAGE, apiErrorFromResponse } from './errors';

/** Every failure of a call becomes an ApiError (or stays the ContractError it is): screens handle two kinds. */
export async function toCallError(call: string, error: unknown): Promise<ApiError | ContractError> {
  if (error instanceof ApiError || error instanceof ContractError) return error;
  if (error instanceof HTTPError) return apiErrorFromResponse(call, error.response, error);
  if (error instanceof TimeoutError) return new ApiError(TIMEOUT_MESSAGE, { call, status: null, cause: error });
  return new ApiError(NETWORK_MESSAGE, { call, status: null, cause: error });
}

/** ky's default is 10 s; in test mode a dead server must show within 1 s (docs/PRODUCT.md section 9). */
const TEST_MODE_TIMEOUT_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 10_000;

export function timeoutFor(testMode: boolean): number {
  return testMode ? TEST_MODE_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

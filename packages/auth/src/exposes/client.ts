// klw_auth/client: the authorised client every screen builds its own calls on (ADR 005), and the menu call. One copy
// per page (federated singleton), so one token.
export { api, callApi, callApiForResponse, type CallResult, type CallSpec } from '../client';
export { ensureToken } from '../token';
export { ApiError, ContractError, canRetry, isSessionEnded, messageFromErrorBody, readableBodyText } from '../errors';
export { registerMockHandlers } from '../mock-mode';
export type { MockHandlersLoader, MockOptions } from '../mock/options';
// The run-time configuration the portal page sets in window.klwConfig.
export { readConfig, type KlwConfig } from '../config';

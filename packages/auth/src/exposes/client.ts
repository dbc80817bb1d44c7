// klw_auth/client: the HTTP client every screen uses. One copy per page (federated singleton), so one token.
export { api, type Api } from '../api';
export { ensureToken } from '../token';
export { ApiError, ContractError, messageFromErrorBody } from '../errors';

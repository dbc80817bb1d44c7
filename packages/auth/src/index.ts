// @klw/auth: the public API, the same as the federated exposes (klw_auth/client, /session).
export * from './exposes/client';
export * from './exposes/session';

// @klw/auth: the public API, the same as the federated exposes (klw_auth/client, /session, /config).
export * from './exposes/client';
export * from './exposes/session';
export * from './exposes/config';

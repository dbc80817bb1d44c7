// @ts-check
/**
 * The local system of docs/PRODUCT.md section 9: the API on 7056, the portal (front end) on 5001, and the development
 * server on 3000, whose port sets the development flag (section 7) and shows the debug page at '/'.
 */
export const LOCAL_API_PORT = 7056;
export const LOCAL_PORTAL_PORT = 5001;
export const LOCAL_DEVELOPMENT_PORT = 3000;

export const LOCAL_API_BASE_URL = `http://localhost:${LOCAL_API_PORT}`;
export const LOCAL_FRONT_END_BASE_URL = `http://localhost:${LOCAL_PORTAL_PORT}`;
export const LOCAL_DEVELOPMENT_BASE_URL = `http://localhost:${LOCAL_DEVELOPMENT_PORT}`;

/**
 * The stand-in of the data-exchange integration (ADR 011), the embed's local fallback. On 127.0.0.1, not localhost:
 * cookies ignore ports, so a page on localhost would receive the portal's access_token cookie; 127.0.0.1 is
 * another host to the browser, as a real deployment's integration is.
 */
export const LOCAL_DATA_INTEGRATION_PORT = 7057;
export const LOCAL_DATA_INTEGRATION_BASE_URL = `http://127.0.0.1:${LOCAL_DATA_INTEGRATION_PORT}`;

/**
 * The development flag: the page is served by the development server (its port is 3000).
 * @param {string} port
 * @returns {boolean}
 */
export function isDevelopmentPort(port) {
  return port === String(LOCAL_DEVELOPMENT_PORT);
}

/**
 * The time limits of the local API's and the portal's HTTP servers (node:http `createServer` options), so an idle or
 * half-sent connection costs a socket for seconds, not minutes. A connection that sends no complete request head
 * within `headersTimeout` gets 408 and is closed (also one that sends nothing at all); a whole request may take
 * `requestTimeout`; a kept-alive connection is closed after `keepAliveTimeout` without a next request. Node checks the
 * first two every `connectionsCheckingInterval` (by default only every 30 s, so a limit of 10 s held as 30 s).
 */
export const HTTP_SERVER_TIMEOUTS = Object.freeze({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
});

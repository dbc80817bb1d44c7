/**
 * The run-time configuration the portal page writes into `window.klwConfig` before the shell loads, so one build
 * of every remote serves every environment. Written by the portal (stand-in: packages/legacy-portal/src/config.ts),
 * read by klw_auth (readConfig) with the local defaults for values deployment did not fill.
 */
export interface KlwConfig {
  /** Data calls: Auth/GetCallContextModel and each screen's own calls. */
  apiBaseUrl: string;
  /** Menu calls: Menu/RefreshToken, Menu/GetMenu. */
  menuApiBaseUrl: string;
  coreApiBaseUrl: string;
  frontEndBaseUrl: string;
  dataIntegrationEmbedBaseUrl: string;
  dataIntegrationClientId: string;
  /** Every call answered in the browser from fixtures, after a delay, with no network. */
  mockMode: boolean;
  /** The client times out after 1 s instead of 10 s. */
  testMode: boolean;
}

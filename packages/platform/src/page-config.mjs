// @ts-check
/**
 * The run-time configuration the portal page writes into `window.klwConfig` before the shell loads, so one build
 * of every remote serves every environment. Written by the portal (stand-in: packages/legacy-portal/src/config.ts),
 * read by klw_auth (readConfig) with the local defaults for values deployment did not fill.
 *
 * @typedef {object} KlwConfig
 * @property {string} apiBaseUrl Data calls: Auth/GetCallContextModel and each screen's own calls.
 * @property {string} menuApiBaseUrl Menu calls: Menu/RefreshToken, Menu/GetMenu.
 * @property {string} coreApiBaseUrl
 * @property {string} frontEndBaseUrl
 * @property {string} dataIntegrationEmbedBaseUrl
 * @property {string} dataIntegrationClientId
 * @property {boolean} mockMode Every call answered in the browser from fixtures, after a delay, with no network.
 * @property {boolean} testMode The client times out after 1 s instead of 10 s.
 */

/**
 * True when a configuration value was never substituted at deploy time: it still holds '#{...}'. The one rule for
 * klw_auth's configuration, the shell's override allow-list and the portal's menu script.
 * @param {string} value
 * @returns {boolean}
 */
export function isDeployPlaceholder(value) {
  return value.includes('#{');
}

/**
 * A text value of the configuration as deployment filled it; null when empty, not text, or still a placeholder.
 * @param {unknown} value
 * @returns {string | null}
 */
export function configuredText(value) {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || isDeployPlaceholder(trimmed)) return null;
  return trimmed;
}

/**
 * A base URL of the configuration, or the local fallback where deployment did not fill it. Without a trailing
 * slash: base URLs are joined with '/Call/Name', and a trailing slash would double it. The browser (klw_auth's
 * readConfig) and the portal's server (the page's CSP) resolve the same value with this one rule.
 * @param {unknown} value
 * @param {string} fallback
 * @returns {string}
 */
export function configuredBaseUrl(value, fallback) {
  return (configuredText(value) ?? fallback).replace(/\/+$/, '');
}

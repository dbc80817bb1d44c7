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

/** True when a configuration value was never substituted at deploy time: it still holds '#{...}'. */
function isDeployPlaceholder(value: string): boolean {
  return value.includes('#{');
}

/** A text value of the configuration as deployment filled it; null when empty, not text, or still a placeholder. */
export function configuredText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || isDeployPlaceholder(trimmed)) return null;
  return trimmed;
}

/**
 * A base URL of the configuration, or the local fallback where deployment did not fill it. Without a trailing
 * slash: base URLs are joined with '/Call/Name', and a trailing slash would double it. The browser (klw_auth's
 * readConfig) and the portal's server (the page's CSP) resolve the same value with this one rule.
 */
export function configuredBaseUrl(value: unknown, fallback: string): string {
  return (configuredText(value) ?? fallback).replace(/\/+$/, '');
}

/**
 * The run-time configuration. The portal page sets `window.klwConfig` before the shell loads, so one build of
 * every remote serves every environment. A value that still holds its deploy placeholder ('#{ApiBaseUrl}')
 * was never substituted: it falls back to the local default.
 */

import { configuredBaseUrl, configuredText, LOCAL_API_BASE_URL, LOCAL_FRONT_END_BASE_URL, type KlwConfig } from '@klw/platform';

export type { KlwConfig };

// The data integration's two values are the embed's (klw_gegevensdeling): it applies its own local fallback to the
// base URL (dataIntegrationBaseUrl of @klw/contracts, ADR 011), so every other page carries none of it.
type UrlKey = Exclude<keyof KlwConfig, 'mockMode' | 'testMode' | 'dataIntegrationEmbedBaseUrl' | 'dataIntegrationClientId'>;

const URL_DEFAULTS: Record<UrlKey, string> = {
  apiBaseUrl: LOCAL_API_BASE_URL,
  menuApiBaseUrl: LOCAL_API_BASE_URL,
  coreApiBaseUrl: LOCAL_API_BASE_URL,
  frontEndBaseUrl: LOCAL_FRONT_END_BASE_URL,
};

declare global {
  interface Window {
    /** Set by the portal page; every key optional and possibly still a deploy placeholder. */
    klwConfig?: Partial<Record<keyof KlwConfig, unknown>>;
  }
}

function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  // Substituted deploy variables arrive as text.
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

function rawConfig(): Partial<Record<keyof KlwConfig, unknown>> {
  if (typeof window === 'undefined') return {};
  const raw: unknown = window.klwConfig;
  return typeof raw === 'object' && raw !== null ? (raw as Partial<Record<keyof KlwConfig, unknown>>) : {};
}

/** Read at every call, never cached: the page may set it after this module loaded. */
export function readConfig(): KlwConfig {
  const raw = rawConfig();
  return {
    apiBaseUrl: configuredBaseUrl(raw.apiBaseUrl, URL_DEFAULTS.apiBaseUrl),
    menuApiBaseUrl: configuredBaseUrl(raw.menuApiBaseUrl, URL_DEFAULTS.menuApiBaseUrl),
    coreApiBaseUrl: configuredBaseUrl(raw.coreApiBaseUrl, URL_DEFAULTS.coreApiBaseUrl),
    frontEndBaseUrl: configuredBaseUrl(raw.frontEndBaseUrl, URL_DEFAULTS.frontEndBaseUrl),
    dataIntegrationEmbedBaseUrl: configuredText(raw.dataIntegrationEmbedBaseUrl) ?? '',
    dataIntegrationClientId: configuredText(raw.dataIntegrationClientId) ?? '',
    mockMode: flag(raw.mockMode),
    testMode: flag(raw.testMode),
  };
}

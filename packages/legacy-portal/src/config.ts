// The configuration block the real portal writes into its page. Deployment replaces the '#{...}' tokens; the two
// data-integration values stay tokens here, as on a page whose deployment did not fill them, unless the environment
// gives them (KLW_DATA_INTEGRATION_URL, KLW_DATA_INTEGRATION_CLIENT_ID: `npm start` gives the stand-in's client id).

import { DEFAULT_TRUSTED_HOSTS, LOCAL_API_BASE_URL, parseHostList, type KlwConfig } from '@klw/platform';

/** The page's configuration: what every remote reads (KlwConfig of @klw/platform), and the shell's override allow-list. */
export interface KlwPageConfig extends KlwConfig {
  /**
   * Where a remote override (localStorage 'klw.remoteOverrides') may load code from: host names (any port) or
   * exact origins. The shell refuses every other override; the page's CSP allows exactly these.
   */
  remoteOverrideOrigins: string[];
  /** The page's telemetry (ADR 013): false sends nothing and loads nothing (KLW_TELEMETRY=off). */
  telemetry: boolean;
  /**
   * The OpenTelemetry collector's base URL the page posts `/v1/logs` to (KLW_TELEMETRY_URL); left a placeholder, the
   * shell posts to '<router base>/telemetry' on the page's own origin, which this portal receives.
   */
  telemetryCollectorUrl: string;
  /** Share of pages whose successful loads, calls and vitals are sent (KLW_TELEMETRY_SAMPLE_RATE); failures always are. */
  telemetrySampleRate: number;
}

function isOn(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

const DEFAULT_SAMPLE_RATE = 0.1;

function sampleRate(value: string | undefined): number {
  const rate = Number(value?.trim() || DEFAULT_SAMPLE_RATE);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}

export function pageConfigFromEnv(env: NodeJS.ProcessEnv, frontEndBaseUrl: string): KlwPageConfig {
  const apiBaseUrl = (env.KLW_API_URL?.trim() || LOCAL_API_BASE_URL).replace(/\/+$/, '');
  return {
    apiBaseUrl,
    menuApiBaseUrl: apiBaseUrl,
    coreApiBaseUrl: apiBaseUrl,
    frontEndBaseUrl,
    dataIntegrationEmbedBaseUrl: env.KLW_DATA_INTEGRATION_URL?.trim() || '#{DataIntegrationEmbedBaseUrl}',
    dataIntegrationClientId: env.KLW_DATA_INTEGRATION_CLIENT_ID?.trim() || '#{DataIntegrationClientId}',
    mockMode: false,
    testMode: isOn(env.KLW_TEST_MODE),
    remoteOverrideOrigins: env.KLW_OVERRIDE_ORIGINS === undefined ? [...DEFAULT_TRUSTED_HOSTS] : parseHostList(env.KLW_OVERRIDE_ORIGINS),
    telemetry: !/^(0|false|no|off)$/i.test(env.KLW_TELEMETRY?.trim() ?? ''),
    telemetryCollectorUrl: env.KLW_TELEMETRY_URL?.trim() || '#{TelemetryCollectorUrl}',
    telemetrySampleRate: sampleRate(env.KLW_TELEMETRY_SAMPLE_RATE),
  };
}


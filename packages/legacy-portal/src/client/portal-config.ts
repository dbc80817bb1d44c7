// The part of the page's configuration (window.klwConfig) the portal's own AngularJS app calls with.
import { configuredBaseUrl, LOCAL_API_BASE_URL } from '@klw/platform';

export interface PortalConfig {
  apiBaseUrl: string;
  menuApiBaseUrl: string;
}

/** The API's base URLs from the page's configuration, the local API where deployment has not filled them in. */
export function portalConfigOf(klwConfig: Record<string, unknown>): PortalConfig {
  return {
    apiBaseUrl: configuredBaseUrl(klwConfig.apiBaseUrl, LOCAL_API_BASE_URL),
    menuApiBaseUrl: configuredBaseUrl(klwConfig.menuApiBaseUrl, LOCAL_API_BASE_URL),
  };
}

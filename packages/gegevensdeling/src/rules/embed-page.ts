import { dataIntegrationBaseUrl, dataIntegrationOrigin, dataIntegrationPageUrl } from '@klw/contracts/data-integration';
import { matchRoute, stripBase, type KlwConfig } from '@klw/platform';
import declaration from '../routes.json';

/** A route this remote renders, as its routes.json declares it (the shell's route table has the same titles). */
export interface EmbedRoute {
  path: string;
  title: string;
}

export const EMBED_ROUTES: readonly EmbedRoute[] = declaration.routes.map(({ path, title }) => ({ path, title }));

export const NOT_CONFIGURED_TEXT =
  'De gegevensdeling is niet ingesteld: de configuratie van deze omgeving is onvolledig (dataIntegrationClientId ontbreekt). Neem contact op met de beheerder.';
export const BAD_BASE_URL_TEXT =
  'De gegevensdeling is niet ingesteld: het adres in de configuratie van deze omgeving (dataIntegrationEmbedBaseUrl) is geen geldig adres buiten dit portaal. Neem contact op met de beheerder.';
export const UNKNOWN_ROUTE_TEXT = 'Deze pagina hoort niet bij de gegevensdeling.';

/** What the screen shows: the integration's page for this route, or why it cannot. */
export type EmbedPage =
  | { kind: 'frame'; route: EmbedRoute; url: string; origin: string }
  | { kind: 'problem'; route: EmbedRoute | null; message: string };

/** The declared route of the page's path (under either router base), or null. */
export function embedRouteOf(pathname: string): EmbedRoute | null {
  return matchRoute(stripBase(pathname), EMBED_ROUTES)?.route ?? null;
}

/**
 * The integration's page for the route of `pathname` (ADR 011), from the configuration as klw_auth reads it: there an
 * empty or placeholder value is '', and an unfilled base URL means the local stand-in. The integration must be another origin than the page's: the frame's sandbox
 * allows scripts and the frame's own origin, which on the page's origin would let the frame lift its own sandbox.
 */
export function embedPageFor(pathname: string, config: Pick<KlwConfig, 'dataIntegrationEmbedBaseUrl' | 'dataIntegrationClientId'>, pageOrigin: string): EmbedPage {
  const route = embedRouteOf(pathname);
  if (route === null) return { kind: 'problem', route, message: UNKNOWN_ROUTE_TEXT };
  if (config.dataIntegrationClientId === '') return { kind: 'problem', route, message: NOT_CONFIGURED_TEXT };
  const baseUrl = dataIntegrationBaseUrl(config.dataIntegrationEmbedBaseUrl);
  const origin = dataIntegrationOrigin(baseUrl);
  const url = dataIntegrationPageUrl(baseUrl, route.path, config.dataIntegrationClientId);
  if (origin === null || url === null || origin === pageOrigin) return { kind: 'problem', route, message: BAD_BASE_URL_TEXT };
  return { kind: 'frame', route, url, origin };
}

import * as v from 'valibot';
import { LOCAL_DATA_INTEGRATION_BASE_URL } from '@klw/platform';
import { configuredBaseUrl } from '@klw/platform';

// The contract with the data-exchange integration the consent and mandate routes embed (ADR 011): where its page
// for a route is, and the one message it may send the portal page. The remote klw_gegevensdeling and the local
// stand-in of the integration (packages/local-api/src/data-integration) both follow these rules.

/** The language the integration's pages are asked for: the portal is Dutch. */
export const DATA_INTEGRATION_LANGUAGE = 'nl';

/** The query parameters of the embedded page's URL. */
export const DATA_INTEGRATION_PARAMS = { clientId: 'clientId', language: 'lang' } as const;

/** The `type` of the integration's height message. */
export const HEIGHT_MESSAGE_TYPE = 'klw-data-integration:height';

/** A reported height above this is refused: a page reporting without end must not grow the portal page without end. */
export const MAX_EMBED_HEIGHT = 20_000;

/** Exactly `{ type, height }`: a whole number of CSS pixels, the embedded document's full height. */
const HeightMessageSchema = v.strictObject({
  type: v.literal(HEIGHT_MESSAGE_TYPE),
  height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EMBED_HEIGHT)),
});

/** The height a message's data reports, or null when the data is not exactly the height message. */
export function readHeightMessage(data: unknown): number | null {
  const parsed = v.safeParse(HeightMessageSchema, data);
  return parsed.success ? parsed.output.height : null;
}

/**
 * The integration's embed base URL as deployment filled `dataIntegrationEmbedBaseUrl`, or the local stand-in where it
 * did not (empty, or still the placeholder). The remote that embeds it and the portal's server (the page's CSP) both
 * resolve it with this rule, so the page frames exactly the origin the remote asks.
 */
export function dataIntegrationBaseUrl(configured: unknown): string {
  return configuredBaseUrl(configured, LOCAL_DATA_INTEGRATION_BASE_URL);
}

/**
 * The origin of the integration's embed base URL: what the page may frame (CSP frame-src) and the only origin whose
 * messages count. Null for anything but an http(s) URL without credentials in it.
 */
export function dataIntegrationOrigin(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The integration's page for a route: `{baseUrl}{route}?clientId={clientId}&lang=nl`. The route as the route table
 * writes it ('/mandates'); a base URL may carry a path of its own ('https://embed.example.nl/klw'). Null when the
 * base URL is not one `dataIntegrationOrigin` accepts.
 */
export function dataIntegrationPageUrl(baseUrl: string, route: string, clientId: string): string | null {
  if (dataIntegrationOrigin(baseUrl) === null) return null;
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${route.replace(/^\/+/, '')}`);
  url.search = '';
  url.hash = '';
  url.searchParams.set(DATA_INTEGRATION_PARAMS.clientId, clientId);
  url.searchParams.set(DATA_INTEGRATION_PARAMS.language, DATA_INTEGRATION_LANGUAGE);
  return url.href;
}

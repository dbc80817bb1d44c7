import {
  resolveMigratedRoutes,
  routeKey,
  routesUrlFor,
  type DeclarationSource,
  type MigratedRoutes,
  type RouteClaim,
} from '@klw/platform';
import type { Registry } from './registry';
import { routes } from './routes';

/**
 * Which routes the remotes render, learned at run time from each remote's routes.json beside its manifest (ADR 005):
 * deploying or removing a screen is its folder and its registry line, never a shell build.
 */
async function readDeclaration(remote: string, manifestUrl: string, fetchImpl: typeof fetch): Promise<DeclarationSource> {
  const url = routesUrlFor(manifestUrl);
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) return { remote, error: `${url} gaf HTTP ${response.status}` };
    const text = await response.text();
    try {
      return { remote, declaration: JSON.parse(text) as unknown };
    } catch {
      return { remote, error: `${url} is geen geldige JSON` };
    }
  } catch (error) {
    return { remote, error: `${url} kon niet worden opgehaald (${String(error)})` };
  }
}

/**
 * Every remote's declaration: from `inline` (the files the portal put into the page, by absolute URL) when it is
 * there, else fetched, side by side. Problems (two claims, bad files) are logged, never thrown.
 */
export async function loadRouteClaims(
  registry: Registry,
  inline: ReadonlyMap<string, unknown> = new Map(),
  fetchImpl: typeof fetch = fetch,
): Promise<MigratedRoutes> {
  const sources = await Promise.all(
    Object.entries(registry).map(([remote, url]): DeclarationSource | Promise<DeclarationSource> => {
      const declaration = inline.get(routesUrlFor(url));
      return declaration === undefined ? readDeclaration(remote, url, fetchImpl) : { remote, declaration };
    }),
  );
  const migrated = resolveMigratedRoutes(sources, routes);
  for (const problem of migrated.problems) console.error(`[klw-shell] ${problem}`);
  return migrated;
}

export function claimFor(migrated: MigratedRoutes, path: string): RouteClaim | undefined {
  return migrated.claims.get(routeKey(path));
}

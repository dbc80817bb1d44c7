/**
 * A remote declares the routes it renders in `routes.json`, deployed beside its `mf-manifest.json` (ADR 005), in
 * the spirit of openmrs' per-app routes.json:
 *
 *   { "routes": [{ "path": "/melklevering/Index/{klwId}", "title": "Melklevering", "module": "./lifecycles" }] }
 *
 * The shell and the portal read every remote's declaration at run time and learn from them which routes are
 * migrated; nothing about a screen is compiled into the shell.
 */
import { parseRouteDeclaration, ROUTES_FILE, type DeclaredRoute } from './parse-route-declaration.mjs';
import { inRouteTable, routeKey } from './routes';

// The check of one declaration is plain JavaScript: one copy for the shell, the portal and a remote's build.
export { parseRouteDeclaration };

/** A declared route together with the remote that declared it. */
export interface RouteClaim extends DeclaredRoute {
  remote: string;
}

/** What one remote's routes.json turned out to be: its parsed content, or why it could not be read. */
export type DeclarationSource = { remote: string; declaration: unknown } | { remote: string; error: string };

export interface MigratedRoutes {
  /** By routeKey(path): the one remote that renders each migrated route. */
  claims: Map<string, RouteClaim>;
  /** Dutch, one per problem, naming the remote(s): for the console. The routes concerned stay with the portal. */
  problems: string[];
}

/**
 * Every remote's declaration together. A route claimed by two remotes, a declaration that does not parse and a
 * route that is not a page of the portal (`known`, the route table) are problems; such a route stays the portal's.
 */
export function resolveMigratedRoutes(sources: readonly DeclarationSource[], known: readonly { path: string }[]): MigratedRoutes {
  const isPage = inRouteTable(known);
  const byKey = new Map<string, RouteClaim[]>();
  const problems: string[] = [];
  for (const source of sources) {
    if ('error' in source) {
      problems.push(`De routedeclaratie van ${source.remote} kon niet worden gelezen: ${source.error}. Geen van zijn routes wordt getoond.`);
      continue;
    }
    let routes: DeclaredRoute[];
    try {
      routes = parseRouteDeclaration(source.declaration, source.remote);
    } catch (error) {
      problems.push(`${(error as Error).message} Geen van zijn routes wordt getoond.`);
      continue;
    }
    for (const route of routes) {
      if (!isPage(route.path)) {
        problems.push(`${source.remote} declareert de route ${route.path}, die niet in de routetabel staat; die wordt genegeerd.`);
        continue;
      }
      const key = routeKey(route.path);
      const claims = byKey.get(key) ?? [];
      if (!claims.some((claim) => claim.remote === source.remote)) claims.push({ ...route, remote: source.remote });
      byKey.set(key, claims);
    }
  }
  const claims = new Map<string, RouteClaim>();
  for (const [key, routeClaims] of byKey) {
    const [first, ...others] = routeClaims;
    if (!first) continue;
    if (others.length > 0) {
      const names = routeClaims.map((claim) => claim.remote).join(' en ');
      problems.push(`De route ${first.path} wordt door ${names} geclaimd; de route blijft bij het portaal.`);
      continue;
    }
    claims.set(key, first);
  }
  return { claims, problems };
}

/** The URL of a file deployed beside a remote's manifest (the documented layout, docs/DEPLOY.md). */
export function fileBesideManifest(manifestUrl: string, file: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${file}`;
}

/** The remote's routes.json beside its manifest URL. */
export function routesUrlFor(manifestUrl: string): string {
  return fileBesideManifest(manifestUrl, ROUTES_FILE);
}

import { routeKey } from './routes';

/**
 * A remote declares the routes it renders in `routes.json`, deployed beside its `mf-manifest.json` (ADR 005), in
 * the spirit of openmrs' per-app routes.json:
 *
 *   { "routes": [{ "path": "/melklevering/Index/{klwId}", "title": "Melklevering", "module": "./lifecycles" }] }
 *
 * The shell and the portal read every remote's declaration at run time and learn from them which routes are
 * migrated; nothing about a screen is compiled into the shell.
 */
export interface DeclaredRoute {
  /** The path as SPEC.md writes it. */
  path: string;
  /** Dutch page title, without the ' - Kringloopwijzer' suffix. */
  title: string;
  /** The exposed module with the route's single-spa lifecycles. */
  module: string;
}

/** A declared route together with the remote that declared it. */
export interface RouteClaim extends DeclaredRoute {
  remote: string;
}

const ROUTES_FILE = 'routes.json';
const DEFAULT_ROUTE_MODULE = './lifecycles';

class RouteDeclarationError extends Error {
  override name = 'RouteDeclarationError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one remote's declaration; anything that does not fit is a RouteDeclarationError naming the remote. */
export function parseRouteDeclaration(value: unknown, remote: string): DeclaredRoute[] {
  const fail = (problem: string): never => {
    throw new RouteDeclarationError(`De routedeclaratie (${ROUTES_FILE}) van ${remote} is ongeldig: ${problem}.`);
  };
  if (!isRecord(value) || !Array.isArray(value.routes)) return fail("verwacht { \"routes\": [...] }");
  return value.routes.map((entry: unknown, index): DeclaredRoute => {
    if (!isRecord(entry)) return fail(`routes[${index}] is geen object`);
    const { path, title, module = DEFAULT_ROUTE_MODULE } = entry;
    if (typeof path !== 'string' || !path.startsWith('/')) return fail(`routes[${index}].path moet met '/' beginnen`);
    if (typeof title !== 'string' || title.trim() === '') return fail(`routes[${index}].title ontbreekt`);
    if (typeof module !== 'string' || !module.startsWith('./')) return fail(`routes[${index}].module moet met './' beginnen`);
    return { path, title: title.trim(), module };
  });
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
  const knownKeys = new Set(known.map((route) => routeKey(route.path)));
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
      const key = routeKey(route.path);
      if (!knownKeys.has(key)) {
        problems.push(`${source.remote} declareert de route ${route.path}, die niet in de routetabel staat; die wordt genegeerd.`);
        continue;
      }
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

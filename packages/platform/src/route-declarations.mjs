// @ts-check
/**
 * A remote declares the routes it renders in `routes.json`, deployed beside its `mf-manifest.json` (ADR 005), in
 * the spirit of openmrs' per-app routes.json:
 *
 *   { "routes": [{ "path": "/melklevering/Index/{klwId}", "title": "Melklevering", "module": "./lifecycles" }] }
 *
 * The shell and the portal read every remote's declaration at run time and learn from them which routes are
 * migrated; nothing about a screen is compiled into the shell.
 */
import { parseRouteDeclaration, ROUTES_FILE } from './parse-route-declaration.mjs';
import { inRouteTable, routeKey } from './route-rules.mjs';

/**
 * A declared route together with the remote that declared it.
 * @typedef {import('./parse-route-declaration.mjs').DeclaredRoute & { remote: string }} RouteClaim
 */

/**
 * What one remote's routes.json turned out to be: its parsed content, or why it could not be read.
 * @typedef {{ remote: string, declaration: unknown } | { remote: string, error: string }} DeclarationSource
 */

/**
 * @typedef {object} MigratedRoutes
 * @property {Map<string, RouteClaim>} claims By routeKey(path): the one remote that renders each migrated route.
 * @property {string[]} problems Dutch, one per problem, naming the remote(s): for the console. The routes concerned
 *   stay with the portal.
 */

/**
 * Every remote's declaration together. A route claimed by two remotes, a declaration that does not parse and a
 * route that is not a page of the portal (`known`, the route table) are problems; such a route stays the portal's.
 * @param {readonly DeclarationSource[]} sources
 * @param {readonly { path: string }[]} known
 * @returns {MigratedRoutes}
 */
export function resolveMigratedRoutes(sources, known) {
  const isPage = inRouteTable(known);
  /** @type {Map<string, RouteClaim[]>} */
  const byKey = new Map();
  /** @type {string[]} */
  const problems = [];
  for (const source of sources) {
    if ('error' in source) {
      problems.push(`De routedeclaratie van ${source.remote} kon niet worden gelezen: ${source.error}. Geen van zijn routes wordt getoond.`);
      continue;
    }
    let routes;
    try {
      routes = parseRouteDeclaration(source.declaration, source.remote);
    } catch (error) {
      problems.push(`${/** @type {Error} */ (error).message} Geen van zijn routes wordt getoond.`);
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
  /** @type {Map<string, RouteClaim>} */
  const claims = new Map();
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

/**
 * The URL of a file deployed beside a remote's manifest (the documented layout, docs/DEPLOY.md).
 * @param {string} manifestUrl
 * @param {string} file
 * @returns {string}
 */
export function fileBesideManifest(manifestUrl, file) {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${file}`;
}

/**
 * The remote's routes.json beside its manifest URL.
 * @param {string} manifestUrl
 * @returns {string}
 */
export function routesUrlFor(manifestUrl) {
  return fileBesideManifest(manifestUrl, ROUTES_FILE);
}

// The portal knows its pages from the shell's route table (packages/shell/dist/routes.json), read at request
// time so a redeployed shell changes the portal without a restart. Matching is the shell's own
// (@klw/platform); which of the pages a remote renders comes from the remotes' declarations (migrated-routes.ts).
import { KLW_ID_SEGMENT, ZUIVELNL_BASE, matchRoute, parseKlwId, routerBase, stripBase } from '@klw/platform';
import { deploymentFiles, type ReadDeploymentFile } from './deployment-cache';

/** The origin a page's own paths are resolved against: to read a request's path, and the URLs a manifest names. */
export const PAGE_ORIGIN = 'http://portal.invalid';

export interface PortalRoute {
  path: string;
  title: string;
  group?: string;
}

export interface RouteTable {
  routes: PortalRoute[];
  /** Why the table could not be used (missing or malformed file); the portal then answers any path. */
  problem: string | null;
}

export interface PageMatch {
  route: PortalRoute;
  klwId: number | null;
  /** The requested path with the klwId segment as '{klwId}', for switching years; null without a klwId. */
  klwIdTemplate: string | null;
}

export interface BaseSplit {
  /** '' for the root base, '/ZuivelNL.Klw.Web' otherwise (always in that spelling, for the URLs we write). */
  base: string;
  /** The path within the base, starting with '/'. */
  path: string;
}

/** The router base of docs/PRODUCT.md (a path containing 'zuivelnl' is under '/ZuivelNL.Klw.Web'), as the shell has it. */
export function splitBase(pathname: string): BaseSplit {
  return { base: routerBase(pathname) === '/' ? '' : ZUIVELNL_BASE, path: stripBase(pathname) };
}

function isPortalRoute(value: unknown): value is PortalRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title } = value as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/') && typeof title === 'string';
}

export async function loadRouteTable(file: string, read: ReadDeploymentFile = deploymentFiles()): Promise<RouteTable> {
  const found = await read(file);
  if (!found) return { routes: [], problem: `route table ${file} not found` };
  if (found.jsonError !== null) return { routes: [], problem: `route table ${file} is not valid JSON (${found.jsonError})` };
  const parsed = found.json;
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isPortalRoute)) {
    return { routes: [], problem: `route table ${file} is not a list of {path, title}` };
  }
  return { routes: parsed, problem: null };
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The portal's page of `path` (already without router base): the route the platform's matchRoute finds in the table,
 * with where the klwId stands in the requested spelling, for the year selector.
 */
export function matchPage(path: string, routes: readonly PortalRoute[]): PageMatch | null {
  const match = matchRoute(path, routes);
  if (!match) return null;
  const klwIdIndex = segments(match.route.path).indexOf(KLW_ID_SEGMENT);
  return withKlwId(match.route, segments(path), klwIdIndex);
}

/** Without a route table every path is a page; its last segment is the klwId when it is a number. */
export function fallbackMatch(path: string): PageMatch {
  const actual = segments(path);
  const last = actual.length - 1;
  const route: PortalRoute = { path, title: 'Portaal' };
  return withKlwId(route, actual, last >= 0 && parseKlwId(actual[last]) !== null ? last : -1);
}

function withKlwId(route: PortalRoute, actual: string[], klwIdIndex: number): PageMatch {
  if (klwIdIndex < 0) return { route, klwId: null, klwIdTemplate: null };
  const template = actual.map((segment, index) => (index === klwIdIndex ? '{klwId}' : segment));
  return { route, klwId: Number(actual[klwIdIndex]), klwIdTemplate: `/${template.join('/')}` };
}

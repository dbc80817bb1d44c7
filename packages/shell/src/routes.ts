import { matchRoute, type RouteMatch } from '@klw/platform';
import routeTable from './routes.json';

type RouteGroup = 'farm' | 'other' | 'admin' | 'consent';

/**
 * One row of the route table (routes.json): every page of docs/PRODUCT.md as the portal has it. The table names no
 * remotes: which routes a remote renders, it declares itself (ADR 005, route-claims.ts).
 */
export interface RouteDefinition {
  /** The path as docs/PRODUCT.md writes it, with `{klwId}` where the year goes. */
  path: string;
  /** Screen id: two paths with the same screen are the same screen (the two akkerbouw routes). */
  screen: string;
  /** Dutch page title; the document title is '<title> - Kringloopwijzer'. */
  title: string;
  group: RouteGroup;
}

export const routes: readonly RouteDefinition[] = routeTable as RouteDefinition[];

/** The page of the route table that `path` (without router base) is, if any. */
export function matchPage(path: string): RouteMatch<RouteDefinition> | null {
  return matchRoute(path, routes);
}

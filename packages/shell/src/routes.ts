import { matchRoute, type RouteMatch } from '@klw/platform';
import routeTable from './routes.json';

/**
 * One row of the route table (routes.json) as the shell uses it: every page of docs/PRODUCT.md as the portal has it.
 * The table names no remotes: which routes a remote renders, it declares itself (ADR 005, route-claims.ts). Its other
 * columns (the screen id, the menu group) are the portal's; the shell's build leaves them out of shell.js
 * (webpack.config.js), since the shell reads only the path and the title.
 */
export interface RouteDefinition {
  /** The path as docs/PRODUCT.md writes it, with `{klwId}` where the year goes. */
  path: string;
  /** Dutch page title; the document title is '<title> - Kringloopwijzer'. */
  title: string;
}

export const routes: readonly RouteDefinition[] = routeTable as RouteDefinition[];

/** The page of the route table that `path` (without router base) is, if any. */
export function matchPage(path: string): RouteMatch<RouteDefinition> | null {
  return matchRoute(path, routes);
}

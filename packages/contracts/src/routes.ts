/** Routes (SPEC.md section 2): the types, the page title, and the rules of route-rules.mjs. */

/** The least a route needs to be matched: its path as SPEC.md writes it, with `{klwId}` where the year goes. */
export interface RoutePath {
  path: string;
}

export interface RouteMatch<TRoute extends RoutePath> {
  route: TRoute;
  klwId: number | null;
}

// The rules themselves are plain JavaScript, one copy for the TypeScript packages and the node scripts alike.
export { inRouteTable, KLW_ID_SEGMENT, matchRoute, parseKlwId, routeHref, routeKey, routerBase, stripBase, ZUIVELNL_BASE } from './route-rules.mjs';

/** SPEC.md section 2: page titles get the suffix ' - Kringloopwijzer'. */
export function pageTitle(title: string): string {
  return `${title} - Kringloopwijzer`;
}

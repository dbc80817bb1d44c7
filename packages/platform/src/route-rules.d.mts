// Types of route-rules.mjs (plain JavaScript so the screen generator can run it with plain node).
/** The least a route needs to be matched: its path as the route table (docs/PRODUCT.md) writes it, with `{klwId}` where the year goes. */
export interface RoutePath {
  path: string;
}

export interface RouteMatch<TRoute extends RoutePath> {
  route: TRoute;
  klwId: number | null;
}

export declare const ZUIVELNL_BASE: '/ZuivelNL.Klw.Web';
export declare const KLW_ID_SEGMENT: '{klwId}';
export declare function isSafeId(value: number): boolean;
export declare function parseKlwId(value: string | null | undefined): number | null;
export declare function routerBase(pathname: string): string;
export declare function stripBase(pathname: string): string;
export declare function matchRoute<TRoute extends RoutePath>(path: string, table: readonly TRoute[]): RouteMatch<TRoute> | null;
export declare function routeKey(path: string): string;
export declare function inRouteTable(table: readonly { path: string }[]): (path: string) => boolean;
export declare function routeHref(path: string, klwId: number | string): string;
export declare function pageTitle(title: string): string;

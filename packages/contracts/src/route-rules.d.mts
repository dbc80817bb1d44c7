// Types of route-rules.mjs (plain JavaScript so the screen generator can run it with plain node).
export declare const ZUIVELNL_BASE: '/ZuivelNL.Klw.Web';
export declare const KLW_ID_SEGMENT: '{klwId}';
export declare function isSafeId(value: number): boolean;
export declare function parseKlwId(value: string | null | undefined): number | null;
export declare function routerBase(pathname: string): string;
export declare function stripBase(pathname: string): string;
export declare function matchRoute<TRoute extends { path: string }>(path: string, table: readonly TRoute[]): { route: TRoute; klwId: number | null } | null;
export declare function routeKey(path: string): string;
export declare function inRouteTable(table: readonly { path: string }[]): (path: string) => boolean;
export declare function routeHref(path: string, klwId: number | string): string;

import routeTable from './routes.json';

export type RouteGroup = 'farm' | 'other' | 'admin' | 'consent';

/** One row of the route table (routes.json): the data the shell, the portal and the docs all read. */
export interface RouteDefinition {
  /** The path as SPEC.md writes it, with `{klwId}` where the year goes. */
  path: string;
  /** Screen id: two paths with the same screen are the same screen (the two akkerbouw routes). */
  screen: string;
  /** Dutch page title; the document title is '<title> - Kringloopwijzer'. */
  title: string;
  group: RouteGroup;
  /** The federated remote that renders this route; absent while the route is still the portal's own. */
  remote?: string;
}

export interface RouteMatch {
  route: RouteDefinition;
  klwId: number | null;
}

export const routes: readonly RouteDefinition[] = routeTable as RouteDefinition[];

export const ZUIVELNL_BASE = '/ZuivelNL.Klw.Web';

/** Router base: '/ZuivelNL.Klw.Web' when the path contains 'zuivelnl' in any case, otherwise '/'. */
export function routerBase(pathname: string): string {
  return pathname.toLowerCase().includes('zuivelnl') ? ZUIVELNL_BASE : '/';
}

/** The path within the router base, always starting with '/'. */
export function stripBase(pathname: string): string {
  const base = routerBase(pathname);
  if (base === '/') return pathname || '/';
  const index = pathname.toLowerCase().indexOf(base.toLowerCase());
  const rest = index === 0 ? pathname.slice(base.length) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/**
 * Exact match of a path (already without router base) against the route table: same number of segments,
 * literal segments equal (ASP.NET routes ignore case), `{klwId}` a positive whole number.
 */
export function matchRoute(path: string, table: readonly RouteDefinition[] = routes): RouteMatch | null {
  const actual = segments(path);
  for (const route of table) {
    const expected = segments(route.path);
    if (expected.length !== actual.length) continue;
    let klwId: number | null = null;
    const matches = expected.every((segment, i) => {
      const value = actual[i] ?? '';
      if (segment === '{klwId}') {
        if (!/^[1-9]\d{0,15}$/.test(value)) return false;
        klwId = Number(value);
        return true;
      }
      return segment.toLowerCase() === value.toLowerCase();
    });
    if (matches) return { route, klwId };
  }
  return null;
}

/** A route's path with a klwId filled in, for links (the debug page, the docs). */
export function routeHref(route: RouteDefinition, klwId: number | string): string {
  return route.path.replace('{klwId}', String(klwId));
}

export function pageTitle(title: string): string {
  return `${title} - Kringloopwijzer`;
}

/**
 * Routes (SPEC.md section 2): exact matches, literal segments ignore case (ASP.NET routes do), `{klwId}` a positive
 * whole number, and the router base '/ZuivelNL.Klw.Web' when the path contains 'zuivelnl'. The shell, the portal
 * stand-in and the scripts all match paths with these functions.
 */

/** The least a route needs to be matched: its path as SPEC.md writes it, with `{klwId}` where the year goes. */
export interface RoutePath {
  path: string;
}

export interface RouteMatch<TRoute extends RoutePath> {
  route: TRoute;
  klwId: number | null;
}

export const ZUIVELNL_BASE = '/ZuivelNL.Klw.Web';
export const KLW_ID_SEGMENT = '{klwId}';

const KLW_ID = /^[1-9]\d{0,15}$/;

/** A klwId as it stands in a URL segment or a form field: a positive whole number, or null. */
export function parseKlwId(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  return KLW_ID.test(text) ? Number(text) : null;
}

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
  return path.split('/').filter((segment) => segment !== '');
}

/** The first route of the table that `path` (already without router base) matches exactly. */
export function matchRoute<TRoute extends RoutePath>(path: string, table: readonly TRoute[]): RouteMatch<TRoute> | null {
  const actual = segments(path);
  for (const route of table) {
    const expected = segments(route.path);
    if (expected.length !== actual.length) continue;
    let klwId: number | null = null;
    const matches = expected.every((segment, index) => {
      const value = actual[index] ?? '';
      if (segment === KLW_ID_SEGMENT) {
        klwId = parseKlwId(value);
        return klwId !== null;
      }
      return segment.toLowerCase() === value.toLowerCase();
    });
    if (matches) return { route, klwId };
  }
  return null;
}

/** Two spellings of one route ('/Melklevering/index/{klwId}' and '/melklevering/Index/{klwId}') are one route. */
export function routeKey(path: string): string {
  return `/${segments(path)
    .map((segment) => (segment === KLW_ID_SEGMENT ? segment : segment.toLowerCase()))
    .join('/')}`;
}

/** A route's path with a klwId filled in, for links (the debug page, the docs). */
export function routeHref(path: string, klwId: number | string): string {
  return path.replace(KLW_ID_SEGMENT, String(klwId));
}

/** SPEC.md section 2: page titles get the suffix ' - Kringloopwijzer'. */
export function pageTitle(title: string): string {
  return `${title} - Kringloopwijzer`;
}

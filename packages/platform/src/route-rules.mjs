// @ts-check
/**
 * Routes (docs/PRODUCT.md section 2): exact matches, literal segments ignore case (ASP.NET routes do), `{klwId}` a positive
 * whole number, and the router base '/ZuivelNL.Klw.Web' when the path contains 'zuivelnl'. The shell, the portal
 * stand-in and the scripts all match paths with these functions. Plain JavaScript (types in route-rules.d.mts), so
 * the screen generator, which runs with plain node before any install, uses this one copy too.
 */

export const ZUIVELNL_BASE = '/ZuivelNL.Klw.Web';
export const KLW_ID_SEGMENT = '{klwId}';

const KLW_ID = /^[1-9]\d{0,15}$/;

/**
 * Whether a number can be an id: a whole number JavaScript holds exactly (at most Number.MAX_SAFE_INTEGER). Beyond
 * that, '9999999999999999' reads as 10000000000000000: another id than the one asked for. The one rule for ids,
 * wherever they are read (URL segments, form fields, JSON bodies: IdSchema).
 * @param {number} value
 * @returns {boolean}
 */
export function isSafeId(value) {
  return Number.isSafeInteger(value);
}

/**
 * A klwId as it stands in a URL segment or a form field: a positive whole number within `isSafeId`, or null.
 * @param {string | null | undefined} value
 * @returns {number | null}
 */
export function parseKlwId(value) {
  const text = value?.trim() ?? '';
  if (!KLW_ID.test(text)) return null;
  const id = Number(text);
  return isSafeId(id) ? id : null;
}

/**
 * Router base: '/ZuivelNL.Klw.Web' when the path contains 'zuivelnl' in any case, otherwise '/'.
 * @param {string} pathname
 */
export function routerBase(pathname) {
  return pathname.toLowerCase().includes('zuivelnl') ? ZUIVELNL_BASE : '/';
}

/**
 * The path within the router base, always starting with '/'.
 * @param {string} pathname
 */
export function stripBase(pathname) {
  const base = routerBase(pathname);
  if (base === '/') return pathname || '/';
  const index = pathname.toLowerCase().indexOf(base.toLowerCase());
  const rest = index === 0 ? pathname.slice(base.length) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** @param {string} path */
function segments(path) {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The first route of the table that `path` (already without router base) matches exactly.
 * @template {{ path: string }} TRoute
 * @param {string} path
 * @param {readonly TRoute[]} table
 * @returns {{ route: TRoute, klwId: number | null } | null}
 */
export function matchRoute(path, table) {
  const actual = segments(path);
  for (const route of table) {
    const expected = segments(route.path);
    if (expected.length !== actual.length) continue;
    /** @type {number | null} */
    let klwId = null;
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

/**
 * Two spellings of one route ('/Melklevering/index/{klwId}' and '/melklevering/Index/{klwId}') are one route.
 * @param {string} path
 */
export function routeKey(path) {
  return `/${segments(path)
    .map((segment) => (segment === KLW_ID_SEGMENT ? segment : segment.toLowerCase()))
    .join('/')}`;
}

/**
 * Whether a path is a page of the route table, by routeKey: the one test of the shell and the portal at run time
 * (resolveMigratedRoutes) and of a remote's build (webpack.shared.js) for a declared route.
 * @param {readonly { path: string }[]} table
 * @returns {(path: string) => boolean}
 */
export function inRouteTable(table) {
  const keys = new Set(table.map((route) => routeKey(route.path)));
  return (path) => keys.has(routeKey(path));
}

/**
 * docs/PRODUCT.md section 2: page titles get the suffix ' - Kringloopwijzer'.
 * @param {string} title
 */
export function pageTitle(title) {
  return `${title} - Kringloopwijzer`;
}

/**
 * A route's path with a klwId filled in, for links (the debug page, the docs).
 * @param {string} path
 * @param {number | string} klwId
 */
export function routeHref(path, klwId) {
  return path.replace(KLW_ID_SEGMENT, String(klwId));
}

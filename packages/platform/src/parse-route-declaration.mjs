// One remote's route declaration (ADR 005), checked. Plain JavaScript so that a remote's build (webpack.shared.js)
// refuses a routes.json with the same rule the shell and the portal apply to it at run time.

/** The file a remote deploys beside its mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

const DEFAULT_ROUTE_MODULE = './lifecycles';

class RouteDeclarationError extends Error {
  name = 'RouteDeclarationError';
}

/** @param {unknown} value */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks one remote's declaration; anything that does not fit is a RouteDeclarationError naming the remote.
 * @param {unknown} value
 * @param {string} remote
 */
export function parseRouteDeclaration(value, remote) {
  /** @returns {never} */
  const fail = (/** @type {string} */ problem) => {
    throw new RouteDeclarationError(`De routedeclaratie (${ROUTES_FILE}) van ${remote} is ongeldig: ${problem}.`);
  };
  if (!isRecord(value) || !Array.isArray(value.routes)) return fail('verwacht { "routes": [...] }');
  return value.routes.map((/** @type {unknown} */ entry, /** @type {number} */ index) => {
    if (!isRecord(entry)) return fail(`routes[${index}] is geen object`);
    const { path, title, module = DEFAULT_ROUTE_MODULE } = entry;
    if (typeof path !== 'string' || !path.startsWith('/')) return fail(`routes[${index}].path moet met '/' beginnen`);
    if (typeof title !== 'string' || title.trim() === '') return fail(`routes[${index}].title ontbreekt`);
    if (typeof module !== 'string' || !module.startsWith('./')) return fail(`routes[${index}].module moet met './' beginnen`);
    return { path, title: title.trim(), module };
  });
}

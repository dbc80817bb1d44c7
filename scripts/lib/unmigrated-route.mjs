// Which farm route of the route table `pnpm new-screen` can still scaffold in a checkout: the scaffold check
// (scripts/ci-scaffold-check.mjs) takes it, so that it keeps working whichever screens have been migrated.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { declaringPackage, REMOTES_FILE, ROUTES_FILE, screenNames } from '../new-screen.mjs';

/** @param {string} root @param {string} file */
function readJson(root, file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * The first farm route of the table (packages/shell/src/routes.json, in its order) whose screen no package declares,
 * has no folder and no registry line yet: one `pnpm new-screen` accepts. Null once every farm screen is migrated.
 * @param {string} root  the checkout
 * @returns {string | null}
 */
export function firstUnmigratedFarmRoute(root) {
  /** @type {{ path: string, screen: string, title: string, group?: string }[]} */
  const routes = readJson(root, ROUTES_FILE);
  /** @type {Record<string, string>} */
  const remotes = readJson(root, REMOTES_FILE);
  for (const route of routes) {
    if (route.group !== 'farm') continue;
    const names = screenNames(route.screen, route.title);
    const screenRoutes = routes.filter((other) => other.screen === route.screen).map((other) => other.path);
    if (declaringPackage(root, screenRoutes) || existsSync(path.join(root, names.folder)) || names.remote in remotes) continue;
    return route.path;
  }
  return null;
}

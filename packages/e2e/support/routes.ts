import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RouteRow {
  path: string;
  title: string;
  group: string;
  remote?: string;
}

const routeTable = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../shell/src/routes.json'), 'utf8'),
) as RouteRow[];

const packagesDir = path.resolve(__dirname, '../..');

/** Every route a package of this checkout declares (its src/routes.json, ADR 005): the migrated ones. */
function declaredRoutes(): Set<string> {
  const declared = new Set<string>();
  for (const folder of readdirSync(packagesDir)) {
    const file = path.join(packagesDir, folder, 'src', 'routes.json');
    if (!existsSync(file)) continue;
    const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes?: { path: string }[] };
    for (const route of routes ?? []) declared.add(route.path);
  }
  return declared;
}

/** A farm screen the portal still renders itself; picked so that a migration never breaks it. */
export function legacyFarmRoute(): RouteRow {
  const migrated = declaredRoutes();
  const route = routeTable.find((r) => r.group === 'farm' && !r.remote && !migrated.has(r.path));
  if (!route) throw new Error('every farm route is migrated: this test has nothing left to check');
  return route;
}

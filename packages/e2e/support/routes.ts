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

/**
 * A route of the table the portal still renders itself (no package of this checkout declares it): a farm screen while
 * one is left, whose page carries the year's menu, else another route of the table. Which one depends on what is
 * migrated, never on a name fixed here, so that a migration never breaks the test that uses it.
 */
export function legacyRoute(): RouteRow {
  const migrated = declaredRoutes();
  const legacy = routeTable.filter((r) => !r.remote && !migrated.has(r.path));
  const route = legacy.find((r) => r.group === 'farm') ?? legacy[0];
  if (!route) throw new Error('every route of the table is migrated: the portal renders no page of its own any more');
  return route;
}

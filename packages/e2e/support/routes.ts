import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

interface RouteRow {
  path: string;
  title: string;
  group: string;
}

const packagesDir = path.resolve(__dirname, '../..');

const routeTable = JSON.parse(readFileSync(path.join(packagesDir, 'shell/src/routes.json'), 'utf8')) as RouteRow[];

/** The routes the remotes of this workspace declare they render (each package's src/routes.json, ADR 005). */
function claimedRoutes(): Set<string> {
  const claimed = new Set<string>();
  for (const folder of readdirSync(packagesDir)) {
    const file = path.join(packagesDir, folder, 'src', 'routes.json');
    if (!existsSync(file)) continue;
    const declaration = JSON.parse(readFileSync(file, 'utf8')) as { routes?: { path: string }[] };
    for (const route of declaration.routes ?? []) claimed.add(route.path.toLowerCase());
  }
  return claimed;
}

/** A farm screen the portal still renders itself: no remote declares it, so a migration never breaks the test. */
export function legacyFarmRoute(): RouteRow {
  const claimed = claimedRoutes();
  const route = routeTable.find((r) => r.group === 'farm' && !claimed.has(r.path.toLowerCase()));
  if (!route) throw new Error('every farm route is migrated: this test has nothing left to check');
  return route;
}

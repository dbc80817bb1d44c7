import { readFileSync } from 'node:fs';
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

/** A farm screen the portal still renders itself; picked from the route table so a migration never breaks it. */
export function legacyFarmRoute(): RouteRow {
  const route = routeTable.find((r) => r.group === 'farm' && !r.remote);
  if (!route) throw new Error('every farm route is migrated: this test has nothing left to check');
  return route;
}

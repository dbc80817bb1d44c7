// The comparison build: the application a team would build without module federation and without single-spa: one
// bundle that renders each screen's root component with React directly, each screen a lazy route (its own chunks,
// loaded when its route is opened). Built by the benchmark only; never shipped. The routes and titles are the
// screens' own (`src/routes.json`), matched by the rule the shell uses (`@klw/platform`).
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute, pageTitle, stripBase } from '../../packages/platform/src/index.mjs';
import melkRoutes from '../../packages/melklevering/src/routes.json';
import krachtvoerRoutes from '../../packages/krachtvoer/src/routes.json';

type ScreenRoot = ComponentType<{ klwId: number }>;

/** Each screen's routes and its root, loaded when its route is opened (the chunk names are read by first-view.mjs). */
const SCREENS: Array<{ routes: typeof melkRoutes.routes; load: () => Promise<ScreenRoot> }> = [
  {
    routes: melkRoutes.routes,
    load: async () => (await import(/* webpackChunkName: "melklevering" */ '../../packages/melklevering/src/app/melklevering-root')).MelkleveringRoot,
  },
  {
    routes: krachtvoerRoutes.routes,
    load: async () => (await import(/* webpackChunkName: "krachtvoer" */ '../../packages/krachtvoer/src/app/krachtvoer-root')).KrachtvoerRoot,
  },
];

const path = stripBase(window.location.pathname);
const host = document.getElementById('klw-app');
for (const screen of SCREENS) {
  const match = matchRoute(path, screen.routes);
  if (match?.klwId == null || !host) continue;
  document.title = pageTitle(match.route.title);
  const klwId = match.klwId;
  void screen.load().then((Root) => createRoot(host).render(<Root klwId={klwId} />));
  break;
}

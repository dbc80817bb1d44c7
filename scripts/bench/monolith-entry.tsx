// The comparison build: the milk screen's root component rendered by React directly, in one bundle, without
// module federation and without single-spa. Built by the benchmark only; never shipped. The route it renders and
// its title are the screen's own (`src/routes.json`), matched by the rule the shell uses (`@klw/contracts`).
import { createRoot } from 'react-dom/client';
import { matchRoute, pageTitle, stripBase } from '../../packages/platform/src/index.mjs';
import declared from '../../packages/melklevering/src/routes.json';
import { MelkleveringRoot } from '../../packages/melklevering/src/app/melklevering-root';

const match = matchRoute(stripBase(window.location.pathname), declared.routes);
const host = document.getElementById('klw-app');
if (match?.klwId != null && host) {
  document.title = pageTitle(match.route.title);
  createRoot(host).render(<MelkleveringRoot klwId={match.klwId} />);
}

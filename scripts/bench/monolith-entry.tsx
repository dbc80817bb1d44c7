// The comparison build: the milk screen's root component rendered by React directly, in one bundle, without
// module federation and without single-spa. Built by the benchmark only; never shipped.
import { createRoot } from 'react-dom/client';
import { MelkleveringRoot } from '../../packages/melklevering/src/app/melklevering-root';

const ROUTE = /\/melklevering\/Index\/(\d+)\/?$/i;

const match = ROUTE.exec(window.location.pathname);
const host = document.getElementById('klw-app');
if (match && host) {
  document.title = 'Melklevering - Kringloopwijzer';
  createRoot(host).render(<MelkleveringRoot klwId={Number(match[1])} />);
}

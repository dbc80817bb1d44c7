// Exposed to the shell as klw_krachtvoer/lifecycles: the single-spa lifecycles of the Krachtvoer screen's root (screenLifecycles of
// @klw/ui: the shell's props, the Dutch error text as error boundary).
import { screenLifecycles } from '@klw/ui';
import { KrachtvoerRoot } from '../app/krachtvoer-root';

export const { bootstrap, mount, unmount } = screenLifecycles(KrachtvoerRoot);

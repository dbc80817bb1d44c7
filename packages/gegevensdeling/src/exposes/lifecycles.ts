// Exposed to the shell as klw_gegevensdeling/lifecycles: the single-spa lifecycles of the consent and mandate
// routes' root (screenLifecycles of @klw/ui: the shell's props, the Dutch error text as error boundary).
import { screenLifecycles } from '@klw/ui';
import { GegevensdelingRoot } from '../app/gegevensdeling-root';

export const { bootstrap, mount, unmount } = screenLifecycles(GegevensdelingRoot);

import { screenLifecycles } from '@klw/ui';
import { GegevensdelingRoot } from './app/gegevensdeling-root';

export const { bootstrap, mount, unmount } = screenLifecycles(GegevensdelingRoot);

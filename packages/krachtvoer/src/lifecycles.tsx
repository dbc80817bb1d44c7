import { screenLifecycles } from '@klw/ui';
import { KrachtvoerRoot } from './app/krachtvoer-root';

export const { bootstrap, mount, unmount } = screenLifecycles(KrachtvoerRoot);

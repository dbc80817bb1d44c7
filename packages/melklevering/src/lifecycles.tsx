import { screenLifecycles } from '@klw/ui';
import { MelkleveringRoot } from './app/melklevering-root';

export const { bootstrap, mount, unmount } = screenLifecycles(MelkleveringRoot);

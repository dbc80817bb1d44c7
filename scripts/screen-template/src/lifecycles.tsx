import { screenLifecycles } from '@klw/ui';
import { ScreenTemplateRoot } from './app/screen-template-root';

export const { bootstrap, mount, unmount } = screenLifecycles(ScreenTemplateRoot);

// Exposed to the shell as klw_screen_template/lifecycles: the single-spa lifecycles of the Schermtitel screen's root (screenLifecycles of
// @klw/ui: the shell's props, the Dutch error text as error boundary).
import { screenLifecycles } from '@klw/ui';
import { ScreenTemplateRoot } from '../app/screen-template-root';

export const { bootstrap, mount, unmount } = screenLifecycles(ScreenTemplateRoot);

// Exposed to the shell as klw_screen_template/lifecycles.
export { bootstrap, mount, unmount } from '../index';

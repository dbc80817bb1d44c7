// Exposed to the shell as klw_gegevensdeling/lifecycles.
export { bootstrap, mount, unmount } from '../index';

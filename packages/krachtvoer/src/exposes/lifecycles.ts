// Exposed to the shell as klw_krachtvoer/lifecycles.
export { bootstrap, mount, unmount } from '../index';

// Exposed to the shell as klw_melklevering/lifecycles.
export { bootstrap, mount, unmount } from '../index';

// The single-spa lifecycles of the Machtigingen screen, and nothing else.
export { bootstrap, mount, unmount } from './lifecycles';

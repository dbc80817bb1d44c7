// The single-spa lifecycles of the milk delivery screen, and nothing else.
export { bootstrap, mount, unmount } from './lifecycles';

// The single-spa lifecycles of the Krachtvoer screen, and nothing else.
export { bootstrap, mount, unmount } from './lifecycles';

// The single-spa lifecycles of the Schermtitel screen, and nothing else.
export { bootstrap, mount, unmount } from './lifecycles';

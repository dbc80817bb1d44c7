/**
 * What the shell passes every screen's single-spa lifecycles besides single-spa's own props: the year of the route
 * (null on a route without `{klwId}`), and the element to mount into. One type for the milk screen and every
 * screen `pnpm new-screen` scaffolds.
 */
export interface ScreenProps {
  klwId: number | null;
  domElement?: HTMLElement;
}

// Not for the screens' code: for unit tests of the kit and of the screens (Web Locks as several tabs share them,
// the drafts a page opened now would find).
export { browserPages, draftsOnThisComputer } from './test-support/drafts';

// @klw/forms/testing: the kit's second door, for a screen's unit tests and its mock mode. Not for the screens' own
// code (their one door is @klw/forms): the MSW handlers of a screen's declared calls (mock mode and tests), klw_auth's
// handlers and reset, and the drafts a page opened now would find.
export { yearHandlers } from './mock/year-handlers';
export { draftsOnThisComputer } from './test-support/drafts';
// klw_auth's own test helpers, so that a screen's tests need no path into another package's sources.
export { authHandlers, callContextFixture, resetAuthForTests } from '@klw/auth/testing';

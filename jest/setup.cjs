/* global afterEach */
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // klw_auth's page-wide state (the token, the refresh in flight, the call-context store, mock mode) is module
  // state, one per page as in the browser; each test starts from a clean page.
  const { resetAuthForTests } = require('../packages/auth/src/reset');
  afterEach(() => resetAuthForTests());
}

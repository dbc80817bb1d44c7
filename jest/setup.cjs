/* global afterEach */
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // klw_auth's page-wide state (the token, the refresh in flight, the call-context store, mock mode) is module
  // state, one per page as in the browser; each test starts from a clean page.
  // Unmounted first: a reset under a mounted screen re-renders it outside act() (React's warning in every test).
  const { cleanup, configure } = require('@testing-library/react');
  // How long findBy and waitFor look before they fail: a ceiling, not a wait (the test timeout: jest.config.cjs).
  configure({ asyncUtilTimeout: 15_000 });
  const { resetAuthForTests } = require('../packages/auth/src/reset');
  afterEach(() => {
    cleanup();
    resetAuthForTests();
  });
}

/* global afterEach, expect */
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // klw_auth's page-wide state (the token, the refresh in flight, the call-context store, mock mode) is module
  // state, one per page as in the browser; each test starts from a clean page.
  // Unmounted first: a reset under a mounted screen re-renders it outside act() (React's warning in every test).
  const { cleanup, configure } = require('@testing-library/react');
  // How long findBy and waitFor look before they fail: a ceiling, not a wait (the test timeout: jest.config.cjs).
  configure({ asyncUtilTimeout: 15_000 });
  const { resetAuthForTests } = require('../packages/auth/src/test-support/reset');
  afterEach(() => {
    cleanup();
    resetAuthForTests();
  });
}

// expect(run).toGrowLinearly({ small, large }): `run(size)` takes at most 4 times longer per item at `large` than at
// `small`, comparing the fastest of three runs at each size. A loaded machine slows both sizes alike, so the ratio
// tells a linear rule (about large / small) from one that backtracks or copies (its square), where a limit in
// milliseconds fails on a busy machine and lets a slow rule pass on a quiet one.
expect.extend({
  toGrowLinearly(run, { small, large }) {
    const fastest = (size) => {
      let best = Infinity;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = performance.now();
        run(size);
        best = Math.min(best, performance.now() - started);
      }
      // A millisecond at least: a small size may run below the clock's resolution.
      return Math.max(best, 1);
    };
    const linear = large / small;
    const ratio = fastest(large) / fastest(small);
    const pass = ratio < 4 * linear;
    return {
      pass,
      message: () =>
        `${large} items took ${ratio.toFixed(1)} times as long as ${small} (linear: ${linear}, at most ${4 * linear} ${pass ? 'expected more' : 'allowed'})`,
    };
  },
});

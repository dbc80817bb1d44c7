import type { KnipConfig } from 'knip';
import base from './knip.config';

// `knip --production --config knip.production.config.ts` (in `pnpm lint`): what the system runs, without the tests, so that
// an export or a file that only a test keeps alive is reported. What differs from knip.config.ts, and why:
export default {
  ...base,
  // An export its own file uses is production code; only exporting it is for the tests (a unit test of a pure rule, a
  // text a test looks for). Dead code is what no production file uses at all.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    ...base.ignoreIssues,
    // The `./testing` doors of klw_auth and the kit: package exports, so knip counts them as production entries,
    // but only tests import them.
    'packages/*/src/testing.ts': ['exports'],
    // What the shell reads from a remote by name at run time, across the federation boundary (bootstrap, mount,
    // unmount, onPageLoad): no import knip follows.
    'packages/*/src/exposes/{lifecycles,page-load}.ts': ['exports'],
    'scripts/screen-template/src/exposes/{lifecycles,page-load}.ts': ['exports'],
    // Federation runtime plugins and the external bundler runtime: loaded by path, their default export called by
    // the federation runtime (webpack.shared.js).
    'packages/shell/src/federation/*.js': ['exports'],
  },
} satisfies KnipConfig;

// One jest run for every package. Federated imports (klw_auth/*) resolve to the workspace source,
// so unit tests never need module federation.
const path = require('node:path');

/**
 * Fluent UI's own ES module entry (the `import` condition of its package.json, which webpack builds the screens
 * from). Its CommonJS entry requires every Fluent package at once, some 2,100 files, about a second and a half in
 * each test file before its first test, also in a file that renders nothing; this entry, compiled with swc's lazy
 * imports below, loads a Fluent package when a test first uses one of its exports (docs/TESTING.md).
 */
function fluentModuleEntry() {
  // The root package does not depend on Fluent UI; @klw/ui does.
  const manifest = require.resolve('@fluentui/react-components/package.json', { paths: [path.join(__dirname, 'packages/ui')] });
  const entry = require(manifest).exports?.['.']?.import?.default;
  if (typeof entry !== 'string') {
    throw new Error(`jest.config.cjs: ${manifest} names no ES module entry (exports['.'].import.default); map @fluentui/react-components no more (docs/TESTING.md)`);
  }
  return path.join(path.dirname(manifest), entry);
}

/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, streams and friends, so ky and MSW run unchanged in unit tests.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/host-adapter', '<rootDir>/packages', '<rootDir>/scripts/screen-template'],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/packages/e2e/'],
  transform: {
    // Fluent UI's ES module entry re-exports its packages; lazy, each package is required at its first use.
    '/@fluentui/react-components/lib/index\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', lazy: true } },
    ],
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky 1 and several of MSW's dependencies ship ESM only (.mjs, until-async's .js), the shell imports one ESM file of the federation
  // bundler runtime by its path, and Fluent UI's ES module entry is taken above; let swc turn them into CommonJS for jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|until-async|@module-federation/webpack-bundler-runtime|@fluentui/react-components)/)(?!.*\\.mjs$)',
  ],
  moduleNameMapper: {
    '^@fluentui/react-components$': fluentModuleEntry(),
    '^klw_auth/(.*)$': '<rootDir>/packages/auth/src/exposes/$1',
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.cjs'],
  // Ceilings, not waits: a test ends as soon as what it waits for is there. They are set here once, for every file,
  // high enough for a full run beside another on two cores, where a whole-screen render with Fluent UI in jsdom
  // takes many times as long as on an idle machine (findBy and waitFor: jest/setup.cjs).
  testTimeout: 60_000,
  // Every spy and mock implementation is put back after each test: no test leans on another's.
  restoreMocks: true,
};

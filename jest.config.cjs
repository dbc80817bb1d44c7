// One jest run for every package. Federated imports (klw_auth/*) resolve to the workspace source,
// so unit tests never need module federation.
/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, streams and friends, so ky and MSW run unchanged in unit tests.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/host-adapter', '<rootDir>/packages', '<rootDir>/scripts/screen-template'],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/packages/e2e/'],
  transform: {
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
  // ky 1 and several of MSW's dependencies ship ESM only (.mjs, until-async's .js), and the shell imports one ESM file of the federation
  // bundler runtime by its path; let swc turn them into CommonJS for jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|until-async|@module-federation/webpack-bundler-runtime)/)(?!.*\\.mjs$)',
  ],
  moduleNameMapper: {
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

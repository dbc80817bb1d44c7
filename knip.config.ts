import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KnipConfig } from 'knip';

// Unused files, exports, dependencies and catalog entries fail `pnpm lint`. What knip cannot see by itself is
// listed here with its reason: files reached at run time by a path rather than an import.
const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface FederationOptions {
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
}

/**
 * What a package's webpack build loads without an import that knip follows: each `exposes` (the remotes' public
 * API, imported only across the federation boundary) and the federation runtime plugins (files named by path).
 * Read from the build itself, so a new remote or expose needs no line here.
 */
function federationEntries(folder: string): string[] {
  const file = path.join(root, folder, 'webpack.config.js');
  if (!existsSync(file)) return [];
  // The shell's build is two configurations (shell.js and telemetry.js); a remote's is one.
  const built = require(file)({}, { mode: 'production' }) as { plugins: object[] } | { plugins: object[] }[];
  const plugin = (Array.isArray(built) ? built : [built])
    .flatMap((config) => config.plugins)
    .find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin');
  // The plugin keeps the options it was given as `_options`; @module-federation/enhanced has no public getter.
  const options = (plugin as { _options?: FederationOptions } | undefined)?._options ?? {};
  return [
    ...Object.values(options.exposes ?? {}),
    ...(options.runtimePlugins ?? []).map((plugin) => path.relative(path.join(root, folder), plugin)),
  ].filter((entry) => !entry.startsWith('..'));
}

const packageFolders = readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`);
const unitTests = ['src/**/*.test.{ts,tsx}'];

/**
 * A package whose code (not its tests) holds JSX uses React through the imports of react/jsx-runtime the compiler
 * writes (tsconfig.base.json: "jsx": "react-jsx"), which the production run does not see: there, `react` counts as
 * used (`!`: in that run alone; the plain run still checks it). Read from the files, so a new screen needs no line.
 */
function jsxRuntimeUser(folder: string): { ignoreDependencies?: string[] } {
  const src = path.join(root, folder, 'src');
  if (!existsSync(src)) return {};
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' });
  return files.some((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx')) ? { ignoreDependencies: ['react!'] } : {};
}

// `pnpm lint` runs knip twice: as is, and with --production, which reads only the patterns ending in `!` (what runs
// in a browser or a server of the system) so that an export kept alive by nothing but a test shows up. A folder's
// test helpers (test-support/, the `./testing` entry) are not production code; they are still checked by the plain run.
const production = (patterns: string[]) => patterns.map((pattern) => `${pattern}!`);
const sourceFiles = 'src/**/*.{ts,tsx,js,mjs,cjs,mts}';
const testHelpers = ['!src/**/test-support/**!', '!src/testing.ts!'];
const project = [...production([sourceFiles]), ...testHelpers];
const notProduction = ['!scripts/bench/monolith-entry.tsx!'];

export default {
  // An entry file's exports count too: the exposes are the remotes' public API and must each have a user.
  includeEntryExports: true,
  ignoreIssues: {
    // A screen's demo data (`demoData`): the local API loads the file its package.json names (`klw.demoData`) when it
    // builds the demo world, by that path, not by an import knip follows.
    'packages/*/src/demo-data.ts': ['exports'],
    'scripts/screen-template/src/demo-data.ts': ['exports'],
  },
  workspaces: {
    '.': {
      // The scripts are programs, each started by path (node <file>, node --test, webpack --config <file>) from
      // package.json, scripts/klw.mjs or one another; what they export is for their own tests.
      // In production mode the scripts count as programs too: CI and the README run them, and what they import from
      // the packages (the platform's registry and byte rules, the processes) must stay.
      // The bench's monolith entry is the exception: a comparison build that is never shipped (and takes React's
      // types from the screens' devDependencies, which the production run does not read).
      entry: [...production(['scripts/**/*.{mjs,cjs,tsx}']), ...notProduction],
      includeEntryExports: false,
      project: [
        ...production(['scripts/**/*.{mjs,cjs,tsx}', 'webpack.shared.js', 'webpack/*.js', 'types/*.ts']),
        'jest/*.cjs',
        '!scripts/**/*.test.mjs!',
        ...notProduction,
      ],
      // Programs of the operating system: apt-get installs nginx when missing (scripts/nginx.mjs), diff compares
      // the scaffolded files (scripts/ci-scaffold-check.mjs).
      ignoreBinaries: ['apt-get', 'diff'],
      // webpack.shared.js resolves these from @module-federation/enhanced's own folder on purpose, to swap a file
      // of the copy the plugin uses (ADR 004); the workspace must not install a second copy of its own.
      ignoreDependencies: [
        '@module-federation/inject-external-runtime-core-plugin',
        '@module-federation/runtime-tools',
        '@module-federation/webpack-bundler-runtime',
        // webpack/shared-subsets.js resolves the shared libraries with webpack's own resolver (from webpack's
        // folder), as the shell's build will, so that the file provided is the file the kit imports (ADR 018).
        'enhanced-resolve',
        // scripts/bench/build.mjs runs webpack-cli by its path.
        'webpack-cli',
        // scripts/bench/browser.mjs loads the end-to-end tests' Playwright by its path (createRequire), and takes
        // its types from there too (the paths of scripts/tsconfig.json): one copy, the e2e package's.
        '@playwright/test',
        // jest.config.cjs finds Fluent UI's ES module entry from @klw/ui's folder, which depends on it (docs/TESTING.md).
        '@fluentui/react-components',
      ],
    },
    'host-adapter': {
      // build.mjs compiles src/menu.ts, by its path, into the page's one copy of the adapter.
      entry: [...production(['build.mjs', 'src/menu.ts']), ...unitTests],
      project: production([sourceFiles]),
    },
    ...Object.fromEntries(
      packageFolders.map((folder) => [
        folder,
        {
          entry: [...production(federationEntries(folder)), ...unitTests],
          project,
          ...jsxRuntimeUser(folder),
        },
      ]),
    ),
    'packages/shell': {
      // The development page's script, served as a file by the development server (webpack.config.js).
      // telemetry.js, the second configuration of webpack.config.js, loaded by the shell by its URL.
      // The remotes' builds use src/federation/external-bundler-runtime.js, by its path, in place of the bundler
      // runtime (webpack.shared.js).
      entry: [
        ...production([
          ...federationEntries('packages/shell'),
          'dev/dev-page.js',
          'src/telemetry/entry.ts',
          'src/federation/external-bundler-runtime.js',
        ]),
        ...unitTests,
      ],
      project: [...project, 'dev/*.js!'],
      // The development server serves klw_auth's mock service worker, resolved from the auth package that
      // depends on msw, so the worker is always the version klw_auth's handlers were written for.
      ignoreDependencies: ['msw'],
    },
    'packages/platform': {
      entry: [...unitTests],
      project,
      // The .d.ts/.d.mts files type the JavaScript beside them: content-security-policy.js stays CommonJS because
      // webpack.config.js requires it under plain Node; the .mjs files are plain JavaScript so the screen generator,
      // the byte budget and a remote's build (webpack.shared.js) run them with plain node. TypeScript reads a .d.mts
      // when the .mjs is imported, an import knip does not follow.
      ignoreFiles: ['src/content-security-policy.d.ts', 'src/route-rules.d.mts', 'src/remote-files.d.mts', 'src/parse-route-declaration.d.mts', 'src/shared-compatibility.d.mts'],
    },
    'packages/local-api': {
      // The data-integration stand-in, a second program (scripts/lib/system.mjs starts it by its path).
      entry: [...production(['src/main.ts', 'src/data-integration/main.ts']), ...unitTests],
      project,
    },
    'packages/legacy-portal': {
      // The portal's browser code: served as a file (page-config.js) or compiled on request (client-assets.ts).
      entry: [...production(['src/server.ts', 'src/client/page-config.js', 'src/client/portal-app.ts']), ...unitTests],
      // The menu the portal's tests draw: a fixture of the tests, not of the page.
      project: [...project, '!src/client/menu-model.fixture.ts!'],
    },
    'packages/processes': {
      entry: ['src/**/*.test.mjs'],
      project,
    },
    // The template of `pnpm new-screen`: a screen like any other, but only copied, never deployed.
    'scripts/screen-template': {
      entry: [...production(federationEntries('scripts/screen-template')), ...unitTests],
      project,
      ...jsxRuntimeUser('scripts/screen-template'),
    },
    'packages/e2e': {
      playwright: { config: ['playwright.config.ts', 'playwright.proof.config.ts'] },
      // engines/run.ts: the journeys in Firefox and WebKit, a program (`pnpm test:engines`), not a Playwright spec.
      // Tests only: nothing here is production code, so the production run reads none of it.
      entry: ['specs/**/*.spec.ts', 'proof/**/*.spec.ts', 'engines/run.ts'],
      project: ['**/*.ts'],
      // Poppler's pdftotext and pdfimages read what a print put on paper (Debian's poppler-utils, installed by scripts/klw.mjs).
      ignoreBinaries: ['pdftotext', 'pdfimages'],
    },
  },
} satisfies KnipConfig;

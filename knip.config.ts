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

export default {
  // An entry file's exports count too: the exposes are the remotes' public API and must each have a user.
  includeEntryExports: true,
  workspaces: {
    '.': {
      // The scripts are programs, each started by path (node <file>, node --test, webpack --config <file>) from
      // package.json, scripts/klw.mjs or one another; what they export is for their own tests.
      entry: ['scripts/**/*.{mjs,cjs,tsx}'],
      includeEntryExports: false,
      project: ['scripts/**/*.{mjs,cjs,tsx}', 'webpack.shared.js', 'webpack/*.js', 'jest/*.cjs', 'types/*.ts'],
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
      ],
    },
    'host-adapter': {
      entry: [...unitTests],
    },
    ...Object.fromEntries(
      packageFolders.map((folder) => [
        folder,
        {
          entry: [...federationEntries(folder), ...unitTests],
        },
      ]),
    ),
    'packages/shell': {
      // The development page's script, served as a file by the development server (webpack.config.js).
      // telemetry.js, the second configuration of webpack.config.js, loaded by the shell by its URL.
      entry: [...federationEntries('packages/shell'), ...unitTests, 'dev/dev-page.js', 'src/telemetry/entry.ts'],
      // The development server serves klw_auth's mock service worker, resolved from the auth package that
      // depends on msw, so the worker is always the version klw_auth's handlers were written for.
      ignoreDependencies: ['msw'],
    },
    'packages/platform': {
      entry: [...unitTests],
      // The .d.ts/.d.mts files type the JavaScript beside them: content-security-policy.js stays CommonJS because
      // webpack.config.js requires it under plain Node; the .mjs files are plain JavaScript so the screen generator,
      // the byte budget and a remote's build (webpack.shared.js) run them with plain node. TypeScript reads a .d.mts
      // when the .mjs is imported, an import knip does not follow.
      ignoreFiles: ['src/content-security-policy.d.ts', 'src/route-rules.d.mts', 'src/remote-files.d.mts', 'src/parse-route-declaration.d.mts'],
    },
    'packages/local-api': {
      entry: [...unitTests],
      // The types of generated-data.js, JavaScript because the benchmark's seed (scripts/bench/seed.mjs) loads it
      // with plain Node; TypeScript reads this file when the .js is imported, an import knip does not follow.
      ignoreFiles: ['src/generated-data.d.ts'],
    },
    'packages/legacy-portal': {
      // The portal's browser code: served as a file (page-config.js) or compiled on request (client-assets.ts).
      entry: [...unitTests, 'src/client/page-config.js', 'src/client/portal-app.ts'],
    },
    'packages/processes': {
      entry: ['src/**/*.test.mjs'],
    },
    // The template of `pnpm new-screen`: a screen like any other, but only copied, never deployed.
    'scripts/screen-template': {
      entry: [...federationEntries('scripts/screen-template'), ...unitTests],
    },
    'packages/e2e': {
      playwright: { config: ['playwright.config.ts', 'playwright.proof.config.ts'] },
      // engines/run.ts: the journeys in Firefox and WebKit, a program (`pnpm test:engines`), not a Playwright spec.
      entry: ['specs/**/*.spec.ts', 'proof/**/*.spec.ts', 'engines/run.ts'],
      // Poppler's pdftotext and pdfimages read what a print put on paper (Debian's poppler-utils, installed by scripts/klw.mjs).
      ignoreBinaries: ['pdftotext', 'pdfimages'],
    },
  },
} satisfies KnipConfig;

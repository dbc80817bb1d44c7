import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// Direction of imports (docs/ARCHITECTURE.md): screens -> auth/ui -> contracts -> platform; nothing imports a screen; no screen
// imports another; only host-adapter knows Angular exists. @klw/platform (ADR 014) is the bottom: plain JavaScript the
// build, the portal and the shell share, importing nothing of ours; everything else may use it. Checked twice: by package name (no-restricted-imports) and by the
// file an import resolves to (import-x/no-restricted-paths), so a relative path cannot go round the rule.
// A screen is a package that declares the routes it renders (src/routes.json, ADR 005).
const packageDir = new URL('./packages/', import.meta.url);
const declaresRoutes = (folder) => {
  const file = new URL(`${folder}/src/routes.json`, packageDir);
  return existsSync(file) && Array.isArray(JSON.parse(readFileSync(file, 'utf8')).routes);
};
const screenFolders = readdirSync(packageDir).filter(declaresRoutes);
// A form screen names its declaration in its package.json (`"klw": { "declaration": ... }`, exported as
// `@klw/<screen>/declaration`): the one way the local API, the linter and knip find it. The local API reads it at run
// time; its tests may import it.
const declaresForm = (folder) => {
  const file = new URL(`${folder}/package.json`, packageDir);
  return existsSync(file) && typeof JSON.parse(readFileSync(file, 'utf8')).klw?.declaration === 'string';
};
const formScreenFolders = readdirSync(packageDir).filter(declaresForm);
/** The files of @klw/contracts' entries, one per subject (its package.json `exports`). */
const contractsEntries = Object.values(JSON.parse(readFileSync(new URL('contracts/package.json', packageDir), 'utf8')).exports);
const screenImports = (folder) => [`@klw/${folder}`, `@klw/${folder}/*`, `klw_${folder.replaceAll('-', '_')}/*`];
const screens = screenFolders.flatMap(screenImports);

/** A zone: files under `target` may import from packages/ only the folders in `allowed` (and their own). */
const zone = (target, allowed, message) => ({
  target: `./packages/${target}`,
  from: './packages',
  except: [...new Set([target, ...allowed])].map((folder) => `./${folder}`),
  message,
});
const zones = [
  zone('platform', [], 'platform imports nothing of ours: the build and the scripts run it with plain node.'),
  zone('contracts', ['platform'], 'contracts imports only platform.'),
  { target: './host-adapter', from: './packages', message: 'host-adapter imports nothing of ours.' },
  { target: './packages', from: './host-adapter/src', except: [], message: 'Use @klw/host-adapter, not its files.' },
  zone('auth', ['contracts', 'platform'], 'auth may import only contracts and platform.'),
  zone('ui', ['contracts', 'platform'], 'ui may import only contracts and platform.'),
  zone('forms', ['contracts', 'platform', 'auth', 'ui'], 'The screen kit imports auth, ui, contracts, platform and host-adapter; never a screen, the shell or the portal.'),
  zone('shell', ['contracts', 'platform', 'auth'], 'The shell may import auth, contracts, platform and host-adapter; never a screen.'),
  zone('local-api', ['contracts', 'platform', ...formScreenFolders.map((folder) => `${folder}/src/declaration.ts`)], "The local API may import only contracts, platform and a screen's declaration."),
  zone('legacy-portal', ['contracts', 'platform'], 'The portal stand-in loads the shell and the host adapter by script tags.'),
  ...screenFolders.map((folder) =>
    zone(folder, ['contracts', 'platform', 'auth', 'ui', 'forms'], 'A screen imports the kit, auth, ui, contracts, platform and host-adapter; never another screen, the shell or the portal.'),
  ),
  // The portal stand-in's two sides: its server (src/*.ts) and its page's code (src/client/, bundled for the browser).
  // What both use lives in src/shared/: the server never imports the page's code, and shared code neither side.
  {
    target: './packages/legacy-portal/src/*.ts',
    from: './packages/legacy-portal/src/client',
    message: "The portal's server code does not import its page's code (src/client/): put what both use in src/shared/.",
  },
  {
    target: './packages/legacy-portal/src/shared',
    from: './packages/legacy-portal/src',
    except: ['./shared'],
    message: "src/shared/ is what the portal's server and page both use: it imports neither side.",
  },
  // A package's entries are its public face (ADR 014): no file of contracts or platform is imported past them.
  // @klw/contracts has one entry per subject (its package.json `exports`: @klw/contracts/menu, /drafts, /forms ...).
  // The one exception is platform's CSP, server code for the portal and the webpack configs that no index may carry.
  {
    target: ['./packages/!(contracts)/**', './host-adapter/**', './scripts/**'],
    from: './packages/contracts/src',
    except: contractsEntries.map((file) => file.replace(/^\.\/src\//, './')),
    message: 'Import @klw/contracts by its entry of the subject (@klw/contracts/menu, /drafts, /forms ...), not one of its files.',
  },
  {
    target: ['./packages/!(platform)/**', './host-adapter/**', './scripts/**'],
    from: './packages/platform/src',
    except: ['./index.mjs', './content-security-policy.js'],
    message: "Import @klw/platform (its index.mjs; from a script by its path), not one of its files; the CSP by @klw/platform/content-security-policy.",
  },
];

const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' };

// A test waits for the state it checks, never for a fixed time: under load (a full run on 2 cores) a fixed wait is
// sometimes too short. Where time itself is what a test is about, it runs on a fake clock (jest's, Playwright's), or
// the line says why with `// eslint-disable-next-line no-restricted-syntax -- time is the subject: <why>`.
// scripts/lint-rules.test.mjs checks that these fire.
const FIXED_WAIT_MESSAGE =
  'A test waits for the state it checks (waitFor, findBy..., expect.poll, a locator assertion, a promise the code returns), not for a fixed time. ' +
  'Where time itself is the subject use a fake clock, or mark the line: eslint-disable-next-line no-restricted-syntax -- time is the subject: <why>.';
const timer = "CallExpression:matches([callee.name=/^(setTimeout|setImmediate)$/], [callee.property.name=/^(setTimeout|setImmediate)$/])";
const promise = "NewExpression[callee.name='Promise']";
const fixedWaits = [
  // new Promise((resolve) => setTimeout(resolve, ms)): a timer the executor starts and never clears. A time-out that
  // gives up keeps its timer to clear it (const timer = setTimeout(...)), and is not matched.
  `${promise} > :function > ${timer}`,
  `${promise} > :function > BlockStatement > ExpressionStatement > ${timer}`,
  // page.waitForTimeout(ms), frame.waitForTimeout(ms)
  "CallExpression[callee.property.name='waitForTimeout']",
  // await setTimeout(ms) of node:timers/promises
  "ImportDeclaration[source.value=/^(node:)?timers.promises$/]",
].map((selector) => ({ selector, message: FIXED_WAIT_MESSAGE }));
const testFiles = ['**/*.test.{ts,tsx,mjs,js,cjs}', '**/*.spec.ts', 'packages/e2e/**/*.{ts,mjs,js}'];

// One door per package: a package is imported by its entries (its package.json `exports`: @klw/forms and its test
// helpers' @klw/forms/testing, @klw/auth/testing), never by a path into its sources, which would tie the importer to
// how the package is laid out; platform's CSP is its second entry (@klw/platform/content-security-policy). Part of
// every file's rule below, as a later rule of the same name replaces an earlier one.
const DEEP_IMPORT_MESSAGE = "Import a package by its entry (@klw/forms, @klw/forms/testing), never a file of another package's src.";
const deepImports = { group: ['@klw/*/src/**'], message: DEEP_IMPORT_MESSAGE };

const restrict = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, deepImports] }],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', 'bench-results/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      // The tests of host-adapter's zone would see its own files as "from"; its zone is the one above.
      'import-x/no-restricted-paths': ['error', { zones: zones.filter((z) => z.target !== './packages' || z.from !== './host-adapter/src') }],
      // Only the host adapter (and the stand-in's own AngularJS app) know Angular exists.
      'no-restricted-globals': ['error', { name: 'angular', message: 'Only host-adapter talks to Angular.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'angular', message: 'Only host-adapter talks to Angular.' }],
    },
  },
  {
    // The scripts run with plain node before `pnpm install` has linked anything (npm start on a fresh machine), so
    // they import @klw/processes by its path; the benchmark builds the milk screen as a monolith and starts the
    // portal with other folders: it reaches into the packages' sources on purpose.
    files: ['scripts/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['host-adapter/**', 'packages/legacy-portal/src/client/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Node tooling written as CommonJS (webpack configs, jest helpers, and the CSP the development server's config requires).
    files: ['**/*.cjs', '**/webpack.config.js', 'webpack.shared.js', 'webpack/*.js', 'packages/platform/src/content-security-policy.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: testFiles,
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...fixedWaits] },
  },
  {
    // Config files of tools require a default export, and so does a Playwright reporter.
    files: ['**/*.config.*', '**/playwright.config.ts', 'packages/e2e/support/flaky-reporter.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  { rules: { 'no-restricted-imports': ['error', { patterns: [deepImports] }] } },
  restrict(['packages/platform/**', 'host-adapter/**'], ['@klw/*', 'klw_*'], 'platform and host-adapter import nothing of ours.'),
  restrict(['packages/contracts/**'], ['@klw/*', '!@klw/platform', 'klw_*'], 'contracts imports only platform.'),
  restrict(['packages/auth/**', 'packages/ui/**'], ['@klw/*', '!@klw/contracts', '!@klw/platform', 'klw_*'], 'auth and ui may import only contracts and platform.'),
  restrict(['packages/forms/**'], ['@klw/shell', '@klw/shell/*', '@klw/legacy-portal', '@klw/local-api', ...screens], 'The screen kit imports auth, ui, contracts and host-adapter; never a screen, the shell or the portal.'),
  restrict(['packages/shell/**'], ['@klw/*', '!@klw/contracts', '!@klw/platform', '!@klw/platform/content-security-policy', '!@klw/host-adapter', 'klw_*', '!klw_auth/*', ...screens], 'The shell may import auth, contracts, platform and host-adapter; never a screen.'),
  ...screenFolders.map((folder) =>
    restrict(
      [`packages/${folder}/**`],
      ['@klw/shell', '@klw/shell/*', '@klw/legacy-portal', '@klw/local-api', ...screens.filter((name) => !screenImports(folder).includes(name))],
      'A screen imports auth, ui, contracts and host-adapter; never another screen, the shell or the portal.',
    ),
  ),
  // The template of `pnpm new-screen` becomes a screen: the same rule.
  restrict(
    ['scripts/screen-template/**'],
    ['@klw/shell', '@klw/shell/*', '@klw/legacy-portal', '@klw/local-api', ...screens],
    'A screen imports auth, ui, contracts and host-adapter; never another screen, the shell or the portal.',
  ),
  {
    files: ['packages/local-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Regular expressions, because a screen's declaration entry is allowed where the screen itself is not.
            { regex: '^@klw/(?!(contracts|platform)(/|$)|[^/]+/declaration$)', message: "The local API may import only contracts, platform and a screen's declaration." },
            { group: ['klw_*'], message: "The local API may import only contracts, platform and a screen's declaration." },
            deepImports,
          ],
        },
      ],
    },
  },
  // The stand-in's server matches routes and reads the remotes' route declarations with the same pure rules as the
  // shell (ADR 005); its page loads the shell and the host adapter by script tags, as the real portal would.
  restrict(
    ['packages/legacy-portal/src/**'],
    ['@klw/*', '!@klw/contracts', '!@klw/platform', '!@klw/platform/content-security-policy', 'klw_*', 'react', 'react-dom'],
    'The portal stand-in loads the shell by a script tag, as the real portal would.',
  ),
  // Its browser code is bundled alone (client-assets.ts): contracts and platform declare no side effects, so the
  // bundle takes only the rules it uses (no schemas); the CSP is the server's.
  restrict(
    ['packages/legacy-portal/src/client/**'],
    ['@klw/*', '!@klw/contracts', '!@klw/platform', 'klw_*', 'react', 'react-dom'],
    "The portal's browser code loads the shell by a script tag, as the real portal would.",
  ),
);

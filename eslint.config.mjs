import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

// Direction of imports (DESIGN.md): screens -> auth/ui -> contracts; nothing imports a screen;
// only host-adapter knows Angular exists.
// Every migrated screen of the route table (a route with a remote) is a screen package nobody may import.
const routeTable = JSON.parse(readFileSync(new URL('./packages/shell/src/routes.json', import.meta.url), 'utf8'));
const screens = routeTable
  .filter((route) => route.remote)
  .flatMap((route) => [`@klw/${route.screen}`, `@klw/${route.screen}/*`, `${route.remote}/*`]);
const restrict = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
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
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
    },
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
    // Node tooling written as CommonJS (webpack configs, jest helpers).
    files: ['**/*.cjs', '**/webpack.config.js', 'webpack.shared.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Config files of tools require a default export.
    files: ['**/*.config.*', '**/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  restrict(['packages/contracts/**', 'host-adapter/**'], ['@klw/*', 'klw_*'], 'contracts and host-adapter import nothing of ours.'),
  restrict(['packages/auth/**', 'packages/ui/**'], ['@klw/*', '!@klw/contracts', 'klw_*'], 'auth and ui may import only contracts.'),
  restrict(['packages/shell/**'], ['@klw/*', '!@klw/contracts', '!@klw/host-adapter', 'klw_*', '!klw_auth/*', ...screens], 'The shell may import auth, contracts and host-adapter; never a screen.'),
  restrict(['packages/local-api/**'], ['@klw/*', '!@klw/contracts', 'klw_*'], 'The local API may import only contracts.'),
  // The stand-in's server matches routes and reads the remotes' route declarations with the same pure rules as the
  // shell (ADR 005); its page loads the shell and the host adapter by script tags, as the real portal would.
  restrict(['packages/legacy-portal/src/**'], ['@klw/*', '!@klw/contracts', 'klw_*', 'react', 'react-dom'], 'The portal stand-in loads the shell by a script tag, as the real portal would.'),
  restrict(['packages/legacy-portal/src/client/**'], ['@klw/*', 'klw_*', 'react', 'react-dom'], "The portal's browser code loads the shell by a script tag, as the real portal would."),
);

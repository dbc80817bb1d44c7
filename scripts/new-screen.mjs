#!/usr/bin/env node
// `pnpm new-screen <route>`: scaffolds the federated remote of one legacy route of the route table.
// Example: pnpm new-screen /voer/krachtvoer/Index/{klwId}
// The route may carry a year number in place of {klwId}, any letter case, and the '/ZuivelNL.Klw.Web' base.
// The new package declares its routes (src/routes.json) and owns its calls; the only shared file written is the
// registry line (ADR 005): nothing of the shell or of klw_auth changes, and neither is rebuilt.
// Options: --skip-install (do not run `pnpm install`; the CI check installs offline itself).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_FRONT_END_BASE_URL, matchRoute, routeKey, stripBase } from '../packages/platform/src/index.mjs';
import { parseCommandLine } from './lib/command-line.mjs';

/** The shell's table of every route of docs/PRODUCT.md (read only: migrating changes nothing in the shell). */
export const ROUTES_FILE = 'packages/shell/src/routes.json';
/** The registry, deployed as /apps/remotes.json: the one shared file a migration changes. */
export const REMOTES_FILE = 'packages/legacy-portal/registry/remotes.json';
export const DOC_FILE = 'docs/MIGRATION.md';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class ScaffoldError extends Error {}

/** A route of the shell's table (packages/shell/src/routes.json). */
/** @typedef {{ path: string, screen: string, title: string, group?: string }} TableRoute */

/**
 * The route of the table a user's path means, or null: the shell's own matching (@klw/platform's route rules, under
 * the router base), where the path may name the year by a number or by '{klwId}' itself.
 * @param {TableRoute[]} routes
 * @param {string} input
 * @returns {TableRoute | null}
 */
export function findRoute(routes, input) {
  const wanted = stripBase(String(input).trim().replace(/^(?!\/)/, '/'));
  return matchRoute(wanted.replace(/\/\{klwid\}(?=\/|$)/gi, '/1'), routes)?.route ?? null;
}

/**
 * Names derived from a screen id such as 'voer-overig'.
 * @param {string} screen
 * @param {string} title
 */
export function screenNames(screen, title) {
  if (!/^[a-z][a-z0-9-]*$/.test(screen)) throw new ScaffoldError(`screen id '${screen}' is not lower-case kebab-case`);
  const words = screen.split('-').filter((word) => word !== '');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const snake = words.join('_');
  return {
    screen,
    title,
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    snake,
    packageName: `@klw/${screen}`,
    remote: `klw_${snake}`,
    idPrefix: `klw-${screen}-`,
    folder: `packages/${screen}`,
  };
}

/** @typedef {ReturnType<typeof screenNames>} ScreenNames */

/**
 * Which package already declares one of these routes (packages/<folder>/src/routes.json), or null.
 * @param {string} root
 * @param {string[]} routePaths
 */
export function declaringPackage(root, routePaths) {
  const wanted = new Set(routePaths.map(routeKey));
  const packagesDir = path.join(root, 'packages');
  for (const folder of readdirSync(packagesDir).sort()) {
    const file = path.join(packagesDir, folder, 'src', 'routes.json');
    if (!existsSync(file)) continue;
    /** @type {unknown[]} */
    let declared = [];
    try {
      declared = JSON.parse(readFileSync(file, 'utf8')).routes ?? [];
    } catch {
      continue;
    }
    for (const route of declared) {
      const routePath = typeof route === 'object' && route !== null && 'path' in route ? route.path : undefined;
      if (typeof routePath === 'string' && wanted.has(routeKey(routePath))) return { folder: `packages/${folder}`, path: routePath };
    }
  }
  return null;
}

/** @param {Record<string, string>} remotes */
export function formatRegistry(remotes) {
  return `${JSON.stringify(remotes, null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// The files of the new package are real files: a workspace package that the type check, the linter and jest read
// (scripts/screen-template), and the smoke spec beside the other specs' support (packages/e2e/templates). Their
// names are those of a screen 'screen-template' titled 'Schermtitel'; the generator copies them and puts the new
// screen's names in their place.

/** The template of packages/<screen>/ (its node_modules and dist are not part of it). */
const TEMPLATE_DIR = 'scripts/screen-template';
/** The template of packages/e2e/specs/<screen>.smoke.spec.ts. */
const SPEC_TEMPLATE = 'packages/e2e/templates/screen-template.smoke.spec.ts';
const TEMPLATE = screenNames('screen-template', 'Schermtitel');
/** The template's route, and the template spec's list of routes, replaced by the screen's. */
const TEMPLATE_ROUTE = '/screen-template/Index/{klwId}';
const TEMPLATE_ROUTES = `['${TEMPLATE_ROUTE}']`;

/**
 * @param {string} text
 * @param {string} file the target path: a JSON file gets the title JSON-escaped, TypeScript in single quotes
 * @param {ScreenNames} n
 */
function substitute(text, file, n) {
  const title = JSON.stringify(n.title).slice(1, -1);
  /** @type {Record<string, string>} */
  const names = {
    [TEMPLATE.title]: file.endsWith('.json') ? title : title.replace(/'/g, "\\'"),
    [TEMPLATE.pascal]: n.pascal,
    [TEMPLATE.camel]: n.camel,
    [TEMPLATE.snake]: n.snake,
    // Constants: SCREEN_TEMPLATE_MODEL becomes KRACHTVOER_MODEL.
    [TEMPLATE.snake.toUpperCase()]: n.snake.toUpperCase(),
    [TEMPLATE.screen]: n.screen,
  };
  const pattern = new RegExp(Object.keys(names).join('|'), 'g');
  return text.replace(pattern, (name) => names[name] ?? name);
}

/** @param {string} routePath */
function quoted(routePath) {
  return `'${routePath.replace(/'/g, "\\'")}'`;
}

/**
 * @param {ScreenNames} n
 * @param {Array<{ path: string }>} routes
 */
function routesJson(n, routes) {
  const lines = routes.map((route) => `    { "path": ${JSON.stringify(route.path)}, "title": ${JSON.stringify(n.title)}, "module": "./lifecycles" }`);
  return `{\n  "routes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/**
 * Every file of the template package, relative to it.
 * @param {string} dir
 * @param {string} [relative]
 * @returns {string[]}
 */
function templateFiles(dir, relative = '') {
  return readdirSync(path.join(dir, relative), { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      return entry.isDirectory() ? templateFiles(dir, file) : [file];
    })
    .sort();
}

/**
 * Every file of the scaffold, as [path relative to the root, content], from the templates of the generator's own
 * checkout (`templateRoot`).
 * @param {ScreenNames} n
 * @param {Array<{ path: string }>} routes
 * @param {string} [templateRoot]
 * @returns {Array<[string, string]>}
 */
export function scaffoldFiles(n, routes, templateRoot = defaultRoot) {
  const templateDir = path.join(templateRoot, TEMPLATE_DIR);
  /** @type {Array<[string, string]>} */
  const files = templateFiles(templateDir).map((file) => {
    const target = `${n.folder}/${substitute(file, file, n)}`;
    if (file === 'src/routes.json') return [target, routesJson(n, routes)];
    // The declaration's page (src/declaration.ts `url`, the menu's link) is the screen's first route.
    const text = readFileSync(path.join(templateDir, file), 'utf8').replaceAll(`'${TEMPLATE_ROUTE}'`, quoted(routes[0]?.path ?? TEMPLATE_ROUTE));
    return [target, substitute(text, file, n)];
  });
  const spec = readFileSync(path.join(templateRoot, SPEC_TEMPLATE), 'utf8');
  if (!spec.includes(TEMPLATE_ROUTES)) throw new Error(`${SPEC_TEMPLATE} no longer lists its routes as ${TEMPLATE_ROUTES}`);
  const routeList = `[${routes.map((route) => quoted(route.path)).join(', ')}]`;
  files.push([`packages/e2e/specs/${n.screen}.smoke.spec.ts`, substitute(spec.replace(TEMPLATE_ROUTES, routeList), SPEC_TEMPLATE, n)]);
  return files;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * @param {string} root
 * @param {string} file
 * @returns {unknown}
 */
function readJson(root, file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * Scaffolds the screen of `input` in the checkout at `root`. Checks everything before writing anything.
 * Returns what it did; throws ScaffoldError with a message for the user when it refuses.
 * @param {{ root?: string, route: string | undefined }} options
 */
export function scaffold({ root = defaultRoot, route: input }) {
  if (!input) throw new ScaffoldError('which route? Example: pnpm new-screen /voer/krachtvoer/Index/{klwId}');
  // The shell's table and the registry as the shell's own tests check them (packages/shell, @klw/contracts).
  const routes = /** @type {TableRoute[]} */ (readJson(root, ROUTES_FILE));
  const remotes = /** @type {Record<string, string>} */ (readJson(root, REMOTES_FILE));
  const route = findRoute(routes, input);
  if (!route) {
    const farmScreens = routes.filter((r) => r.path.endsWith('/{klwId}')).slice(0, 3).map((r) => r.path);
    throw new ScaffoldError(
      `'${input}' is not in the route table (${ROUTES_FILE}), which lists every route of docs/PRODUCT.md; use one of its paths, e.g. ${farmScreens.join(', ')}.`,
    );
  }
  const n = screenNames(route.screen, route.title);
  const screenRoutes = routes.filter((r) => r.screen === route.screen);
  const declared = declaringPackage(root, screenRoutes.map((r) => r.path));
  if (declared) {
    throw new ScaffoldError(`${declared.path} is already migrated: ${declared.folder}/src/routes.json declares it. Nothing was changed.`);
  }
  if (existsSync(path.join(root, n.folder))) {
    throw new ScaffoldError(`${n.folder}/ already exists; remove it first if you mean to start over. Nothing was changed.`);
  }
  if (n.remote in remotes) {
    throw new ScaffoldError(`the registry (${REMOTES_FILE}) already has ${n.remote}. Nothing was changed.`);
  }
  const files = scaffoldFiles(n, screenRoutes);
  const clash = files.find(([file]) => existsSync(path.join(root, file)));
  if (clash) throw new ScaffoldError(`${clash[0]} already exists. Nothing was changed.`);

  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  writeFileSync(path.join(root, REMOTES_FILE), formatRegistry({ ...remotes, [n.remote]: `apps/${n.screen}/mf-manifest.json` }));
  return { names: n, routes: screenRoutes.map((r) => r.path), files: files.map(([file]) => file) };
}

/** @param {string} root */
function pnpmInstall(root) {
  // --no-frozen-lockfile: pnpm freezes the lockfile by default in CI, but the new package must enter it.
  const result = spawnSync('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return result.status === 0;
}

function main() {
  const { values, positionals } = parseCommandLine({
    name: 'new-screen',
    usage: 'pnpm new-screen <route> [--skip-install]',
    options: { 'skip-install': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const skipInstall = values['skip-install'];
  const [input] = positionals;
  let result;
  try {
    result = scaffold({ route: input });
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(`new-screen: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { names: n, routes, files } = result;
  console.log(`new-screen: scaffolded ${n.packageName} (remote ${n.remote}) for ${routes.join(' and ')}`);
  for (const file of files) console.log(`  created  ${file}`);
  console.log(`  updated  ${REMOTES_FILE} ("${n.remote}": "apps/${n.screen}/mf-manifest.json"), the only shared file it writes`);
  let installed = false;
  if (skipInstall) {
    console.log('  skipped  pnpm install (--skip-install): run it before building');
  } else {
    console.log('  running  pnpm install (links the new package into the workspace)');
    installed = pnpmInstall(defaultRoot);
    if (!installed) console.error('new-screen: pnpm install failed; the files are in place, run `pnpm install` again.');
  }
  const example = (routes[0] ?? '').replace('{klwId}', '1023');
  const steps = [
    ...(installed ? [] : [['pnpm install', 'links the new package into the workspace']]),
    [`pnpm --filter ${n.packageName} build`, `-> ${n.folder}/dist/mf-manifest.json`],
    [`pnpm exec jest ${n.folder}`, 'its unit tests'],
    ['pnpm typecheck && pnpm lint', ''],
    ['node scripts/klw.mjs serve', 'with the system built once (npm start); no shell or auth rebuild'],
    [`open ${LOCAL_FRONT_END_BASE_URL}${example}`, "signed in: the new screen shows in #klw-app under the portal's menu"],
    [`pnpm test:e2e --no-build specs/${n.screen}.smoke.spec.ts`, 'stop serve first: the test starts its own system, with throw-away data'],
  ].map(([command = '', note = '']) => ({ command, note }));
  const width = Math.max(...steps.map(({ command }) => command.length)) + 2;
  console.log('\nNext steps:');
  for (const { command, note } of steps) console.log(`  ${note ? command.padEnd(width) + '# ' + note : command}`);
  console.log(`Then build the real screen in ${n.folder}/src (${DOC_FILE}, step 5) and commit the package, the spec,
${REMOTES_FILE} and pnpm-lock.yaml together.`);
  if (!skipInstall && !installed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();

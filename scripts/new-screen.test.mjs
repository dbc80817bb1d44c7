// Unit tests of the screen generator and the migration document: `node --test scripts/new-screen.test.mjs`.
// They run against a small fixture checkout in a temp folder; the full proof (build, jest, tsc, lint of a
// generated package) is scripts/ci-scaffold-check.mjs.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { declaringPackage, DOC_FILE, findRoute, formatRegistry, REMOTES_FILE, ROUTES_FILE, scaffold, scaffoldFiles, ScaffoldError, screenNames } from './new-screen.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ROUTES = [
  { path: '/voer/krachtvoer/Index/{klwId}', screen: 'krachtvoer', title: 'Krachtvoer', group: 'farm' },
  { path: '/voer/overig/Index/{klwId}', screen: 'voer-overig', title: 'Overig voer', group: 'farm' },
  { path: '/percelenAkkerbouw/Index/{klwId}', screen: 'akkerbouw', title: 'Percelen akkerbouw', group: 'farm' },
  { path: '/akkerbouw/Index/{klwId}', screen: 'akkerbouw', title: 'Percelen akkerbouw', group: 'farm' },
  { path: '/melklevering/Index/{klwId}', screen: 'melklevering', title: 'Melklevering', group: 'farm' },
  { path: '/Profiel/Index', screen: 'profiel', title: 'Profiel', group: 'other' },
  { path: '/mest/Index/{klwId}', screen: 'mest', title: "Mest 'n stuff", group: 'farm' },
];
const REMOTES = { klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' };
const MELK_ROUTES = { routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering', module: './lifecycles' }] };

/** The fixture checkout of the running test. */
let root = '';

/**
 * @param {string} file
 * @param {string} content
 */
function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** @param {string} file */
function read(file) {
  return readFileSync(path.join(root, file), 'utf8');
}

/**
 * Every file below a folder of the fixture, with its content.
 * @param {string} dir
 */
function snapshot(dir) {
  /** @type {Record<string, string>} */
  const files = {};
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else files[file] = read(file);
    }
  };
  walk(dir);
  return files;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'klw-new-screen-test-'));
  write(ROUTES_FILE, JSON.stringify(ROUTES, null, 2));
  write(REMOTES_FILE, formatRegistry(REMOTES));
  write('packages/melklevering/src/routes.json', JSON.stringify(MELK_ROUTES));
  write('packages/shell/src/index.ts', 'export {};\n');
  write('packages/auth/src/index.ts', 'export {};\n');
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'packages/e2e/specs'), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('findRoute', () => {
  it('accepts the path with {klwId}, with a year number, in any letter case and under the router base', () => {
    for (const input of [
      '/voer/krachtvoer/Index/{klwId}',
      '/voer/krachtvoer/Index/1023',
      '/VOER/Krachtvoer/index/{KLWID}',
      'voer/krachtvoer/Index/7/',
      '/ZuivelNL.Klw.Web/voer/krachtvoer/Index/1023',
    ]) {
      assert.equal(findRoute(ROUTES, input)?.screen, 'krachtvoer', input);
    }
    assert.equal(findRoute(ROUTES, '/profiel/index')?.screen, 'profiel');
  });

  it('finds nothing for a path outside the table or with a word where the year goes', () => {
    assert.equal(findRoute(ROUTES, '/voer/krachtvoer/Index'), null);
    assert.equal(findRoute(ROUTES, '/voer/krachtvoer/Index/abc'), null);
    assert.equal(findRoute(ROUTES, '/bestaat/niet'), null);
  });
});

describe('screenNames', () => {
  it('derives package, remote, component and id prefix from the screen id', () => {
    assert.deepEqual(screenNames('voer-overig', 'Overig voer'), {
      screen: 'voer-overig',
      title: 'Overig voer',
      pascal: 'VoerOverig',
      camel: 'voerOverig',
      snake: 'voer_overig',
      packageName: '@klw/voer-overig',
      remote: 'klw_voer_overig',
      idPrefix: 'klw-voer-overig-',
      folder: 'packages/voer-overig',
    });
  });
});

describe('the registry keeps its layout', () => {
  it('writes the real registry back byte for byte', () => {
    const remotes = readFileSync(path.join(repoRoot, REMOTES_FILE), 'utf8');
    assert.equal(formatRegistry(JSON.parse(remotes)), remotes);
  });
});

describe('scaffold', () => {
  it('creates the package with its route declaration and its own call, and changes only the registry of what is shared', () => {
    const shared = () => ({ ...snapshot('packages/shell'), ...snapshot('packages/auth'), ...snapshot('packages/melklevering'), ...snapshot('docs') });
    const before = shared();
    const result = scaffold({ root, route: '/voer/krachtvoer/Index/1023' });
    assert.equal(result.names.remote, 'klw_krachtvoer');
    for (const file of result.files) assert.ok(existsSync(path.join(root, file)), file);
    assert.ok(result.files.every((file) => file.startsWith('packages/krachtvoer/') || file === 'packages/e2e/specs/krachtvoer.smoke.spec.ts'));
    assert.deepEqual(shared(), before);

    const pkg = JSON.parse(read('packages/krachtvoer/package.json'));
    assert.equal(pkg.name, '@klw/krachtvoer');
    // The one way a screen is found (the local API, lint, knip): its package.json names its declaration and demo data.
    assert.deepEqual(pkg.klw, { declaration: './src/declaration.ts', demoData: './src/demo-data.ts' });
    assert.equal(pkg.exports['./declaration'], './src/declaration.ts');
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      assert.ok(version === 'catalog:' || version === 'workspace:*', `${name}: ${version}`);
    }
    // Its exposes are the modules of its src/exposes/ (lifecycles, page-load): createConfig finds them.
    assert.match(read('packages/krachtvoer/webpack.config.js'), /name: 'klw_krachtvoer'[\s\S]*remotes: \['klw_auth'\]/);
    assert.deepEqual(JSON.parse(read('packages/krachtvoer/src/routes.json')), {
      routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer', module: './lifecycles' }],
    });
    // Its declaration: its calls, its page (the menu's link: its route), its drafts' name, its heading.
    const contracts = read('packages/krachtvoer/src/declaration.ts');
    assert.match(contracts, /load: \{ call: 'GetKrachtvoerGegevens', path: '\/Krachtvoer\/GetKrachtvoerGegevens' \}/);
    assert.match(contracts, /save: \{ call: 'SaveKrachtvoerGegevens', path: '\/Krachtvoer\/SaveKrachtvoerGegevens' \}/);
    assert.match(contracts, /url: '\/voer\/krachtvoer\/Index\/\{klwId\}',/);
    assert.match(contracts, /screen: 'krachtvoer',/);
    assert.match(contracts, /title: 'Krachtvoer',/);
    const api = read('packages/krachtvoer/src/api/krachtvoer-api.ts');
    assert.match(api, /yearCalls\(KRACHTVOER, \{/);
    assert.match(api, /fixture: async \(\) => \(await import\(/);
    const spec = read('packages/e2e/specs/krachtvoer.smoke.spec.ts');
    assert.match(spec, /const ROUTES: string\[\] = \['\/voer\/krachtvoer\/Index\/\{klwId\}'\];/);
    assert.match(spec, /test\.describe\('Krachtvoer \(klw_krachtvoer\)'/);
    assert.match(read('packages/krachtvoer/src/exposes/lifecycles.ts'), /screenLifecycles\(KrachtvoerRoot\)/);
    assert.match(read('packages/krachtvoer/src/app/krachtvoer-root.tsx'), /<FormRoot idPrefix="klw-krachtvoer-"/);
    // A form on the screen kit, its drafts named for the screen, its heading the route's title.
    assert.match(read('packages/krachtvoer/src/model.ts'), /export const KRACHTVOER_MODEL = formModel\(KRACHTVOER\);/);
    assert.match(read('packages/krachtvoer/src/components/krachtvoer-screen.tsx'), /<FormScreen klwId=\{klwId\}>/);
    // Nothing of the template's own names is left in what was written.
    for (const file of result.files) assert.doesNotMatch(read(file), /screen-template|screen_template|SCREEN_TEMPLATE|screenTemplate|ScreenTemplate|Schermtitel/, file);
    assert.equal(JSON.parse(read(REMOTES_FILE)).klw_krachtvoer, 'apps/krachtvoer/mf-manifest.json');
    assert.deepEqual(JSON.parse(read(ROUTES_FILE)), ROUTES);
  });

  it('declares both routes of a screen that has two (akkerbouw)', () => {
    const result = scaffold({ root, route: '/akkerbouw/Index/{klwId}' });
    assert.deepEqual(result.routes, ['/percelenAkkerbouw/Index/{klwId}', '/akkerbouw/Index/{klwId}']);
    assert.deepEqual(
      JSON.parse(read('packages/akkerbouw/src/routes.json')).routes.map((/** @type {{ path: string }} */ route) => route.path),
      ['/percelenAkkerbouw/Index/{klwId}', '/akkerbouw/Index/{klwId}'],
    );
    assert.match(read('packages/e2e/specs/akkerbouw.smoke.spec.ts'), /const ROUTES: string\[\] = \['\/percelenAkkerbouw\/Index\/\{klwId\}', '\/akkerbouw\/Index\/\{klwId\}'\];/);
  });

  it('writes a smoke spec that opens a route without {klwId} as it stands', () => {
    scaffold({ root, route: '/Profiel/Index' });
    const spec = read('packages/e2e/specs/profiel.smoke.spec.ts');
    assert.match(spec, /const ROUTES: string\[\] = \['\/Profiel\/Index'\];/);
    assert.match(spec, /portal\.open\(route\.includes\('\{klwId\}'\) \? route\.replace\('\{klwId\}', String\(await participantYear\(\)\)\) : route\)/);
  });

  it('escapes a title with a quote in TypeScript strings and in JSON', () => {
    scaffold({ root, route: '/mest/Index/{klwId}' });
    assert.match(read('packages/mest/src/declaration.ts'), /title: 'Mest \\'n stuff',/);
    assert.equal(JSON.parse(read('packages/mest/package.json')).description, "Federated remote klw_mest: the Mest 'n stuff screen.");
    assert.equal(JSON.parse(read('packages/mest/src/routes.json')).routes[0].title, "Mest 'n stuff");
  });

  it('refuses a route outside the table, a route a package declares, and a second run; and then changes nothing', () => {
    const before = () => read(REMOTES_FILE);
    const initial = before();
    assert.throws(() => scaffold({ root, route: '/bestaat/niet' }), (error) => error instanceof ScaffoldError && /not in the route table \(packages\/shell\/src\/routes\.json\).*e\.g\. \/voer\/krachtvoer\/Index\/\{klwId\}/.test(error.message));
    assert.throws(() => scaffold({ root, route: '/melklevering/Index/1023' }), /already migrated: packages\/melklevering\/src\/routes\.json declares it/);
    assert.equal(before(), initial);

    scaffold({ root, route: '/voer/krachtvoer/Index/{klwId}' });
    assert.throws(() => scaffold({ root, route: '/voer/krachtvoer/Index/{klwId}' }), /already migrated/);
  });

  it('refuses when the package folder exists already', () => {
    mkdirSync(path.join(root, 'packages/voer-overig'), { recursive: true });
    const initial = read(REMOTES_FILE);
    assert.throws(() => scaffold({ root, route: '/voer/overig/Index/{klwId}' }), /packages\/voer-overig\/ already exists/);
    assert.equal(read(REMOTES_FILE), initial);
    assert.ok(!existsSync(path.join(root, 'packages/e2e/specs/voer-overig.smoke.spec.ts')));
  });
});

describe('declaringPackage', () => {
  it('finds the package whose routes.json declares a route, in any spelling', () => {
    assert.deepEqual(declaringPackage(root, ['/Melklevering/index/{klwId}']), {
      folder: 'packages/melklevering',
      path: '/melklevering/Index/{klwId}',
    });
    assert.equal(declaringPackage(root, ['/voer/krachtvoer/Index/{klwId}']), null);
  });
});

describe('docs/MIGRATION.md', () => {
  it('names exactly the files the generator writes, and the registry', () => {
    const doc = readFileSync(path.join(repoRoot, DOC_FILE), 'utf8');
    const files = scaffoldFiles(screenNames('voorbeeld', 'Voorbeeld'), [{ path: '/voorbeeld/Index/{klwId}' }]).map(([file]) =>
      file.replaceAll('voorbeeld', '<screen>'),
    );
    for (const file of [...files, REMOTES_FILE]) assert.ok(doc.includes(`\`${file}\``), `${DOC_FILE} does not name ${file}`);
    const named = [...doc.matchAll(/`(packages\/(?:e2e\/specs\/)?<screen>[^`]*)`/g)].flatMap(([, file = '']) => (file.endsWith('/') ? [] : [file]));
    assert.deepEqual([...new Set(named)].sort(), [...files].sort());
  });
});

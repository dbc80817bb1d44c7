// Unit tests of the screen generator and the migration document: `node --test scripts/new-screen.test.mjs`.
// They run against a small fixture checkout in a temp folder; the full proof (build, jest, tsc, lint of a
// generated package) is scripts/ci-scaffold-check.mjs.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isMigrationDocCurrent, renderMigrationDoc, writeMigrationDoc } from './migration-doc.mjs';
import { findRoute, formatRegistry, formatRouteTable, scaffold, ScaffoldError, screenNames } from './new-screen.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ROUTES = [
  { path: '/voer/krachtvoer/Index/{klwId}', screen: 'krachtvoer', title: 'Krachtvoer', group: 'farm' },
  { path: '/voer/overig/Index/{klwId}', screen: 'voer-overig', title: 'Overig voer', group: 'farm' },
  { path: '/percelenAkkerbouw/Index/{klwId}', screen: 'akkerbouw', title: 'Percelen akkerbouw', group: 'farm' },
  { path: '/akkerbouw/Index/{klwId}', screen: 'akkerbouw', title: 'Percelen akkerbouw', group: 'farm' },
  { path: '/melklevering/Index/{klwId}', screen: 'melklevering', title: 'Melklevering', group: 'farm', remote: 'klw_melklevering' },
  { path: '/Profiel/Index', screen: 'profiel', title: 'Profiel', group: 'other' },
];
const REMOTES = { klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' };

let root;

function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function read(file) {
  return readFileSync(path.join(root, file), 'utf8');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'klw-new-screen-test-'));
  write('packages/shell/src/routes.json', formatRouteTable(ROUTES));
  write('packages/shell/remotes.json', formatRegistry(REMOTES));
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
      packageName: '@klw/voer-overig',
      remote: 'klw_voer_overig',
      idPrefix: 'klw-voer-overig-',
      folder: 'packages/voer-overig',
    });
  });
});

describe('the data files keep their layout', () => {
  it('writes the real route table and registry back byte for byte', () => {
    const routes = readFileSync(path.join(repoRoot, 'packages/shell/src/routes.json'), 'utf8');
    const remotes = readFileSync(path.join(repoRoot, 'packages/shell/remotes.json'), 'utf8');
    assert.equal(formatRouteTable(JSON.parse(routes)), routes);
    assert.equal(formatRegistry(JSON.parse(remotes)), remotes);
  });
});

describe('scaffold', () => {
  it('creates the package, the smoke spec, switches the route, adds the registry line and the doc', () => {
    writeMigrationDoc(root);
    const result = scaffold({ root, route: '/voer/krachtvoer/Index/1023' });
    assert.equal(result.names.remote, 'klw_krachtvoer');
    for (const file of result.files) assert.ok(existsSync(path.join(root, file)), file);
    assert.ok(result.files.includes('packages/e2e/specs/krachtvoer.smoke.spec.ts'));

    const pkg = JSON.parse(read('packages/krachtvoer/package.json'));
    assert.equal(pkg.name, '@klw/krachtvoer');
    assert.equal(pkg.version, '0.1.0');
    assert.equal(pkg.scripts.build, 'webpack --mode production');
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      assert.ok(version === 'catalog:' || version === 'workspace:*', `${name}: ${version}`);
    }
    assert.match(read('packages/krachtvoer/webpack.config.js'), /name: 'klw_krachtvoer'[\s\S]*'\.\/lifecycles'[\s\S]*remotes: \['klw_auth'\]/);
    assert.match(read('packages/krachtvoer/src/features/krachtvoer/components/krachtvoer-screen.tsx'), /SCREEN_TITLE = 'Krachtvoer'/);
    assert.match(read('packages/e2e/specs/krachtvoer.smoke.spec.ts'), /`\/voer\/krachtvoer\/Index\/\$\{await participantYear\(\)\}`/);

    const routes = JSON.parse(read('packages/shell/src/routes.json'));
    assert.equal(routes.find((r) => r.screen === 'krachtvoer').remote, 'klw_krachtvoer');
    assert.equal(routes.filter((r) => r.remote).length, 2);
    assert.equal(JSON.parse(read('packages/shell/remotes.json')).klw_krachtvoer, 'apps/krachtvoer/mf-manifest.json');
    assert.ok(isMigrationDocCurrent(root));
    assert.match(read('docs/MIGRATION.md'), /\| `\/voer\/krachtvoer\/Index\/\{klwId\}` \| Krachtvoer \| `krachtvoer` \| farm \(per year\) \| \*\*migrated\*\* \| `klw_krachtvoer` \|/);
  });

  it('switches both routes of a screen that has two (akkerbouw)', () => {
    const result = scaffold({ root, route: '/akkerbouw/Index/{klwId}' });
    assert.deepEqual(result.routes, ['/percelenAkkerbouw/Index/{klwId}', '/akkerbouw/Index/{klwId}']);
    const routes = JSON.parse(read('packages/shell/src/routes.json'));
    assert.deepEqual(
      routes.filter((r) => r.screen === 'akkerbouw').map((r) => r.remote),
      ['klw_akkerbouw', 'klw_akkerbouw'],
    );
  });

  it('writes a smoke spec without the year for a route without {klwId}', () => {
    scaffold({ root, route: '/Profiel/Index' });
    const spec = read('packages/e2e/specs/profiel.smoke.spec.ts');
    assert.match(spec, /portal\.open\('\/Profiel\/Index'\)/);
    assert.doesNotMatch(spec, /participantYear/);
  });

  it('refuses a route outside the table, a migrated route, and a second run; and then changes nothing', () => {
    const before = () => [read('packages/shell/src/routes.json'), read('packages/shell/remotes.json')];
    const initial = before();
    assert.throws(() => scaffold({ root, route: '/bestaat/niet' }), (error) => error instanceof ScaffoldError && /not in the route table/.test(error.message));
    assert.throws(() => scaffold({ root, route: '/melklevering/Index/1023' }), /already migrated: the remote klw_melklevering/);
    assert.deepEqual(before(), initial);

    scaffold({ root, route: '/voer/krachtvoer/Index/{klwId}' });
    assert.throws(() => scaffold({ root, route: '/voer/krachtvoer/Index/{klwId}' }), /already migrated/);
  });

  it('refuses when the package folder exists already', () => {
    mkdirSync(path.join(root, 'packages/voer-overig'), { recursive: true });
    const initial = read('packages/shell/src/routes.json');
    assert.throws(() => scaffold({ root, route: '/voer/overig/Index/{klwId}' }), /packages\/voer-overig\/ already exists/);
    assert.equal(read('packages/shell/src/routes.json'), initial);
    assert.ok(!existsSync(path.join(root, 'packages/e2e/specs/voer-overig.smoke.spec.ts')));
  });
});

describe('the migration document', () => {
  it('lists every route with its state and remote, and the registry', () => {
    const doc = renderMigrationDoc({ routes: ROUTES, remotes: REMOTES });
    assert.match(doc, /6 routes \(5 screens\): 1 migrated \(1 screens\), 5 legacy/);
    assert.match(doc, /\| `\/melklevering\/Index\/\{klwId\}` \| Melklevering \| `melklevering` \| farm \(per year\) \| \*\*migrated\*\* \| `klw_melklevering` \|/);
    assert.match(doc, /\| `\/Profiel\/Index` \| Profiel \| `profiel` \| other \| legacy \| {2}\|/);
    assert.match(doc, /\| `klw_auth` \| `apps\/auth\/mf-manifest.json` \| none \(a service remote\) \|/);
    assert.match(doc, /## Step by step/);
  });

  it('names a migrated route whose remote is missing from the registry', () => {
    const doc = renderMigrationDoc({ routes: ROUTES, remotes: { klw_auth: 'apps/auth/mf-manifest.json' } });
    assert.match(doc, /\*\*Not in the registry\*\*.*`klw_melklevering`/);
  });

  it('is reported out of date until it is written', () => {
    assert.equal(isMigrationDocCurrent(root), false);
    assert.equal(writeMigrationDoc(root), true);
    assert.equal(isMigrationDocCurrent(root), true);
    assert.equal(writeMigrationDoc(root), false);
  });

  it('docs/MIGRATION.md of the repository is current', () => {
    assert.ok(isMigrationDocCurrent(repoRoot), 'run `pnpm docs:migration`');
  });
});

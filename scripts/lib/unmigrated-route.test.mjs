import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { REMOTES_FILE, ROUTES_FILE } from '../new-screen.mjs';
import { firstUnmigratedFarmRoute } from './unmigrated-route.mjs';

const TABLE = [
  { path: '/Home/new', screen: 'home', title: 'Start', group: 'other' },
  { path: '/voer/krachtvoer/Index/{klwId}', screen: 'krachtvoer', title: 'Krachtvoer', group: 'farm' },
  { path: '/voer/overig/Index/{klwId}', screen: 'voer-overig', title: 'Overig voer', group: 'farm' },
  { path: '/percelenAkkerbouw/Index/{klwId}', screen: 'akkerbouw', title: 'Percelen akkerbouw', group: 'farm' },
  { path: '/akkerbouw/Index/{klwId}', screen: 'akkerbouw', title: 'Percelen akkerbouw', group: 'farm' },
  { path: '/melklevering/Index/{klwId}', screen: 'melklevering', title: 'Melklevering', group: 'farm' },
];

let root = '';
/** @param {string} file @param {unknown} value */
const writeJson = (file, value) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(value));
};
/** A package of the checkout that declares these routes (its src/routes.json), as a migrated screen does. */
const declare = (/** @type {string} */ folder, /** @type {string[]} */ paths) =>
  writeJson(`packages/${folder}/src/routes.json`, { routes: paths.map((p) => ({ path: p, title: folder, module: './lifecycles' })) });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'klw-unmigrated-'));
  writeJson(ROUTES_FILE, TABLE);
  writeJson(REMOTES_FILE, {});
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the first farm route new-screen can still scaffold', () => {
  it('is the first farm route of the table, in its order, that no package declares', () => {
    assert.equal(firstUnmigratedFarmRoute(root), '/voer/krachtvoer/Index/{klwId}');
    declare('krachtvoer', ['/voer/krachtvoer/Index/{klwId}']);
    assert.equal(firstUnmigratedFarmRoute(root), '/voer/overig/Index/{klwId}');
  });

  it('skips a screen with a folder or a registry line of that name, and a screen one of whose routes is declared', () => {
    mkdirSync(path.join(root, 'packages/krachtvoer'), { recursive: true });
    writeJson(REMOTES_FILE, { klw_voer_overig: 'apps/voer-overig/mf-manifest.json' });
    declare('akkerbouw-oud', ['/akkerbouw/Index/{klwId}']);
    assert.equal(firstUnmigratedFarmRoute(root), '/melklevering/Index/{klwId}');
  });

  it('is null once every farm screen is migrated', () => {
    declare('krachtvoer', ['/voer/krachtvoer/Index/{klwId}']);
    declare('voer-overig', ['/voer/overig/Index/{klwId}']);
    declare('akkerbouw', ['/percelenAkkerbouw/Index/{klwId}', '/akkerbouw/Index/{klwId}']);
    declare('melklevering', ['/melklevering/Index/{klwId}']);
    assert.equal(firstUnmigratedFarmRoute(root), null);
  });
});

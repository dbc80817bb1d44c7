// @ts-check
// The deploy verbs as a team meets them: versions side by side, the registry line the only thing that changes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildVersionName, canary, deploy, formatVersions, promote, rollback, versions } from './deploy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A deployment folder with a registry, and a fake build of the milk screen per call. */
function setup({ keepVersions = /** @type {number | undefined} */ (undefined) } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-deploy-test-'));
  const appsDir = path.join(dir, 'apps');
  mkdirSync(appsDir);
  writeFileSync(path.join(appsDir, 'remotes.json'), JSON.stringify({ klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' }));
  if (keepVersions !== undefined) writeFileSync(path.join(appsDir, 'deployment.json'), JSON.stringify({ keepVersions }));
  let builds = 0;
  /** @param {string} [buildVersion] */
  const build = (buildVersion = '0.1.0') => {
    builds += 1;
    const dist = path.join(dir, `dist-${builds}`);
    mkdirSync(dist);
    const chunk = `exposes.${String(builds).padStart(10, 'a')}.js`;
    writeFileSync(path.join(dist, chunk), `/* build ${builds} */`);
    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */');
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'klw_melklevering', metaData: { buildInfo: { buildVersion } }, exposes: [{ assets: { js: { sync: [chunk] } } }] }));
    return dist;
  };
  const registry = () => JSON.parse(readFileSync(path.join(appsDir, 'remotes.json'), 'utf8'));
  return { appsDir, build, registry };
}

test('a version name is the build version and 8 hex digits of its manifest; another build, another name', () => {
  const a = buildVersionName(JSON.stringify({ name: 'klw_x', metaData: { buildInfo: { buildVersion: '0.1.0' } }, chunk: 'a' }));
  const b = buildVersionName(JSON.stringify({ name: 'klw_x', metaData: { buildInfo: { buildVersion: '0.1.0' } }, chunk: 'b' }));
  assert.match(a.name, /^0\.1\.0\+[0-9a-f]{8}$/);
  assert.notEqual(a.name, b.name);
  assert.equal(a.remote, 'klw_x');
  assert.match(buildVersionName(JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.2.0-rc.1+ci.7' } } })).name, /^0\.2\.0-rc\.1\+ci\.7\.[0-9a-f]{8}$/);
});

test('deploy puts B beside A without touching the registry; promote, canary and rollback edit only the line', () => {
  const { appsDir, build, registry } = setup();
  const a = deploy({ appsDir, screen: 'melklevering', from: build(), now: new Date('2026-11-01T10:00:00Z') });
  assert.equal(a.fresh, true);
  assert.deepEqual(registry().klw_melklevering, 'apps/melklevering/mf-manifest.json');
  promote({ appsDir, screen: 'melklevering' });
  assert.equal(registry().klw_melklevering, `apps/melklevering/${a.version}/mf-manifest.json`);
  assert.equal(registry().klw_auth, 'apps/auth/mf-manifest.json');

  const b = deploy({ appsDir, screen: 'melklevering', from: build(), now: new Date('2026-11-02T10:00:00Z') });
  assert.notEqual(b.version, a.version);
  assert.ok(existsSync(path.join(appsDir, 'melklevering', a.version, 'remoteEntry.js')));
  assert.ok(existsSync(path.join(appsDir, 'melklevering', b.version, 'remoteEntry.js')));
  assert.equal(registry().klw_melklevering, `apps/melklevering/${a.version}/mf-manifest.json`, 'deploying alone gives nobody B');
  assert.equal(deploy({ appsDir, screen: 'melklevering', from: path.join(appsDir, 'melklevering', b.version) }).fresh, false, 'the same build again copies nothing');

  canary({ appsDir, screen: 'melklevering', version: b.version, percent: 10 });
  assert.deepEqual(registry().klw_melklevering, {
    manifest: `apps/melklevering/${a.version}/mf-manifest.json`,
    canary: `apps/melklevering/${b.version}/mf-manifest.json`,
    canaryPercent: 10,
  });
  const listing = formatVersions(versions({ appsDir, screen: 'melklevering' }));
  assert.match(listing, new RegExp(`${b.version.replace('+', '\\+')} .*canary, 10 % of farmers\\n.*${a.version.replace('+', '\\+')} .*everyone`));

  const ended = rollback({ appsDir, screen: 'melklevering' });
  assert.equal(ended.canaryEnded, true);
  assert.equal(registry().klw_melklevering, `apps/melklevering/${a.version}/mf-manifest.json`);

  promote({ appsDir, screen: 'melklevering', version: b.version });
  assert.equal(registry().klw_melklevering, `apps/melklevering/${b.version}/mf-manifest.json`);
  const back = rollback({ appsDir, screen: 'melklevering' });
  assert.deepEqual([back.version, back.from, back.canaryEnded], [a.version, b.version, false]);
  assert.equal(registry().klw_melklevering, `apps/melklevering/${a.version}/mf-manifest.json`);
});

test('keeps the last keepVersions versions, and never the promoted one, the canary or the rollback target', () => {
  const { appsDir, build } = setup({ keepVersions: 2 });
  const first = deploy({ appsDir, screen: 'melklevering', from: build() }).version;
  promote({ appsDir, screen: 'melklevering' });
  const second = deploy({ appsDir, screen: 'melklevering', from: build() }).version;
  promote({ appsDir, screen: 'melklevering' });
  const third = deploy({ appsDir, screen: 'melklevering', from: build() }).version;
  // first: the version a rollback goes back to; second: promoted. Both stay although only 2 are kept.
  const fourth = deploy({ appsDir, screen: 'melklevering', from: build() });
  assert.deepEqual(fourth.removed, [third]);
  const folders = readdirSync(path.join(appsDir, 'melklevering')).filter((name) => name.startsWith('0.'));
  assert.deepEqual(folders.sort(), [first, second, fourth.version].sort());
});

test('refuses what would break a page, with the reason', () => {
  const { appsDir, build } = setup();
  assert.throws(() => promote({ appsDir, screen: 'melklevering' }), /nothing of 'melklevering' has been deployed/);
  const a = deploy({ appsDir, screen: 'melklevering', from: build() }).version;
  assert.throws(() => promote({ appsDir, screen: 'melklevering', version: '9.9.9+00000000' }), /'9\.9\.9\+00000000' is not a deployed version of melklevering/);
  promote({ appsDir, screen: 'melklevering' });
  assert.throws(() => rollback({ appsDir, screen: 'melklevering' }), /no earlier promoted version/);
  assert.throws(() => canary({ appsDir, screen: 'melklevering', version: a, percent: 10 }), /is the version everyone gets already/);
  const b = deploy({ appsDir, screen: 'melklevering', from: build() }).version;
  assert.throws(() => canary({ appsDir, screen: 'melklevering', version: b, percent: 101 }), /whole percentage/);
  writeFileSync(path.join(appsDir, 'remotes.json.lock'), '');
  assert.throws(() => promote({ appsDir, screen: 'melklevering', version: b }), /another deploy command is editing the registry/);
  assert.throws(() => deploy({ appsDir, screen: '../x', from: build() }), /no screen folder name/);
});

test('the commands print what farmers get, and a refusal is one line with exit status 1', () => {
  const { appsDir, build } = setup();
  const klw = (/** @type {string[]} */ ...args) => spawnSync(process.execPath, ['scripts/klw.mjs', ...args, '--apps', appsDir], { cwd: root, encoding: 'utf8' });
  const deployed = klw('deploy', 'melklevering', '--from', build());
  assert.equal(deployed.status, 0, deployed.stderr);
  assert.match(deployed.stdout, /klw_melklevering 0\.1\.0\+[0-9a-f]{8} deployed in .*; farmers get it once promoted/);
  const promoted = klw('promote', 'melklevering');
  assert.match(promoted.stdout, /klw_melklevering: everyone gets 0\.1\.0\+[0-9a-f]{8} on the next page load/);
  const refused = klw('rollback', 'melklevering');
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /^\[klw\] rollback: klw_melklevering has no earlier promoted version to go back to\n$/);
});

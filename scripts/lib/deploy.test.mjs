// @ts-check
// The deploy verbs as a team meets them: versions side by side, the registry line the only thing that changes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  /**
   * A build as webpack writes it: the manifest, the files it names, the route declaration; a shell's names shell.js
   * and lists the libraries it provides, a screen's the ones it was built against.
   * @param {string} [buildVersion]
   * @param {{ name?: string, shared?: Record<string, string> }} [options]
   */
  const build = (buildVersion = '0.1.0', { name = 'klw_melklevering', shared = { react: '19.3.1' } } = {}) => {
    builds += 1;
    const dist = path.join(dir, `dist-${builds}`);
    mkdirSync(dist);
    const chunk = `exposes.${String(builds).padStart(10, 'a')}.js`;
    writeFileSync(path.join(dist, chunk), `/* build ${builds} */`);
    const shell = name === 'klw_shell';
    writeFileSync(path.join(dist, shell ? 'shell.js' : 'remoteEntry.js'), '/* entry */');
    writeFileSync(path.join(dist, 'routes.json'), '{ "routes": [] }');
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        name,
        metaData: { buildInfo: { buildVersion }, pluginVersion: '2.9.2', remoteEntry: { name: shell ? '' : 'remoteEntry.js', path: '' } },
        exposes: shell ? [] : [{ name: 'screen', assets: { js: { sync: [chunk] } } }],
        shared: Object.entries(shared).map(([library, version]) => ({ name: library, version, assets: { js: { sync: shell ? [chunk] : [] } } })),
      }),
    );
    return dist;
  };
  const registry = () => JSON.parse(readFileSync(path.join(appsDir, 'remotes.json'), 'utf8'));
  /** Every file of the deployment folder with its content: what a refused command must leave as it was. */
  const snapshot = () => {
    /** @type {Record<string, string>} */
    const files = {};
    const walk = (/** @type {string} */ folder) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else files[path.relative(appsDir, file)] = readFileSync(file, 'utf8');
      }
    };
    walk(appsDir);
    return files;
  };
  return { appsDir, build, registry, snapshot };
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

/** node scripts/klw.mjs with `args` against `appsDir`. */
function klwIn(/** @type {string} */ appsDir) {
  return (/** @type {string[]} */ ...args) => spawnSync(process.execPath, ['scripts/klw.mjs', ...args, '--apps', appsDir], { cwd: root, encoding: 'utf8' });
}

test('a build deployed under another folder than its remote is refused, and nothing changes', () => {
  const { appsDir, build, snapshot } = setup();
  const before = snapshot();
  const refused = klwIn(appsDir)('deploy', 'authcopy', '--from', build('0.1.0', { name: 'klw_auth' }));
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /^\[klw\] deploy: .* is a build of klw_auth, which deploys into 'auth', not 'authcopy': node scripts\/klw\.mjs deploy auth\n$/);
  assert.deepEqual(snapshot(), before);
  assert.equal(existsSync(path.join(appsDir, 'authcopy')), false);
});

test('an incomplete build, a damaged registry, history, manifest or settings is refused in one line, and nothing changes', () => {
  const { appsDir, build, snapshot } = setup();
  const klw = klwIn(appsDir);
  const incomplete = build();
  rmSync(path.join(incomplete, 'remoteEntry.js'));
  const damagedManifest = build();
  writeFileSync(path.join(damagedManifest, 'mf-manifest.json'), '{"name": "klw_melk');
  const good = build();
  assert.equal(klw('deploy', 'melklevering', '--from', good).status, 0);
  assert.equal(klw('promote', 'melklevering').status, 0);
  const next = build();
  /** @type {[string, () => void, string[], RegExp][]} */
  const cases = [
    ['an incomplete build', () => {}, ['deploy', 'melklevering', '--from', incomplete], /is not a complete build: remoteEntry\.js missing/],
    ['a damaged manifest', () => {}, ['deploy', 'melklevering', '--from', damagedManifest], /mf-manifest\.json is damaged \(/],
    ['a damaged registry', () => writeFileSync(path.join(appsDir, 'remotes.json'), '{"klw_auth": '), ['deploy', 'melklevering', '--from', next], /remotes\.json is damaged \(/],
    ['a registry line that is no URL', () => writeFileSync(path.join(appsDir, 'remotes.json'), '{"klw_auth": 7}'), ['promote', 'melklevering'], /klw_auth.*Nothing was changed\.$/m],
    ['a damaged history', () => writeFileSync(path.join(appsDir, 'melklevering', 'deployments.json'), '{"remote": "klw_melklevering", "versions": 3}'), ['rollback', 'melklevering'], /deployments\.json is damaged/],
    ['damaged settings', () => writeFileSync(path.join(appsDir, 'deployment.json'), '{keep'), ['deploy', 'melklevering', '--from', next], /deployment\.json is damaged/],
  ];
  for (const [what, damage, args, message] of cases) {
    const saved = snapshot();
    damage();
    const before = snapshot();
    const result = klw(...args);
    assert.equal(result.status, 1, what);
    assert.match(result.stderr, message, what);
    assert.equal(result.stderr.trim().split('\n').length, 1, `${what}: one line, no stack`);
    assert.deepEqual(snapshot(), before, `${what}: nothing changed`);
    for (const [file, text] of Object.entries(saved)) writeFileSync(path.join(appsDir, file), text);
  }
});

test('deploy takes the registry lock; a deploy refused for its settings or a missing registry copies nothing', () => {
  const { appsDir, build, snapshot } = setup();
  const klw = klwIn(appsDir);
  writeFileSync(path.join(appsDir, 'remotes.json.lock'), '');
  const locked = klw('deploy', 'melklevering', '--from', build());
  assert.equal(locked.status, 1);
  assert.match(locked.stderr, /another deploy command is editing the registry/);
  rmSync(path.join(appsDir, 'remotes.json.lock'));
  assert.equal(existsSync(path.join(appsDir, 'melklevering')), false);

  writeFileSync(path.join(appsDir, 'deployment.json'), JSON.stringify({ keepVersions: 1 }));
  const before = snapshot();
  assert.equal(klw('deploy', 'melklevering', '--from', build()).status, 1);
  assert.deepEqual(snapshot(), before);
  rmSync(path.join(appsDir, 'deployment.json'));
  rmSync(path.join(appsDir, 'remotes.json'));
  assert.equal(klw('deploy', 'melklevering', '--from', build()).status, 1);
  assert.equal(existsSync(path.join(appsDir, 'melklevering')), false);
});

test('a version folder an interrupted deploy left unlisted is removed by the next deploy, and deployed again when asked', () => {
  const { appsDir, build } = setup();
  const dist = build();
  const { version } = deploy({ appsDir, screen: 'melklevering', from: build() });
  const stray = buildVersionName(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).name;
  mkdirSync(path.join(appsDir, 'melklevering', stray));
  mkdirSync(path.join(appsDir, 'melklevering', `.incoming-${stray}-1`));
  const again = deploy({ appsDir, screen: 'melklevering', from: dist });
  assert.equal(again.version, stray);
  assert.equal(again.fresh, true, 'the half copy is replaced by a whole one');
  assert.ok(existsSync(path.join(appsDir, 'melklevering', stray, 'remoteEntry.js')));
  assert.deepEqual(versions({ appsDir, screen: 'melklevering' }).rows.map((row) => row.version), [stray, version]);
  assert.deepEqual(readdirSync(path.join(appsDir, 'melklevering')).filter((name) => name.startsWith('.')), []);
});

test('rollback walks back through the promotions: a second one goes further back, never to the version just left', () => {
  const { appsDir, build, registry } = setup();
  const line = (/** @type {string} */ version) => `apps/melklevering/${version}/mf-manifest.json`;
  const [a, b, c] = [build(), build(), build()].map((dist) => {
    const { version } = deploy({ appsDir, screen: 'melklevering', from: dist });
    promote({ appsDir, screen: 'melklevering', version });
    return version;
  });
  assert.equal(registry().klw_melklevering, line(c ?? ''));
  assert.equal(rollback({ appsDir, screen: 'melklevering' }).version, b);
  assert.equal(rollback({ appsDir, screen: 'melklevering' }).version, a);
  assert.equal(registry().klw_melklevering, line(a ?? ''));
  assert.throws(() => rollback({ appsDir, screen: 'melklevering' }), /no earlier promoted version/);
  // Promoting C again and rolling back goes to A, the version farmers had before C.
  promote({ appsDir, screen: 'melklevering', version: c });
  assert.equal(rollback({ appsDir, screen: 'melklevering' }).version, a);
});

test('a share is a whole percentage 0-100 written as digits; anything else is refused and the canary stays', () => {
  const { appsDir, build, registry } = setup();
  const klw = klwIn(appsDir);
  deploy({ appsDir, screen: 'melklevering', from: build() });
  promote({ appsDir, screen: 'melklevering' });
  const { version } = deploy({ appsDir, screen: 'melklevering', from: build() });
  assert.equal(klw('canary', 'melklevering', version, '10').status, 0);
  const before = registry();
  for (const share of ['', '1e1', '0x0A', '-1', '101', '5.0', ' 5']) {
    const result = klw('canary', 'melklevering', version, share);
    assert.notEqual(result.status, 0, `'${share}'`);
    assert.match(result.stderr, /whole percentage from 0 to 100/, `'${share}'`);
    assert.deepEqual(registry(), before, `'${share}' changes nothing`);
  }
  assert.equal(klw('canary', 'melklevering', version, '0').status, 0);
  assert.equal(typeof registry().klw_melklevering, 'string', '0 ends the canary');
});

test('the shell and klw_auth deploy as versions like a screen; the shell line names the version farmers get', () => {
  const { appsDir, build, registry } = setup();
  const a = deploy({ appsDir, screen: 'shell', from: build('0.1.0', { name: 'klw_shell', shared: { react: '19.3.1' } }) }).version;
  promote({ appsDir, screen: 'shell' });
  assert.equal(registry().klw_shell, `apps/shell/${a}/mf-manifest.json`);
  assert.ok(existsSync(path.join(appsDir, 'shell', a, 'shell.js')));
  const b = deploy({ appsDir, screen: 'shell', from: build('0.1.1', { name: 'klw_shell', shared: { react: '19.3.1' } }) }).version;
  canary({ appsDir, screen: 'shell', version: b, percent: 20 });
  assert.deepEqual(registry().klw_shell, { manifest: `apps/shell/${a}/mf-manifest.json`, canary: `apps/shell/${b}/mf-manifest.json`, canaryPercent: 20 });
  promote({ appsDir, screen: 'shell', version: b });
  assert.equal(rollback({ appsDir, screen: 'shell' }).version, a);
  const auth = deploy({ appsDir, screen: 'auth', from: build('0.1.0', { name: 'klw_auth' }) }).version;
  promote({ appsDir, screen: 'auth' });
  assert.equal(registry().klw_auth, `apps/auth/${auth}/mf-manifest.json`);
});

test('a screen and a shell farmers could get together must fit, checked both ways with the rule the shell applies', () => {
  const { appsDir, build, registry, snapshot } = setup();
  const klw = klwIn(appsDir);
  const shell = (/** @type {string} */ react) => build('0.1.0', { name: 'klw_shell', shared: { react } });
  const old = deploy({ appsDir, screen: 'shell', from: shell('19.3.1') }).version;
  promote({ appsDir, screen: 'shell' });
  deploy({ appsDir, screen: 'melklevering', from: build('0.1.0', { shared: { react: '19.3.1' } }) });
  promote({ appsDir, screen: 'melklevering' });

  // A screen built against a newer React than the promoted shell provides: refused at deploy, naming what to do.
  let before = snapshot();
  const newerScreen = klw('deploy', 'melklevering', '--from', build('0.2.0', { shared: { react: '19.4.0' } }));
  assert.equal(newerScreen.status, 1);
  assert.equal(
    newerScreen.stderr,
    `[klw] deploy: klw_melklevering 0.2.0+${newerScreen.stderr.match(/0\.2\.0\+([0-9a-f]{8})/)?.[1]} was built against react 19.4.0, and klw_shell ${old} (promoted) provides 19.3.1: deploy and promote a klw_shell that provides react 19.4.0 first\n`,
  );
  assert.deepEqual(snapshot(), before);

  // A shell of another React major may be deployed, but neither canaried nor promoted while screens need the old one.
  const major = deploy({ appsDir, screen: 'shell', from: shell('20.0.0') }).version;
  before = snapshot();
  for (const args of [['canary', 'shell', major, '10'], ['promote', 'shell', major]]) {
    const refused = klw(...args);
    assert.equal(refused.status, 1, args.join(' '));
    assert.match(refused.stderr, /^\[klw\] \w+: klw_shell .* provides react 20\.0\.0, and klw_melklevering 0\.1\.0\+[0-9a-f]{8} \(promoted\) was built against 19\.3\.1: deploy and promote a klw_melklevering built against react 20\.0\.0 first\n$/);
  }
  assert.deepEqual(snapshot(), before);

  // With a newer shell promoted, the newer screen fits.
  const newer = deploy({ appsDir, screen: 'shell', from: shell('19.4.0') }).version;
  promote({ appsDir, screen: 'shell', version: newer });
  assert.equal(klw('deploy', 'melklevering', '--from', build('0.2.0', { shared: { react: '19.4.0' } })).status, 0);
  // A canary of the old shell would meet it: refused.
  const oldCanary = klw('canary', 'shell', old, '10');
  assert.equal(oldCanary.status, 0, 'the newer screen is deployed, not yet promoted: the old shell still fits what farmers get');
  assert.equal(klw('canary', 'shell', old, '0').status, 0);
  assert.equal(klw('promote', 'melklevering').status, 0);
  const refusedCanary = klw('canary', 'shell', old, '10');
  assert.equal(refusedCanary.status, 1);
  assert.match(refusedCanary.stderr, /klw_melklevering 0\.2\.0\+[0-9a-f]{8} \(promoted\) was built against 19\.4\.0: deploy a klw_shell that provides react 19\.4\.0 or newer/);
  assert.equal(registry().klw_shell, `apps/shell/${newer}/mf-manifest.json`);
});

test('a screen is checked against a shell copied over into apps/shell/ when the registry has no line for the shell', () => {
  const { appsDir, build } = setup();
  const shell = build('0.1.0', { name: 'klw_shell', shared: { react: '19.3.1' } });
  mkdirSync(path.join(appsDir, 'shell'));
  writeFileSync(path.join(appsDir, 'shell', 'mf-manifest.json'), readFileSync(path.join(shell, 'mf-manifest.json')));
  assert.throws(
    () => deploy({ appsDir, screen: 'melklevering', from: build('0.2.0', { shared: { react: '20.0.0' } }) }),
    /klw_melklevering 0\.2\.0\+[0-9a-f]{8} was built against react 20\.0\.0, and klw_shell apps\/shell\/mf-manifest\.json \(copied over\) provides 19\.3\.1: deploy and promote a klw_shell that provides react 20\.0\.0 first/,
  );
  assert.equal(deploy({ appsDir, screen: 'melklevering', from: build('0.2.0', { shared: { react: '19.0.0' } }) }).fresh, true);
});

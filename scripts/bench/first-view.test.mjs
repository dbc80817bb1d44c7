import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { federatedFirstView, firstViewDifference, monolithFirstView } from './first-view.mjs';
import { sizeOf } from './sizes.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'first-view-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} file @param {unknown} content */
function write(file, content) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
}

const entry = { name: 'remoteEntry.js', path: '' };
write('registry.json', { klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' });
write('host-adapter/dist/host-adapter.js', 'adapter');
write('packages/shell/dist/shell.js', 'shell'.repeat(50));
// The shell provides the shared libraries (ADR 018); the screen names those it consumes, without files.
write('packages/shell/dist/mf-manifest.json', {
  metaData: { publicPath: 'auto' },
  shared: [
    { name: 'react', assets: { js: { sync: ['shared.8.js'] } } },
    { name: '@klw/forms', assets: { js: { sync: ['kit.9.js'] } } },
    { name: 'valibot', assets: { js: { sync: ['calls.10.js'] } } },
  ],
});
for (const file of ['shared.8.js', 'kit.9.js', 'calls.10.js']) write(`packages/shell/dist/${file}`, `shell ${file}`);
write('packages/shell/dist/route-files.json', { melklevering: ['melk.11.js'], krachtvoer: ['feed.12.js'] });
write('packages/shell/dist/melk.11.js', 'the milk route');
write('packages/melklevering/dist/mf-manifest.json', {
  metaData: { publicPath: 'auto', remoteEntry: entry },
  shared: [
    { name: 'react', assets: { js: { sync: [] } } },
    { name: '@klw/forms', assets: { js: { sync: [] } } },
    { assets: { js: { sync: ['shared.1.js'] } } },
  ],
  exposes: [{ name: 'lifecycles', assets: { js: { sync: ['exposes.2.js'] } } }],
  remotes: [{ federationContainerName: 'klw_auth', moduleName: 'client' }],
});
write('packages/melklevering/dist/routes.json', { routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering', module: './lifecycles' }] });
for (const file of ['remoteEntry.js', 'shared.1.js', 'exposes.2.js', 'mock.3.js', 'lazy.4.js']) write(`packages/melklevering/dist/${file}`, `melk ${file}`);
write('packages/auth/dist/mf-manifest.json', {
  metaData: { publicPath: 'auto', remoteEntry: entry },
  shared: [{ assets: { js: { sync: ['shared.5.js'] } } }],
  exposes: [
    { name: 'client', assets: { js: { sync: ['exposes.6.js'] } } },
    { name: 'other', assets: { js: { sync: ['other.7.js'] } } },
  ],
});
for (const file of ['remoteEntry.js', 'shared.5.js', 'exposes.6.js', 'other.7.js']) write(`packages/auth/dist/${file}`, `auth ${file}`);

const options = { packagesDir: path.join(dir, 'packages'), hostAdapterDist: path.join(dir, 'host-adapter/dist'), registryFile: path.join(dir, 'registry.json') };

test("counts what the page runs: adapter, shell, the screen's entry and module (not its own copies of shared libraries), the shell's copies of the libraries it consumes, the imported module's files", () => {
  const view = federatedFirstView(options);
  assert.deepEqual(
    view.files.map((file) => file.file),
    [
      'host-adapter/host-adapter.js',
      'shell/shell.js',
      'melklevering/remoteEntry.js',
      'melklevering/exposes.2.js',
      'shell/shared.8.js',
      'shell/kit.9.js',
      'auth/remoteEntry.js',
      'auth/exposes.6.js',
    ],
  );
  assert.equal(view.gzip, view.files.reduce((sum, file) => sum + file.gzip, 0));
  assert.equal(view.files[1]?.gzip, sizeOf('shell'.repeat(50)).gzip);
});

test('says which file is missing when a manifest names one the build does not have', () => {
  rmSync(path.join(dir, 'packages/auth/dist/exposes.6.js'));
  try {
    assert.throws(() => federatedFirstView(options), /exposes\.6\.js is missing: its manifest names it \(auth\/exposes\.6\.js\)/);
  } finally {
    write('packages/auth/dist/exposes.6.js', 'auth exposes.6.js');
  }
  assert.throws(() => federatedFirstView({ ...options, remote: 'klw_voer' }), /klw_voer is not in .*registry\.json/);
});

test("the monolith's first view is the adapter, its bundle and the milk screen's lazy route", () => {
  const view = monolithFirstView({ bundle: path.join(dir, 'packages/shell/dist/shell.js'), hostAdapterDist: options.hostAdapterDist });
  assert.deepEqual(view.files.map((file) => file.file), ['host-adapter/host-adapter.js', 'shell/shell.js', 'shell/melk.11.js']);
});

test('names the files a browser loaded that were not counted, and the other way round', () => {
  const view = federatedFirstView(options);
  const paths = view.files.map((file) => `/apps/${file.file}`);
  assert.deepEqual(firstViewDifference(view, paths), { notCounted: [], notLoaded: [] });
  assert.deepEqual(firstViewDifference(view, [...paths.slice(1), '/apps/melklevering/lazy.4.js']), {
    notCounted: ['/apps/melklevering/lazy.4.js'],
    notLoaded: ['/apps/host-adapter/host-adapter.js'],
  });
});

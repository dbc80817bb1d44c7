/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlFor, contentTypeFor, IMMUTABLE, NO_CACHE, resolveInside } from './static-files';

describe('cacheControlFor', () => {
  it.each([
    ['24.a5866ae85a.js', IMMUTABLE],
    ['24.a5866ae85a.js.map', IMMUTABLE],
    ['__federation_expose_lifecycles.8a7b6c5d.js', IMMUTABLE],
    ['main-3f2a1b9c.css', IMMUTABLE],
    ['/srv/dist/495.ba315bc464.js', IMMUTABLE],
    ['mf-manifest.json', NO_CACHE],
    ['remotes.json', NO_CACHE],
    ['routes.json', NO_CACHE],
    ['shell.js', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['host-adapter.js', NO_CACHE],
    ['vendors-node_modules_react_index_js.js', NO_CACHE],
    ['deadbeefcafe.js', NO_CACHE],
  ])('%s -> %s', (name, expected) => {
    expect(cacheControlFor(name)).toBe(expected);
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.JSON', 'application/json; charset=utf-8'],
    ['a.js.map', 'application/json; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.html', 'text/html; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.woff2', 'font/woff2'],
    ['a.bin', 'application/octet-stream'],
    ['LICENSE', 'application/octet-stream'],
  ])('%s -> %s', (name, expected) => {
    expect(contentTypeFor(name)).toBe(expected);
  });
});

describe('resolveInside', () => {
  let dir: string;
  let root: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    root = join(dir, 'dist');
    mkdirSync(join(root, 'sub'), { recursive: true });
    writeFileSync(join(root, 'sub', 'a.js'), 'a');
    writeFileSync(join(dir, 'secret.txt'), 'geheim');
    symlinkSync(join(dir, 'secret.txt'), join(root, 'link.txt'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds files below the root', async () => {
    await expect(resolveInside(root, '/sub/a.js')).resolves.toMatch(/sub[/\\]a\.js$/);
    await expect(resolveInside(root, 'sub/%61.js')).resolves.toMatch(/a\.js$/);
  });

  it.each([
    '/../secret.txt',
    '/sub/../../secret.txt',
    '/..%2fsecret.txt',
    '/sub%2f..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/sub/a.js%00',
    '/%E0%A4%A',
    '/link.txt',
    '/sub',
    '/',
    '/missing.js',
  ])('refuses %s', async (path) => {
    await expect(resolveInside(root, path)).resolves.toBeNull();
  });
});

/** @jest-environment node */
// A page carries what its route needs: the screen of its route and the remotes that screen imports, never every deployed
// screen; and the deployment's files, kept between requests, are read again once a deploy changes them.
import { readFileSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { type Portal } from './server';
import { manifestNaming, portalPerFile, requestsTo, SIGNED_IN, title, write } from './test-support/portal-fixture';

let dir: string;
let portal: Portal;
portalPerFile((running) => ({ dir, portal } = running));
const get = requestsTo(() => portal);
// A browser that has its canary bucket: no Set-Cookie, the same answer every time.
const FARMER = { cookie: `${SIGNED_IN.cookie}; klw_canary=50` };

const dataBlock = (html: string, id: string): Record<string, unknown> | undefined => {
  const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};
const registryIn = (html: string) => dataBlock(html, 'klw-registry');
const filesIn = (html: string) => Object.keys(dataBlock(html, 'klw-remote-files') ?? {}).sort();

/** As the deploy commands write a file: complete under another name, then renamed into place. */
function renameIntoPlace(path: string, content: string): void {
  write(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}

const BASE_ROUTES = [
  { path: '/melklevering/Index/{klwId}', title: 'Melklevering', group: 'farm' },
  { path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer', group: 'farm' },
  { path: '/Home/new', title: 'Start', group: 'other' },
];

describe('a page carries its route\'s screen and the remotes it imports', () => {
  const registryFile = () => join(dir, 'registry', 'remotes.json');
  const routeTable = () => join(dir, 'packages', 'shell', 'dist', 'routes.json');
  const melkManifest = () => join(dir, 'packages', 'melklevering', 'dist', 'mf-manifest.json');
  let melkBefore = '';

  function deploy(folder: string, name: string, routes: { path: string; title: string }[]): void {
    write(join(dir, 'packages', folder, 'dist', 'mf-manifest.json'), JSON.stringify(manifestNaming(name)));
    write(join(dir, 'packages', folder, 'dist', 'routes.json'), JSON.stringify({ routes }));
    write(join(dir, 'packages', folder, 'dist', 'remoteEntry.js'), folder);
  }

  /** The auth remote, the milk screen (importing klw_auth), Krachtvoer and `extra` more screens, each with its route. */
  function deployScreens(extra: number): void {
    const screens = Array.from({ length: extra }, (_, index) => `scherm${String(index + 1).padStart(2, '0')}`);
    write(routeTable(), JSON.stringify([...BASE_ROUTES, ...screens.map((screen) => ({ path: `/${screen}/Index/{klwId}`, title: `Scherm ${screen}`, group: 'farm' }))]));
    deploy('auth', 'klw_auth', []);
    deploy('krachtvoer', 'klw_krachtvoer', [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer' }]);
    for (const screen of screens) deploy(screen, `klw_${screen}`, [{ path: `/${screen}/Index/{klwId}`, title: `Scherm ${screen}` }]);
    renameIntoPlace(
      registryFile(),
      JSON.stringify({
        klw_auth: 'apps/auth/mf-manifest.json',
        klw_melklevering: 'apps/melklevering/mf-manifest.json',
        klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json',
        ...Object.fromEntries(screens.map((screen) => [`klw_${screen}`, `apps/${screen}/mf-manifest.json`])),
      }),
    );
  }

  beforeAll(() => {
    melkBefore = readFileSync(melkManifest(), 'utf8');
    write(melkManifest(), JSON.stringify(manifestNaming('klw_melklevering', undefined, { remotes: [{ federationContainerName: 'klw_auth', moduleName: 'client' }] })));
  });

  afterAll(() => {
    write(melkManifest(), melkBefore);
    write(routeTable(), JSON.stringify(BASE_ROUTES));
    write(registryFile(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    for (const folder of ['auth', 'krachtvoer', ...Array.from({ length: 23 }, (_, index) => `scherm${String(index + 1).padStart(2, '0')}`)]) {
      rmSync(join(dir, 'packages', folder), { recursive: true, force: true });
    }
  });

  it('the milk screen\'s page holds its own and klw_auth\'s lines and files, not Krachtvoer\'s; Krachtvoer\'s page not the milk screen\'s', async () => {
    deployScreens(0);
    const milk = await (await get('/melklevering/Index/5', FARMER)).text();
    expect(registryIn(milk)).toEqual({ klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' });
    expect(filesIn(milk)).toEqual([
      '/apps/auth/mf-manifest.json',
      '/apps/auth/routes.json',
      '/apps/melklevering/mf-manifest.json',
      '/apps/melklevering/routes.json',
    ]);
    expect(milk).not.toContain('krachtvoer');

    const feed = await (await get('/voer/krachtvoer/Index/5', FARMER)).text();
    expect(title(feed)).toBe('Krachtvoer - Kringloopwijzer');
    expect(registryIn(feed)).toEqual({ klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' });
    expect(filesIn(feed)).toEqual(['/apps/krachtvoer/mf-manifest.json', '/apps/krachtvoer/routes.json']);
  });

  it('the milk screen\'s page is as large with 26 screens deployed as with 3', async () => {
    deployScreens(0);
    const three = await (await get('/melklevering/Index/5', FARMER)).text();
    deployScreens(23);
    const twentySix = await (await get('/melklevering/Index/5', FARMER)).text();
    // The 23 more screens are deployed, and the portal knows them: each one's own page is a screen's.
    const other = await (await get('/scherm23/Index/5', FARMER)).text();
    expect(title(other)).toBe('Scherm scherm23 - Kringloopwijzer');
    expect(registryIn(other)).toEqual({ klw_scherm23: 'apps/scherm23/mf-manifest.json' });

    expect(Buffer.byteLength(twentySix)).toBe(Buffer.byteLength(three));
    expect(registryIn(twentySix)).toEqual(registryIn(three));
  });
});

describe('the deployment\'s files are kept between requests and read again when a deploy changes them', () => {
  const registryFile = () => join(dir, 'registry', 'remotes.json');
  const melk = () => join(dir, 'packages', 'melklevering', 'dist');
  const versions = ['0.1.0+aaaa1111', '0.1.1+bbbb2222'] as const;
  const line = (version: string) => JSON.stringify({ klw_melklevering: `apps/melklevering/${version}/mf-manifest.json` });

  beforeAll(() => {
    for (const version of versions) {
      write(join(melk(), version, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_melklevering')));
      write(join(melk(), version, 'remoteEntry.js'), version);
      write(join(melk(), version, 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: `Melklevering ${version}` }] }));
    }
  });

  afterAll(() => {
    write(registryFile(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    for (const version of versions) rmSync(join(melk(), version), { recursive: true, force: true });
  });

  it('a promotion (the registry renamed into place, the same size) shows on the next page, and a rollback too', async () => {
    renameIntoPlace(registryFile(), line(versions[0]));
    expect(title(await (await get('/melklevering/Index/5', FARMER)).text())).toBe(`Melklevering ${versions[0]} - Kringloopwijzer`);

    renameIntoPlace(registryFile(), line(versions[1]));
    const promoted = await (await get('/melklevering/Index/5', FARMER)).text();
    expect(title(promoted)).toBe(`Melklevering ${versions[1]} - Kringloopwijzer`);
    expect(registryIn(promoted)).toEqual({ klw_melklevering: `apps/melklevering/${versions[1]}/mf-manifest.json` });
    // The version a page opened before the promotion still runs is still served.
    expect((await get(`/apps/melklevering/${versions[0]}/remoteEntry.js`)).status).toBe(200);

    renameIntoPlace(registryFile(), line(versions[0]));
    expect(title(await (await get('/melklevering/Index/5', FARMER)).text())).toBe(`Melklevering ${versions[0]} - Kringloopwijzer`);
  });

  it('a screen copied over in place (same size, the same moment) shows on the next page', async () => {
    write(registryFile(), line(versions[0]));
    const routes = join(melk(), versions[0], 'routes.json');
    // Written in place within the file system's clock tick: size and time both stay as they were.
    const tick = Math.floor(Date.now() / 1000);
    utimesSync(routes, tick, tick);
    expect(title(await (await get('/melklevering/Index/5', FARMER)).text())).toBe(`Melklevering ${versions[0]} - Kringloopwijzer`);
    write(routes, JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering 9.9.9+cccc3333' }] }));
    utimesSync(routes, tick, tick);
    expect(title(await (await get('/melklevering/Index/5', FARMER)).text())).toBe('Melklevering 9.9.9+cccc3333 - Kringloopwijzer');
  });
});

import type { RemoteManifest } from './compatibility';
import { firstFiles, importedRemotes, preload, prepareImportedRemotes, screenFiles } from './imported-remotes';
import { ManifestCache } from './manifest-cache';

const AUTH = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/mf-manifest.json';
const platform = { react: '19.3.1', '@module-federation/enhanced': '2.9.2' };

const milk: RemoteManifest = {
  remotes: [
    { federationContainerName: 'klw_auth', moduleName: 'session' },
    { federationContainerName: 'klw_auth', moduleName: 'client' },
  ],
};

const auth = (overrides: Partial<RemoteManifest> = {}): RemoteManifest => ({
  metaData: { pluginVersion: '2.9.2', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.3.1', singleton: true }],
  exposes: [
    { name: 'client', assets: { js: { sync: ['950.a.js', 'expose_client.b.js'] }, css: { sync: [] } } },
    { name: 'session', assets: { js: { sync: ['950.a.js', 'expose_session.c.js'] }, css: { sync: ['session.d.css'] } } },
    { name: 'config', assets: { js: { sync: ['expose_config.e.js'] } } },
  ],
  ...overrides,
});

function preloads(): Array<[string, string]> {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.href]);
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('the remotes a screen imports', () => {
  it('reads them from the screen manifest, each with the modules it uses', () => {
    expect(importedRemotes(milk)).toEqual(new Map([['klw_auth', ['session', 'client']]]));
    expect(importedRemotes({})).toEqual(new Map());
  });

  it("lists the entry and the used modules' own chunks beside the manifest, each once", () => {
    const base = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/';
    expect(firstFiles(AUTH, auth(), ['session', 'client'])).toEqual({
      scripts: [`${base}remoteEntry.js`, `${base}950.a.js`, `${base}expose_client.b.js`, `${base}expose_session.c.js`],
      styles: [`${base}session.d.css`],
    });
  });

  it('fetches, checks and preloads them, and hands the runtime the same manifest', async () => {
    const fetched: string[] = [];
    const manifests = new ManifestCache((url) => {
      fetched.push(url);
      return Promise.resolve(auth());
    });
    await prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests, platform });

    expect(preloads()).toContainEqual(['script', 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/remoteEntry.js']);
    expect(preloads()).toContainEqual(['style', 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/session.d.css']);
    expect(preloads().map(([, href]) => href)).not.toContain('http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/expose_config.e.js');
    expect(preloads()).toHaveLength(5);
    await expect(manifests.runtimePlugin().fetch(AUTH)?.then((r) => r.json())).resolves.toEqual(auth());
    expect(fetched).toEqual([AUTH]);

    // A second mount of the screen adds no second set of preloads.
    await prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests, platform });
    expect(preloads()).toHaveLength(5);
  });

  it('refuses an imported remote built against another React major, naming it and both versions', async () => {
    const manifests = new ManifestCache(() => Promise.resolve(auth({ shared: [{ name: 'react', version: '18.3.1' }] })));
    await expect(
      prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests, platform }),
    ).rejects.toThrow('klw_auth is gebouwd tegen een niet passende versie van gedeelde pakketten: react 18.3.1 (pagina: 19.3.1)');
    expect(preloads()).toEqual([]);
  });

  it('says in Dutch when an imported remote is missing from the registry', async () => {
    await expect(
      prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: {}, manifests: new ManifestCache(), platform }),
    ).rejects.toThrow('klw_auth, dat klw_melklevering gebruikt, staat niet in het register (remotes.json).');
  });
});

describe("the screen's own first files", () => {
  const MILK = 'http://localhost:5001/apps/melklevering/mf-manifest.json';
  const screen: RemoteManifest = {
    metaData: { pluginVersion: '2.9.2', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, assets: { js: { sync: ['shared.f.js'] } } },
      { name: 'luxon', version: '3.7.2', assets: { js: { sync: ['shared.f.js'] } } },
      { name: 'scheduler' },
    ],
    exposes: [
      { name: 'lifecycles', assets: { js: { sync: ['exposes.e.js'] } } },
      { name: 'widget', assets: { js: { sync: ['widget.w.js'] } } },
    ],
  };

  it("are its entry, the route's module and the shared libraries it brings, beside its manifest, each once", () => {
    expect(screenFiles(MILK, screen, './lifecycles').scripts).toEqual([
      'http://localhost:5001/apps/melklevering/remoteEntry.js',
      'http://localhost:5001/apps/melklevering/exposes.e.js',
      'http://localhost:5001/apps/melklevering/shared.f.js',
    ]);
  });

  it('are asked for once each, beside what the page already asked for', () => {
    const entry = document.createElement('link');
    entry.rel = 'preload';
    entry.as = 'script';
    entry.href = 'http://localhost:5001/apps/melklevering/remoteEntry.js';
    document.head.append(entry);
    preload(screenFiles(MILK, screen, './lifecycles'));
    preload(screenFiles(MILK, screen, './lifecycles'));
    expect(preloads()).toEqual([
      ['script', 'http://localhost:5001/apps/melklevering/remoteEntry.js'],
      ['script', 'http://localhost:5001/apps/melklevering/exposes.e.js'],
      ['script', 'http://localhost:5001/apps/melklevering/shared.f.js'],
    ]);
  });
});

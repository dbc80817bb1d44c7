import { PAGE_LOAD_MODULE, exposedName, firstFiles, hasPageLoad, importedRemotes, remoteEntryUrl, screenFiles, sharedFiles, type RemoteManifestFiles } from './index.mjs';

describe('the remotes a manifest says its build imports', () => {
  it('are read from its remotes lines, each once with the modules it uses', () => {
    const milk = {
      remotes: [
        { federationContainerName: 'klw_auth', moduleName: 'session' },
        { federationContainerName: 'klw_auth', moduleName: 'client' },
        { federationContainerName: 'klw_auth', moduleName: 'client' },
        { federationContainerName: 'klw_voer' },
      ],
    };
    expect(importedRemotes(milk)).toEqual(
      new Map([
        ['klw_auth', ['session', 'client']],
        ['klw_voer', []],
      ]),
    );
  });

  it('are none for a manifest without remotes, and lines that name no remote are passed over', () => {
    expect(importedRemotes({})).toEqual(new Map());
    expect(importedRemotes(null)).toEqual(new Map());
    expect(importedRemotes({ remotes: 'klw_auth' })).toEqual(new Map());
    expect(importedRemotes({ remotes: [null, 7, { moduleName: 'client' }, { federationContainerName: '' }, { federationContainerName: 'klw_auth', moduleName: 3 }] })).toEqual(
      new Map([['klw_auth', []]]),
    );
  });
});

describe('an exposed module by the name the runtime knows', () => {
  it("is the route declaration's module without its './'", () => {
    expect(exposedName('./lifecycles')).toBe('lifecycles');
    expect(exposedName('lifecycles')).toBe('lifecycles');
    expect(exposedName('./features/./x')).toBe('features/./x');
  });
});

describe('the files a manifest names', () => {
  const AUTH = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/mf-manifest.json';
  const auth: RemoteManifestFiles = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'client', assets: { js: { sync: ['950.a.js', 'expose_client.b.js'] } } },
      { name: 'session', assets: { js: { sync: ['950.a.js', 'expose_session.c.js'] } } },
      { name: 'config', assets: { js: { sync: ['expose_config.e.js'] } } },
    ],
  };

  it("are, for some modules, the entry and those modules' own chunks beside the manifest, each once", () => {
    const base = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/';
    expect(firstFiles(AUTH, auth, ['session', 'client'])).toEqual([
      `${base}remoteEntry.js`,
      `${base}950.a.js`,
      `${base}expose_client.b.js`,
      `${base}expose_session.c.js`,
    ]);
  });

  it('take in the page-load module too, which the page runs first of all', () => {
    const base = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/';
    const withPageLoad: RemoteManifestFiles = { ...auth, exposes: [...(auth.exposes ?? []), { name: PAGE_LOAD_MODULE, assets: { js: { sync: ['page_load.p.js'] } } }] };
    expect(hasPageLoad(withPageLoad)).toBe(true);
    expect(hasPageLoad(auth)).toBe(false);
    expect(firstFiles(AUTH, withPageLoad, ['client'])).toEqual([`${base}remoteEntry.js`, `${base}950.a.js`, `${base}expose_client.b.js`, `${base}page_load.p.js`]);
  });

  it("for a screen, leave out the chunks of its own copies of shared libraries: the shell's copies come first", () => {
    const MILK = 'http://localhost:5001/apps/melklevering/mf-manifest.json';
    const screen: RemoteManifestFiles = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['shared.f.js'] } } }, { assets: { js: { sync: ['shared.f.js'] } } }, {}],
      exposes: [
        { name: 'lifecycles', assets: { js: { sync: ['exposes.e.js'] } } },
        { name: 'widget', assets: { js: { sync: ['widget.w.js'] } } },
      ],
    };
    expect(screenFiles(MILK, screen, 'lifecycles')).toEqual([
      'http://localhost:5001/apps/melklevering/remoteEntry.js',
      'http://localhost:5001/apps/melklevering/exposes.e.js',
    ]);
    expect(sharedFiles(MILK, { ...screen, shared: [{ name: 'valibot', assets: { js: { sync: ['shared.f.js'] } } }] }, ['valibot'])).toEqual([
      'http://localhost:5001/apps/melklevering/shared.f.js',
    ]);
  });

  it('lie where the publicPath says, and the entry where its path says; a manifest may name no entry', () => {
    const elsewhere: RemoteManifestFiles = { metaData: { publicPath: 'https://cdn.test/melk/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } };
    expect(remoteEntryUrl('http://localhost:5001/apps/melklevering/mf-manifest.json', elsewhere)).toBe('https://cdn.test/melk/entry/remoteEntry.js');
    expect(remoteEntryUrl(AUTH, {})).toBeNull();
    // A manifest read from a file as JSON (the portal reads them so) whose fields are not text: no entry, no throw.
    const odd = JSON.parse('{"metaData":{"publicPath":7,"remoteEntry":{"name":{"x":1},"path":3}}}') as RemoteManifestFiles;
    expect(remoteEntryUrl(AUTH, odd)).toBeNull();
    const oddPath = JSON.parse('{"metaData":{"publicPath":7,"remoteEntry":{"name":"remoteEntry.js","path":3}}}') as RemoteManifestFiles;
    expect(remoteEntryUrl(AUTH, oddPath)).toBe('http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/remoteEntry.js');
    expect(firstFiles(AUTH, { exposes: auth.exposes }, ['config'])).toEqual(['http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/expose_config.e.js']);
  });
});

describe("the provider's files of shared libraries", () => {
  it('are the files its manifest names for the libraries asked for, each once, beside the manifest', () => {
    const shell: RemoteManifestFiles = {
      metaData: { publicPath: 'auto' },
      shared: [
        { name: 'react', assets: { js: { sync: ['shared.1.js'] } } },
        { name: 'react-dom', assets: { js: { sync: ['shared.1.js'] } } },
        { name: '@klw/forms', assets: { js: { sync: ['kit.2.js'] } } },
        { name: 'valibot', assets: { js: { sync: ['calls.3.js'] } } },
        { assets: { js: { sync: ['nameless.4.js'] } } },
      ],
    };
    const url = 'http://localhost:5001/apps/shell/mf-manifest.json';
    expect(sharedFiles(url, shell, ['react', 'react-dom', '@klw/forms'])).toEqual(['http://localhost:5001/apps/shell/shared.1.js', 'http://localhost:5001/apps/shell/kit.2.js']);
    expect(sharedFiles(url, shell, [])).toEqual([]);
  });
});

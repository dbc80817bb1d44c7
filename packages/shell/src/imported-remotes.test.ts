import { waitFor } from '@testing-library/dom';
import type { RemoteManifest } from './compatibility';
import { screenFiles, sharedFiles } from '@klw/platform';
import { forgetFirstFiles, prepareImportedRemotes, runFirstFiles } from './imported-remotes';
import { ManifestCache } from './manifest-cache';

const AUTH = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/mf-manifest.json';
const page = { versions: { react: '19.3.1', '@module-federation/enhanced': '2.9.2' } };

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

function scripts(): string[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
}

/** jsdom fetches no scripts: each script put into the page so far loads (or fails) as a browser would say. */
function scriptsLoad(outcome: 'load' | 'error' = 'load', which: (src: string) => boolean = () => true): void {
  document.head.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    if (which(script.src)) script.dispatchEvent(new Event(outcome));
  });
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('the remotes a screen imports', () => {
  it('fetches and checks them, runs their first scripts and tells the runtime where their entries are', async () => {
    const fetched: string[] = [];
    const manifests = new ManifestCache((url) => {
      fetched.push(url);
      return Promise.resolve(auth());
    });
    let done = false;
    const prepared = prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests, page }).then(() => {
      done = true;
    });
    const base = 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/';
    // The scripts go into the page once the manifest has been fetched and checked.
    await waitFor(() => expect(scripts()).toEqual([`${base}remoteEntry.js`, `${base}950.a.js`, `${base}expose_client.b.js`, `${base}expose_session.c.js`]));
    // Ready only once every script has run.
    expect(done).toBe(false);
    scriptsLoad();
    await prepared;
    // The runtime is told where klw_auth's entry is (it reads no manifest), and the manifest was fetched once.
    expect(globalThis.__KLW_REMOTES__?.klw_auth).toBe(`${base}remoteEntry.js`);
    expect(fetched).toEqual([AUTH]);

    // A second mount of the screen runs nothing twice.
    await prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests, page });
    expect(scripts()).toHaveLength(4);
  });

  it('runs the page-load module of a remote that exposes one, once its first scripts (with that module\'s) have run', async () => {
    const withPageLoad = auth({
      exposes: [...(auth().exposes ?? []), { name: 'page-load', assets: { js: { sync: ['950.a.js', 'expose_page_load.f.js'] } } }],
    });
    const pageLoad = jest.fn();
    const prepared = prepareImportedRemotes({
      remote: 'klw_melklevering',
      manifest: milk,
      registry: { klw_auth: AUTH },
      manifests: new ManifestCache(() => Promise.resolve(withPageLoad)),
      page,
      pageLoad,
    });
    await waitFor(() =>
      expect(scripts().map((src) => src.split('/').pop())).toEqual(['remoteEntry.js', '950.a.js', 'expose_client.b.js', 'expose_session.c.js', 'expose_page_load.f.js']),
    );
    // Not before its scripts have run: the runtime would fetch them itself.
    expect(pageLoad).not.toHaveBeenCalled();
    scriptsLoad();
    await prepared;
    expect(pageLoad).toHaveBeenCalledWith('klw_auth');
    expect(pageLoad).toHaveBeenCalledTimes(1);
  });

  it('runs no page-load module for a remote that exposes none', async () => {
    const pageLoad = jest.fn();
    const prepared = prepareImportedRemotes({
      remote: 'klw_melklevering',
      manifest: milk,
      registry: { klw_auth: AUTH },
      manifests: new ManifestCache(() => Promise.resolve(auth())),
      page,
      pageLoad,
    });
    await waitFor(() => expect(scripts()).toHaveLength(4));
    scriptsLoad();
    await prepared;
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it('says as its manifest and each of its scripts arrive', async () => {
    const arrived = jest.fn();
    const prepared = prepareImportedRemotes({
      remote: 'klw_melklevering',
      manifest: milk,
      registry: { klw_auth: AUTH },
      manifests: new ManifestCache(() => Promise.resolve(auth())),
      page,
      arrived,
    });
    await waitFor(() => expect(scripts()).toHaveLength(4));
    expect(arrived).toHaveBeenCalledTimes(1);
    scriptsLoad();
    await prepared;
    expect(arrived).toHaveBeenCalledTimes(5);
  });

  it('refuses an imported remote built against another React major, naming it and both versions', async () => {
    const manifests = new ManifestCache(() => Promise.resolve(auth({ shared: [{ name: 'react', version: '18.3.1' }] })));
    await expect(
      prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests, page }),
    ).rejects.toThrow('klw_auth is gebouwd tegen een niet passende versie van gedeelde pakketten: react 18.3.1 (pagina: 19.3.1)');
    expect(scripts()).toEqual([]);
  });

  it('refuses in Dutch an imported remote whose manifest names no entry', async () => {
    const noEntry = auth({ metaData: { pluginVersion: '2.9.2', publicPath: 'auto' } });
    await expect(
      prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: { klw_auth: AUTH }, manifests: new ManifestCache(() => Promise.resolve(noEntry)), page }),
    ).rejects.toThrow(`Het manifest van klw_auth (${AUTH}) noemt geen remoteEntry.js.`);
    expect(scripts()).toEqual([]);
  });

  it('says in Dutch when an imported remote is missing from the registry', async () => {
    await expect(
      prepareImportedRemotes({ remote: 'klw_melklevering', manifest: milk, registry: {}, manifests: new ManifestCache(), page }),
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
  // The screen's own scripts and its own copy of luxon, as the shell runs them when its luxon lacks what the screen uses.
  const files = () => [...screenFiles(MILK, screen, 'lifecycles'), ...sharedFiles(MILK, screen, ['luxon'])];

  it('run once each, and are ready when all have run', async () => {
    let done = 0;
    const first = runFirstFiles(files()).then(() => (done += 1));
    const again = runFirstFiles(files()).then(() => (done += 1));
    expect(scripts()).toEqual([
      'http://localhost:5001/apps/melklevering/remoteEntry.js',
      'http://localhost:5001/apps/melklevering/exposes.e.js',
      'http://localhost:5001/apps/melklevering/shared.f.js',
    ]);
    scriptsLoad('load', (src) => !src.endsWith('shared.f.js'));
    // A caller of the two that have run is ready; the callers of all three still wait for the third.
    await runFirstFiles(files().filter((src) => !src.endsWith('shared.f.js')));
    expect(done).toBe(0);
    scriptsLoad('load', (src) => src.endsWith('shared.f.js'));
    await Promise.all([first, again]);
    expect(done).toBe(2);
  });

  it('say each time one has arrived, also to a second caller of one already asked for', async () => {
    const arrived = jest.fn();
    const again = jest.fn();
    const first = runFirstFiles(files(), { arrived });
    const second = runFirstFiles(['http://localhost:5001/apps/melklevering/shared.f.js'], { arrived: again });
    expect(arrived).not.toHaveBeenCalled();
    scriptsLoad('load', (src) => src.endsWith('remoteEntry.js'));
    expect(arrived).toHaveBeenCalledTimes(1);
    scriptsLoad('load', (src) => !src.endsWith('remoteEntry.js'));
    await Promise.all([first, second]);
    expect(arrived).toHaveBeenCalledTimes(3);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('name a script that could not be loaded and ask for it again on the next try', async () => {
    const scriptsOfScreen = files();
    const first = runFirstFiles(scriptsOfScreen);
    scriptsLoad('load', (src) => !src.endsWith('remoteEntry.js'));
    scriptsLoad('error', (src) => src.endsWith('remoteEntry.js'));
    await expect(first).rejects.toThrow('http://localhost:5001/apps/melklevering/remoteEntry.js kon niet worden geladen.');
    expect(scripts()).not.toContain('http://localhost:5001/apps/melklevering/remoteEntry.js');

    const retry = runFirstFiles(scriptsOfScreen);
    // Only the one that failed is asked for again.
    expect(scripts()).toHaveLength(3);
    scriptsLoad('load', (src) => src.endsWith('remoteEntry.js'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('with retries, ask again for a script that failed once, report the retry, and are ready without a failure', async () => {
    const retried: [string, number, number][] = [];
    let waited = 0;
    const loaded = runFirstFiles(files(), {
      retry: {
        onRetry: (src, report) => retried.push([src, report.attempt, report.delayMs]),
        wait: async () => void (waited += 1),
      },
    });
    scriptsLoad('load', (src) => !src.endsWith('exposes.e.js'));
    scriptsLoad('error', (src) => src.endsWith('exposes.e.js'));
    // The retry puts the script into the page again; this time it loads.
    await waitFor(() => expect(scripts().filter((src) => src.endsWith('exposes.e.js'))).toHaveLength(1));
    scriptsLoad('load', (src) => src.endsWith('exposes.e.js'));
    await expect(loaded).resolves.toBeUndefined();
    expect(retried).toEqual([['http://localhost:5001/apps/melklevering/exposes.e.js', 1, 500]]);
    expect(waited).toBe(1);
  });

  it("are taken out before a retry, that remote's only, so that the runtime never waits on a script that has run", async () => {
    const own = runFirstFiles(files());
    const other = runFirstFiles(['http://localhost:5001/apps/auth/remoteEntry.js']);
    scriptsLoad();
    await Promise.all([own, other]);
    forgetFirstFiles(MILK);
    expect(scripts()).toEqual(['http://localhost:5001/apps/auth/remoteEntry.js']);
    const again = runFirstFiles(files());
    expect(scripts()).toHaveLength(4);
    scriptsLoad();
    await again;
  });
});

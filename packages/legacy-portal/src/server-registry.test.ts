/** @jest-environment node */
// Over 300 lines for one subject: the registry and the route table the portal writes into its page, and the preloads that follow from them.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Portal } from './server';
import { manifestNaming, portalPerFile, requestsTo, SIGNED_IN, title, write } from './test-support/portal-fixture';

let dir: string;
let portal: Portal;
let logLines: string[];
portalPerFile((running) => ({ dir, portal, logLines } = running));
const get = requestsTo(() => portal);

describe('migrated routes come from the registry and the remotes\' routes.json, read per request (ADR 005)', () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const krachtvoer = () => join(dir, 'packages', 'krachtvoer', 'dist');

  afterEach(() => {
    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    rmSync(krachtvoer(), { recursive: true, force: true });
  });

  it('a deployed remote with a registry line takes its route on the next request; without the line the route is the portal\'s again', async () => {
    write(join(krachtvoer(), 'mf-manifest.json'), '{"name":"klw_krachtvoer"}');
    write(join(krachtvoer(), 'routes.json'), JSON.stringify({ routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer (nieuw)' }] }));
    const before = await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text();
    expect(before).toContain('id="legacy-content"');

    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    const after = await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text();
    expect(after).not.toContain('id="legacy-content"');
    expect(title(after)).toBe('Krachtvoer (nieuw) - Kringloopwijzer');
    await expect((await get('/apps/remotes.json')).json()).resolves.toHaveProperty('klw_krachtvoer');

    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    expect(await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text()).toContain('id="legacy-content"');
  });

  it('reads the registry with the shell\'s own check: a line without a manifest URL is logged and no route is taken', async () => {
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_kapot: '' }));
    const before = logLines.length;
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(html).toContain('id="legacy-content"');
    expect(logLines.slice(before).join('\n')).toContain("de regel 'klw_kapot' heeft geen geldige manifest-URL");
  });

  it('leaves a route that two remotes claim with the portal and logs both names', async () => {
    write(join(krachtvoer(), 'mf-manifest.json'), '{"name":"klw_krachtvoer"}');
    write(join(krachtvoer(), 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melk 2' }] }));
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    const before = logLines.length;
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(html).toContain('id="legacy-content"');
    expect(logLines.slice(before).join('\n')).toContain('De route /melklevering/Index/{klwId} wordt door klw_melklevering en klw_krachtvoer geclaimd');
  });
});

describe('a registry line with a canary (ADR 017): the page carries the version of its browser\'s bucket', () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const melk = () => join(dir, 'packages', 'melklevering', 'dist');
  const registryBlock = (html: string): unknown => JSON.parse(/<script type="application\/json" id="klw-registry">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

  beforeAll(() => {
    for (const version of ['0.1.0+aaaa1111', '0.1.1+bbbb2222']) {
      write(join(melk(), version, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_melklevering')));
      write(join(melk(), version, 'remoteEntry.js'), version);
      write(join(melk(), version, 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: `Melklevering ${version}` }] }));
    }
    write(
      registry(),
      JSON.stringify({
        klw_melklevering: { manifest: 'apps/melklevering/0.1.0+aaaa1111/mf-manifest.json', canary: 'apps/melklevering/0.1.1+bbbb2222/mf-manifest.json', canaryPercent: 20 },
      }),
    );
  });

  afterAll(() => {
    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    rmSync(join(melk(), '0.1.0+aaaa1111'), { recursive: true, force: true });
    rmSync(join(melk(), '0.1.1+bbbb2222'), { recursive: true, force: true });
  });

  it.each([
    ['5', '0.1.1+bbbb2222'],
    ['19', '0.1.1+bbbb2222'],
    ['20', '0.1.0+aaaa1111'],
    ['99', '0.1.0+aaaa1111'],
  ])('bucket %s gets %s: its registry, its route declaration and its entry preloaded', async (bucket, version) => {
    const response = await get('/melklevering/Index/5', { cookie: `${SIGNED_IN.cookie}; klw_canary=${bucket}` });
    const html = await response.text();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(registryBlock(html)).toEqual({ klw_melklevering: `apps/melklevering/${version}/mf-manifest.json` });
    expect(title(html)).toBe(`Melklevering ${version} - Kringloopwijzer`);
    expect(html).toContain(`href="/apps/melklevering/${version}/remoteEntry.js"`);
  });

  it('draws a bucket on a first visit and sets it for a year, giving the page the version of that bucket', async () => {
    const response = await get('/melklevering/Index/5', SIGNED_IN);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^klw_canary=(\d{1,2}); Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const bucket = Number(/=(\d+)/.exec(cookie)?.[1]);
    const expected = bucket < 20 ? '0.1.1+bbbb2222' : '0.1.0+aaaa1111';
    expect(registryBlock(await response.text())).toEqual({ klw_melklevering: `apps/melklevering/${expected}/mf-manifest.json` });
  });

  it('serves remotes.json as written: the shell resolves a fetched registry itself', async () => {
    await expect((await get('/apps/remotes.json')).json()).resolves.toHaveProperty(['klw_melklevering', 'canaryPercent'], 20);
  });
});

describe("the shell's registry line: the page gets the shell version of its browser's bucket, like a remote's", () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const shell = () => join(dir, 'packages', 'shell', 'dist');
  const versions = ['0.1.0+aaaa1111', '0.1.1+bbbb2222'];
  const shellScripts = (html: string) => [...html.matchAll(/<script src="([^"]*shell\.js)"/g)].map((match) => match[1]);

  beforeAll(() => {
    for (const version of versions) {
      write(join(shell(), version, 'shell.js'), version);
      write(join(shell(), version, 'mf-manifest.json'), JSON.stringify({ name: 'klw_shell', metaData: { publicPath: 'auto' } }));
      // Each version's route table: the page is matched against the table of the shell it gets; only the newer knows
      // /Nieuw.
      const table = [
        { path: '/melklevering/Index/{klwId}', title: 'Melklevering', group: 'farm' },
        { path: '/Home/new', title: 'Start', group: 'other' },
        ...(version === versions[1] ? [{ path: '/Nieuw', title: 'Nieuw', group: 'other' }] : []),
      ];
      write(join(shell(), version, 'routes.json'), JSON.stringify(table));
    }
    write(
      registry(),
      JSON.stringify({
        klw_shell: { manifest: `apps/shell/${versions[0]}/mf-manifest.json`, canary: `apps/shell/${versions[1]}/mf-manifest.json`, canaryPercent: 20 },
        klw_melklevering: 'apps/melklevering/mf-manifest.json',
      }),
    );
  });

  afterAll(() => {
    write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
    for (const version of versions) rmSync(join(shell(), version), { recursive: true, force: true });
  });

  it.each([
    ['5', '0.1.1+bbbb2222', 200],
    ['20', '0.1.0+aaaa1111', 404],
  ])("bucket %s gets shell %s: its script and its route table, and the shell's line is no remote in the page", async (bucket, version, nieuw) => {
    const cookie = { cookie: `${SIGNED_IN.cookie}; klw_canary=${bucket}` };
    const base = await (await get('/melklevering/Index/5', cookie)).text();
    expect(shellScripts(base)).toEqual([`/apps/shell/${version}/shell.js`]);
    expect(base).not.toContain('"klw_shell"');
    expect((await get('/Nieuw', cookie)).status).toBe(nieuw);
    const zuivelnl = await (await get('/ZuivelNL.Klw.Web/Home/new', cookie)).text();
    expect(shellScripts(zuivelnl)).toEqual([`/ZuivelNL.Klw.Web/apps/shell/${version}/shell.js`]);
    const missing = await (await get('/nergens', cookie)).text();
    expect(shellScripts(missing)).toEqual([`/apps/shell/${version}/shell.js`]);
  });
});

describe('the registry in the page (fewer round trips before the screen starts)', () => {
  const registry = () => join(dir, 'registry', 'remotes.json');
  const dataBlock = (html: string): unknown => {
    const json = /<script type="application\/json" id="klw-registry">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };
  const filesBlock = (html: string): Record<string, unknown> | undefined => {
    const json = /<script type="application\/json" id="klw-remote-files">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
  };
  const preloads = (html: string): string[] =>
    [...html.matchAll(/<link rel="preload" as="(?:fetch" crossorigin="anonymous|script)" href="([^"]+)">/g)].map((match) => match[1] ?? '');

  afterEach(() => write(registry(), '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}'));

  it('carries the registry and the deployed manifests and route declarations as data, and preloads the rest', async () => {
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(dataBlock(html)).toEqual({ klw_melklevering: 'apps/melklevering/mf-manifest.json' });
    expect(Object.keys(filesBlock(html) ?? {})).toEqual(['/apps/melklevering/mf-manifest.json', '/apps/melklevering/routes.json']);
    expect(filesBlock(html)?.['/apps/melklevering/routes.json']).toEqual(JSON.parse(readFileSync(join(dir, 'packages', 'melklevering', 'dist', 'routes.json'), 'utf8')));
    expect(preloads(html)).toEqual(['/apps/melklevering/remoteEntry.js']);
    expect(html).toContain('<link rel="preload" as="script" href="/apps/melklevering/remoteEntry.js">');
    // No inline executable script under the page's CSP: the registry, like the configuration, is a data block.
    expect(html.match(/<script>/g)).toBeNull();
    expect(html).toContain('<script type="application/json" id="klw-registry">');

    write(registry(), JSON.stringify({ klw_melklevering: 'http://cdn.test/melk/mf-manifest.json' }));
    const next = await (await get('/ZuivelNL.Klw.Web/melklevering/Index/5', SIGNED_IN)).text();
    expect(dataBlock(next)).toEqual({ klw_melklevering: 'http://cdn.test/melk/mf-manifest.json' });
    // Another host's files are not read here (its routes.json did not answer): the page preloads them instead.
    expect(filesBlock(next)).toBeUndefined();
    expect(preloads(next)).toEqual(['http://cdn.test/melk/mf-manifest.json', 'http://cdn.test/melk/routes.json', 'http://cdn.test/melk/remoteEntry.js']);

    // A remote deployed here without its entry (a declaration only): its entry is not preloaded, so no 404.
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json', klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    write(join(dir, 'packages', 'krachtvoer', 'dist', 'mf-manifest.json'), '{"name":"klw_krachtvoer"}');
    try {
      const third = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
      // Its declaration is missing: the shell asks for it and reports what it finds.
      expect(preloads(third)).toEqual(['/apps/melklevering/remoteEntry.js', '/apps/krachtvoer/routes.json']);
      expect(filesBlock(third)?.['/apps/krachtvoer/mf-manifest.json']).toEqual({ name: 'klw_krachtvoer' });

      // A redeploy shows on the next page: the files are read for every page.
      write(join(dir, 'packages', 'krachtvoer', 'dist', 'mf-manifest.json'), '{"name":"klw_krachtvoer","v":2}');
      const fourth = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
      expect(filesBlock(fourth)?.['/apps/krachtvoer/mf-manifest.json']).toEqual({ name: 'klw_krachtvoer', v: 2 });
    } finally {
      rmSync(join(dir, 'packages', 'krachtvoer'), { recursive: true, force: true });
    }
  });

  it('preloads only the entries the page runs: the route\'s remote and the remotes it imports, none on a portal page', async () => {
    const deploy = (folder: string, manifest: unknown, routesFile: unknown) => {
      write(join(dir, 'packages', folder, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
      write(join(dir, 'packages', folder, 'dist', 'routes.json'), JSON.stringify(routesFile));
      write(join(dir, 'packages', folder, 'dist', 'remoteEntry.js'), folder);
    };
    const melkManifest = join(dir, 'packages', 'melklevering', 'dist', 'mf-manifest.json');
    const melkBefore = readFileSync(melkManifest, 'utf8');
    deploy('auth', manifestNaming('klw_auth'), { routes: [] });
    deploy('krachtvoer', manifestNaming('klw_krachtvoer'), { routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer' }] });
    write(
      melkManifest,
      JSON.stringify(manifestNaming('klw_melklevering', undefined, { remotes: [{ federationContainerName: 'klw_auth', moduleName: 'client' }] })),
    );
    write(
      registry(),
      JSON.stringify({
        klw_auth: 'apps/auth/mf-manifest.json',
        klw_melklevering: 'apps/melklevering/mf-manifest.json',
        klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json',
      }),
    );
    try {
      const milk = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
      expect(preloads(milk)).toEqual(['/apps/auth/remoteEntry.js', '/apps/melklevering/remoteEntry.js']);
      const feed = await (await get('/voer/krachtvoer/Index/5', SIGNED_IN)).text();
      expect(preloads(feed)).toEqual(['/apps/krachtvoer/remoteEntry.js']);
      // A page the portal renders itself runs no remote: Chromium would warn about each unused preload.
      const home = await (await get('/Home/new', SIGNED_IN)).text();
      expect(home).toContain('id="legacy-content"');
      expect(preloads(home)).toEqual([]);
      // Nor does it carry any remote's line or files: the shell reads the registry once the farmer goes to a screen.
      expect(dataBlock(home)).toEqual({});
      expect(filesBlock(home)).toBeUndefined();

      // A remote whose declaration cannot be read here may render the route: its entry is preloaded, on every page.
      rmSync(join(dir, 'packages', 'krachtvoer', 'dist', 'routes.json'));
      expect(preloads(await (await get('/Home/new', SIGNED_IN)).text())).toEqual(['/apps/krachtvoer/routes.json', '/apps/krachtvoer/remoteEntry.js']);
      // Without the route's manifest (not JSON) its imports are not known: every deployed entry is preloaded, but
      // not its own, which the manifest would have named (the shell fetches the manifest and reports what it finds).
      write(melkManifest, 'geen json');
      expect(preloads(await (await get('/melklevering/Index/5', SIGNED_IN)).text())).toEqual([
        '/apps/auth/remoteEntry.js',
        '/apps/melklevering/mf-manifest.json',
        '/apps/krachtvoer/routes.json',
        '/apps/krachtvoer/remoteEntry.js',
      ]);
    } finally {
      write(melkManifest, melkBefore);
      rmSync(join(dir, 'packages', 'auth'), { recursive: true, force: true });
      rmSync(join(dir, 'packages', 'krachtvoer'), { recursive: true, force: true });
    }
  });

  it("preloads the first scripts the shell will run: the screen's module, the modules it imports, not its own copies of shared libraries", async () => {
    const melkManifest = join(dir, 'packages', 'melklevering', 'dist', 'mf-manifest.json');
    const melkBefore = readFileSync(melkManifest, 'utf8');
    const shellManifest = join(dir, 'packages', 'shell', 'dist', 'mf-manifest.json');
    const shellBefore = readFileSync(shellManifest, 'utf8');
    const auth = join(dir, 'packages', 'auth', 'dist');
    write(join(auth, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_auth', undefined, {
      exposes: [
        { name: 'client', assets: { js: { sync: ['exposes.1111111111.js'] } } },
        { name: 'session', assets: { js: { sync: ['exposes.1111111111.js'] } } },
        { name: 'debug', assets: { js: { sync: ['debug.2222222222.js'] } } },
      ],
    })));
    write(join(auth, 'routes.json'), '{ "routes": [] }');
    for (const file of ['remoteEntry.js', 'exposes.1111111111.js', 'debug.2222222222.js']) write(join(auth, file), file);
    write(melkManifest, JSON.stringify(manifestNaming('klw_melklevering', undefined, {
      remotes: [{ federationContainerName: 'klw_auth', moduleName: 'client' }],
      exposes: [{ name: 'lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.8a7b6c5d12.js'] } } }],
      shared: [{ assets: { js: { sync: ['shared.3333333333.js'] } } }],
    })));
    write(registry(), JSON.stringify({ klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' }));
    const scriptPreloads = async (path: string) => preloads(await (await get(path, SIGNED_IN)).text()).filter((href) => href.endsWith('.js'));
    try {
      // The screen's own copy of a shared library is not preloaded, deployed or not: the shell's copy comes first, and the
      // shell asks for the screen's own only where its copy lacks what the screen uses.
      expect(await scriptPreloads('/melklevering/Index/5')).toEqual([
        '/apps/auth/remoteEntry.js',
        '/apps/auth/exposes.1111111111.js',
        '/apps/melklevering/remoteEntry.js',
        '/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js',
      ]);
      write(join(dir, 'packages', 'melklevering', 'dist', 'shared.3333333333.js'), 'react');
      expect(await scriptPreloads('/ZuivelNL.Klw.Web/melklevering/Index/5')).toEqual([
        '/ZuivelNL.Klw.Web/apps/auth/remoteEntry.js',
        '/ZuivelNL.Klw.Web/apps/auth/exposes.1111111111.js',
        '/ZuivelNL.Klw.Web/apps/melklevering/remoteEntry.js',
        '/ZuivelNL.Klw.Web/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js',
      ]);
      // The shell provides the libraries a screen consumes (its manifest names them, with no files of its own): the
      // shell's files of those it uses are preloaded with the screen's, not the others, and never shell.js itself.
      write(melkManifest, JSON.stringify(manifestNaming('klw_melklevering', undefined, {
        exposes: [{ name: 'lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.8a7b6c5d12.js'] } } }],
        shared: [{ name: 'react', assets: { js: { sync: [] } } }, { name: 'valibot', assets: { js: { sync: [] } } }],
      })));
      write(shellManifest, JSON.stringify(manifestNaming('klw_shell', { name: '', path: '' }, {
        shared: [
          { name: 'react', assets: { js: { sync: ['shared.4444444444.js'] } } },
          { name: 'valibot', assets: { js: { sync: ['calls.5555555555.js'] } } },
          { name: '@fluentui/react-components', assets: { js: { sync: ['kit.6666666666.js'] } } },
          { name: 'single-spa', assets: { js: { sync: ['shell.js'] } } },
        ],
      })));
      for (const file of ['shared.4444444444.js', 'calls.5555555555.js', 'kit.6666666666.js']) write(join(dir, 'packages', 'shell', 'dist', file), file);
      expect(await scriptPreloads('/melklevering/Index/5')).toEqual([
        '/apps/melklevering/remoteEntry.js',
        '/apps/melklevering/__federation_expose_lifecycles.8a7b6c5d12.js',
        '/apps/shell/shared.4444444444.js',
        '/apps/shell/calls.5555555555.js',
      ]);
    } finally {
      write(shellManifest, shellBefore);
      write(melkManifest, melkBefore);
      rmSync(join(dir, 'packages', 'melklevering', 'dist', 'shared.3333333333.js'), { force: true });
      for (const file of ['shared.4444444444.js', 'calls.5555555555.js', 'kit.6666666666.js']) rmSync(join(dir, 'packages', 'shell', 'dist', file), { force: true });
      rmSync(join(dir, 'packages', 'auth'), { recursive: true, force: true });
    }
  });

  it('preloads the entry the route\'s manifest names, where it names it, only when it is deployed', async () => {
    const folder = join(dir, 'packages', 'krachtvoer', 'dist');
    const deploy = (manifest: unknown) => write(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    write(join(folder, 'routes.json'), JSON.stringify({ routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer' }] }));
    write(registry(), JSON.stringify({ klw_krachtvoer: 'apps/krachtvoer/mf-manifest.json' }));
    const entryPreloads = async (path: string) => preloads(await (await get(path, SIGNED_IN)).text()).filter((href) => !href.endsWith('.json'));
    try {
      // Another name, in a folder of its own: the shell would ask for exactly this file.
      deploy(manifestNaming('klw_krachtvoer', { name: 'krachtvoer-entry.js', path: 'entry/' }));
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual([]);
      write(join(folder, 'entry', 'krachtvoer-entry.js'), 'entry');
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual(['/apps/krachtvoer/entry/krachtvoer-entry.js']);
      expect(await entryPreloads('/ZuivelNL.Klw.Web/voer/krachtvoer/Index/5')).toEqual(['/ZuivelNL.Klw.Web/apps/krachtvoer/entry/krachtvoer-entry.js']);
      // Its files on another host (publicPath): the entry there.
      deploy({ name: 'klw_krachtvoer', metaData: { publicPath: 'https://cdn.test/kv/', remoteEntry: { name: 'remoteEntry.js', path: '' } } });
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual(['https://cdn.test/kv/remoteEntry.js']);
      // A manifest that names no entry: nothing to preload, and no guess.
      deploy({ name: 'klw_krachtvoer' });
      write(join(folder, 'remoteEntry.js'), 'entry');
      expect(await entryPreloads('/voer/krachtvoer/Index/5')).toEqual([]);
    } finally {
      rmSync(join(dir, 'packages', 'krachtvoer'), { recursive: true, force: true });
    }
  });

  it('leaves the registry out when it cannot be read, so the shell fetches it and says why', async () => {
    write(registry(), 'geen json');
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(dataBlock(html)).toBeUndefined();
    expect(preloads(html)).toEqual([]);
  });

  it('escapes the registry so it cannot end its data block', async () => {
    write(registry(), JSON.stringify({ klw_melklevering: 'apps/melklevering/mf-manifest.json?</script><script>alert(1)</script>' }));
    const html = await (await get('/melklevering/Index/5', SIGNED_IN)).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(dataBlock(html)).toEqual({ klw_melklevering: 'apps/melklevering/mf-manifest.json?</script><script>alert(1)</script>' });
  });
});

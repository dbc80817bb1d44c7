import {
  applyOverrides,
  checkOverrides,
  fetchRegistry,
  overrideAllowList,
  OVERRIDES_KEY,
  readInlineRegistry,
  readInlineRemoteFiles,
  readOverrides,
  resetOverrides,
  resolveRegistryUrl,
} from './registry';

describe('registry file', () => {
  const answering = (body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('accepts a map of remote names to manifest URLs', async () => {
    await expect(fetchRegistry('/apps/remotes.json', answering({ klw_auth: 'apps/auth/mf-manifest.json' }))).resolves.toEqual({
      klw_auth: 'apps/auth/mf-manifest.json',
    });
  });

  it.each([[[]], [null], ['text'], [{ klw_auth: 5 }], [{ 'bad name': 'x' }], [{ klw_auth: '' }]])(
    'refuses the malformed registry %j, naming the file',
    async (value) => {
      await expect(fetchRegistry('/apps/remotes.json', answering(value))).rejects.toThrow(/remotes\.json/);
    },
  );

  it('reports a registry that is not JSON, or missing, in Dutch', async () => {
    const notJson = jest.fn(async () => new Response('<html>', { status: 200 }));
    await expect(fetchRegistry('/apps/remotes.json', notJson)).rejects.toThrow('is geen geldige JSON');
    const missing = jest.fn(async () => new Response('', { status: 404 }));
    await expect(fetchRegistry('/apps/remotes.json', missing)).rejects.toThrow('HTTP 404');
  });
});

/** A data block of the portal's page (packages/legacy-portal/src/portal-page.ts). */
function pageBlock(id: string, text: string, type = 'application/json'): void {
  const element = document.createElement('script');
  element.type = type;
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}

describe('the registry the portal put into the page', () => {
  afterEach(() => document.head.replaceChildren());

  const dataBlock = (text: string, type?: string): void => pageBlock('klw-registry', text, type);

  it('is read from its JSON data block, so remotes.json is not fetched', () => {
    dataBlock('{"klw_auth": "apps/auth/mf-manifest.json"}');
    expect(readInlineRegistry()).toEqual({ klw_auth: 'apps/auth/mf-manifest.json' });
  });

  it('is absent on a page without the block: the shell fetches remotes.json', () => {
    expect(readInlineRegistry()).toBeNull();
  });

  it.each([
    ['not JSON', '{klw_auth'],
    ['not a registry', '["apps/auth/mf-manifest.json"]'],
  ])('%s: a warning, then the shell fetches remotes.json', (_, text) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    dataBlock(text);
    expect(readInlineRegistry()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Het register in de pagina'), expect.anything());
    warn.mockRestore();
  });

  it('is only read from a block typed application/json', () => {
    dataBlock('{"klw_auth": "apps/auth/mf-manifest.json"}', 'text/plain');
    expect(readInlineRegistry()).toBeNull();
  });
});

describe("the remotes' files the portal put into the page", () => {
  afterEach(() => document.head.replaceChildren());

  const dataBlock = (text: string): void => pageBlock('klw-remote-files', text);

  it('are read by the absolute URL the shell would fetch them from, under the router base', () => {
    dataBlock('{"/ZuivelNL.Klw.Web/apps/melklevering/routes.json": {"routes": []}}');
    expect([...readInlineRemoteFiles('/ZuivelNL.Klw.Web', 'http://localhost:5001')]).toEqual([
      ['http://localhost:5001/ZuivelNL.Klw.Web/apps/melklevering/routes.json', { routes: [] }],
    ]);
  });

  it('are none on a page without the block', () => {
    expect(readInlineRemoteFiles('/', 'http://localhost:5001').size).toBe(0);
  });

  it.each([
    ['not JSON', '{"/apps/x'],
    ['a file that is not JSON data', '{"/apps/auth/routes.json": 5}'],
  ])('%s: a warning, then every file is fetched', (_, text) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    dataBlock(text);
    expect(readInlineRemoteFiles('/', 'http://localhost:5001').size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('De onderdeelbestanden in de pagina'), expect.anything());
    warn.mockRestore();
  });
});

describe('registry URLs', () => {
  it.each([
    ['apps/auth/mf-manifest.json', '/', 'http://localhost:5001/apps/auth/mf-manifest.json'],
    ['apps/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', 'http://localhost:5001/ZuivelNL.Klw.Web/apps/auth/mf-manifest.json'],
    ['/elders/mf-manifest.json', '/ZuivelNL.Klw.Web', 'http://localhost:5001/elders/mf-manifest.json'],
    ['http://cdn.test/auth/mf-manifest.json', '/', 'http://cdn.test/auth/mf-manifest.json'],
  ])('%s under base %s is %s', (url, base, expected) => {
    expect(resolveRegistryUrl(url, base, 'http://localhost:5001')).toBe(expected);
  });
});

describe('overrides', () => {
  beforeEach(() => localStorage.clear());

  it('points one remote elsewhere and leaves the others', () => {
    // As README.md tells a developer to set it, in the browser's console.
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ klw_melklevering: 'http://localhost:9999/mf-manifest.json' }));
    const registry = applyOverrides(
      { klw_auth: 'apps/auth/mf-manifest.json', klw_melklevering: 'apps/melklevering/mf-manifest.json' },
      readOverrides(),
      '/',
      'http://localhost:5001',
    );
    expect(registry).toEqual({
      klw_auth: 'http://localhost:5001/apps/auth/mf-manifest.json',
      klw_melklevering: 'http://localhost:9999/mf-manifest.json',
    });
  });

  it("the banner's reset removes the storage key", () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ klw_auth: 'http://localhost:9999/m.json' }));
    resetOverrides();
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('ignores a malformed override with a console error instead of breaking the page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(readOverrides()).toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('override allow-list', () => {
  const PAGE = 'https://klw.example.nl';
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
  });

  it.each`
    url                                                  | allowList                         | accepted
    ${'http://localhost:8080/mf-manifest.json'}          | ${['localhost', '127.0.0.1']}     | ${true}
    ${'http://127.0.0.1:3001/mf-manifest.json'}          | ${['localhost', '127.0.0.1']}     | ${true}
    ${'https://example.invalid/mf-manifest.json'}        | ${['localhost', '127.0.0.1']}     | ${false}
    ${'//example.invalid/mf-manifest.json'}              | ${['localhost', '127.0.0.1']}     | ${false}
    ${'apps/melklevering-v2/mf-manifest.json'}           | ${[]}                             | ${true}
    ${'https://klw.example.nl/apps/x/mf-manifest.json'}  | ${[]}                             | ${true}
    ${'http://localhost:8080/mf-manifest.json'}          | ${[]}                             | ${false}
    ${'https://remotes.example.nl/m/mf-manifest.json'}   | ${['https://remotes.example.nl']} | ${true}
  `('$url with allow-list $allowList: accepted $accepted', ({ url, allowList, accepted }) => {
    const checked = checkOverrides({ klw_melklevering: url }, allowList, '/', PAGE);
    expect(checked.accepted).toEqual(accepted ? { klw_melklevering: url } : {});
    expect(checked.refused).toEqual(accepted ? {} : { klw_melklevering: url });
    expect(errors).toHaveBeenCalledTimes(accepted ? 0 : 1);
  });

  it('names the refused origin in the console error', () => {
    checkOverrides({ klw_melklevering: 'https://example.invalid/mf-manifest.json' }, ['localhost'], '/', PAGE);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Override van klw_melklevering geweigerd: https://example.invalid staat niet op de lijst'));
  });

  it.each`
    configured                                      | list
    ${undefined}                                    | ${['localhost', '127.0.0.1']}
    ${'#{RemoteOverrideOrigins}'}                   | ${['localhost', '127.0.0.1']}
    ${''}                                           | ${[]}
    ${'https://remotes.example.nl, localhost'}      | ${['https://remotes.example.nl', 'localhost']}
    ${['https://remotes.example.nl', 5]}            | ${['https://remotes.example.nl']}
  `('reads the deployment list $configured as $list', ({ configured, list }) => {
    expect(overrideAllowList(configured)).toEqual(list);
  });
});

describe('registry time-out', () => {
  it('gives up on a registry that never answers, in Dutch', async () => {
    const hanging = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(fetchRegistry('/apps/remotes.json', hanging, 50)).rejects.toThrow(
      'Het register /apps/remotes.json kon niet worden opgehaald: geen antwoord binnen 50 ms (time-out)',
    );
  });
});

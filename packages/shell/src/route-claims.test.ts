import { claimFor, loadRouteClaims } from './route-claims';

const registry = {
  klw_auth: 'http://portal.test/apps/auth/mf-manifest.json',
  klw_melklevering: 'http://portal.test/apps/melklevering/mf-manifest.json',
  klw_melk2: 'http://portal.test/apps/melk2/mf-manifest.json',
};

function fakeFetch(files: Record<string, string | number>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const body = files[String(input)];
    if (body === undefined || typeof body === 'number') return new Response('', { status: typeof body === 'number' ? body : 404 });
    return new Response(body, { status: 200 });
  }) as typeof fetch;
}

const melk = JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering' }] });
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('loadRouteClaims', () => {
  it("reads each registered remote's routes.json beside its manifest and finds the remote of a route", async () => {
    const migrated = await loadRouteClaims(
      { klw_auth: registry.klw_auth, klw_melklevering: registry.klw_melklevering },
      new Map(),
      fakeFetch({
        'http://portal.test/apps/auth/routes.json': '{ "routes": [] }',
        'http://portal.test/apps/melklevering/routes.json': melk,
      }),
    );
    expect(claimFor(migrated, '/melklevering/Index/{klwId}')).toMatchObject({ remote: 'klw_melklevering', module: './lifecycles' });
    expect(claimFor(migrated, '/voer/krachtvoer/Index/{klwId}')).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves a route claimed twice with the portal and says so in the console, naming both remotes', async () => {
    const migrated = await loadRouteClaims(
      registry,
      new Map(),
      fakeFetch({
        'http://portal.test/apps/auth/routes.json': '{ "routes": [] }',
        'http://portal.test/apps/melklevering/routes.json': melk,
        'http://portal.test/apps/melk2/routes.json': melk,
      }),
    );
    expect(claimFor(migrated, '/melklevering/Index/{klwId}')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      '[klw-shell] De route /melklevering/Index/{klwId} wordt door klw_melklevering en klw_melk2 geclaimd; de route blijft bij het portaal.',
    );
  });

  it('names a remote whose declaration is missing or not JSON, and keeps the others', async () => {
    const migrated = await loadRouteClaims(
      registry,
      new Map(),
      fakeFetch({
        'http://portal.test/apps/auth/routes.json': 404,
        'http://portal.test/apps/melklevering/routes.json': melk,
        'http://portal.test/apps/melk2/routes.json': '{ kapot',
      }),
    );
    expect(claimFor(migrated, '/melklevering/Index/{klwId}')).toMatchObject({ remote: 'klw_melklevering' });
    const lines = consoleError.mock.calls.map(([line]) => String(line));
    expect(lines).toEqual([
      '[klw-shell] De routedeclaratie van klw_auth kon niet worden gelezen: http://portal.test/apps/auth/routes.json gaf HTTP 404. Geen van zijn routes wordt getoond.',
      '[klw-shell] De routedeclaratie van klw_melk2 kon niet worden gelezen: http://portal.test/apps/melk2/routes.json is geen geldige JSON. Geen van zijn routes wordt getoond.',
    ]);
  });

  it('takes a declaration the page already holds without a request, and fetches only the others', async () => {
    const requested: string[] = [];
    const fetchImpl = fakeFetch({ 'http://portal.test/apps/auth/routes.json': '{ "routes": [] }' });
    const migrated = await loadRouteClaims(
      { klw_auth: registry.klw_auth, klw_melklevering: registry.klw_melklevering },
      new Map([['http://portal.test/apps/melklevering/routes.json', JSON.parse(melk) as unknown]]),
      (async (input: RequestInfo | URL, init?: RequestInit) => {
        requested.push(String(input));
        return fetchImpl(input, init);
      }) as typeof fetch,
    );
    expect(claimFor(migrated, '/melklevering/Index/{klwId}')).toMatchObject({ remote: 'klw_melklevering', title: 'Melklevering' });
    expect(requested).toEqual(['http://portal.test/apps/auth/routes.json']);
  });

  it('reports a declaration from the page that does not fit, as it would a fetched one', async () => {
    const migrated = await loadRouteClaims(
      { klw_melklevering: registry.klw_melklevering },
      new Map([['http://portal.test/apps/melklevering/routes.json', { routes: 'geen lijst' }]]),
      fakeFetch({}),
    );
    expect(claimFor(migrated, '/melklevering/Index/{klwId}')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('klw_melklevering'));
  });
});

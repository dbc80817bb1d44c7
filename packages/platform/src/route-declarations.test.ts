import { parseRouteDeclaration, resolveMigratedRoutes, routesUrlFor, type DeclarationSource } from './index.mjs';

const known = [{ path: '/melklevering/Index/{klwId}' }, { path: '/voer/krachtvoer/Index/{klwId}' }, { path: '/Home/new' }];
const melk = { routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering', module: './lifecycles' }] };
const kracht = { routes: [{ path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer' }] };

describe('parseRouteDeclaration', () => {
  it('reads routes, the module defaulting to ./lifecycles', () => {
    expect(parseRouteDeclaration(kracht, 'klw_krachtvoer')).toEqual([
      { path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer', module: './lifecycles' },
    ]);
    expect(parseRouteDeclaration({ routes: [] }, 'klw_auth')).toEqual([]);
  });

  it.each([
    [null, 'verwacht { "routes": [...] }'],
    [[], 'verwacht { "routes": [...] }'],
    [{ routes: 'x' }, 'verwacht { "routes": [...] }'],
    [{ routes: [1] }, 'routes[0] is geen object'],
    [{ routes: [{ path: 'melklevering', title: 'M' }] }, "routes[0].path moet met '/' beginnen"],
    [{ routes: [{ path: '/x', title: ' ' }] }, 'routes[0].title ontbreekt'],
    [{ routes: [{ path: '/x', title: 'X', module: 'lifecycles' }] }, "routes[0].module moet met './' beginnen"],
  ])('refuses %j, naming the remote: %s', (value, problem) => {
    expect(() => parseRouteDeclaration(value, 'klw_x')).toThrow(`De routedeclaratie (routes.json) van klw_x is ongeldig: ${problem}.`);
  });
});

describe('resolveMigratedRoutes', () => {
  const resolve = (sources: DeclarationSource[]) => resolveMigratedRoutes(sources, known);

  it('gives each declared route its remote, in any spelling of the path', () => {
    const { claims, problems } = resolve([
      { remote: 'klw_auth', declaration: { routes: [] } },
      { remote: 'klw_melklevering', declaration: melk },
      { remote: 'klw_krachtvoer', declaration: { routes: [{ path: '/Voer/Krachtvoer/index/{klwId}', title: 'Krachtvoer' }] } },
    ]);
    expect(problems).toEqual([]);
    expect([...claims.values()].map((claim) => [claim.remote, claim.path])).toEqual([
      ['klw_melklevering', '/melklevering/Index/{klwId}'],
      ['klw_krachtvoer', '/Voer/Krachtvoer/index/{klwId}'],
    ]);
  });

  it('leaves a route claimed by two remotes with the portal and names both', () => {
    const { claims, problems } = resolve([
      { remote: 'klw_melklevering', declaration: melk },
      { remote: 'klw_melk2', declaration: melk },
      { remote: 'klw_krachtvoer', declaration: kracht },
    ]);
    expect([...claims.values()].map((claim) => claim.remote)).toEqual(['klw_krachtvoer']);
    expect(problems).toEqual([
      'De route /melklevering/Index/{klwId} wordt door klw_melklevering en klw_melk2 geclaimd; de route blijft bij het portaal.',
    ]);
  });

  it('skips a declaration that does not parse or could not be read, and a route the table does not know', () => {
    const { claims, problems } = resolve([
      { remote: 'klw_kapot', declaration: { routes: 'x' } },
      { remote: 'klw_weg', error: 'HTTP 404' },
      { remote: 'klw_onbekend', declaration: { routes: [{ path: '/bestaat/niet', title: 'X' }] } },
      { remote: 'klw_melklevering', declaration: melk },
    ]);
    expect([...claims.keys()]).toEqual(['/melklevering/index/{klwId}']);
    expect(problems).toEqual([
      'De routedeclaratie (routes.json) van klw_kapot is ongeldig: verwacht { "routes": [...] }. Geen van zijn routes wordt getoond.',
      'De routedeclaratie van klw_weg kon niet worden gelezen: HTTP 404. Geen van zijn routes wordt getoond.',
      'klw_onbekend declareert de route /bestaat/niet, die niet in de routetabel staat; die wordt genegeerd.',
    ]);
  });
});

describe('routesUrlFor', () => {
  it.each([
    ['http://localhost:5001/apps/melklevering/mf-manifest.json', 'http://localhost:5001/apps/melklevering/routes.json'],
    ['apps/melklevering/mf-manifest.json', 'apps/melklevering/routes.json'],
  ])('%s -> %s', (manifest, routes) => {
    expect(routesUrlFor(manifest)).toBe(routes);
  });
});

import { matchRoute, pageTitle, routeHref, routerBase, routes, stripBase } from './routes';

const specRoutes = [
  '/voer/krachtvoer/Index/{klwId}', '/voer/overig/Index/{klwId}', '/voer/melkproducten/Index/{klwId}',
  '/voer/grasland/Index/{klwId}', '/voer/snijmais/Index/{klwId}', '/voer/strooisel/Index/{klwId}',
  '/voer/overige/Index/{klwId}', '/bodem/overzicht/Index/{klwId}', '/bodem/overig/Index/{klwId}',
  '/bodem/analyses/Index/{klwId}', '/bodem/percelenoverzicht/Index/{klwId}', '/bodem/percelen/Index/{klwId}',
  '/bodem/percelen-op-kaart/Index/{klwId}', '/bodem/percelen-op-kaart/new/Index/{klwId}',
  '/percelenAkkerbouw/Index/{klwId}', '/akkerbouw/Index/{klwId}', '/bedrijfsgegevens/Index/{klwId}',
  '/melklevering/Index/{klwId}', '/intensieveVeehouderij/Index/{klwId}', '/veestapelIenR/Index/{klwId}',
  '/OrganischeMeststromen/Index/{klwId}', '/OrganischeMestVergistingScheiding/Index/{klwId}',
  '/OrganischeMestVerbruik/new/Index/{klwId}', '/mestadditief/Index/{klwId}', '/Koppelingen/Index/{klwId}',
  '/Energie/Index/{klwId}', '/signalering/Index/{klwId}', '/KLWResultatenOpties/Index/{klwId}',
  '/rapportage/historisch/Index', '/Home/new', '/Profiel/Index', '/Deelnemers', '/Brokers', '/sbDashboard',
  '/dataproducten', '/registratie/relatie', '/beheer/rapportage', '/beheer/pilot', '/beheer/algemeen',
  '/beheer/datakoppelingen', '/importberichten-opnieuw-verwerken', '/approved-participations',
  '/unapproved-participations', '/revoked-participations', '/mandates', '/manage-participations', '/manage-purposes',
];

describe('route table', () => {
  it('holds every route of SPEC.md section 2 exactly once', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...specRoutes].sort());
  });

  it.each(specRoutes)('%s matches itself and has a Dutch title', (path) => {
    const match = matchRoute(path.replace('{klwId}', '123'));
    expect(match?.route.path).toBe(path);
    expect(match?.route.title).toMatch(/\S/);
  });

  it('reads the klwId from the path', () => {
    expect(matchRoute('/melklevering/Index/1023')).toMatchObject({ klwId: 1023, route: { remote: 'klw_melklevering' } });
  });

  it.each([
    ['/melklevering/Index/123/extra', 'an extra segment'],
    ['/melklevering/Index', 'a missing klwId'],
    ['/melklevering/Index/abc', 'a klwId that is not a number'],
    ['/melklevering/Index/0', 'klwId 0'],
    ['/melklevering', 'a prefix'],
    ['/Home/new/x', 'an extra segment on a route without klwId'],
    ['/onbekend', 'an unknown path'],
  ])('%s does not match (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('treats both akkerbouw routes as the same screen', () => {
    expect(matchRoute('/percelenAkkerbouw/Index/5')?.route.screen).toBe(matchRoute('/akkerbouw/Index/5')?.route.screen);
    expect(matchRoute('/percelenAkkerbouw/Index/5')?.route.title).toBe(matchRoute('/akkerbouw/Index/5')?.route.title);
  });

  it('fills in the klwId for links and titles the page', () => {
    const melk = routes.find((r) => r.screen === 'melklevering');
    expect(melk && routeHref(melk, 7)).toBe('/melklevering/Index/7');
    expect(pageTitle('Melklevering')).toBe('Melklevering - Kringloopwijzer');
  });
});

describe('router base', () => {
  it.each([
    ['/ZuivelNL.Klw.Web/melklevering/Index/1', '/ZuivelNL.Klw.Web', '/melklevering/Index/1'],
    ['/zuivelnl.klw.web/melklevering/Index/1', '/ZuivelNL.Klw.Web', '/melklevering/Index/1'],
    ['/ZUIVELNL.KLW.WEB/Home/new', '/ZuivelNL.Klw.Web', '/Home/new'],
    ['/melklevering/Index/1', '/', '/melklevering/Index/1'],
    ['/', '/', '/'],
  ])('%s has base %s and route path %s', (pathname, base, path) => {
    expect(routerBase(pathname)).toBe(base);
    expect(stripBase(pathname)).toBe(path);
  });
});

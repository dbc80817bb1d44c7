import { matchPage, routes } from './routes';
import table from './routes.json';

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
  it('holds every route of docs/PRODUCT.md section 2 exactly once', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...specRoutes].sort());
  });

  it.each(specRoutes)('%s matches itself and has a Dutch title', (path) => {
    const match = matchPage(path.replace('{klwId}', '123'));
    expect(match?.route.path).toBe(path);
    expect(match?.route.title).toMatch(/\S/);
  });

  it('names no remote: the remotes declare their own routes (ADR 005)', () => {
    expect(table.filter((route) => Object.keys(route).some((key) => !['path', 'screen', 'title', 'group'].includes(key)))).toEqual([]);
  });

  it('treats both akkerbouw routes as the same screen', () => {
    const screenOf = (path: string) => table.find((route) => route.path === path)?.screen;
    expect(screenOf('/percelenAkkerbouw/Index/{klwId}')).toBe(screenOf('/akkerbouw/Index/{klwId}'));
    expect(matchPage('/percelenAkkerbouw/Index/5')?.route.title).toBe(matchPage('/akkerbouw/Index/5')?.route.title);
  });
});

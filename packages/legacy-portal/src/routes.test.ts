/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routerBase, stripBase } from '@klw/platform';
import { fallbackMatch, loadRouteTable, matchPage, splitBase, type PortalRoute } from './routes';

const table: PortalRoute[] = [
  { path: '/melklevering/Index/{klwId}', title: 'Melklevering', group: 'farm' },
  { path: '/bodem/percelen-op-kaart/new/Index/{klwId}', title: 'Percelen op kaart (nieuw)', group: 'farm' },
  { path: '/Home/new', title: 'Start', group: 'other' },
];

describe('splitBase: the same router base as the shell (docs/PRODUCT.md: the path contains zuivelnl)', () => {
  it.each([
    '/melklevering/Index/1',
    '/ZuivelNL.Klw.Web/melklevering/Index/1',
    '/zuivelnl.klw.web/Home/new',
    '/ZUIVELNL.KLW.WEB',
    '/ZuivelNL.Klw.Web/',
    '/ZuivelNL.Klw.Webshop/x',
    '/portaal/zuivelnl/x',
  ])('%s is split as the shell splits it', (pathname) => {
    const { base, path } = splitBase(pathname);
    expect(base || '/').toBe(routerBase(pathname));
    expect(path).toBe(stripBase(pathname));
  });
});

describe('matchPage', () => {
  it('matches exactly, literal segments in any case, with a numeric klwId', () => {
    expect(matchPage('/melklevering/Index/123', table)).toEqual({
      route: table[0],
      klwId: 123,
      klwIdTemplate: '/melklevering/Index/{klwId}',
    });
    expect(matchPage('/MELKLEVERING/index/9', table)?.klwIdTemplate).toBe('/MELKLEVERING/index/{klwId}');
    expect(matchPage('/Home/new', table)).toEqual({ route: table[2], klwId: null, klwIdTemplate: null });
    expect(matchPage('/bodem/percelen-op-kaart/new/Index/4', table)?.route.title).toBe('Percelen op kaart (nieuw)');
  });

  it.each(['/melklevering/Index/123/extra', '/melklevering/Index', '/melklevering/Index/abc', '/melklevering/Index/0', '/onbekend'])(
    '%s does not match',
    (path) => {
      expect(matchPage(path, table)).toBeNull();
    },
  );
});

describe('fallbackMatch', () => {
  it('answers any path and takes a numeric last segment as klwId', () => {
    expect(fallbackMatch('/voer/krachtvoer/Index/77')).toMatchObject({ klwId: 77, klwIdTemplate: '/voer/krachtvoer/Index/{klwId}' });
    expect(fallbackMatch('/Profiel/Index')).toMatchObject({ klwId: null, klwIdTemplate: null });
  });
});

describe('loadRouteTable', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-routes-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the table', async () => {
    writeFileSync(join(dir, 'routes.json'), JSON.stringify(table));
    await expect(loadRouteTable(join(dir, 'routes.json'))).resolves.toEqual({ routes: table, problem: null });
  });

  it.each([
    ['missing', null, /not found/],
    ['not JSON', '{', /not valid JSON/],
    ['not a list of routes', '[{"path":"geen-slash","title":"x"}]', /not a list/],
  ])('reports a %s file', async (_case, content, problem) => {
    if (content !== null) writeFileSync(join(dir, 'routes.json'), content);
    const result = await loadRouteTable(join(dir, 'routes.json'));
    expect(result.routes).toEqual([]);
    expect(result.problem).toMatch(problem);
  });
});

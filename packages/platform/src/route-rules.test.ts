import { inRouteTable, matchRoute, pageTitle, parseKlwId, routeHref, routeKey, routerBase, stripBase } from './index.mjs';

const table = [
  { path: '/melklevering/Index/{klwId}', title: 'Melklevering' },
  { path: '/bodem/percelen-op-kaart/new/Index/{klwId}', title: 'Percelen op kaart (nieuw)' },
  { path: '/Home/new', title: 'Start' },
];

describe('matchRoute', () => {
  it.each([
    ['/melklevering/Index/1023', '/melklevering/Index/{klwId}', 1023],
    ['/MELKLEVERING/index/9', '/melklevering/Index/{klwId}', 9],
    ['/melklevering/Index/1023/', '/melklevering/Index/{klwId}', 1023],
    ['/bodem/percelen-op-kaart/new/Index/4', '/bodem/percelen-op-kaart/new/Index/{klwId}', 4],
    ['/Home/new', '/Home/new', null],
  ])('%s matches %s with klwId %p', (path, route, klwId) => {
    expect(matchRoute(path, table)).toEqual({ route: table.find((r) => r.path === route), klwId });
  });

  it.each([
    ['/melklevering/Index/123/extra', 'an extra segment'],
    ['/melklevering/Index', 'a missing klwId'],
    ['/melklevering/Index/abc', 'a klwId that is not a number'],
    ['/melklevering/Index/0', 'klwId 0'],
    ['/melklevering/Index/0123', 'a leading zero'],
    ['/melklevering', 'a prefix'],
    ['/Home/new/x', 'an extra segment on a route without klwId'],
    ['/onbekend', 'an unknown path'],
  ])('%s does not match (%s)', (path) => {
    expect(matchRoute(path, table)).toBeNull();
  });
});

describe('parseKlwId', () => {
  it.each([
    ['1023', 1023],
    [' 7 ', 7],
    ['0', null],
    ['007', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    ['12345678901234567', null],
    ['9007199254740991', 9007199254740991],
    // Read as a number it would be 10000000000000000: another id than the one in the address.
    ['9999999999999999', null],
    ['9007199254740992', null],
  ])('%p -> %p', (value, expected) => {
    expect(parseKlwId(value)).toBe(expected);
  });
});

describe('router base (docs/PRODUCT.md: contains zuivelnl)', () => {
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

describe('routeKey, routeHref, pageTitle', () => {
  it.each([
    ['/Melklevering/index/{klwId}', '/melklevering/index/{klwId}'],
    ['/melklevering/Index/{klwId}/', '/melklevering/index/{klwId}'],
    ['/Home/new', '/home/new'],
  ])('%s has key %s', (path, key) => {
    expect(routeKey(path)).toBe(key);
  });

  it('knows a page of the route table in either spelling, and only those', () => {
    const isPage = inRouteTable(table);
    expect(isPage('/Melklevering/index/{klwId}/')).toBe(true);
    expect(isPage('/home/NEW')).toBe(true);
    expect(isPage('/melklevering/Index/1023')).toBe(false);
    expect(isPage('/melklevering/Overzicht/{klwId}')).toBe(false);
  });

  it('fills in the klwId for links and titles the page', () => {
    expect(routeHref('/melklevering/Index/{klwId}', 7)).toBe('/melklevering/Index/7');
    expect(pageTitle('Melklevering')).toBe('Melklevering - Kringloopwijzer');
  });
});

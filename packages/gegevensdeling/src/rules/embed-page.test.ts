import { BAD_BASE_URL_TEXT, EMBED_ROUTES, embedPageFor, embedRouteOf, NOT_CONFIGURED_TEXT, UNKNOWN_ROUTE_TEXT } from './embed-page';

const config = { dataIntegrationEmbedBaseUrl: 'https://embed.example.nl', dataIntegrationClientId: 'klw-client' };
const PAGE = 'https://klw.example.nl';

describe('the integration page of a route (ADR 011)', () => {
  it('declares exactly the six consent and mandate routes', () => {
    expect(EMBED_ROUTES.map((route) => route.path)).toEqual([
      '/approved-participations',
      '/unapproved-participations',
      '/revoked-participations',
      '/mandates',
      '/manage-participations',
      '/manage-purposes',
    ]);
  });

  it.each`
    pathname                                        | route
    ${'/mandates'}                                  | ${'/mandates'}
    ${'/ZuivelNL.Klw.Web/Manage-Purposes'}          | ${'/manage-purposes'}
    ${'/zuivelnl.klw.web/approved-participations/'} | ${'/approved-participations'}
    ${'/mandates/1023'}                             | ${null}
    ${'/melklevering/Index/1023'}                   | ${null}
  `('$pathname is the route $route', ({ pathname, route }) => {
    expect(embedRouteOf(pathname)?.path ?? null).toBe(route);
  });

  it('frames the route as the table writes it, with the client id and Dutch', () => {
    expect(embedPageFor('/ZuivelNL.Klw.Web/MANDATES', config, PAGE)).toEqual({
      kind: 'frame',
      route: { path: '/mandates', title: 'Machtigingen' },
      url: 'https://embed.example.nl/mandates?clientId=klw-client&lang=nl',
      origin: 'https://embed.example.nl',
    });
  });

  it('frames the local stand-in where deployment did not fill in the base URL', () => {
    expect(embedPageFor('/mandates', { ...config, dataIntegrationEmbedBaseUrl: '' }, 'http://localhost:5001')).toMatchObject({
      kind: 'frame',
      url: 'http://127.0.0.1:7057/mandates?clientId=klw-client&lang=nl',
      origin: 'http://127.0.0.1:7057',
    });
  });

  it.each`
    what                                  | change                                                         | message
    ${'an empty (or placeholder) client id'} | ${{ dataIntegrationClientId: '' }}                           | ${NOT_CONFIGURED_TEXT}
    ${'a base URL that is not http(s)'}   | ${{ dataIntegrationEmbedBaseUrl: 'javascript:alert(1)' }}      | ${BAD_BASE_URL_TEXT}
    ${"the page's own origin"}            | ${{ dataIntegrationEmbedBaseUrl: 'https://klw.example.nl/x' }} | ${BAD_BASE_URL_TEXT}
  `('refuses to frame with $what', ({ change, message }) => {
    expect(embedPageFor('/mandates', { ...config, ...change }, PAGE)).toEqual({ kind: 'problem', route: { path: '/mandates', title: 'Machtigingen' }, message });
  });

  it('says so on a path that is not one of its routes', () => {
    expect(embedPageFor('/elders', config, PAGE)).toEqual({ kind: 'problem', route: null, message: UNKNOWN_ROUTE_TEXT });
  });
});

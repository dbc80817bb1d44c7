import { isAbsoluteUrl, registryHref } from './index.mjs';

describe('registry URLs as a page fetches them', () => {
  it.each([
    ['apps/auth/mf-manifest.json', '', '/apps/auth/mf-manifest.json'],
    ['apps/auth/mf-manifest.json', '/', '/apps/auth/mf-manifest.json'],
    ['apps/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', '/ZuivelNL.Klw.Web/apps/auth/mf-manifest.json'],
    ['/elders/mf-manifest.json', '/ZuivelNL.Klw.Web', '/elders/mf-manifest.json'],
    ['https://cdn.test/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', 'https://cdn.test/auth/mf-manifest.json'],
    ['//cdn.test/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', '//cdn.test/auth/mf-manifest.json'],
  ])('%s under base %j is %s', (url, base, href) => {
    expect(registryHref(url, base)).toBe(href);
  });

  it.each([
    ['https://cdn.test/a.json', true],
    ['//cdn.test/a.json', true],
    ['/apps/a.json', false],
    ['apps/a.json', false],
    ['apps/a:b.json', false],
  ])('%s points at another host: %s', (url, absolute) => {
    expect(isAbsoluteUrl(url)).toBe(absolute);
  });
});

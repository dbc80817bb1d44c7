import { returnPath, signOutHrefBackTo } from './sign-out-protocol';

describe("'Opnieuw aanmelden' leads back to the page", () => {
  it('names the page, base and query included, in the sign-out link', () => {
    expect(signOutHrefBackTo('/ZuivelNL.Klw.Web/Account/Afmelden', { pathname: '/ZuivelNL.Klw.Web/melklevering/Index/1019', search: '?x=1' })).toBe(
      '/ZuivelNL.Klw.Web/Account/Afmelden?ReturnUrl=%2FZuivelNL.Klw.Web%2Fmelklevering%2FIndex%2F1019%3Fx%3D1',
    );
    expect(signOutHrefBackTo('/Account/Afmelden?a=b', { pathname: '/Home/new', search: '' })).toBe('/Account/Afmelden?a=b&ReturnUrl=%2FHome%2Fnew');
  });

  it('the link and the sign-out agree: what the link names is where the sign-out goes', () => {
    const href = signOutHrefBackTo('/Account/Afmelden', { pathname: '/melklevering/Index/1019', search: '?mock=1' });
    const named = new URL(href, 'http://localhost:5001').searchParams.get('ReturnUrl');
    expect(returnPath(named)).toBe('/melklevering/Index/1019?mock=1');
  });

  it.each([
    ['/melklevering/Index/1019', '/melklevering/Index/1019'],
    ['/ZuivelNL.Klw.Web/melklevering/Index/1019', '/ZuivelNL.Klw.Web/melklevering/Index/1019'],
    ['/Home/new?jaar=2023', '/Home/new?jaar=2023'],
    ['/melklevering/./Index/../Index/1019', '/melklevering/Index/1019'],
  ])('goes back to a page of this site: %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another site', 'https://elders.example/melklevering'],
    ['a scheme', 'javascript:alert(1)'],
    ['a host without scheme', '//elders.example/x'],
    ['a backslash browsers read as a slash', '/\\elders.example/x'],
    ['a path that reads as //host', '/.//elders.example/x'],
    ['a relative path', 'melklevering/Index/1019'],
    ['a control character', '/melk\nlevering'],
    ['a host once decoded', '/%2F%2Felders.example/x'],
    ['a backslash once decoded', '/%5Celders.example/x'],
    ['a path climbing to //host', '/x/..//elders.example/x'],
    ['an encoded line break', '/melk%0d%0aSet-Cookie:x=1'],
    ['an address longer than any page', `/melklevering/Index/1019?${'x'.repeat(2_000)}`],
    ['the sign-out itself', '/Account/Afmelden'],
    ['the sign-out under the base', '/ZuivelNL.Klw.Web/account/afmelden?ReturnUrl=%2F'],
  ])('refuses %s', (_what, value) => {
    expect(returnPath(value)).toBeNull();
  });
});

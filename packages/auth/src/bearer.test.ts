import { authorizationFor, isEmptyBearer } from './bearer';
import { readAccessTokenCookie } from './cookie';
import { clearCookies, setSessionCookie } from './test-support/fake-api';

afterEach(clearCookies);

describe('the Authorization header rule', () => {
  it.each([
    ['an empty default header', ''],
    ["'Bearer '", 'Bearer '],
    ["'Bearer fout'", 'Bearer fout'],
    ['no default header at all', null],
  ])('takes the token from the access_token cookie for %s', (_case, header) => {
    setSessionCookie('cookie-token');
    expect(isEmptyBearer(header)).toBe(true);
    expect(authorizationFor(header)).toBe('Bearer cookie-token');
  });

  it("sends 'Bearer fout' when the default header is empty and there is no cookie", () => {
    expect(authorizationFor('')).toBe('Bearer fout');
    expect(authorizationFor('Bearer fout')).toBe('Bearer fout');
  });

  it('keeps a default header that holds a token, cookie or not', () => {
    setSessionCookie('cookie-token');
    expect(isEmptyBearer('Bearer abc')).toBe(false);
    expect(authorizationFor('Bearer abc')).toBe('Bearer abc');
  });
});

describe('readAccessTokenCookie', () => {
  it("reads a missing cookie as the text 'fout'", () => {
    expect(readAccessTokenCookie()).toBe('fout');
  });

  it('finds the cookie among others and decodes it', () => {
    document.cookie = 'other=1; path=/';
    setSessionCookie('a b=c');
    document.cookie = 'last=2; path=/';
    expect(readAccessTokenCookie()).toBe('a b=c');
  });

  it('does not mistake a cookie whose name ends the same', () => {
    document.cookie = 'my_access_token=nope; path=/';
    expect(readAccessTokenCookie()).toBe('fout');
  });
});

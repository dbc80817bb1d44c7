import { cookieValue } from './index.mjs';

describe('cookieValue', () => {
  it.each([
    ['access_token=abc', 'abc'],
    ['theme=dark; access_token=abc; other=1', 'abc'],
    ['  access_token = abc  ', 'abc'],
    ['access_token=a%20b%3Dc', 'a b=c'],
    ['access_token=%E0%A4%A', '%E0%A4%A'],
    ['access_token=', ''],
    ['my_access_token=abc', null],
    ['access_tokenx=abc; novalue', null],
    ['', null],
  ])('%p -> %p', (cookies, expected) => {
    expect(cookieValue(cookies, 'access_token')).toBe(expected);
  });

  it('takes the first of two cookies with the same name, as browsers list the most specific path first', () => {
    expect(cookieValue('access_token=new; access_token=old', 'access_token')).toBe('new');
  });
});

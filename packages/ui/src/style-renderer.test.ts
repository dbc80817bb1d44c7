import { pageStyleNonce } from './style-renderer';

afterEach(() => {
  document.head.replaceChildren();
});

describe('pageStyleNonce', () => {
  it("reads the nonce the portal put in <meta property='csp-nonce'>", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'abc123==');
    document.head.append(meta);
    expect(pageStyleNonce()).toBe('abc123==');
  });

  it('is undefined on a page without one', () => {
    expect(pageStyleNonce()).toBeUndefined();
  });
});

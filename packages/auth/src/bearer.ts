import { readAccessTokenCookie, MISSING_COOKIE } from './cookie';

const BEARER = 'Bearer ';

/** A default header that carries no usable token: the cookie's token is sent instead. */
export function isEmptyBearer(header: string | null | undefined): boolean {
  const value = (header ?? '').trim();
  return value === '' || value === 'Bearer' || value === `${BEARER}${MISSING_COOKIE}`;
}

export function bearer(token: string): string {
  return `${BEARER}${token}`;
}

/**
 * The Authorization header a request carries (docs/PRODUCT.md section 7): the default header when it holds a token,
 * otherwise the token of the access_token cookie ('Bearer fout' when there is no cookie).
 */
export function authorizationFor(defaultHeader: string | null | undefined): string {
  return isEmptyBearer(defaultHeader) ? bearer(readAccessTokenCookie()) : (defaultHeader as string);
}

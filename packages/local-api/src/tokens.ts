import { createHmac, timingSafeEqual } from 'node:crypto';

// Tokens are compact JWTs signed with HMAC-SHA256: {sub: userId, klw?: klwId, typ, iat, exp}. A session token
// (demo sign-in, the portal's access_token cookie) has no year and lives long; an access token (RefreshToken)
// carries the selected year and lives short.

export type TokenType = 'session' | 'access';

export interface TokenClaims {
  sub: number;
  klw?: number;
  typ: TokenType;
  iat: number;
  exp: number;
}

export type TokenFailure = 'missing' | 'malformed' | 'signature' | 'expired';

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: TokenFailure };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    Number.isInteger(claims.sub) &&
    (claims.klw === undefined || Number.isInteger(claims.klw)) &&
    (claims.typ === 'session' || claims.typ === 'access') &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

export interface TokenService {
  issue(sub: number, typ: TokenType, ttlSeconds: number, klw?: number): string;
  verify(token: string | null | undefined): VerifyResult;
}

/** `now` returns milliseconds, so tests can move the clock instead of waiting. */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const sign = (input: string): Buffer => createHmac('sha256', secret).update(input).digest();

  return {
    issue(sub, typ, ttlSeconds, klw) {
      const iat = Math.floor(now() / 1000);
      const claims: TokenClaims = { sub, typ, iat, exp: iat + ttlSeconds, ...(klw === undefined ? {} : { klw }) };
      const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },

    verify(token) {
      if (!token) return { ok: false, reason: 'missing' };
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
      const [header, payload, signature] = parts as [string, string, string];
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
      if (claims.exp * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

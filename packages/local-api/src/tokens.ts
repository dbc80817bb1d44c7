import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Tokens are compact JWTs signed with HMAC-SHA256: {sub: userId, sid, klw?: klwId, typ, iat, exp}. A session
// token (demo sign-in, the portal's access_token cookie) has no year and lives long; an access token
// (RefreshToken) carries the selected year, lives short and never past the session it came from. Both carry
// the session's id (sid), so signing out refuses every token of that session at once.

export type TokenType = 'session' | 'access';

export interface TokenClaims {
  sub: number;
  /** The session the token belongs to. */
  sid: string;
  klw?: number;
  typ: TokenType;
  iat: number;
  exp: number;
}

export type TokenFailure = 'missing' | 'malformed' | 'signature' | 'expired';

type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: TokenFailure };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

// Node's base64url decoder skips characters it does not know, so `<valid signature>!!` would decode to the
// valid bytes: every part is checked against the alphabet first, and the signature has its exact length.
const PAYLOAD = /^[A-Za-z0-9_-]+$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    Number.isInteger(claims.sub) &&
    typeof claims.sid === 'string' &&
    SESSION_ID.test(claims.sid) &&
    (claims.klw === undefined || Number.isInteger(claims.klw)) &&
    (claims.typ === 'session' || claims.typ === 'access') &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

interface IssueOptions {
  sub: number;
  typ: TokenType;
  ttlSeconds: number;
  /** The session of an access token; a new session token gets a new one. */
  sid?: string;
  klw?: number;
  /** An access token ends no later than this (seconds): the end of its session. */
  notAfter?: number;
}

export interface TokenService {
  issue(options: IssueOptions): string;
  verify(token: string | null | undefined): VerifyResult;
}

function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** `now` returns milliseconds, so tests can move the clock instead of waiting. */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const sign = (input: string): Buffer => createHmac('sha256', secret).update(input).digest();

  return {
    issue({ sub, typ, ttlSeconds, sid, klw, notAfter }) {
      const iat = Math.floor(now() / 1000);
      const exp = Math.min(iat + ttlSeconds, notAfter ?? Number.POSITIVE_INFINITY);
      const claims: TokenClaims = { sub, sid: sid ?? newSessionId(), typ, iat, exp, ...(klw === undefined ? {} : { klw }) };
      const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },

    verify(token) {
      if (!token) return { ok: false, reason: 'missing' };
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
      const [header, payload, signature] = parts as [string, string, string];
      if (!PAYLOAD.test(payload)) return { ok: false, reason: 'malformed' };
      if (!SIGNATURE.test(signature)) return { ok: false, reason: 'signature' };
      // Compared as text: the 43rd character has two unused bits, so decoding would accept four spellings.
      const expected = Buffer.from(sign(`${header}.${payload}`).toString('base64url'));
      const given = Buffer.from(signature);
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

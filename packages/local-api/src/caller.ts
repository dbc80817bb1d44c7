import type { IncomingMessage } from 'node:http';
import { canSee, visibleYears } from './access';
import type { Dataset, User, Year } from './dataset';
import { bearerToken, HttpError } from './http';
import type { SessionStore } from './sessions';
import type { TokenClaims, TokenFailure, TokenService, TokenType } from './tokens';

// Who is calling and about which year: the Bearer token checked (signature, expiry, type, not signed out), its user,
// and the year the call may be about. Every refusal is a Dutch 401, 403 or 404.

interface Authenticated {
  claims: TokenClaims;
  user: User;
}

const TOKEN_TEXT: Record<TokenFailure, string> = {
  missing: 'Niet aangemeld: er is geen token meegestuurd.',
  malformed: 'Het token is ongeldig.',
  signature: 'Het token is ongeldig.',
  expired: 'Het token is verlopen.',
};

/** What a call accepts: RefreshToken only the sign-in's session token, data calls only access tokens. */
const WRONG_TYPE_TEXT: Record<TokenType, string> = {
  session: 'Dit is een sessietoken; deze aanroep vraagt een toegangstoken van RefreshToken.',
  access: 'Dit is een toegangstoken; RefreshToken vraagt het sessietoken van de aanmelding.',
};

export const ANY_TOKEN: readonly TokenType[] = ['session', 'access'];
export const ACCESS_ONLY: readonly TokenType[] = ['access'];
export const SESSION_ONLY: readonly TokenType[] = ['session'];

export interface CallerChecks {
  authenticate(req: IncomingMessage, accepts: readonly TokenType[]): Authenticated;
  /** The year a call is about: the one asked for, else the token's, else the user's most recent. */
  resolveYear(user: User, klwId: number | null | undefined): Year;
}

export function callerChecks(dataset: Dataset, tokens: TokenService, sessions: SessionStore): CallerChecks {
  function unauthorized(message: string): HttpError {
    return new HttpError(401, { message }, { 'WWW-Authenticate': `Bearer error="invalid_token"` });
  }

  function authenticate(req: IncomingMessage, accepts: readonly TokenType[]): Authenticated {
    const result = tokens.verify(bearerToken(req));
    if (!result.ok) throw unauthorized(TOKEN_TEXT[result.reason]);
    const { claims } = result;
    if (!accepts.includes(claims.typ)) throw unauthorized(WRONG_TYPE_TEXT[claims.typ]);
    if (sessions.isRevoked(claims.sid)) throw unauthorized('U bent afgemeld; meld u opnieuw aan.');
    const user = dataset.users.find((candidate) => candidate.id === claims.sub);
    if (!user) throw unauthorized('Het token hoort bij een onbekende gebruiker.');
    return { claims, user };
  }

  /** The year a call is about: the one asked for, else the token's, else the user's most recent. */
  function resolveYear(user: User, klwId: number | null | undefined): Year {
    if (klwId === null || klwId === undefined) {
      const newest = visibleYears(dataset, user)[0];
      if (!newest) throw new HttpError(403, { message: 'U heeft geen toegang tot een kringloopwijzer.' });
      return newest;
    }
    const year = dataset.years.find((candidate) => candidate.klwId === klwId);
    if (year && canSee(user, year)) return year;
    // Only someone who may see every farm learns that an id does not exist.
    if (!year && user.isSBMedewerker) throw new HttpError(404, { message: `Kringloopwijzer ${klwId} bestaat niet.` });
    throw new HttpError(403, { message: 'U heeft geen toegang tot deze kringloopwijzer.' });
  }

  return { authenticate, resolveYear };
}

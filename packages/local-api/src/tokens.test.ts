/** @jest-environment node */
import { createTokenService } from './tokens';

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('tokens', () => {
  let now = 1_700_000_000_000;
  const service = createTokenService('secret-one', () => now);

  it('round-trips the claims', () => {
    const token = service.issue({ sub: 1, typ: 'access', ttlSeconds: 60, sid: 'AAAAAAAAAAAAAAAAAAAAAA', klw: 1023 });
    expect(service.verify(token)).toEqual({
      ok: true,
      claims: { sub: 1, sid: 'AAAAAAAAAAAAAAAAAAAAAA', typ: 'access', klw: 1023, iat: 1_700_000_000, exp: 1_700_000_060 },
    });
    expect(service.verify(service.issue({ sub: 1, typ: 'session', ttlSeconds: 60 }))).toMatchObject({ ok: true, claims: { sub: 1, typ: 'session' } });
  });

  it('gives every session its own id', () => {
    const sid = (token: string): unknown => (service.verify(token) as { claims: { sid: string } }).claims.sid;
    expect(sid(service.issue({ sub: 1, typ: 'session', ttlSeconds: 60 }))).not.toBe(sid(service.issue({ sub: 1, typ: 'session', ttlSeconds: 60 })));
  });

  it('ends an access token no later than its session', () => {
    const token = service.issue({ sub: 1, typ: 'access', ttlSeconds: 900, notAfter: Math.floor(now / 1000) + 10 });
    expect(service.verify(token)).toMatchObject({ ok: true, claims: { exp: Math.floor(now / 1000) + 10 } });
  });

  it('expires exactly at exp', () => {
    const token = service.issue({ sub: 1, typ: 'access', ttlSeconds: 5 });
    now += 4_999;
    expect(service.verify(token).ok).toBe(true);
    now += 1;
    expect(service.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each`
    case                  | mutate                                                         | reason
    ${'missing'}          | ${() => ''}                                                    | ${'missing'}
    ${'two parts'}        | ${(t: string) => t.split('.').slice(0, 2).join('.')}           | ${'malformed'}
    ${'another header'}   | ${(t: string) => `eyJhbGciOiJub25lIn0.${t.split('.').slice(1).join('.')}`} | ${'malformed'}
    ${'flipped signature'} | ${(t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`} | ${'signature'}
    ${'other secret'}     | ${() => createTokenService('secret-two', () => now).issue({ sub: 1, typ: 'access', ttlSeconds: 60 })} | ${'signature'}
    ${'!! after the signature'} | ${(t: string) => `${t}!!`}                             | ${'signature'}
    ${'= padding'}        | ${(t: string) => `${t}=`}                                      | ${'signature'}
    ${'one more character'} | ${(t: string) => `${t}A`}                                    | ${'signature'}
    ${'unused bits of the last character set'} | ${(t: string) => `${t.slice(0, -1)}${B64URL[B64URL.indexOf(t.slice(-1)) ^ 1]}`} | ${'signature'}
    ${'a space in the payload'} | ${(t: string) => t.replace('.', '. ')}                   | ${'malformed'}
  `('refuses $case', ({ mutate, reason }) => {
    const token = (mutate as (t: string) => string)(service.issue({ sub: 1, typ: 'access', ttlSeconds: 60 }));
    expect(service.verify(token)).toEqual({ ok: false, reason });
  });
});

/** @jest-environment node */
import { createTokenService } from './tokens';

describe('tokens', () => {
  let now = 1_700_000_000_000;
  const service = createTokenService('secret-one', () => now);

  it('round-trips the claims', () => {
    const token = service.issue(1, 'access', 60, 1023);
    expect(service.verify(token)).toEqual({ ok: true, claims: { sub: 1, typ: 'access', klw: 1023, iat: 1_700_000_000, exp: 1_700_000_060 } });
    expect(service.verify(service.issue(1, 'session', 60))).toMatchObject({ ok: true, claims: { sub: 1, typ: 'session' } });
  });

  it('expires exactly at exp', () => {
    const token = service.issue(1, 'access', 5);
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
    ${'other secret'}     | ${() => createTokenService('secret-two', () => now).issue(1, 'access', 60)} | ${'signature'}
  `('refuses $case', ({ mutate, reason }) => {
    const token = (mutate as (t: string) => string)(service.issue(1, 'access', 60));
    expect(service.verify(token)).toEqual({ ok: false, reason });
  });
});

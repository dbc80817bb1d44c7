/** @jest-environment node */
import * as v from 'valibot';
import { CallContextSchema, DemoUserSchema, RefreshTokenResponseSchema } from '@klw/contracts/calls';
import { isReadOnly } from '@klw/contracts/year';
import { DEMO_USER_IDS as U } from './demo-data';
import { startHarness } from './test-support/harness';
import type { Harness } from './test-support/harness';
import { expectErrorAnswer, milkCalls, serverPerTest } from './test-support/server-calls';

let h: Harness;
serverPerTest((started) => (h = started));
const { melk, save } = milkCalls(() => h);

describe('demo sign-in', () => {
  it('lists the users without a token', async () => {
    const reply = await h.call('GET', '/Demo/Users');
    expect(reply.status).toBe(200);
    const users = v.parse(v.array(DemoUserSchema), reply.body);
    expect(users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('signs in with a session token without a year', async () => {
    const session = await h.signIn(U.deelnemer);
    const refreshed = await h.call('POST', '/Menu/RefreshToken', { token: session, body: {} });
    expect(refreshed.body.gebruikerId).toBe(U.deelnemer);
    const context = v.parse(CallContextSchema, (await h.call('GET', '/Auth/GetCallContextModel', { token: refreshed.body.access_token })).body);
    // No year in the token: the user's most recent year.
    expect(context.kringloopwijzerId).toBe(1023);
  });

  it.each`
    body                   | status
    ${{ userId: 99 }}      | ${404}
    ${{ userId: 'abc' }}   | ${400}
    ${{}}                  | ${400}
  `('refuses $body with $status', async ({ body, status }) => {
    expectErrorAnswer(await h.call('POST', '/Demo/SignIn', { body }), status);
  });
});

describe('tokens', () => {
  it.each`
    case                    | header
    ${'no header'}          | ${undefined}
    ${'an empty bearer'}    | ${'Bearer '}
    ${"the text 'fout'"}    | ${'Bearer fout'}
    ${'another scheme'}     | ${'Basic abc'}
  `('401 for $case', async ({ header }) => {
    const reply = await h.call('GET', '/Auth/GetCallContextModel', { headers: header ? { Authorization: header } : {} });
    expectErrorAnswer(reply, 401);
    expect(reply.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('401 for a tampered token (another user in the payload)', async () => {
    const token = await h.tokenFor(U.deelnemer, 1023);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: U.sbMedewerker })).toString('base64url');
    const reply = await h.call('GET', '/Auth/GetCallContextModel', { token: `${header}.${forged}.${signature}` });
    expectErrorAnswer(reply, 401);
    expect(reply.body.message).toBe('Het token is ongeldig.');
  });

  it('401 for a token signed with another secret', async () => {
    const other = await startHarness({ tokenSecret: 'another-secret-another-secret-another' });
    const foreign = await other.signIn(U.deelnemer);
    await other.stop();
    expectErrorAnswer(await h.call('GET', '/Auth/GetCallContextModel', { token: foreign }), 401);
  });

  it('an access token expires; a refresh with the session token gives a new one', async () => {
    const session = await h.signIn(U.deelnemer);
    const access = (await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 1021 } })).body.access_token;
    expect((await h.call('GET', '/Auth/GetCallContextModel', { token: access })).status).toBe(200);

    h.clock.now += 61_000;
    const expired = await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token: access });
    expectErrorAnswer(expired, 401);
    expect(expired.body.message).toBe('Het token is verlopen.');

    const refreshed = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 1021 } });
    expect(refreshed.status).toBe(200);
    expect((await melk(refreshed.body.access_token)).kringloopwijzerId).toBe(1021);
  });

  it('the session token expires too', async () => {
    const session = await h.signIn(U.deelnemer);
    h.clock.now += 3_601_000;
    expectErrorAnswer(await h.call('POST', '/Menu/RefreshToken', { token: session, body: {} }), 401);
  });

  it('RefreshToken answers in the contracts\' shape, with the signed-in user', async () => {
    const session = await h.signIn(U.adviseur);
    const reply = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 3023 } });
    expect(v.parse(RefreshTokenResponseSchema, reply.body).gebruikerId).toBe(U.adviseur);
    expect((await melk(reply.body.access_token)).kringloopwijzerId).toBe(3023);
  });

  it.each`
    selected   | year
    ${'1019'}  | ${2019}
    ${1019}    | ${2019}
    ${''}      | ${2023}
    ${null}    | ${2023}
  `('RefreshToken accepts selectedKringloopwijzerId $selected', async ({ selected, year }) => {
    const session = await h.signIn(U.deelnemer);
    const reply = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: selected } });
    expect(reply.status).toBe(200);
    expect((await melk(reply.body.access_token)).kringloopwijzerJaar).toBe(year);
  });

  it('RefreshToken refuses a year the user may not see (403) and a malformed id (400)', async () => {
    const session = await h.signIn(U.deelnemer);
    const foreign = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 3023 } });
    expectErrorAnswer(foreign, 403);
    expect(foreign.body.message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
    const unknown = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 7777 } });
    expectErrorAnswer(unknown, 403);
    const malformed = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: 'abc' } });
    expectErrorAnswer(malformed, 400);
    expect(malformed.body.errorDetails.length).toBeGreaterThan(0);
  });
});

describe('authorization per role', () => {
  it.each`
    role              | user             | klwId   | status | readOnly | flags
    ${'participant'}  | ${U.deelnemer}   | ${1023} | ${200} | ${false} | ${{ gebruikerIsDeelnemer: true, volmacht: false }}
    ${'participant'}  | ${U.deelnemer}   | ${1022} | ${200} | ${true}  | ${{ kringloopwijzerStatusId: 2 }}
    ${'participant'}  | ${U.deelnemer}   | ${3023} | ${403} | ${null}  | ${null}
    ${'adviser'}      | ${U.adviseur}    | ${3023} | ${200} | ${false} | ${{ gebruikerIsDeelnemer: false, volmacht: true, proxyId: U.adviseur }}
    ${'adviser'}      | ${U.adviseur}    | ${4023} | ${200} | ${false} | ${{ volmacht: true }}
    ${'adviser'}      | ${U.adviseur}    | ${1023} | ${403} | ${null}  | ${null}
    ${'support'}      | ${U.sbMedewerker} | ${1023} | ${200} | ${true} | ${{ gebruikerIsSBMedewerker: true }}
    ${'support'}      | ${U.sbMedewerker} | ${3021} | ${200} | ${true} | ${{ gebruikerIsSBMedewerker: true }}
    ${'support'}      | ${U.sbMedewerker} | ${7777} | ${404} | ${null} | ${null}
    ${'demo user'}    | ${U.demo}        | ${9023} | ${200} | ${false} | ${{ gebruikerIsDemoGebruiker: true, gebruikerIsDeelnemer: true }}
    ${'demo user'}    | ${U.demo}        | ${1023} | ${403} | ${null}  | ${null}
    ${'no rights'}    | ${U.geenRechten} | ${1023} | ${403} | ${null}  | ${null}
  `('$role on $klwId: $status', async ({ user, klwId, status, readOnly, flags }) => {
    const session = await h.signIn(user);
    const refresh = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: klwId } });
    if (status !== 200) {
      expectErrorAnswer(refresh, status);
      const menuReply = await h.call('POST', '/Menu/GetMenu', { token: session, body: { selectedKringloopwijzerId: klwId } });
      expectErrorAnswer(menuReply, status);
      return;
    }
    const token = refresh.body.access_token;
    const context = v.parse(CallContextSchema, (await h.call('GET', '/Auth/GetCallContextModel', { token })).body);
    expect(context.kringloopwijzerId).toBe(klwId);
    expect(context).toMatchObject(flags);
    expect(isReadOnly(context)).toBe(readOnly);
    expect((await melk(token)).isAuthorized).toBe(!readOnly);
  });

  it('a user without rights gets 403 on every data call', async () => {
    const session = await h.signIn(U.geenRechten);
    const token = await h.tokenFor(U.geenRechten);
    expectErrorAnswer(await h.call('GET', '/Auth/GetCallContextModel', { token }), 403);
    expectErrorAnswer(await h.call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token }), 403);
    expectErrorAnswer(await h.call('POST', '/Menu/GetMenu', { token: session }), 403);
    expectErrorAnswer(await save(token, {}), 403);
  });
});

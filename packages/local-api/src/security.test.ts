/** @jest-environment node */
import { promises as fs } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { DEMO_USER_IDS as U } from './demo-data';
import { startHarness } from './test-support/harness';
import type { Harness } from './test-support/harness';

// The local API's refusals (its README's table) from outside, as an attacker probes them: each refusal with its status, a Dutch message, and nothing
// written to the data folder.

let h: Harness;

beforeEach(async () => {
  h = await startHarness({ accessTokenTtlSeconds: 60, sessionTtlSeconds: 3600 });
});

afterEach(async () => {
  await h.stop();
});

/** Every file of the data folder with its content, to prove a refusal wrote nothing. */
async function dataFolder(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files[path.relative(h.dataDir, full)] = await fs.readFile(full, 'utf8');
    }
  };
  await walk(h.dataDir);
  return files;
}

/** A raw request, so the Host header is exactly what an attacker's page makes the browser send. */
function rawCall(method: string, route: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(route, h.server.url), { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as { message?: string }) : {} }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function accessFor(session: string, klwId: number): Promise<string> {
  const reply = await h.call('POST', '/Menu/RefreshToken', { token: session, body: { selectedKringloopwijzerId: klwId } });
  expect(reply.status).toBe(200);
  return reply.body.access_token as string;
}

const SAVE = '/MelkLevering/SaveMelkLeveringGegevens';
const GET = '/MelkLevering/GetMelkLeveringGegevens';

async function currentData(access: string): Promise<unknown> {
  const reply = await h.call('GET', GET, { token: access });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('token types', () => {
  it('an access token presented to RefreshToken: 401, no fresh token', async () => {
    const access = await accessFor(await h.signIn(U.deelnemer), 1023);
    const reply = await h.call('POST', '/Menu/RefreshToken', { token: access, body: {} });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Dit is een toegangstoken; RefreshToken vraagt het sessietoken van de aanmelding.' });
  });

  it.each`
    method    | route
    ${'GET'}  | ${GET}
    ${'GET'}  | ${'/Auth/GetCallContextModel'}
    ${'POST'} | ${SAVE}
  `('the session token on $method $route: 401, nothing written', async ({ method, route }) => {
    const session = await h.signIn(U.deelnemer);
    const data = await currentData(await accessFor(session, 1023));
    const before = await dataFolder();
    const reply = await h.call(method, route, { token: session, ...(method === 'POST' ? { body: data } : {}) });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Dit is een sessietoken; deze aanroep vraagt een toegangstoken van RefreshToken.');
    expect(await dataFolder()).toEqual(before);
  });

  it('the menu takes either: the portal sends the session token, klw_auth the access token', async () => {
    const session = await h.signIn(U.deelnemer);
    expect((await h.call('POST', '/Menu/GetMenu', { token: session, body: {} })).status).toBe(200);
    expect((await h.call('POST', '/Menu/GetMenu', { token: await accessFor(session, 1023), body: {} })).status).toBe(200);
  });

  it('an access token never outlives its session', async () => {
    const session = await h.signIn(U.deelnemer);
    h.clock.now += 3_570_000; // 30 s of the session left, the access token would live 60 s
    const access = await accessFor(session, 1023);
    h.clock.now += 31_000;
    const reply = await h.call('GET', GET, { token: access });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Het token is verlopen.');
  });
});

describe('signature', () => {
  it.each`
    case                        | mutate
    ${'!! appended'}            | ${(t: string) => `${t}!!`}
    ${'a base64url character appended'} | ${(t: string) => `${t}A`}
    ${'= padding appended'}     | ${(t: string) => `${t}=`}
    ${'the last character changed'} | ${(t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`}
  `('a valid token with $case: 401 on data calls and RefreshToken, nothing written', async ({ mutate }) => {
    const change = mutate as (token: string) => string;
    const session = await h.signIn(U.deelnemer);
    const access = await accessFor(session, 1023);
    const data = await currentData(access);
    const before = await dataFolder();
    expect((await h.call('GET', GET, { token: change(access) })).status).toBe(401);
    expect((await h.call('POST', SAVE, { token: change(access), body: data })).status).toBe(401);
    const refresh = await h.call('POST', '/Menu/RefreshToken', { token: change(session), body: {} });
    expect(refresh.status).toBe(401);
    expect(refresh.body.message).toBe('Het token is ongeldig.');
    expect(await dataFolder()).toEqual(before);
  });
});

describe('content type', () => {
  it.each`
    route                       | type
    ${SAVE}                     | ${'text/plain'}
    ${SAVE}                     | ${'application/x-www-form-urlencoded'}
    ${SAVE}                     | ${'multipart/form-data; boundary=x'}
    ${'/Demo/SignIn'}           | ${'text/plain'}
    ${'/Menu/RefreshToken'}     | ${'text/plain'}
    ${'/Menu/GetMenu'}          | ${'text/plain;charset=UTF-8'}
  `('POST $route as $type with a JSON body: 415 in Dutch, nothing written', async ({ route, type }) => {
    const session = await h.signIn(U.deelnemer);
    const access = await accessFor(session, 1023);
    const data = (await currentData(access)) as Record<string, unknown>;
    const before = await dataFolder();
    const token = route === SAVE ? access : session;
    const body = route === SAVE ? { ...data, melkGevoerdAanKalveren: 1234 } : { userId: U.sbMedewerker };
    const reply = await h.call('POST', route, { token, raw: JSON.stringify(body), headers: { 'Content-Type': type } });
    expect(reply.status).toBe(415);
    expect(reply.body.message).toMatch(/^De gegevens moeten als JSON worden verstuurd/);
    expect(await dataFolder()).toEqual(before);
    expect((await currentData(access) as Record<string, unknown>).melkGevoerdAanKalveren).toBe(data.melkGevoerdAanKalveren);
  });

  it('accepts application/json with a charset, and a POST without a body', async () => {
    const session = await h.signIn(U.deelnemer);
    const reply = await h.call('POST', '/Menu/RefreshToken', { token: session, raw: '{}', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(reply.status).toBe(200);
    expect((await h.call('POST', '/Menu/RefreshToken', { token: session })).status).toBe(200);
  });
});

describe('Host header (DNS rebinding)', () => {
  it.each`
    method    | route                | host
    ${'GET'}  | ${'/Demo/Users'}     | ${'attacker.example:7056'}
    ${'POST'} | ${'/Demo/SignIn'}    | ${'attacker.example:7056'}
    ${'GET'}  | ${'/health'}         | ${'localhost.attacker.example'}
    ${'OPTIONS'} | ${SAVE}           | ${'attacker.example'}
  `('$method $route with Host "$host": 421, nothing written', async ({ method, route, host }) => {
    const before = await dataFolder();
    const reply = await rawCall(method, route, { Host: host, 'Content-Type': 'application/json' }, method === 'POST' ? JSON.stringify({ userId: U.sbMedewerker }) : undefined);
    expect(reply.status).toBe(421);
    if (method !== 'OPTIONS') expect(reply.body.message).toMatch(/^Deze server is niet bereikbaar onder de naam/);
    expect(await dataFolder()).toEqual(before);
  });

  it.each(['localhost:7056', '127.0.0.1:7056', 'LOCALHOST'])('answers Host %s', async (host) => {
    expect((await rawCall('GET', '/Demo/Users', { Host: host })).status).toBe(200);
  });

  it('answers the names KLW_ALLOWED_HOSTS adds', async () => {
    const other = await startHarness({ allowedHosts: ['klw.test'] });
    try {
      const url = new URL('/Demo/Users', other.server.url);
      const status = (host: string): Promise<number> =>
        new Promise((resolve, reject) => {
          request(url, { headers: { Host: host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      expect(await status('klw.test:7056')).toBe(200);
      expect(await status('attacker.example')).toBe(421);
    } finally {
      await other.stop();
    }
  });
});

describe('sign-out', () => {
  it('revokes the session: its session token and every access token of it are refused, durably', async () => {
    const session = await h.signIn(U.deelnemer);
    const access = await accessFor(session, 1023);
    const otherSession = await h.signIn(U.deelnemer);
    const data = await currentData(access);

    const out = await h.call('POST', '/Account/SignOut', { token: session });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'U bent afgemeld.' });

    const before = await dataFolder();
    const refused = async (): Promise<void> => {
      for (const reply of [
        await h.call('POST', '/Menu/RefreshToken', { token: session, body: {} }),
        await h.call('GET', GET, { token: access }),
        await h.call('POST', SAVE, { token: access, body: data }),
        await h.call('POST', '/Menu/GetMenu', { token: session, body: {} }),
      ]) {
        expect(reply.status).toBe(401);
        expect(reply.body.message).toBe('U bent afgemeld; meld u opnieuw aan.');
      }
    };
    await refused();
    expect(await dataFolder()).toEqual(before);

    await h.restart();
    await refused();
    // Another sign-in of the same user is another session.
    expect((await h.call('GET', GET, { token: await accessFor(otherSession, 1023) })).status).toBe(200);
  });

  it('signing out with an access token ends its session too; a second sign-out is refused', async () => {
    const session = await h.signIn(U.adviseur);
    const access = await accessFor(session, 3023);
    expect((await h.call('POST', '/Account/SignOut', { token: access })).status).toBe(200);
    expect((await h.call('POST', '/Menu/RefreshToken', { token: session, body: {} })).status).toBe(401);
    expect((await h.call('POST', '/Account/SignOut', { token: session })).status).toBe(401);
  });

  it('forgets a revocation once the session would have expired anyway', async () => {
    const first = await h.signIn(U.deelnemer);
    await h.call('POST', '/Account/SignOut', { token: first });
    h.clock.now += 3_601_000;
    await h.call('POST', '/Account/SignOut', { token: await h.signIn(U.deelnemer) });
    const stored = JSON.parse(await fs.readFile(path.join(h.dataDir, 'revoked-sessions.json'), 'utf8'));
    expect(Object.keys(stored.revoked)).toHaveLength(1);
  });
});

describe('a damaged year file', () => {
  it('is moved aside at start; that year answers 503 in Dutch, every other farm keeps working', async () => {
    const years = path.join(h.dataDir, 'years');
    await fs.writeFile(path.join(years, '1021.json'), '{"version":1,"klwId":10');
    await h.restart();
    const files = await fs.readdir(years);
    expect(files).toEqual([expect.stringMatching(/^1021\.json\.corrupt-/)]);
    expect(h.log.some((line) => line.includes(path.join(years, '1021.json')) && line.includes('corrupt-'))).toBe(true);

    const session = await h.signIn(U.deelnemer);
    const broken = await accessFor(session, 1021);
    const reply = await h.call('GET', GET, { token: broken });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe('De gegevens van kringloopwijzer 1021 zijn tijdelijk niet beschikbaar. Neem contact op met de servicedesk.');
    const data = await currentData(await accessFor(session, 1020));
    expect((await h.call('POST', SAVE, { token: broken, body: { ...(data as object), kringloopwijzerId: 1021 } })).status).toBe(503);
    expect(await fs.readdir(years)).toEqual(files);

    expect((await h.call('GET', GET, { token: await accessFor(session, 1023) })).status).toBe(200);
    expect((await h.call('GET', GET, { token: await accessFor(await h.signIn(U.adviseur), 3023) })).status).toBe(200);
  });
});

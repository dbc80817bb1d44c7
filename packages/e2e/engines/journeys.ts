import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OwnSystem } from '../support/own-system';
import { sessionTokenExpired } from '../support/token-expiry';
import type { Engine } from './browser';
import type { FailingRemote } from './failing-remote';
import { dataSharing, feed, form, milk, portal } from './pages';
import { Screen, until } from './screen';

// A farmer's journeys through the started system, the same in every engine (the Chromium specs say each in more
// detail). Each journey opens a fresh browser; the journeys share one system and run one after another.

const YEAR = 1023;
const JAN = 'Jan de Vries';
const CONFLICT = 'Deze gegevens zijn intussen opgeslagen, misschien in een ander venster. Uw invoer staat nog in het formulier.';
const SESSION_TTL_SECONDS = 6;

export interface World {
  engine: Engine;
  system: OwnSystem;
  failingRemote: FailingRemote;
  /** The milk year as the demo data has it, before any journey saved it. */
  demoMilk: Record<string, unknown>;
}

export interface Journey {
  name: string;
  run(world: World, screen: Screen): Promise<void>;
}

/** Fails with `what` unless `actual` is `expected`. */
function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** The sign-in page the portal sends a page without a session to; the farmer picks his name and is back. */
async function signInOnPage(screen: Screen, naam: string): Promise<void> {
  await screen.click(portal.user(naam), `the sign-in page's button of ${naam}`);
  await screen.waitFor(portal.signOut, `signed in as ${naam}: 'Afmelden' in the header`, 15_000);
}

/**
 * Puts the milk year back as the demo data had it, as another session would save it: each journey types into the
 * same year, whatever an engine before it saved there (a figure typed as it is stored changes nothing).
 */
async function resetMilk(world: World): Promise<void> {
  const answer = await fetch(`${world.system.apiUrl}/MelkLevering/SaveMelkLeveringGegevens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessToken(world.system)}` },
    body: JSON.stringify(world.demoMilk),
  });
  if (!answer.ok) throw new Error(`putting the milk year back: ${answer.status}`);
}

async function openMilk(world: World, screen: Screen): Promise<void> {
  await resetMilk(world);
  await screen.tab.goto(`${world.system.portalUrl}/melklevering/Index/${YEAR}`);
  if ((await screen.count(portal.signOut)) === 0) await signInOnPage(screen, JAN);
  await screen.waitFor(milk.heading, 'the milk screen', 20_000);
  await until('Alles opslaan enabled', async () => (await screen.read(form.save, 'disabled')) === 'false', 15_000);
}

async function saved(screen: Screen): Promise<void> {
  await screen.click(form.save, 'Alles opslaan');
  await screen.waitFor(form.saved, "'Succesvol opgeslagen'");
}

/** The year as the API stores it, read as another session of Jan's would. */
export async function storedMilk(system: OwnSystem): Promise<{ etag: string; body: Record<string, unknown> }> {
  const token = await accessToken(system);
  const answer = await fetch(`${system.apiUrl}/MelkLevering/GetMelkLeveringGegevens`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET /MelkLevering/GetMelkLeveringGegevens answered ${answer.status}`);
  return { etag: answer.headers.get('etag') ?? '', body: (await answer.json()) as Record<string, unknown> };
}

async function accessToken(system: OwnSystem): Promise<string> {
  const post = async (route: string, json: unknown, token?: string): Promise<string> => {
    const answer = await fetch(`${system.apiUrl}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(json),
    });
    if (!answer.ok) throw new Error(`POST ${route} answered ${answer.status}`);
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const users = (await (await fetch(`${system.apiUrl}/Demo/Users`)).json()) as { id: number; naam: string }[];
  const jan = users.find((user) => user.naam === JAN);
  if (!jan) throw new Error(`no demo user ${JAN}`);
  return post('/Menu/RefreshToken', { selectedKringloopwijzerId: YEAR }, await post('/Demo/SignIn', { userId: jan.id }));
}

async function demoUser(system: OwnSystem, role: RegExp): Promise<string> {
  const users = (await (await fetch(`${system.apiUrl}/Demo/Users`)).json()) as { naam: string; rol: string }[];
  const user = users.find((candidate) => role.test(candidate.rol));
  if (!user) throw new Error(`no demo user with a role matching ${role}`);
  return user.naam;
}

/** The telemetry records of one remote the portal kept, as lines. */
function telemetryLines(system: OwnSystem, remote: string): string[] {
  const file = path.join(system.telemetryDir, `${remote}.ndjson`);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

export const JOURNEYS: Journey[] = [
  {
    name: 'signs in; the milk screen loads; Dutch numbers typed are saved as meant',
    async run(world, screen) {
      await openMilk(world, screen);
      for (const header of ['Afleverdatum', 'Melk [kg]', 'Vet [%]', 'Eiwit [%]']) await screen.waitFor(milk.columnHeader(header), `column '${header}'`);
      if ((await screen.read(milk.manualCheckbox, 'checked')) !== 'true') await screen.click(milk.manualCheckbox, 'Melkleveringen handmatig invullen');
      const typed = [
        { label: 'Melk', typed: '1.234.567', shown: '1.234.567' },
        { label: 'Vet', typed: '4,45', shown: '4,45' },
        { label: 'Eiwit', typed: '4.38', shown: '4,38' },
      ];
      for (const entry of typed) {
        await screen.typeInto(milk.field(entry.label, 'Handmatige levering'), entry.typed, `Handmatige levering ${entry.label}`);
        await screen.waitForValue(milk.field(entry.label, 'Handmatige levering'), entry.shown, `${entry.label} after typing ${entry.typed}`);
      }
      await saved(screen);
      await screen.tab.reload();
      await screen.waitFor(milk.heading, 'the milk screen after a reload', 20_000);
      for (const entry of typed) await screen.waitForValue(milk.field(entry.label, 'Handmatige levering'), entry.shown, `${entry.label} after a reload`);
      const { body } = await storedMilk(world.system);
      const stored = body.totaalHandmatig as Record<string, number | null>;
      expectEqual([stored.kg, stored.vet, stored.eiwit], [1234567, 4.45, 4.38], 'stored Melk, Vet, Eiwit');
    },
  },
  {
    name: 'a conflicting save gives the 412 choice; nothing typed is lost',
    async run(world, screen) {
      await openMilk(world, screen);
      await screen.typeInto(milk.field('Melk gevoerd aan kalveren'), '1111', 'Melk gevoerd aan kalveren');
      await screen.typeInto(milk.field('Ureum', 'Zelf zuivelen'), '21', 'Zelf zuivelen Ureum');
      // Another session of Jan's saves the year first.
      const { body } = await storedMilk(world.system);
      const token = await accessToken(world.system);
      const other = await fetch(`${world.system.apiUrl}/MelkLevering/SaveMelkLeveringGegevens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...body, melkGevoerdAanKalveren: 2222 }),
      });
      expectEqual(other.status, 200, "the other session's save");

      await screen.click(form.save, 'Alles opslaan');
      await screen.waitFor({ ...form.notice('Intussen opgeslagen'), text: CONFLICT }, 'the conflict notice');
      await screen.waitForValue(milk.field('Melk gevoerd aan kalveren'), '1.111', 'Melk gevoerd aan kalveren kept');
      await screen.waitForValue(milk.field('Ureum', 'Zelf zuivelen'), '21', 'Zelf zuivelen Ureum kept');
      await screen.waitFor(form.noticeButton('Intussen opgeslagen', 'Gegevens opnieuw laden'), "'Gegevens opnieuw laden'");
      await screen.click(form.noticeButton('Intussen opgeslagen', 'Mijn invoer toch opslaan'), "'Mijn invoer toch opslaan'");
      await screen.waitFor(form.saved, "'Succesvol opgeslagen'");
      const after = (await storedMilk(world.system)).body;
      expectEqual([after.melkGevoerdAanKalveren, (after.totaalZelfZuivel as Record<string, unknown>).ureum], [1111, 21], 'stored Melk gevoerd aan kalveren, Zelf zuivelen Ureum');
      await screen.tab.reload();
      await screen.waitForValue(milk.field('Melk gevoerd aan kalveren'), '1.111', 'Melk gevoerd aan kalveren after a reload', 20_000);
    },
  },
  {
    name: "Krachtvoer: a row added, typed, saved and back after a reload; removed and put back with 'Ongedaan maken'",
    async run(world, screen) {
      await screen.tab.goto(`${world.system.portalUrl}/voer/krachtvoer/Index/${YEAR}`);
      await signInOnPage(screen, JAN);
      await screen.waitFor(feed.heading, 'the Krachtvoer screen', 20_000);
      await until('Alles opslaan enabled', async () => (await screen.read(form.save, 'disabled')) === 'false', 15_000);
      const row = (await screen.count(feed.rows)) + 1;
      await screen.click(feed.addRow, "'Regel toevoegen'");
      const product = `Brok ${world.engine.name}`;
      await screen.typeInto(feed.product(row), product, `Regel ${row} Product`);
      await screen.typeInto(feed.hoeveelheid(row), '1.234,5', `Regel ${row} Hoeveelheid`);
      await screen.waitForValue(feed.hoeveelheid(row), '1.234,5', `Regel ${row} Hoeveelheid`);
      await saved(screen);
      await screen.tab.reload();
      await screen.waitFor(feed.heading, 'the Krachtvoer screen after a reload', 20_000);
      await screen.waitForValue(feed.product(row), product, `Regel ${row} Product after a reload`);
      await screen.waitForValue(feed.hoeveelheid(row), '1.234,5', `Regel ${row} Hoeveelheid after a reload`);
      // 'Verwijderen' has a way back: 'Ongedaan maken' puts the row back with its typing.
      await screen.click(feed.remove(row), `Regel ${row} 'Verwijderen'`);
      await screen.waitFor(feed.removed(row), `'Regel ${row} is verwijderd.'`);
      await screen.click(feed.undo, "'Ongedaan maken'");
      await screen.waitForValue(feed.product(row), product, `Regel ${row} Product after 'Ongedaan maken'`);
      await screen.waitGone(feed.undo, "'Ongedaan maken' gone");
    },
  },
  {
    name: 'a remote that cannot load: the Dutch panel, its failure reported, and it recovers',
    async run(world, screen) {
      const remote = world.failingRemote;
      const before = telemetryLines(world.system, 'klw_melklevering').length;
      await openMilk(world, screen);
      remote.broken(true);
      await screen.tab.run(`localStorage.setItem('klw.remoteOverrides', JSON.stringify({ klw_melklevering: arguments[0] }));`, remote.manifestUrl);
      await screen.tab.reload();
      await screen.waitFor(portal.overrideBanner, "the banner 'Actieve overrides'", 20_000);
      await screen.waitFor(portal.failurePanel, 'the Dutch panel', 30_000);
      // Telemetry leaves the page: the portal keeps the failure of klw_melklevering's code.
      await until(
        "a 'klw.remote.error' record of klw_melklevering in phase 'expose' at the portal",
        async () => telemetryLines(world.system, 'klw_melklevering').slice(before).some((line) => line.includes('klw.remote.error') && line.includes('"expose"')),
        15_000,
      );
      remote.broken(false);
      await screen.click(portal.retry, "'Opnieuw proberen'");
      await screen.waitFor(milk.heading, 'the milk screen after Opnieuw proberen', 20_000);
      await screen.waitGone(portal.failurePanel, 'the Dutch panel gone');
      await screen.click(portal.resetOverrides, "'Overrides terugzetten'");
      await screen.waitFor(milk.heading, 'the milk screen without the override', 20_000);
      await screen.waitGone(portal.overrideBanner, 'the banner gone');
    },
  },
  {
    name: "a consent route shows the integration's frame at its height",
    async run(world, screen) {
      await screen.tab.goto(`${world.system.portalUrl}/manage-participations`);
      await signInOnPage(screen, JAN);
      await screen.waitFor(dataSharing.heading, "'Deelnames beheren'", 20_000);
      const frame = await screen.waitFor(dataSharing.frame, 'the frame', 15_000);
      await until("the integration's page for /manage-participations in the frame", async () =>
        (await screen.tab.runInFrame<string | null>(frame, `return document.querySelector('main')?.dataset.route ?? null;`)) === '/manage-participations',
      );
      const heights = async (): Promise<{ frame: number; content: number }> => ({
        frame: Math.round(await screen.tab.run<number>(`return document.querySelector('#klw-app iframe').getBoundingClientRect().height;`)),
        content: Math.ceil(await screen.tab.runInFrame<number>(frame, `return document.body.getBoundingClientRect().height;`)),
      });
      let last = await heights();
      await until('the frame as tall as its content', async () => (last = await heights()).frame === last.content && last.content > 0).catch((error: unknown) => {
        throw new Error(`${String(error)}: ${JSON.stringify(last)}`);
      });
      // The content grows ('Wat betekent dit?' opens); the frame follows.
      const before = last.content;
      await screen.tab.runInFrame(frame, `document.querySelector('summary').click();`);
      await until('the frame follows its content as it grows', async () => (last = await heights()).content > before && last.frame === last.content).catch((error: unknown) => {
        throw new Error(`${String(error)}: ${JSON.stringify(last)}`);
      });
      // 'Intrekken', 'Ja, intrekken': the page after it says so, and the frame stays; approved again, as it was.
      const statusText = `return document.querySelector('[role="status"]')?.textContent ?? null;`;
      const inFrame = (body: string) => screen.tab.runInFrame<unknown>(frame, body);
      await inFrame(`document.querySelector('button[aria-label="Intrekken: Zuivelfabriek Noord"]').click();`);
      await until("the question 'Zuivelfabriek Noord intrekken?'", async () => (await inFrame(`return document.querySelector('h1')?.textContent ?? null;`)) === 'Zuivelfabriek Noord intrekken?');
      await inFrame(`document.querySelector('button[value="intrekken"]').click();`);
      await until('the withdrawal confirmed in the frame', async () => String(await inFrame(statusText)).startsWith('U heeft de toestemming van Zuivelfabriek Noord ingetrokken.'));
      await inFrame(`document.querySelector('button[aria-label="Goedkeuren: Zuivelfabriek Noord"]').click();`);
      await until('the approval confirmed in the frame', async () => (await inFrame(statusText)) === 'U heeft de toestemming van Zuivelfabriek Noord goedgekeurd.');
      expectEqual(await screen.count(dataSharing.unreachable), 0, "the panel 'niet bereikbaar' after the two actions");
      await until('the frame as tall as its content after the actions', async () => (last = await heights()).frame === last.content && last.content > 0);
    },
  },
  {
    name: 'an ended session offers the draft back to the same user only',
    async run(world, screen) {
      const { system } = world;
      await system.stopApi();
      await system.startApi({ sessionTtlSeconds: SESSION_TTL_SECONDS, accessTokenTtlSeconds: 2 });
      await resetMilk(world);
      try {
        await screen.tab.goto(`${system.portalUrl}/melklevering/Index/${YEAR}`);
        await signInOnPage(screen, JAN);
        await screen.waitFor(milk.heading, 'the milk screen', 20_000);
        await screen.typeInto(milk.field('Melk', 'Zelf zuivelen'), '2500', 'Zelf zuivelen Melk');
        await screen.typeInto(milk.field('Ureum', 'Zelf zuivelen'), '30', 'Zelf zuivelen Ureum');
        // The session ends when the API says so, however long the typing took on a busy machine.
        const sessionToken = await screen.tab.run<string>("const m = /(?:^|; )access_token=([^;]*)/.exec(document.cookie); return m ? decodeURIComponent(m[1]) : '';");
        await until('the session token expired at the API', () => sessionTokenExpired(system.apiUrl, sessionToken), (SESSION_TTL_SECONDS + 10) * 1000);
        await screen.click(form.save, 'Alles opslaan');
        await screen.waitFor({ ...form.notice('Uw sessie is verlopen'), text: 'Uw invoer blijft op deze pagina staan' }, "'Uw sessie is verlopen'");
        await screen.waitForValue(milk.field('Melk', 'Zelf zuivelen'), '2.500', 'Zelf zuivelen Melk kept');
      } finally {
        await system.stopApi();
        await system.startApi();
      }

      // Another user of this computer signs in on the sign-in page (the menu's link): nothing of Jan's typing is offered to them.
      await screen.click(portal.menuSignInAgain, "the menu's 'Opnieuw aanmelden'");
      await signInOnPage(screen, await demoUser(system, /servicedesk/i));
      await screen.waitFor(milk.heading, 'the milk screen for the servicedesk', 20_000);
      await screen.waitFor(form.readOnly, "'alleen te bekijken'");
      expectEqual(await screen.count(form.restoreDraft), 0, "'Terugzetten' offered to another user");

      // Jan signs in again and gets his typing back.
      await screen.click(portal.signOut, "'Afmelden'");
      await signInOnPage(screen, JAN);
      await screen.tab.goto(`${system.portalUrl}/melklevering/Index/${YEAR}`);
      await screen.click(form.restoreDraft, "'Terugzetten' offered to Jan");
      await screen.waitForValue(milk.field('Melk', 'Zelf zuivelen'), '2.500', 'Zelf zuivelen Melk back');
      await screen.waitForValue(milk.field('Ureum', 'Zelf zuivelen'), '30', 'Zelf zuivelen Ureum back');
      await saved(screen);
    },
  },
  {
    name: 'signed out in another tab: no draft stays on this computer, and signing in within the page saves the typing',
    async run(world, screen) {
      await openMilk(world, screen);
      await screen.typeInto(milk.field('Melk gevoerd aan kalveren'), '4444', 'Melk gevoerd aan kalveren');
      const drafts = () => screen.tab.run<number>("return Object.keys(localStorage).filter((key) => key.startsWith('klw.concept.')).length;");
      await until('a draft kept on this computer', async () => (await drafts()) === 1);
      // What 'Afmelden' in another tab of this browser does: the session ends at the API, the cookie goes, and the
      // page it leads to removes the user's drafts and tells the user's open pages.
      const sessionToken = await screen.tab.run<string>("const m = /(?:^|; )access_token=([^;]*)/.exec(document.cookie); return m ? decodeURIComponent(m[1]) : '';");
      const signedOut = await fetch(`${world.system.apiUrl}/Account/SignOut`, { method: 'POST', headers: { Authorization: `Bearer ${sessionToken}` } });
      expectEqual(signedOut.status, 200, 'the sign-out at the API');
      await screen.tab.run(
        `const user = JSON.parse(atob(arguments[0].split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub;
         document.cookie = 'access_token=; path=/; max-age=0';
         for (const key of Object.keys(localStorage)) if (key.startsWith('klw.concept.')) localStorage.removeItem(key);
         const channel = new BroadcastChannel('klw.afgemeld');
         channel.postMessage({ userId: Number(user) });
         channel.close();`,
        sessionToken,
      );
      await screen.waitGone(form.draftKept, "'Bewaard op deze computer' gone");
      await screen.typeInto(milk.field('Ureum', 'Zelf zuivelen'), '25', 'Zelf zuivelen Ureum');
      expectEqual(await drafts(), 0, 'drafts on this computer after the sign-out');

      await screen.click(form.save, 'Alles opslaan');
      await screen.waitFor({ ...form.notice('Uw sessie is verlopen'), text: 'Uw invoer blijft op deze pagina staan' }, "'Uw sessie is verlopen'");
      await screen.click(form.noticeButton('Uw sessie is verlopen', 'Opnieuw aanmelden'), "'Opnieuw aanmelden'");
      await screen.click(portal.signInDialogUser(JAN), `the sign-in dialog's ${JAN}`);
      await screen.waitFor(form.saved, "'Succesvol opgeslagen' after signing in within the page", 15_000);
      await screen.tab.reload();
      await screen.waitForValue(milk.field('Melk gevoerd aan kalveren'), '4.444', 'Melk gevoerd aan kalveren after a reload', 20_000);
      await screen.waitForValue(milk.field('Ureum', 'Zelf zuivelen'), '25', 'Zelf zuivelen Ureum after a reload');
    },
  },
];

import { LOCAL_CLIENT_ID } from '../pages/data-sharing.page';
import { parseArgs } from 'node:util';
import { startOwnSystem, type OwnSystem } from '../support/own-system';
import type { Engine, Tab } from './browser';
import { startFailingRemote } from './failing-remote';
import { launchFirefox } from './firefox';
import { JOURNEYS, storedMilk, type Journey, type World } from './journeys';
import { Screen } from './screen';
import { launchWebKit } from './webkit';

// The journeys in Firefox ESR and WebKitGTK (docs/adr/016), against what is built: one system of their own on free
// ports for every journey of both engines, the engines one after another. Prints each journey's outcome per engine
// and closes with 'N passed, M failed'. `node --import tsx engines/run.ts [firefox] [webkit] [--journey <words>]` runs
// one engine, or only the journeys whose name holds the words.

const ENGINES: Record<string, () => Promise<Engine>> = { firefox: launchFirefox, webkit: launchWebKit };
/** A journey that takes longer than this hangs somewhere: it fails, and the next one runs. */
const JOURNEY_TIMEOUT_MS = 120_000;

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no end after ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What the page showed when a journey failed: where it was, what its open dialogs and its alerts said (a long menu
 * puts them past the start of the page's text), and the start of its text.
 */
async function whereItStood(screen: Screen): Promise<string> {
  try {
    const url = await withTimeout(screen.tab.url(), 5_000);
    const text = await withTimeout(
      screen.tab.run<string>(
        `const shown = [...document.querySelectorAll('dialog[open], [role="alert"], [role="status"]')]
           .map((element) => '[' + (element.id || element.getAttribute('role') || element.tagName.toLowerCase()) + '] ' + element.innerText.replace(/\\s+/g, ' ').trim());
         return [...shown, '', document.body.innerText].join('\\n');`,
      ),
      5_000,
    );
    return `at ${url}:\n${text.slice(0, 1600).replace(/^/gm, '        | ')}`;
  } catch (error) {
    return `(the page could not be read: ${String(error)})`;
  }
}

async function runEngine(key: string, journeys: Journey[], world: Omit<World, 'engine'>): Promise<{ passed: number; failed: number }> {
  const started = Date.now();
  let engine: Engine;
  try {
    engine = await ENGINES[key]!();
  } catch (error) {
    console.log(`\n${key}: could not start: ${String(error)}`);
    return { passed: 0, failed: journeys.length };
  }
  let passed = 0;
  let failed = 0;
  console.log(`\n${key} (started in ${seconds(started)})`);
  try {
    for (const journey of journeys) {
      const began = Date.now();
      let tab: Tab;
      try {
        tab = await openWindow(engine);
      } catch (error) {
        failed += 1;
        console.log(`  ✗ ${journey.name} (${seconds(began)})\n      no window to run it in: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const screen = new Screen(tab);
      try {
        await withTimeout(journey.run({ ...world, engine }, screen), JOURNEY_TIMEOUT_MS);
        // As every Chromium spec (support/test.ts): a page that needs an inline script, eval or a foreign origin fails.
        const violations = screen.tab.cspViolations();
        if (violations && violations.length > 0) throw new Error(`Content-Security-Policy violations:\n        ${violations.join('\n        ')}`);
        passed += 1;
        console.log(`  ✓ ${journey.name} (${seconds(began)})`);
      } catch (error) {
        failed += 1;
        console.log(`  ✗ ${journey.name} (${seconds(began)})\n      ${error instanceof Error ? error.message : String(error)}\n      ${await whereItStood(screen)}`);
      } finally {
        await withTimeout(screen.tab.close(), 10_000).catch(() => undefined);
      }
    }
  } finally {
    // The engine's browser, driver and display stop whatever happened: a process of theirs left running keeps this
    // run from ending.
    await withTimeout(engine.close(), 30_000).catch((error: unknown) => console.log(`${key}: could not be stopped cleanly: ${String(error)}`));
  }
  console.log(`${engine.name}: ${passed} passed, ${failed} failed in ${seconds(started)}`);
  return { passed, failed };
}

/**
 * A new window of the engine, asked for once more when the first ask fails: no journey has run in it yet, so asking
 * again hides nothing a farmer would meet (WebKitWebDriver once left a new session unanswered).
 */
async function openWindow(engine: Engine): Promise<Tab> {
  try {
    return await engine.open();
  } catch (error) {
    console.log(`  (a new window failed: ${error instanceof Error ? error.message : String(error)}; asking again)`);
    return engine.open();
  }
}

/**
 * The system of the journeys, and the milk year as its demo data has it. Started again once when it does not answer
 * as itself: a free port can be taken by another program between being found and being listened on (another
 * engineer's system on a shared machine), and then another server answers in its place.
 */
async function startSystem(attempt = 1): Promise<{ system: OwnSystem; demoMilk: Record<string, unknown> }> {
  const system = await startOwnSystem({}, { dataIntegrationClientId: LOCAL_CLIENT_ID });
  try {
    return { system, demoMilk: (await storedMilk(system)).body };
  } catch (error) {
    await system.stop();
    if (attempt > 1) throw error;
    console.log(`the system did not answer as itself (${String(error)}); starting it again`);
    return startSystem(attempt + 1);
  }
}

async function main(): Promise<void> {
  const { values, positionals: chosen } = parseArgs({ options: { journey: { type: 'string' } }, allowPositionals: true });
  const journeys = JOURNEYS.filter((journey) => journey.name.includes(values.journey ?? ''));
  const unknown = chosen.filter((key) => !(key in ENGINES));
  if (unknown.length > 0) throw new Error(`unknown engine ${unknown.join(', ')}: choose from ${Object.keys(ENGINES).join(', ')}`);
  const keys = chosen.length > 0 ? chosen : Object.keys(ENGINES);
  const started = Date.now();
  const { system, demoMilk } = await startSystem();
  const failingRemote = await startFailingRemote(system.portalUrl);
  let passed = 0;
  let failed = 0;
  try {
    for (const key of keys) {
      const outcome = await runEngine(key, journeys, { system, failingRemote, demoMilk });
      passed += outcome.passed;
      failed += outcome.failed;
    }
  } finally {
    await failingRemote.stop();
    await system.stop();
  }
  console.log(`\nthe journeys in ${keys.join(' and ')} took ${seconds(started)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

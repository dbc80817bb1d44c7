// Everything `pnpm bench` measures in Chromium, in the order it runs, both builds alternated: the first view, time to
// table cold and warm, the move to Krachtvoer, the slow network, a redeploy, keystrokes, expand all and the rows
// editor at its cap (docs/PERFORMANCE.md says what each measures). run.mjs builds, serves and reports.
import path from 'node:path';
import { federatedDir, federatedDist, hostAdapterDist, monolithDist, redeployDist } from './build.mjs';
import { measureFirstView, timeToTable } from './browser.mjs';
import { expandAll, keystrokes } from './interaction.mjs';
import { rowKeystrokes, timeToRows } from './rows-editor.mjs';
import { SCREEN_CODE, nextScreen, warmLoadAgain, warmLoads } from './warm.mjs';
import { afterRedeploy } from './redeploy.mjs';
import { SLOW_NETWORK, describeProfile } from './slow-network.mjs';
import { federatedFirstView, firstViewDifference } from './first-view.mjs';
import { median, pairedRatio, percentile, summarizeMoves, summarizeWarm, summary } from './report.mjs';
import { BENCH_FEED_ROWS, klwIdFor } from './seed.mjs';
import { signInToken } from './system.mjs';

const REDEPLOY_RUNS = 3;
// The move to Krachtvoer: a cold load of the milk screen, then Krachtvoer; its bytes repeat, its time varies.
const NEXT_RUNS = 3;
const EXPAND_RUNS = 5;
const KEYSTROKE_SESSIONS = 3;
// A cold open of 2,000 rows takes about 2 s: 5 after a warm-up give a steady median within the run's time.
const ROWS_OPEN_RUNS = 5;
/** @type {Variant[]} */
const VARIANTS = ['federated', 'monolith'];

/**
 * @typedef {import('./system.mjs').Variant} Variant
 * @typedef {import('./report.mjs').VariantResults} VariantResults
 * @typedef {Awaited<ReturnType<typeof import('./system.mjs').startSystem>>} BenchSystem
 * @typedef {Awaited<ReturnType<typeof import('./browser.mjs').launchBrowser>>} Browser
 */

/**
 * Every timed measurement alternates the two builds (and which goes first), so a machine that gets busier or
 * quieter during the run affects both alike.
 * @template T
 * @param {number} runs
 * @param {(variant: Variant) => Promise<T>} measureOnce
 * @returns {Promise<Record<Variant, T[]>>}
 */
async function alternate(runs, measureOnce) {
  /** @type {Record<Variant, T[]>} */
  const samples = { federated: [], monolith: [] };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) samples[variant].push(await measureOnce(variant));
  }
  return samples;
}

/**
 * Everything the benchmark measures in Chromium, both builds; the figures per build.
 * @param {BenchSystem} system
 * @param {Browser} browser
 * @param {Record<Variant, string[]>} errors
 * @param {{ runs: number, warmRuns: number, slowRuns: number }} counts  the command line's --runs, --warm-runs, --slow-runs
 * @returns {Promise<Record<Variant, VariantResults> & { toFeed: import('./warm.mjs').NextScreen, moves: import('./report.mjs').Moves, slowNetwork: import('./report.mjs').SlowNetwork, redeploy: Record<Variant, import('./report.mjs').Redeploy>, rowsEditor: import('./report.mjs').RowsEditor }>}
 */
export async function measureAll(system, browser, errors, { runs: RUNS, warmRuns: WARM_RUNS, slowRuns: SLOW_RUNS }) {
  const token = await signInToken(system.apiUrl);
  /**
   * @param {Variant} variant
   * @param {number} deliveries
   */
  const at = (variant, deliveries) => ({
    site: system.urls[variant],
    apiUrl: system.apiUrl,
    token,
    klwId: klwIdFor(deliveries),
    errors: errors[variant],
  });

  console.log('[bench] first view (bytes, requests, React copies)');
  /** @type {Partial<Record<Variant, import('./report.mjs').FirstView>>} */
  const firstViews = {};
  for (const variant of VARIANTS) {
    const mark = system.servers[variant].requests.mark();
    const measured = await measureFirstView(browser, at(variant, 500));
    // What nginx sent for the app's JS (compressed), beside the gzip -9 figure of the bodies above.
    const js = system.servers[variant].requests.since(mark).filter((request) => request.path.includes('/apps/') && request.path.endsWith('.js'));
    firstViews[variant] = { ...measured, appJs: { ...measured.appJs, sent: js.reduce((sum, request) => sum + request.bodyBytes, 0) } };
  }

  // The byte budget counts the first view from the manifests (budget.mjs, in CI); it must be what Chromium loads.
  const counted = federatedFirstView({ packagesDir: path.join(federatedDir, 'packages'), hostAdapterDist });
  const loaded = (firstViews.federated?.scripts ?? []).filter((script) => script.origin === 'app').map((script) => script.file);
  const { notCounted, notLoaded } = firstViewDifference(counted, loaded);
  if (notCounted.length === 0 && notLoaded.length === 0) {
    console.log(`[bench] the byte budget's first view (from the manifests) is what Chromium loaded: ${counted.files.length} files, ${counted.gzip} B gzip`);
  } else {
    console.warn(
      "[bench] WARNING: the byte budget's first view (from the manifests) is not what Chromium loaded; fix scripts/bench/first-view.mjs." +
        `${notCounted.length ? `\n  loaded, not counted: ${notCounted.join(', ')}` : ''}${notLoaded.length ? `\n  counted, not loaded: ${notLoaded.join(', ')}` : ''}`,
    );
  }

  console.log(`[bench] time to table: ${RUNS} cold runs each (after one warm-up each, not counted)`);
  for (const variant of VARIANTS) await timeToTable(browser, at(variant, 500));
  const times = await alternate(RUNS, (variant) => timeToTable(browser, at(variant, 500)));

  console.log(`[bench] warm loads: ${WARM_RUNS} runs each (the screen again with a warm HTTP cache, then another year)`);
  const warm = await alternate(WARM_RUNS, (variant) =>
    warmLoads(browser, { ...at(variant, 500), otherKlwId: klwIdFor(1000), server: system.servers[variant], screenCode: SCREEN_CODE[variant] }),
  );

  console.log(
    `[bench] from the milk screen to Krachtvoer, both builds: its address (a full page load) ${WARM_RUNS} runs each on loopback and ${NEXT_RUNS} on the slow network, then a click in the menu ${WARM_RUNS} runs each`,
  );
  // On loopback the move varies as a warm load does, against a goal 10 % from parity: as many runs as the warm load.
  // On the slow network the network's time dominates and varies little.
  /**
   * @param {import('./slow-network.mjs').NetworkProfile | undefined} network
   * @param {'address' | 'menu'} via
   */
  const moves = (network, via) =>
    alternate(network ? NEXT_RUNS : WARM_RUNS, (variant) =>
      nextScreen(browser, {
        ...at(variant, 500),
        server: system.servers[variant],
        screen: 'krachtvoer',
        feedPath: '/voer/krachtvoer/Index/{klwId}',
        feedReady: 'Handmatige voerleveringen',
        feedTitle: 'Krachtvoer',
        via,
        ...(network ? { network } : {}),
      }),
    );
  const nextScreens = { loopback: await moves(undefined, 'address'), slow: await moves(SLOW_NETWORK, 'address'), menu: await moves(undefined, 'menu') };
  const toFeed = nextScreens.loopback.federated[0];
  if (!toFeed) throw new Error('the move to Krachtvoer was not measured');

  console.log(`[bench] ${describeProfile(SLOW_NETWORK)}: ${SLOW_RUNS} cold and ${SLOW_RUNS} warm loads each`);
  const network = SLOW_NETWORK;
  const slowCold = await alternate(SLOW_RUNS, (variant) => timeToTable(browser, { ...at(variant, 500), network }));
  const slowWarm = await alternate(SLOW_RUNS, async (variant) =>
    (await warmLoadAgain(browser, { ...at(variant, 500), server: system.servers[variant], screenCode: SCREEN_CODE[variant], network })).tableAt,
  );

  console.log(`[bench] after a redeploy of the milk screen only (${REDEPLOY_RUNS} returning farmers each, ${SLOW_NETWORK.name})`);
  /** @type {Record<Variant, { folder: string, original: string }>} */
  const deployments = {
    federated: { folder: path.join(system.appsDirs.federated, 'melklevering'), original: federatedDist('melklevering') },
    monolith: { folder: path.join(system.appsDirs.monolith, 'shell'), original: monolithDist },
  };
  const redeploys = await alternate(REDEPLOY_RUNS, (variant) =>
    afterRedeploy(browser, { ...at(variant, 500), network, server: system.servers[variant], ...deployments[variant], redeployed: redeployDist[variant] }),
  );

  console.log('[bench] keystroke to next paint (12 and 1,000 deliveries)');
  const keys12 = await alternate(KEYSTROKE_SESSIONS, (variant) => keystrokes(browser, at(variant, 12)));
  const keys1000 = await alternate(KEYSTROKE_SESSIONS, (variant) => keystrokes(browser, at(variant, 1000)));
  /** @param {Array<Awaited<ReturnType<typeof keystrokes>>>} sessions */
  const keystrokeFigures = (sessions) => ({
    ...summary(sessions.flatMap((session) => session.paint)),
    processing: summary(sessions.flatMap((session) => session.processing)),
  });

  console.log(`[bench] expand every month (500 and 5,000 deliveries, ${EXPAND_RUNS} runs each)`);
  const expand500 = await alternate(EXPAND_RUNS, (variant) => expandAll(browser, at(variant, 500)));
  const expand5000 = await alternate(EXPAND_RUNS, (variant) => expandAll(browser, at(variant, 5000)));
  /** @param {Array<Awaited<ReturnType<typeof expandAll>>>} runs */
  const expandFigures = (runs) => ({
    ...summary(runs.map((r) => r.ms)),
    render: summary(runs.map((r) => r.renderMs)),
    months: runs[0]?.months ?? 0,
    rowsAdded: runs[0]?.rowsAdded ?? 0,
  });

  // Krachtvoer is not in the monolith: the rows editor is measured on the federated build, against goals of its own.
  console.log(`[bench] the rows editor at its cap (${BENCH_FEED_ROWS.rows.toLocaleString('en-US')} rows, federated): ${ROWS_OPEN_RUNS} cold opens, ${KEYSTROKE_SESSIONS} typing sessions`);
  const feedYear = at('federated', BENCH_FEED_ROWS.deliveries);
  await timeToRows(browser, feedYear);
  /** @type {number[]} */
  const rowsOpen = [];
  for (let run = 0; run < ROWS_OPEN_RUNS; run += 1) rowsOpen.push(await timeToRows(browser, feedYear));
  /** @type {Array<Awaited<ReturnType<typeof rowKeystrokes>>>} */
  const rowSessions = [];
  for (let session = 0; session < KEYSTROKE_SESSIONS; session += 1) rowSessions.push(await rowKeystrokes(browser, feedYear));
  const rowPaints = rowSessions.flatMap((session) => session.paint);
  const rowsEditor = {
    rows: BENCH_FEED_ROWS.rows,
    open: summary(rowsOpen),
    keystroke: { ...summary(rowPaints), p75: percentile(rowPaints, 0.75), processing: summary(rowSessions.flatMap((session) => session.processing)) },
  };

  /**
   * @param {Variant} variant
   * @returns {VariantResults}
   */
  const resultsOf = (variant) => {
    const firstView = firstViews[variant];
    if (!firstView) throw new Error(`no first view of the ${variant} build`);
    return {
      firstView,
      timeToTable: summary(times[variant]),
      warm: {
        again: summarizeWarm(warm[variant].map((loads) => loads.again)),
        otherYear: summarizeWarm(warm[variant].map((loads) => loads.otherYear)),
      },
      keystroke: { 12: keystrokeFigures(keys12[variant]), 1000: keystrokeFigures(keys1000[variant]) },
      expandAll: { 500: expandFigures(expand500[variant]), 5000: expandFigures(expand5000[variant]) },
    };
  };
  const slowColdRatio = pairedRatio(slowCold.federated, slowCold.monolith);
  const slowWarmRatio = pairedRatio(slowWarm.federated, slowWarm.monolith);
  const slowNetwork = {
    profile: SLOW_NETWORK,
    federated: { cold: summary(slowCold.federated), warm: summary(slowWarm.federated) },
    monolith: { cold: summary(slowCold.monolith), warm: summary(slowWarm.monolith) },
    ratios: { cold: slowColdRatio.ratio, warm: slowWarmRatio.ratio },
    intervals: { cold: slowColdRatio.interval, warm: slowWarmRatio.interval },
  };
  /** @param {Variant} variant */
  const redeployOf = (variant) => {
    const loads = redeploys[variant];
    return {
      bytes: median(loads.map((load) => load.jsBytes)),
      requests: median(loads.map((load) => load.requests)),
      slowMs: median(loads.map((load) => load.tableAt)),
      files: loads[0]?.jsFiles ?? [],
    };
  };
  const redeploy = { federated: redeployOf('federated'), monolith: redeployOf('monolith') };
  return { federated: resultsOf('federated'), monolith: resultsOf('monolith'), toFeed, moves: { loopback: summarizeMoves(nextScreens.loopback), slow: summarizeMoves(nextScreens.slow), menu: summarizeMoves(nextScreens.menu) }, slowNetwork, redeploy, rowsEditor };
}

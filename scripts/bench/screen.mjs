#!/usr/bin/env node
// The screen's own figures alone, without the monolith and the cold loads: expand every month (500 and 5,000
// deliveries) and keystroke to paint (12 and 1,000), on the federated build. A quick check while working on the
// screen; `pnpm bench` reports the same figures beside the monolith.
//   node scripts/bench/screen.mjs [--skip-build] [--runs 5]
import path from 'node:path';
import { buildFederated, federatedDir, hostAdapterDist } from './build.mjs';
import { launchBrowser, newSignedInContext } from './browser.mjs';
import { expandAll, keystrokes } from './interaction.mjs';
import { summary } from './report.mjs';
import { klwIdFor } from './seed.mjs';
import { signInToken, startSystem } from './system.mjs';
import { parseCommandLine } from '../lib/command-line.mjs';

const { values } = parseCommandLine({
  name: 'bench screen',
  usage: 'node scripts/bench/screen.mjs [--skip-build] [--runs 5]',
  options: { 'skip-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
});
const RUNS = Number(values.runs);

if (!values['skip-build']) await buildFederated();
const site = { packagesDir: path.join(federatedDir, 'packages'), hostAdapterDist };
const system = await startSystem({ federated: site, monolith: site });
const browser = await launchBrowser();
try {
  const token = await signInToken(system.apiUrl);
  /** @type {string[]} */
  const errors = [];
  const at = (/** @type {number} */ deliveries) => ({ site: system.urls.federated, apiUrl: system.apiUrl, token, klwId: klwIdFor(deliveries), errors });
  for (const deliveries of [500, 5000]) {
    /** @type {Array<Awaited<ReturnType<typeof expandAll>>>} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await expandAll(browser, at(deliveries)));
    const ms = summary(runs.map((r) => r.ms));
    const render = summary(runs.map((r) => r.renderMs));
    console.log(`expand all, ${deliveries} deliveries: median ${ms.median.toFixed(0)} ms (render ${render.median.toFixed(0)} ms), rows added ${runs[0]?.rowsAdded}`);
  }
  // The row window (row-window.ts) assumes fixed row heights; the layout must give exactly those.
  const context = await newSignedInContext(browser, system.urls.federated, token);
  const page = await context.newPage();
  await page.goto(`${system.urls.federated}/melklevering/Index/${klwIdFor(5000)}`);
  await page.waitForFunction(() => window.__bench?.tableAt !== null);
  const heights = await page.evaluate(async () => {
    const table = window.__bench.table();
    const scroller = table?.parentElement;
    const row = (/** @type {string} */ selector) => table?.querySelector(selector)?.getBoundingClientRect().height ?? Number.NaN;
    if (!table || !scroller) throw new Error('the deliveries table is not on the page');
    for (const toggle of table.querySelectorAll('button[aria-expanded="false"]')) if (toggle instanceof HTMLElement) toggle.click();
    await window.__bench.afterPaint();
    const delivery = row('tr[aria-rowindex="3"]');
    const month = row('tr[aria-rowindex="2"]');
    scroller.scrollTop = 60_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await window.__bench.afterPaint();
    const view = scroller.getBoundingClientRect();
    const visible = [...table.querySelectorAll('tbody tr[aria-rowindex]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.bottom > view.top && box.top < view.bottom;
    });
    return {
      delivery,
      month,
      head: row('thead'),
      rowcount: table.getAttribute('aria-rowcount'),
      inDom: table.querySelectorAll('tbody tr[aria-rowindex]').length,
      visibleAfterScroll: visible.length,
      firstVisible: visible[0]?.getAttribute('aria-rowindex'),
      scrollHeight: scroller.scrollHeight,
    };
  });
  console.log(`layout: ${JSON.stringify(heights)}`);
  await context.close();
  /** @type {Record<number, import('./report.mjs').Summary>} */
  const keys = {};
  for (const deliveries of [12, 1000]) {
    /** @type {Array<Awaited<ReturnType<typeof keystrokes>>>} */
    const sessions = [];
    for (let run = 0; run < 3; run += 1) sessions.push(await keystrokes(browser, at(deliveries)));
    const paint = summary(sessions.flatMap((session) => session.paint));
    keys[deliveries] = paint;
    console.log(`keystroke to paint, ${deliveries} deliveries: trimmed mean ${paint.trimmedMean.toFixed(1)} ms`);
  }
  console.log(`keystroke ratio 1,000 / 12: ${((keys[1000]?.trimmedMean ?? Number.NaN) / (keys[12]?.trimmedMean ?? Number.NaN)).toFixed(2)}`);
  if (errors.length > 0) console.log(`console errors:\n${errors.join('\n')}`);
} finally {
  await browser.close();
  await system.stop();
}

#!/usr/bin/env node
// The milk screen's page as the portal answers it, with the repository's screens deployed (3: the milk screen,
// Krachtvoer, Machtigingen) and with 23 more scaffolded by `pnpm new-screen` in a scratch copy (26): its bytes and
// the portal's own time to answer it (its request log), medians over repeated requests of a signed-in browser.
//   node scripts/bench/page-size.mjs [--requests 41] [--portal-root <checkout>]
// What is built: nothing more than the repository's builds (`pnpm build` first). The page answer reads of each
// deployed screen only its mf-manifest.json and routes.json; a scaffolded screen is given its routes.json as its build
// emits it (src/routes.json) and the built Krachtvoer's manifest under its own name, so 23 webpack builds are saved.
// --portal-root runs the portal of another checkout (with this launcher in its scripts/bench/), to measure before a change.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTsx, waitForUrl } from '../../packages/processes/src/processes.mjs';
import { parseCommandLine } from '../lib/command-line.mjs';
import { copyRepository } from '../lib/repository-copy.mjs';
import { REMOTES_FILE, ROUTES_FILE, scaffold, ScaffoldError } from '../new-screen.mjs';
import { median } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository's deployed apps, served from their build folders. */
const BUILT = ['shell', 'auth', 'melklevering', 'krachtvoer', 'gegevensdeling'];
const MORE_SCREENS = 23;
const PAGE = '/melklevering/Index/1023';
// Signed in (the page answer only checks the cookie is there) with a canary bucket: no Set-Cookie, the same answer.
const COOKIE = 'access_token=bench; klw_canary=50';

/**
 * @typedef {{ screens: number, bytes: number, serverMs: number, serverMsSamples: number[] }} PageFigures
 * @typedef {{ few: PageFigures, many: PageFigures }} PageSizes
 */

/**
 * Scaffolds `count` screens of the route table not yet migrated in the checkout at `scratch`, and writes what their
 * build would deploy that the portal reads. Returns their folders.
 * @param {string} scratch
 * @param {number} count
 */
function scaffoldScreens(scratch, count) {
  const table = /** @type {{ path: string }[]} */ (JSON.parse(readFileSync(path.join(scratch, ROUTES_FILE), 'utf8')));
  const manifest = readFileSync(path.join(root, 'packages/krachtvoer/dist/mf-manifest.json'), 'utf8');
  /** @type {string[]} */
  const folders = [];
  for (const route of table) {
    if (folders.length === count) break;
    let names;
    try {
      ({ names } = scaffold({ root: scratch, route: route.path }));
    } catch (error) {
      // Migrated already, or a second route of a screen scaffolded just now.
      if (error instanceof ScaffoldError) continue;
      throw error;
    }
    const dist = path.join(scratch, names.folder, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'routes.json'), readFileSync(path.join(scratch, names.folder, 'src/routes.json')));
    writeFileSync(path.join(dist, 'mf-manifest.json'), manifest.replaceAll('klw_krachtvoer', names.remote));
    folders.push(names.screen);
  }
  if (folders.length < count) throw new Error(`only ${folders.length} routes of ${ROUTES_FILE} are left to scaffold, not ${count}`);
  return folders;
}

/**
 * Starts the portal on `packagesDir` with `registry`, asks for the milk screen's page `requests` times, and stops it.
 * @param {{ portalRoot: string, packagesDir: string, registry: string, requests: number }} options
 * @returns {Promise<Omit<PageFigures, 'screens'>>}
 */
async function measurePage({ portalRoot, packagesDir, registry, requests }) {
  const port = await freePort();
  const launcher = ['--port', String(port), '--packages', packagesDir, '--host-adapter', path.join(root, 'host-adapter/dist'), '--log-requests'];
  const portal = startTsx(path.join(portalRoot, 'packages/legacy-portal'), path.join(portalRoot, 'scripts/bench/portal-launcher.mjs'), launcher, {
    env: { KLW_REGISTRY_FILE: registry, KLW_TEST_MODE: '0' },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/Home/new`, { process: portal });
    /** @type {number[]} */
    const sizes = [];
    // The first answers read the deployment from disk; the rest are what a farmer's page load costs.
    const warmUp = 5;
    for (let i = 0; i < warmUp + requests; i += 1) {
      const response = await fetch(`${url}${PAGE}`, { headers: { cookie: COOKIE } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !body.includes('klw_melklevering')) throw new Error(`${PAGE} answered ${response.status} without the milk screen`);
      sizes.push(body.length);
    }
    // The portal logs an answer once it is sent: the last line may come after the client has read it.
    const logged = () => [...portal.output().matchAll(/^GET \/melklevering\/Index\/1023 200 ([\d.]+)ms$/gm)].map((match) => Number(match[1]));
    for (let wait = 0; logged().length < warmUp + requests && wait < 50; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const times = logged().slice(warmUp);
    if (times.length !== requests) throw new Error(`the portal logged ${times.length} of ${requests} page answers`);
    return { bytes: median(sizes.slice(warmUp)), serverMs: median(times), serverMsSamples: times };
  } finally {
    await portal.stop();
  }
}

/**
 * The milk screen's page with the repository's screens and with `more` screens scaffolded besides.
 * @param {{ requests?: number, more?: number, portalRoot?: string }} [options]
 * @returns {Promise<PageSizes>}
 */
export async function measurePageSizes({ requests = 41, more = MORE_SCREENS, portalRoot = root } = {}) {
  for (const app of BUILT) {
    if (!existsSync(path.join(root, 'packages', app, 'dist/mf-manifest.json'))) throw new Error(`packages/${app} is not built: run pnpm build first`);
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'klw-page-size-'));
  try {
    copyRepository(root, scratch);
    for (const app of BUILT) symlinkSync(path.join(root, 'packages', app, 'dist'), path.join(scratch, 'packages', app, 'dist'));
    const registry = path.join(scratch, REMOTES_FILE);
    const fewRegistry = path.join(scratch, 'remotes-before.json');
    writeFileSync(fewRegistry, readFileSync(registry));
    const screensOf = (/** @type {string} */ file) => Object.keys(JSON.parse(readFileSync(file, 'utf8'))).filter((name) => name !== 'klw_auth').length;
    scaffoldScreens(scratch, more);
    const packagesDir = path.join(scratch, 'packages');
    const few = { screens: screensOf(fewRegistry), ...(await measurePage({ portalRoot, packagesDir, registry: fewRegistry, requests })) };
    const many = { screens: screensOf(registry), ...(await measurePage({ portalRoot, packagesDir, registry, requests })) };
    return { few, many };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * @param {PageSizes} sizes
 * @returns {string}
 */
export function formatPageSizes({ few, many }) {
  const line = (/** @type {PageFigures} */ figures) => `${figures.screens} screens ${(figures.bytes / 1000).toFixed(1)} KB, ${figures.serverMs.toFixed(1)} ms`;
  return `The milk screen's page (the portal's answer, median; server time from its request log): ${line(few)}; ${line(many)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseCommandLine({
    name: 'page-size',
    usage: 'node scripts/bench/page-size.mjs [--requests 41] [--portal-root <checkout>]',
    options: { requests: { type: 'string', default: '41' }, 'portal-root': { type: 'string', default: root } },
  });
  const sizes = await measurePageSizes({ requests: Number(values.requests), portalRoot: path.resolve(values['portal-root']) });
  console.log(formatPageSizes(sizes));
}

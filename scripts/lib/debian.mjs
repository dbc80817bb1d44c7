// Debian's programs the tests and the benchmark drive (chromium, poppler's pdftotext, nginx, the other engines' browsers),
// and one way to install the missing ones: with apt-get when this process is root (a CI container), otherwise one line
// saying what to install. Used by scripts/klw.mjs (end-to-end tests, the journeys in every engine), scripts/nginx.mjs
// and scripts/bench.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser every Chromium test and the benchmark run in; KLW_CHROMIUM points elsewhere. */
export const CHROMIUM = process.env.KLW_CHROMIUM || '/usr/bin/chromium';

/**
 * @typedef {{ path: string, pkg: string }} DebianTool  a program, and the Debian package that brings it
 */

/** @type {DebianTool} */
export const CHROMIUM_TOOL = { path: CHROMIUM, pkg: 'chromium' };

/** Debian's folder of this machine's architecture's libraries. */
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';

/**
 * The browsers of the other engines a farmer uses (docs/adr/016): Gecko as Firefox ESR, which speaks WebDriver BiDi
 * itself; WebKit as WebKitGTK's MiniBrowser, started by its W3C WebDriver, on a virtual display (MiniBrowser has no
 * headless mode). Their paths go to the journeys as KLW_FIREFOX, KLW_WEBKIT_DRIVER and KLW_MINIBROWSER.
 */
export const ENGINE_TOOLS = {
  firefox: { path: process.env.KLW_FIREFOX || '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  webkitDriver: { path: process.env.KLW_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  miniBrowser: { path: process.env.KLW_MINIBROWSER || `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`, pkg: 'libwebkit2gtk-4.1-0' },
  xvfb: { path: '/usr/bin/Xvfb', pkg: 'xvfb' },
};

/**
 * Installs the packages of the tools that are missing, and returns whether every tool is there afterwards.
 * `extras` are installed beside them when anything is installed (a bonus: their failure is not one).
 * @param {DebianTool[]} tools
 * @param {{ purpose: string, extras?: string[], log?: (line: string) => void, canInstall?: boolean }} options
 *   `purpose` finishes "installing Debian's nginx for ..."; `canInstall` defaults to: root, with apt-get.
 */
export function ensureDebianTools(tools, { purpose, extras = [], log = (line) => console.log(line), canInstall = canAptGet() }) {
  const missing = [...new Set(tools.filter((tool) => !existsSync(tool.path)).map((tool) => tool.pkg))];
  if (missing.length === 0) return true;
  if (!canInstall) {
    const command = ['sudo apt-get install -y', ...missing, ...extras].join(' ');
    console.error(`[klw] ${missing.join(' and ')} missing, needed for ${purpose}: install from Debian (${command}).`);
    return false;
  }
  log(`[klw] installing Debian's ${missing.join(' and ')} for ${purpose}`);
  /** @param {string[]} args */
  const aptGet = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  aptGet(['update', '-qq']);
  aptGet(['install', '-y', '-qq', ...missing]);
  if (extras.length > 0) aptGet(['install', '-y', '-qq', ...extras]);
  return tools.every((tool) => existsSync(tool.path));
}

function canAptGet() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
}

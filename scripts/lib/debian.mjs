// Debian's programs the tests and the benchmark drive (chromium, poppler's pdftotext, nginx), and one way to install
// the missing ones: with apt-get when this process is root (a CI container), otherwise one line saying what to
// install. Used by scripts/klw.mjs (end-to-end tests), scripts/nginx.mjs and scripts/bench.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser every Chromium test and the benchmark run in; KLW_CHROMIUM points elsewhere. */
export const CHROMIUM = process.env.KLW_CHROMIUM || '/usr/bin/chromium';

/**
 * @typedef {{ path: string, pkg: string }} DebianTool  a program, and the Debian package that brings it
 */

/** @type {DebianTool} */
export const CHROMIUM_TOOL = { path: CHROMIUM, pkg: 'chromium' };

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

// The journeys in the other engines a farmer uses, Firefox ESR (Gecko) and WebKitGTK (WebKit), against what is built
// (packages/e2e/engines, docs/adr/016): Debian's browsers installed when missing, then one run that starts a system
// of its own on free ports, so the shared ports 7056 and 5001 stay free.
import { spawnSync } from 'node:child_process';
import { ENGINE_TOOLS, ensureDebianTools } from './debian.mjs';
import { log, root } from './system.mjs';

/** @param {string[]} args passed on: an engine (firefox, webkit), --journey <words>. */
export function engines(args = []) {
  if (!ensureDebianTools(Object.values(ENGINE_TOOLS), { purpose: 'the journeys in Firefox and WebKit' })) process.exit(1);
  log('the journeys in Firefox ESR and WebKitGTK (packages/e2e/engines)');
  const result = spawnSync('pnpm', ['--filter', '@klw/e2e', '--silent', 'engines', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      KLW_FIREFOX: ENGINE_TOOLS.firefox.path,
      KLW_WEBKIT_DRIVER: ENGINE_TOOLS.webkitDriver.path,
      KLW_MINIBROWSER: ENGINE_TOOLS.miniBrowser.path,
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

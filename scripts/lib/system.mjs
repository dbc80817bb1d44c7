// The local system the README's commands start: the local API (7056), the portal (5001) and the stand-in of the
// data-exchange integration (127.0.0.1:7057, ADR 011), with a check that their ports are free first.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCAL_API_BASE_URL,
  LOCAL_API_PORT,
  LOCAL_DATA_INTEGRATION_BASE_URL,
  LOCAL_DATA_INTEGRATION_PORT,
  LOCAL_FRONT_END_BASE_URL,
  LOCAL_PORTAL_PORT,
} from '../../packages/platform/src/index.mjs';
import { portTaken, startTsx, stopProcesses, waitForUrl } from '../../packages/processes/src/processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The client id the local portal page gives the integration, so the consent and mandate routes embed it at once. */
export const LOCAL_CLIENT_ID = 'klw-lokaal';

/** @param {string} message */
export function log(message) {
  console.log(`\n[klw] ${message}`);
}

/**
 * Stops with a clear message when the API's or the portal's port is taken, as by an `npm start` in another terminal.
 * The servers about to start would exit at once, and the running ones would answer in their place: the end-to-end
 * tests would run against another system, with its settings, and write into its data.
 * @param {string} advice what to do about it, for this verb
 */
export async function ensureSystemPortsFree(advice) {
  const taken = [];
  const ports = /** @type {const} */ ([[LOCAL_API_PORT, 'local API'], [LOCAL_PORTAL_PORT, 'portal'], [LOCAL_DATA_INTEGRATION_PORT, 'data-integration stand-in']]);
  for (const [port, name] of ports) {
    if (await portTaken(port)) taken.push(`${port} (${name})`);
  }
  if (taken.length === 0) return;
  console.error(`[klw] port ${taken.join(' and port ')} already in use: is the system running already (npm start in another terminal)? ${advice}`);
  process.exit(1);
}

/**
 * Starts the local API, the portal and the data-integration stand-in; resolves with a stop function once they answer. With a log file, their
 * request lines go there instead of the terminal (the end-to-end run prints it only when a test fails).
 * @param {Record<string, string>} [env]
 * @param {string | null} [logFile]
 */
export async function serve(env = {}, logFile = null) {
  const output = logFile ? createWriteStream(logFile, { flags: 'a' }) : 'inherit';
  let stopping = false;
  /**
   * @param {string} name
   * @param {string} dir
   * @param {string} script
   */
  const start = (name, dir, script) => {
    const server = startTsx(path.join(root, dir), script, [], { env: { KLW_DATA_INTEGRATION_CLIENT_ID: LOCAL_CLIENT_ID, ...env }, output });
    server.child.on('exit', (code, signal) => {
      if (!stopping) console.error(`[klw] ${name} stopped (${signal ?? code})`);
    });
    return server;
  };
  const api = start('local API', 'packages/local-api', 'src/main.ts');
  const portal = start('portal', 'packages/legacy-portal', 'src/server.ts');
  const dataIntegration = start('data-integration stand-in', 'packages/local-api', 'src/data-integration/main.ts');
  const stop = async () => {
    stopping = true;
    await stopProcesses([api.child, portal.child, dataIntegration.child]);
  };
  try {
    await waitForUrl(`${LOCAL_API_BASE_URL}/Demo/Users`, { process: api });
    await waitForUrl(`${LOCAL_FRONT_END_BASE_URL}/Home/new`, { process: portal });
    await waitForUrl(`${LOCAL_DATA_INTEGRATION_BASE_URL}/health`, { process: dataIntegration });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

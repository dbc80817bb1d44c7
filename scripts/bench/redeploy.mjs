// What federation buys a returning farmer: after a redeploy of the milk screen only, the federated page
// fetches the milk screen's changed files, the monolith's page its whole bundle again. Measured on the slow network,
// with the cache of an earlier visit, on the deployment folder nginx serves (the redeploy built by build.mjs).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { emulateNetwork } from './slow-network.mjs';
import { afterColdLoad, countedLoad } from './warm.mjs';

/**
 * @typedef {import('./browser.mjs').Browser} Browser
 * @typedef {import('./browser.mjs').Visit} Visit
 * @typedef {import('../nginx.mjs').NginxServer} NginxServer
 * @typedef {{ tableAt: number, jsFiles: string[], jsBytes: number, bytesSent: number, requests: number }} RedeployLoad
 */

/**
 * Copies a build's files into a deployment folder as an operator deploys: hashed chunks first, the files with a
 * fixed name (the entry, the manifest, a monolith's bundle) last, so no page meets a manifest naming a missing file.
 * @param {string} from
 * @param {string} to
 */
function deployFiles(from, to) {
  const last = new Set(['remoteEntry.js', 'mf-manifest.json', 'shell.js', 'shell.js.gz', 'shell.js.br']);
  const names = readdirSync(from);
  for (const name of [...names.filter((n) => !last.has(n)), ...names.filter((n) => last.has(n))]) cpSync(path.join(from, name), path.join(to, name));
}

/**
 * One returning farmer: the milk screen loaded once on the deployment as it was (not counted), then the redeploy
 * copied into the deployment folder, then the milk screen again under `network`: time to table, and the JS nginx
 * sent for it. The deployment folder is put back as it was afterwards.
 * @param {Browser} browser
 * @param {Visit & { server: NginxServer, folder: string, original: string, redeployed: string }} visit
 * @returns {Promise<RedeployLoad>}
 */
export async function afterRedeploy(browser, { server, folder, original, redeployed, network, ...visit }) {
  const restore = () => {
    rmSync(folder, { recursive: true, force: true });
    cpSync(original, folder, { recursive: true });
  };
  restore();
  const { context, page } = await afterColdLoad(browser, visit);
  try {
    deployFiles(redeployed, folder);
    if (network) await emulateNetwork(page, network);
    const { tableAt, requests } = await countedLoad(page, { ...visit, server });
    const js = requests.filter((request) => request.status === 200 && request.path.split('?')[0]?.endsWith('.js'));
    return {
      tableAt,
      jsFiles: js.map((request) => request.path.split('?')[0] ?? request.path),
      jsBytes: js.reduce((sum, request) => sum + request.bytesSent, 0),
      bytesSent: requests.reduce((sum, request) => sum + request.bytesSent, 0),
      requests: requests.length,
    };
  } finally {
    await context.close();
    restore();
  }
}

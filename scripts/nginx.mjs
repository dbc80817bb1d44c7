#!/usr/bin/env node
// Runs the documented deployment (docs/deploy/nginx.conf) with Debian's nginx as a plain process: the
// configuration is rendered into a temporary folder (port, deployment folder and portal as parameters), nginx
// runs in the foreground with its pid file, logs and temp files there, and is stopped by its pid.
//   node scripts/nginx.mjs render --listen 8080 --apps /srv/klw/apps --portal 127.0.0.1:5001 [--out klw.conf]
//   node scripts/nginx.mjs serve --apps <folder> --portal 127.0.0.1:5001 [--port 8080]   (until Ctrl+C)
// Used by scripts/klw.mjs (the end-to-end tests) and scripts/bench (the benchmark).
import { chmodSync, cpSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, waitForUrl } from '../packages/processes/src/processes.mjs';
import { parseRegistryFile } from '../packages/platform/src/index.mjs';
import { commandLineError, parseCommandLine } from './lib/command-line.mjs';
import { ensureDebianTools } from './lib/debian.mjs';
import { deploy, promote } from './lib/deploy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX = process.env.KLW_NGINX || '/usr/sbin/nginx';
/** @type {import('./lib/debian.mjs').DebianTool} */
export const NGINX_TOOL = { path: NGINX, pkg: 'nginx' };
const TEMPLATE = path.join(root, 'docs/deploy/nginx.conf');
/** Debian's brotli modules: compressing on the fly, and sending a file's precompressed `.br`. */
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
export const BROTLI_PACKAGES = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];
const MIME_TYPES = '/etc/nginx/mime.types';

const REGISTRY = path.join(root, 'packages/legacy-portal/registry/remotes.json');

/**
 * The deployments of docs/DEPLOY.md and the build folder each is copied from: the shell, the host adapter and every
 * remote the registry names (`apps/<folder>/mf-manifest.json` is built in `packages/<folder>/dist`), so a new screen
 * is deployed here by its registry line alone.
 * @param {string} [registryFile]
 * @returns {Record<string, string>}
 */
export function registryDeployments(registryFile = REGISTRY) {
  const lines = parseRegistryFile(JSON.parse(readFileSync(registryFile, 'utf8')), registryFile);
  // A line with a canary names two manifests, both in the remote's folder (versions side by side, ADR 017).
  const manifests = Object.values(lines).flatMap((line) => [line.manifest, ...(line.canary ? [line.canary] : [])]);
  const folders = [...new Set(manifests.flatMap((manifest) => /^apps\/([^/]+)\//.exec(manifest)?.[1] ?? []))];
  return {
    shell: 'packages/shell/dist',
    ...Object.fromEntries(folders.map((folder) => [folder, `packages/${folder}/dist`])),
    'host-adapter': 'host-adapter/dist',
  };
}

const DEPLOYMENTS = registryDeployments();

/**
 * Fills in the template's {{name}} parameters; without brotli, drops the lines marked `# brotli`.
 * @param {{ listen: string, appsRoot: string, portal: string, brotli: boolean }} params
 * @param {string} [template]
 */
export function renderSiteConf({ listen, appsRoot, portal, brotli }, template = readFileSync(TEMPLATE, 'utf8')) {
  /** @type {Record<string, string>} */
  const values = { listen, apps_root: appsRoot, portal };
  const lines = template.split('\n').filter((line) => brotli || !/#\s*brotli\s*$/.test(line));
  return lines
    .map((line) => line.replace(/\{\{(\w+)\}\}/g, (whole, name) => {
      if (line.trimStart().startsWith('#')) return whole;
      if (!(name in values)) throw new Error(`docs/deploy/nginx.conf: unknown parameter ${whole}`);
      return String(values[name]);
    }))
    .join('\n');
}

export function brotliAvailable() {
  return BROTLI_MODULES.every((module) => existsSync(module));
}

/** Installs Debian's nginx (and its brotli modules, a bonus: gzip alone is what the tests require) when missing. */
export function ensureNginx() {
  return ensureDebianTools([NGINX_TOOL], { purpose: 'the deployment tests', extras: BROTLI_PACKAGES });
}

/**
 * The deployments that every screen needs, put into a deployment folder by the deploy commands as versions and
 * promoted, as on a server (docs/DEPLOY.md): the shell first, so klw_auth is checked against it. The screens are
 * copied in as they are (the layout without versions, which still works), so a spec can both deploy versions of a
 * screen and copy one over.
 */
export const VERSIONED_DEPLOYMENTS = ['shell', 'auth'];

/**
 * A deployment folder as docs/DEPLOY.md lays it out: <dir>/<name>/ per deployment, <dir>/remotes.json; the
 * deployments named in `versioned` as version folders, promoted (<dir>/<name>/<version>/). Readable by nginx's
 * workers, which drop root's rights.
 * @param {{ dir?: string, dists?: Record<string, string>, registry?: string, versioned?: readonly string[] }} [options]
 */
export function deploymentFolder({ dir = mkdtempSync(path.join(tmpdir(), 'klw-apps-')), dists = DEPLOYMENTS, registry, versioned = [] } = {}) {
  mkdirSync(dir, { recursive: true });
  copyFileSync(registry ?? REGISTRY, path.join(dir, 'remotes.json'));
  for (const name of versioned) {
    const dist = dists[name];
    if (!dist) continue;
    deploy({ appsDir: dir, screen: name, from: path.resolve(root, dist) });
    promote({ appsDir: dir, screen: name });
  }
  for (const [name, dist] of Object.entries(dists)) {
    if (!versioned.includes(name)) cpSync(path.resolve(root, dist), path.join(dir, name), { recursive: true });
  }
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * @param {string} dir
 * @param {string} siteConf
 * @param {boolean} brotli
 */
function mainConf(dir, siteConf, brotli) {
  return [
    '# Rendered by scripts/nginx.mjs; everything nginx writes stays in this folder.',
    ...(brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`) : []),
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    existsSync(MIME_TYPES) ? `    include ${MIME_TYPES};` : '',
    '    default_type application/octet-stream;',
    // One line per request that reached nginx: what the benchmark counts (bytes as sent, compressed).
    '    log_format klw \'$status $bytes_sent $body_bytes_sent "$sent_http_content_encoding" $request_method $request_uri\';',
    `    access_log ${dir}/access.log klw;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind}_temp;`),
    '    sendfile on;',
    '    keepalive_timeout 65;',
    `    include ${siteConf};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Starts nginx in front of `appsDir`, proxying every other path to `portal` (host:port), on a free loopback port.
 * @param {{ appsDir: string, portal: string, port?: number, host?: string }} options
 * @returns {Promise<NginxServer>}
 */
export async function startNginx({ appsDir, portal, port, host = '127.0.0.1' }) {
  const listenPort = port ?? (await freePort(host));
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-nginx-'));
  chmodSync(dir, 0o755);
  const brotli = brotliAvailable();
  const siteConf = path.join(dir, 'klw.conf');
  writeFileSync(siteConf, renderSiteConf({ listen: `${host}:${listenPort}`, appsRoot: appsDir, portal, brotli }));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConf(dir, siteConf, brotli));
  // -e: the error log before the configuration is read (Debian's default is under /var/log, maybe unwritable).
  const nginx = startProcess(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;']);
  const log = () => nginx.output() + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = async () => {
    // SIGQUIT: graceful shutdown, as `nginx -s quit`.
    await nginx.stop('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://localhost:${listenPort}`;
  try {
    await waitForUrl(`http://${host}:${listenPort}/apps/remotes.json`, { process: nginx, timeoutMs: 15_000, intervalMs: 50 });
  } catch (error) {
    const text = log();
    await stop();
    throw new Error(`nginx did not answer on ${host}:${listenPort}: ${error instanceof Error ? error.message : error}\n${text}`);
  }
  const accessLog = path.join(dir, 'access.log');
  const readAccessLog = () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '');
  /** Requests logged since `mark` (a length of the log, from `mark()`). */
  const requests = {
    mark: () => readAccessLog().length,
    since: (/** @type {number} */ mark) => parseAccessLog(readAccessLog().slice(mark)),
  };
  return { url, port: listenPort, dir, brotli, stop, log, requests };
}

/**
 * @typedef {{ status: number, bytesSent: number, bodyBytes: number, encoding: string, method: string, path: string }} LoggedRequest
 * @typedef {object} NginxServer
 * @property {string} url
 * @property {number} port
 * @property {string} dir
 * @property {boolean} brotli
 * @property {() => Promise<void>} stop
 * @property {() => string} log
 * @property {{ mark: () => number, since: (mark: number) => LoggedRequest[] }} requests
 */

/**
 * The lines of the `klw` log format: status, bytes sent (headers and body, as compressed), body bytes, encoding, path.
 * @param {string} text
 * @returns {LoggedRequest[]}
 */
export function parseAccessLog(text) {
  return text.split('\n').flatMap((line) => {
    const match = /^(\d{3}) (\d+) (\d+) "([^"]*)" (\S+) (\S+)$/.exec(line);
    if (!match) return [];
    const [, status = '', sent = '', body = '', encoding = '', method = '', uri = ''] = match;
    return [
      {
        status: Number(status),
        bytesSent: Number(sent),
        bodyBytes: Number(body),
        encoding: encoding === '-' ? '' : encoding,
        method,
        path: uri.split('?')[0] ?? uri,
      },
    ];
  });
}

async function main() {
  const { values, positionals } = parseCommandLine({
    name: 'nginx',
    usage: USAGE,
    allowPositionals: true,
    options: {
      listen: { type: 'string' },
      port: { type: 'string' },
      apps: { type: 'string' },
      portal: { type: 'string', default: '127.0.0.1:5001' },
      out: { type: 'string' },
    },
  });
  const [verb, ...rest] = positionals;
  if (rest.length > 0) commandLineError('nginx', USAGE, `unexpected argument '${rest[0]}'`);
  if (verb === 'render') {
    const text = renderSiteConf({ listen: values.listen ?? '80', appsRoot: values.apps ?? '/srv/klw/apps', portal: values.portal, brotli: brotliAvailable() });
    if (values.out) writeFileSync(values.out, text);
    else process.stdout.write(text);
    return;
  }
  if (verb === 'serve') {
    if (!ensureNginx()) process.exit(1);
    const appsDir = values.apps ? path.resolve(values.apps) : deploymentFolder({ versioned: VERSIONED_DEPLOYMENTS });
    mkdirSync(appsDir, { recursive: true });
    const nginx = await startNginx({ appsDir, portal: values.portal, port: values.port ? Number(values.port) : undefined });
    console.log(`nginx on ${nginx.url} (apps ${appsDir}, portal ${values.portal}, brotli ${nginx.brotli ? 'on' : 'off'}); Ctrl+C stops it`);
    const stop = () => void nginx.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  commandLineError('nginx', USAGE, verb ? `unknown verb '${verb}'` : 'no verb (render or serve)');
}

const USAGE = 'node scripts/nginx.mjs render|serve [--listen 80] [--port 8080] [--apps <folder>] [--portal host:port] [--out <file>]';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

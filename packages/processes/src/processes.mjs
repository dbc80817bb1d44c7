// @ts-check
// Starting a server process, waiting until it answers, finding a free port and stopping it: once, for the scripts
// (scripts/klw.mjs, scripts/nginx.mjs, scripts/ci-scaffold-check.mjs, scripts/bench) and the end-to-end support
// (packages/e2e/support/own-system.ts). Plain JavaScript with JSDoc types: the scripts import it by its path and
// run with plain `node` before `pnpm install` (npm start on a fresh machine), without a build step.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** How much of a process's output is kept for an error message: the last part is what explains a failure. */
const KEPT_OUTPUT_CHARS = 1024 * 1024;

/**
 * A free TCP port on `host`. The probe closes before this resolves, so another process could take the port in
 * between; on one machine with ports handed out by the kernel, that does not happen in practice.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Whether something listens on `port` of `host` already (listening there fails with EADDRINUSE). A server started on
 * a taken port exits at once, while whatever holds the port answers in its place.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portTaken(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error) => {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') resolve(true);
      else reject(error);
    });
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * @typedef {object} Running
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output What the process wrote (stdout and stderr, the last MiB), unless it inherits the terminal.
 * @property {() => boolean} exited
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop See stopProcess.
 */

/**
 * @typedef {object} StartOptions
 * @property {string} [cwd]
 * @property {Record<string, string | undefined>} [env] Added to this process's environment.
 * @property {'inherit' | NodeJS.WritableStream} [output] Where its output goes besides memory: the terminal ('inherit',
 *   then nothing is kept) or a stream such as a log file, which stays open for others.
 */

/**
 * Starts `command`; returns at once (wait for it with waitForUrl).
 * @param {string} command
 * @param {string[]} args
 * @param {StartOptions} [options]
 * @returns {Running}
 */
export function startProcess(command, args, { cwd, env = {}, output } = {}) {
  const inherit = output === 'inherit';
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
  });
  let kept = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    kept = (kept + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    stream.on('data', keep);
    if (output && output !== 'inherit') stream.pipe(output, { end: false });
  }
  return {
    child,
    output: () => kept,
    exited: () => hasExited(child),
    stop: (signal) => stopProcess(child, signal === undefined ? {} : { signal }),
  };
}

/**
 * Starts a TypeScript entry point of a package (`script`, relative to the package folder `dir`) with tsx as a
 * loader, in one process: tsx's command line runs the script in a second process that a SIGKILL would leave behind.
 * @param {string} dir
 * @param {string} script
 * @param {string[]} [args]
 * @param {Omit<StartOptions, 'cwd'>} [options]
 * @returns {Running}
 */
export function startTsx(dir, script, args = [], options = {}) {
  return startProcess(process.execPath, ['--import', 'tsx', script, ...args], { ...options, cwd: dir });
}

/** @param {import('node:child_process').ChildProcess} child */
function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops a child: `signal` (SIGTERM unless given), then SIGKILL when it is still running after `graceMs`.
 * Resolves once it has exited; at once when it had already, or when there is no child.
 * @param {import('node:child_process').ChildProcess | null | undefined} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 * @returns {Promise<void>}
 */
export function stopProcess(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (!child || hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}

/**
 * Stops every child at once (see stopProcess).
 * @param {Array<import('node:child_process').ChildProcess | null | undefined>} children
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export async function stopProcesses(children, options) {
  await Promise.all(children.map((child) => stopProcess(child, options)));
}

/**
 * Resolves once `url` answers with a status below 500 (a server that answers 4xx is up). Rejects after `timeoutMs`,
 * or as soon as `process` (the server being waited for) has exited, with its output in the message.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, process?: Running }} [options]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250, process: server } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server?.exited()) {
      const { exitCode, signalCode } = server.child;
      throw new Error(`${url}: the server stopped before it answered (${signalCode ?? exitCode})${tail(server)}`);
    }
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() >= deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms${server ? tail(server) : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** @param {Running} server */
function tail(server) {
  const text = server.output().trimEnd();
  return text ? `:\n${text.split('\n').slice(-40).join('\n')}` : '';
}

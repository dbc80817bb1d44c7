// @ts-check
// How a failed file of a remote is asked for again, one policy for the two places that retry: the shell's own loads
// (the registry, a manifest, an entry, a screen's first chunks: packages/shell/src/with-retries.ts) and the chunks a
// screen loads later through webpack's chunk loading (webpack/chunk-retry-plugin.js, built into every remote's and
// the shell's runtime).

/**
 * The waits before each retry: after 0.5 s, then after 1.5 s, three tries in all. Bounded, so a file that is really
 * gone still ends in the Dutch panel (or a screen's own message) within about 2 s more.
 * @type {readonly number[]}
 */
export const RETRY_DELAYS_MS = [500, 1_500];

/**
 * The window event webpack's chunk loading in a remote sends before each retry of a lazily loaded chunk; the shell
 * turns it into a telemetry record. Its detail is a ChunkRetryDetail.
 */
export const CHUNK_RETRY_EVENT = 'klw:chunk-retry';

/**
 * @typedef {object} ChunkRetryDetail
 * @property {string} remote   the build's federation name ('klw_melklevering')
 * @property {number} attempt  1 for the first retry
 * @property {number} delayMs  the wait before it
 * @property {string} type     why the try before it failed, as the script tag said: 'error' or 'timeout'
 * @property {string} url      the chunk's address
 */

/** @typedef {(event: { type: string }) => void} ScriptDone */
/** @typedef {(url: string, done: ScriptDone, key?: string, chunkId?: string | number) => void} LoadScript */

/**
 * Wraps webpack's script loading (`__webpack_require__.l`, what its chunk loading calls for every chunk a bundle
 * loads later): a chunk whose script tag fails ('error': the connection dropped, a 5xx; 'timeout') is asked for again
 * after each of `delays`, each retry announced with `eventName` on the window, and only the last failure reaches
 * webpack and so the `import()` that asked for it. Webpack takes a failed tag out of the page and forgets it, and
 * keeps the chunk's promise pending meanwhile, so a new tag of the same address simply loads again; a failure from the
 * network is not cached, so no query to bust a cache. A script that loaded but held no chunk ('load') is not retried:
 * asking again gives the same file.
 *
 * webpack/chunk-retry-plugin.js puts this function's source into every build's runtime, so it refers to nothing
 * outside itself and is written small.
 * @param {LoadScript} load
 * @param {readonly number[]} delays
 * @param {string} remote
 * @param {string} eventName
 * @returns {LoadScript}
 */
export function retryingLoadScript(load, delays, remote, eventName) {
  return (url, done, key, chunkId) => {
    let attempt = 0;
    const once = () =>
      load(
        url,
        (event) => {
          const delayMs = delays[attempt];
          if (event?.type === 'load' || delayMs === undefined) return done(event);
          attempt += 1;
          dispatchEvent(new CustomEvent(eventName, { detail: { remote, attempt, delayMs, type: event?.type, url } }));
          setTimeout(once, delayMs);
        },
        key,
        chunkId,
      );
    once();
  };
}

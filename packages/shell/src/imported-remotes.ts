import { firstFiles, hasPageLoad, importedRemotes, remoteEntryUrl } from '@klw/platform';
import { compatibleManifest, type PageShares, type RemoteManifest } from './compatibility';
import { remoteReady } from './federation/registry-runtime-plugin.js';
import { withRetries, type RetryReport } from './with-retries';
import type { ManifestCache } from './manifest-cache';
import type { Registry } from './registry';
import { recordVersion } from './versions';

/**
 * A screen imports other remotes (the milk screen imports klw_auth). The screen's own runtime finds that out only
 * after the screen's code has loaded, then fetches their manifests and then their code: two round trips in a row
 * before the screen can call the API. The shell reads the same list from the screen's manifest and, beside the
 * screen's own code, reads those manifests, checks them like the screen's own, and runs their first scripts ahead
 * (docs/PERFORMANCE.md).
 */

/**
 * A remote whose manifest the shell has checked, made known to the federation runtime by its remoteEntry.js (the
 * runtime reads no manifests: `disableSnapshot` in webpack.shared.js). The registry plugin of every federation
 * instance on the page, a screen's own included, reads the URL from `__KLW_REMOTES__`. Returns that URL; throws in
 * Dutch when the manifest names no entry.
 */
export function acceptRemote(name: string, manifestUrl: string, manifest: RemoteManifest): string {
  const entry = remoteEntryUrl(manifestUrl, manifest);
  if (!entry) throw new Error(`Het manifest van ${name} (${manifestUrl}) noemt geen remoteEntry.js.`);
  (globalThis.__KLW_REMOTES__ ??= {})[name] = entry;
  recordVersion(name, manifest, manifestUrl);
  return entry;
}

/** A first script of a remote that could not be loaded: telemetry tells its entry from the chunks beside it. */
export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
  constructor(readonly src: string) {
    super(`${src} kon niet worden geladen.`);
  }
}

/** The first scripts this shell put into the page, each with the promise that it has run. */
const ran = new WeakMap<HTMLScriptElement, Promise<void>>();
/** Scripts being loaded or waiting for a retry, by address: a second caller waits for the same load. */
const loading = new Map<string, Promise<void>>();
const FIRST_FILE = 'data-klw-first-file';

/** One try at one script; a script that fails is taken out of the page, so that the next try asks for it again. */
function loadScript(src: string, doc: Document, arrived: (() => void) | undefined): Promise<void> {
  const script = doc.createElement('script');
  script.setAttribute(FIRST_FILE, '');
  const done = new Promise<void>((resolve, reject) => {
    script.onload = () => {
      arrived?.();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new ScriptLoadError(src));
    };
  });
  ran.set(script, done);
  script.src = src;
  doc.head.appendChild(script);
  return done;
}

export interface FirstFilesOptions {
  arrived?: () => void;
  doc?: Document;
  /**
   * A script that fails is asked for again (with-retries.ts), each retry reported with the script's address; without
   * this, the first failure rejects.
   */
  retry?: { onRetry?: (src: string, report: RetryReport) => void; delays?: readonly number[]; wait?: (ms: number) => Promise<void> };
}

/**
 * Runs a checked remote's first scripts ahead of the federation runtime, all at once: its entry and the chunks of
 * the modules it needs. A chunk that runs before its entry only registers its modules (webpack's chunk callback),
 * and an entry that has run is taken as it is by the runtime, which then finds every first chunk in place: the
 * screen's code no longer waits for its files one after another, each behind the portal's own work
 * (docs/PERFORMANCE.md). Each script runs once per page. Resolves once every script has run; rejects
 * naming one that could not be loaded (after its retries), which is then taken out of the page so that a retry asks
 * for it again.
 */
export function runFirstFiles(scripts: string[], options: FirstFilesOptions = {}): Promise<void> {
  const { arrived, doc = document, retry } = options;
  const present = new Map([...doc.querySelectorAll<HTMLScriptElement>(`script[${FIRST_FILE}]`)].map((script) => [script.src, script]));
  return Promise.all(
    scripts.map((src) => {
      const known = present.get(src);
      const running = (known && ran.get(known)) || loading.get(src);
      if (running) return arrived ? running.then(arrived) : running;
      const done = retry
        ? withRetries(() => loadScript(src, doc, arrived), {
            delays: retry.delays,
            wait: retry.wait,
            onRetry: (report) => retry.onRetry?.(src, report),
          })
        : loadScript(src, doc, arrived);
      loading.set(src, done);
      const settled = () => {
        if (loading.get(src) === done) loading.delete(src);
      };
      done.then(settled, settled);
      return done;
    }),
  ).then(() => undefined);
}

/**
 * Takes a remote's first scripts (those beside its manifest) out of the page before a retry. The runtime, told to
 * forget a remote, drops its entry's global and loads the entry itself; finding a script of the same address, it
 * would wait for a load that has already happened. The retry's `runFirstFiles` runs them anew.
 */
export function forgetFirstFiles(manifestUrl: string, doc: Document = document): void {
  const base = new URL('.', manifestUrl).href;
  doc.querySelectorAll<HTMLScriptElement>(`script[${FIRST_FILE}]`).forEach((script) => {
    if (script.src.startsWith(base)) script.remove();
  });
}

/**
 * Checks the remotes a screen imports and runs their first scripts (`runFirstFiles`). Rejects, like the screen's own
 * check, when one is missing from the registry, was built against other versions than the page runs, or a script
 * could not be loaded.
 */
export async function prepareImportedRemotes(options: {
  remote: string;
  manifest: RemoteManifest;
  registry: Registry;
  manifests: ManifestCache;
  /** What the page's shell provides (compatibility.ts). */
  page: PageShares;
  /** Called as each of their manifests and scripts arrives (the load's time-out counts from the last). */
  arrived?: () => void;
  /** Called with the name of each imported remote that exposes PAGE_LOAD_MODULE (@klw/platform), once its first scripts have run. */
  pageLoad?: (name: string) => void;
  /** How their scripts are retried (runFirstFiles). */
  retry?: FirstFilesOptions['retry'];
}): Promise<void> {
  const { remote, manifest, registry, manifests, page, arrived, pageLoad, retry } = options;
  await Promise.all(
    [...importedRemotes(manifest)].map(async ([name, modules]) => {
      const url = registry[name];
      if (!url) throw new Error(`${name}, dat ${remote} gebruikt, staat niet in het register (remotes.json).`);
      const checked = await compatibleManifest(name, url, manifests, page);
      arrived?.();
      acceptRemote(name, url, checked);
      await runFirstFiles(firstFiles(url, checked, modules), { arrived, retry });
      // A federation instance that imports it (the kit in the shell, the screen) may now load it (registry plugin).
      remoteReady(name);
      if (hasPageLoad(checked)) pageLoad?.(name);
    }),
  );
}

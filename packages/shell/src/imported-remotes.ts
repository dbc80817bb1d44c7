import { compatibleManifest, type RemoteManifest } from './compatibility';
import type { ManifestCache } from './manifest-cache';
import type { Registry } from './registry';

/**
 * A screen imports other remotes (the milk screen imports klw_auth). The screen's own runtime finds that out only
 * after the screen's code has loaded, then fetches their manifests and then their code: two round trips in a row
 * before the screen can call the API. The shell reads the same list from the screen's manifest and, while the
 * screen's code loads, fetches those manifests, checks them like the screen's own, and asks the browser for their
 * code ahead (docs/PERFORMANCE.md).
 */

/** The remotes a manifest says its build imports, each with the modules it uses from it. */
export function importedRemotes(manifest: RemoteManifest): Map<string, string[]> {
  const imported = new Map<string, string[]>();
  for (const { federationContainerName: name, moduleName } of manifest.remotes ?? []) {
    if (!name) continue;
    const modules = imported.get(name) ?? [];
    if (moduleName && !modules.includes(moduleName)) modules.push(moduleName);
    imported.set(name, modules);
  }
  return imported;
}

/** The absolute URL of a file a manifest names. */
function fileUrl(manifestUrl: string, manifest: RemoteManifest): (name: string) => string {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the files lie beside the manifest, as the remote's own entry works out at run time.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  return (name) => new URL(name, base).href;
}

/** The files a remote needs first for these modules: its entry and each module's own chunks, as absolute URLs. */
export function firstFiles(manifestUrl: string, manifest: RemoteManifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const meta = manifest.metaData ?? {};
  const file = fileUrl(manifestUrl, manifest);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const { name: entry, path: entryDir } = meta.remoteEntry ?? {};
  if (entry) scripts.add(file(entryDir ? `${entryDir.replace(/\/$/, '')}/${entry}` : entry));
  for (const expose of manifest.exposes ?? []) {
    if (!modules.includes(expose.name)) continue;
    for (const name of expose.assets?.js?.sync ?? []) scripts.add(file(name));
    for (const name of expose.assets?.css?.sync ?? []) styles.add(file(name));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The files a screen starts with: its entry, the chunks of the module that renders the route, and the chunks of the
 * shared libraries it brings. The screen is the first remote on the page to provide React and the other shared
 * libraries, so its own copies are the ones the page runs. Asked for together as soon as its manifest is checked,
 * they load side by side instead of one after another behind the entry (docs/PERFORMANCE.md, issue 15).
 */
export function screenFiles(manifestUrl: string, manifest: RemoteManifest, module: string): { scripts: string[]; styles: string[] } {
  const files = firstFiles(manifestUrl, manifest, [module.replace(/^\.\//, '')]);
  const shared = (manifest.shared ?? []).flatMap((library) => library.assets?.js?.sync ?? []).map(fileUrl(manifestUrl, manifest));
  return { scripts: [...new Set([...files.scripts, ...shared])], styles: files.styles };
}

/** `<link rel="preload">` for each file the page has not asked for yet; the runtime's own requests then hit the cache. */
export function preload(files: { scripts: string[]; styles: string[] }, doc: Document = document): void {
  const asked = new Set<string>();
  doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]').forEach((link) => asked.add(link.href));
  doc.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => asked.add(script.src));
  const add = (href: string, as: 'script' | 'style') => {
    if (asked.has(href)) return;
    asked.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    doc.head.appendChild(link);
  };
  files.scripts.forEach((href) => add(href, 'script'));
  files.styles.forEach((href) => add(href, 'style'));
}

/**
 * Checks and preloads the remotes a screen imports. Rejects, like the screen's own check, when one is missing from
 * the registry or was built against other versions than the page runs.
 */
export async function prepareImportedRemotes(options: {
  remote: string;
  manifest: RemoteManifest;
  registry: Registry;
  manifests: ManifestCache;
  platform: Record<string, string>;
}): Promise<void> {
  const { remote, manifest, registry, manifests, platform } = options;
  await Promise.all(
    [...importedRemotes(manifest)].map(async ([name, modules]) => {
      const url = registry[name];
      if (!url) throw new Error(`${name}, dat ${remote} gebruikt, staat niet in het register (remotes.json).`);
      preload(firstFiles(url, await compatibleManifest(name, url, manifests, platform), modules));
    }),
  );
}

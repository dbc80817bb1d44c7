import {
  exposedName,
  fileBesideManifest,
  firstFiles,
  importedRemotes,
  isAbsoluteUrl,
  registryHref,
  remoteEntryUrl,
  routesUrlFor,
  screenFiles,
  sharedFiles,
  type RouteClaim,
} from '@klw/platform';
import { PAGE_ORIGIN } from './routes';

export interface ScriptPreloadInput {
  registry: Readonly<Record<string, string>>;
  /** The manifests and route declarations read for this request, by registry URL. */
  files: ReadonlyMap<string, unknown>;
  /** The remote that renders this route, and the module it names; undefined on a page the portal renders itself. */
  claim: Pick<RouteClaim, 'remote' | 'module'> | undefined;
  base: string;
  /** Whether a path the page asks for (router base included) is a file a folder of this server holds. */
  deployed: (pathname: string) => Promise<boolean>;
  /** The shell's manifest as deployed here (it provides every shared library), when it could be read. */
  shellManifest?: unknown;
  /** The registry URL of that manifest: the shell this page gets, beside its shell.js (`shellFiles` of @klw/platform). */
  shellManifestUrl: string;
}

/**
 * The scripts this page preloads, by remote name: exactly the first scripts the shell will run, so that
 * on a slow link they travel beside AngularJS and shell.js instead of one round trip behind shell.js:
 * - the remote that renders the route: its entry, the chunks of the module that renders it and of the shared
 *   libraries it brings (`screenFiles`, as bootstrap.ts runs them);
 * - the shell's files of the shared libraries that remote consumes (ADR 018): the shell asks for them only once
 *   shell.js has run and the manifest is checked, so without a preload they arrive, and compile, after the
 *   screen's own files, while the screen's code waits for them;
 * - each remote its manifest says it imports: its entry and the chunks of the modules it uses (`firstFiles`, as
 *   imported-remotes.ts runs them);
 * - a remote whose route declaration could not be read here, or every remote when the route's remote has no manifest
 *   here: its entry, because the shell may need it.
 * A page the portal renders itself preloads none: no script would use them, and Chromium warns about every preload
 * left unused. A file no folder of this server holds is left out (a remote whose entry is missing, entirely), so the
 * page asks for no missing file; a manifest on another host is not read here: its entry is trusted to lie beside it
 * as `remoteEntry.js`, the layout every remote is built with (docs/DEPLOY.md).
 */
export async function scriptPreloads({ registry, files, claim, base, deployed, shellManifest, shellManifestUrl }: ScriptPreloadInput): Promise<Map<string, string[]>> {
  const routeManifest = claim === undefined ? undefined : files.get(registry[claim.remote] ?? '');
  const imported = importedRemotes(routeManifest);
  const preloads = new Map<string, string[]>();
  for (const [name, url] of Object.entries(registry)) {
    const declared = files.has(routesUrlFor(url));
    // Its declaration was read here and says it does not render this route, nor does the route's remote import it.
    if (declared && (claim === undefined || (name !== claim.remote && routeManifest !== undefined && !imported.has(name)))) continue;
    const href = registryHref(url, base);
    if (isAbsoluteUrl(href)) {
      preloads.set(name, [fileBesideManifest(href, 'remoteEntry.js')]);
      continue;
    }
    const manifest = files.get(url);
    if (typeof manifest !== 'object' || manifest === null) continue;
    const manifestUrl = new URL(href, PAGE_ORIGIN).href;
    const entry = remoteEntryUrl(manifestUrl, manifest);
    if (entry === null || !(await pageFile(entry, deployed))) continue;
    const scripts =
      claim !== undefined && name === claim.remote
        ? screenFiles(manifestUrl, manifest, exposedName(claim.module))
        : imported.has(name)
          ? firstFiles(manifestUrl, manifest, imported.get(name) ?? [])
          : [entry];
    if (claim !== undefined && name === claim.remote) scripts.push(...shellSharedFiles(manifest, shellManifest, shellManifestUrl, base));
    const kept: string[] = [];
    for (const script of [...new Set(scripts)]) {
      const page = await pageFile(script, deployed);
      if (page) kept.push(page);
    }
    preloads.set(name, kept);
  }
  return preloads;
}

/** The shell's files of the shared libraries a remote's manifest says it consumes; shell.js itself not (the page runs it). */
function shellSharedFiles(remoteManifest: object, shellManifest: unknown, shellManifestUrl: string, base: string): string[] {
  if (typeof shellManifest !== 'object' || shellManifest === null) return [];
  const shared = (remoteManifest as { shared?: unknown }).shared;
  const names = Array.isArray(shared) ? shared.flatMap((share: { name?: unknown }) => (typeof share?.name === 'string' ? [share.name] : [])) : [];
  const shellUrl = new URL(registryHref(shellManifestUrl, base), PAGE_ORIGIN).href;
  return sharedFiles(shellUrl, shellManifest, names).filter((file) => !file.endsWith('/shell.js'));
}

/** The URL the page asks for a script by: a path on this site when a folder here holds it, the URL on another host. */
async function pageFile(url: string, deployed: ScriptPreloadInput['deployed']): Promise<string | null> {
  const { origin, pathname, search } = new URL(url);
  // The manifest's publicPath puts its files on another host.
  if (origin !== PAGE_ORIGIN) return url;
  return (await deployed(pathname)) ? pathname + search : null;
}

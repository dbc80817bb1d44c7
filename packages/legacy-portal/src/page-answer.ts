// A page of the portal: the route table's page for the path, with the remote that renders it now (the registry and
// the remotes' route declarations, ADR 005), the files the shell needs carried in the page, and the remote entries
// it preloads; the sign-in page when nobody is signed in; 404 for a path that is no page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileBesideManifest, importedRemotes, isAbsoluteUrl, registryHref, remoteEntryUrl, routeKey, routesUrlFor, stripBase } from '@klw/platform';
import { sendText } from './answers';
import { ACCESS_TOKEN_COOKIE, readCookie } from './client/access-token';
import type { KlwPageConfig } from './config';
import { isFile, type Deployment } from './deployment';
import { loadMigratedRoutes, localAppFile, readDeployedManifests, readRegistry } from './migrated-routes';
import { renderNotFoundPage } from './not-found-page';
import { renderPortalPage } from './portal-page';
import { renderSignInPage } from './sign-in-page';
import { fallbackMatch, loadRouteTable, matchPage } from './routes';

/** The origin a page's own paths are resolved against, to read a manifest's entry URL. */
export const PAGE_ORIGIN = 'http://portal.invalid';
const DEFAULT_YEAR_SWITCH = '/bedrijfsgegevens/Index/{klwId}';

interface PageRequest {
  base: string;
  /** The path within the router base. */
  path: string;
  styleNonce: string;
}

export type ServePage = (req: IncomingMessage, res: ServerResponse, page: PageRequest) => Promise<void>;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Answers page requests; logs a problem with the route table or the claims once, when it changes. */
export function pageServer(deployment: Deployment, currentConfig: () => KlwPageConfig, log: (line: string) => void): ServePage {
  const { routesFile, registryFile, appFolder } = deployment;
  let lastRouteProblem: string | null = null;
  let lastClaimProblems = '';

  /**
   * The remote entries this page preloads, by remote name: of the remote that renders its route and of the remotes
   * that remote's manifest says it imports (`importedRemotes`, as the shell reads them); and of any remote whose
   * route declaration could not be read here, or of all of them when the route's remote has no manifest here,
   * because the shell may need those. A page the portal renders itself preloads none: no script would use them, and
   * Chromium warns about every preload left unused (with many screens migrated, every portal page would ask for
   * every entry).
   */
  async function entryPreloads(
    registry: Readonly<Record<string, string>>,
    files: ReadonlyMap<string, unknown>,
    remote: string | undefined,
    base: string,
  ): Promise<Map<string, string>> {
    const routeManifest = remote === undefined ? undefined : files.get(registry[remote] ?? '');
    const imported = importedRemotes(routeManifest);
    const needed = (name: string, url: string): boolean => {
      // Its declaration was not read here: it may render this route.
      if (!files.has(routesUrlFor(url))) return true;
      if (remote === undefined) return false;
      return name === remote || routeManifest === undefined || imported.has(name);
    };
    const entries = new Map<string, string>();
    for (const [name, url] of Object.entries(registry)) {
      if (!needed(name, url)) continue;
      const entry = await deployedEntry(registryHref(url, base), files.get(url));
      if (entry) entries.set(name, entry);
    }
    return entries;
  }

  /**
   * The remoteEntry.js a remote's manifest names (`remoteEntryUrl`, as the shell reads it), as the page would fetch
   * it; null when this page cannot count on it, so the page asks for no missing file: a manifest that names no
   * entry, or an entry that no folder of this server holds. A manifest on another host is not read here: its entry
   * is trusted to lie beside it as `remoteEntry.js`, the layout every remote is built with (docs/DEPLOY.md).
   */
  async function deployedEntry(manifestHref: string, manifest: unknown): Promise<string | null> {
    if (isAbsoluteUrl(manifestHref)) return fileBesideManifest(manifestHref, 'remoteEntry.js');
    if (typeof manifest !== 'object' || manifest === null) return null;
    const entry = remoteEntryUrl(new URL(manifestHref, PAGE_ORIGIN).href, manifest);
    if (entry === null) return null;
    const { origin, pathname, search } = new URL(entry);
    // The manifest's publicPath puts its files on another host.
    if (origin !== PAGE_ORIGIN) return entry;
    const local = localAppFile(stripBase(pathname));
    const folder = local && (await appFolder(local.folder));
    return folder && (await isFile(join(folder, local.file))) ? pathname + search : null;
  }

  /**
   * The remote that renders this route now, from the registry and the remotes' declarations (ADR 005), and the
   * registry as read for this request (absent when it could not be read: the shell then fetches it and says why).
   */
  async function claimFor(routePath: string, known: readonly { path: string }[]) {
    const { registry, problem } = await readRegistry(registryFile);
    const migrated = await loadMigratedRoutes(registry, known, appFolder);
    const problems = [problem, ...migrated.problems].filter(Boolean).join('\n');
    if (problems !== lastClaimProblems) {
      if (problems) log(`WARNING: ${problems}`);
      lastClaimProblems = problems;
    }
    if (problem) return { claim: migrated.claims.get(routeKey(routePath)) };
    // The declarations just read and the deployed manifests go into the page: the shell needs no request for them.
    const files = new Map([...migrated.files, ...(await readDeployedManifests(registry, appFolder))]);
    return { claim: migrated.claims.get(routeKey(routePath)), registry, files };
  }

  return async (req, res, { base, path, styleNonce }) => {
    const config = currentConfig();
    const table = await loadRouteTable(routesFile);
    if (table.problem !== lastRouteProblem) {
      log(table.problem ? `WARNING: ${table.problem}; every path is answered with the portal page` : `route table ${routesFile} found`);
      lastRouteProblem = table.problem;
    }
    const match = table.problem ? fallbackMatch(path) : matchPage(path, table.routes);
    const signedIn = Boolean(readCookie(req.headers.cookie ?? '', ACCESS_TOKEN_COOKIE));
    if (!match) {
      const shown = base + safeDecode(path);
      return sendText(req, res, 404, renderNotFoundPage({ base, config, signedIn, path: shown, styleNonce }), 'text/html; charset=utf-8');
    }
    // Without a route table every path is a portal page of its own.
    const claimed = signedIn && !table.problem ? await claimFor(match.route.path, table.routes) : undefined;
    const claim = claimed?.claim;
    const html = signedIn
      ? renderPortalPage({
          base,
          config,
          title: claim?.title ?? match.route.title,
          klwId: match.klwId,
          migrated: claim !== undefined,
          yearSwitchTemplate: match.klwIdTemplate ?? DEFAULT_YEAR_SWITCH,
          registry: claimed?.registry,
          entryPreloads: claimed?.registry ? await entryPreloads(claimed.registry, claimed.files, claim?.remote, base) : undefined,
          remoteFiles: claimed?.files,
          styleNonce,
        })
      : renderSignInPage({ base, config, styleNonce });
    sendText(req, res, 200, html, 'text/html; charset=utf-8');
  };
}

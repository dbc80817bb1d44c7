// A page of the portal: the route table's page for the path, with the remote that renders it now (the registry and
// the remotes' route declarations, ADR 005), the files the shell needs for that screen carried in the page, and the
// remote entries it preloads (script-preloads.ts); the sign-in page when nobody is signed in; 404 for a path that is
// no page. The deployment's files are kept between requests until they change (deployment-cache.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import {
  ACCESS_TOKEN_COOKIE,
  CANARY_COOKIE,
  CANARY_COOKIE_MAX_AGE_SECONDS,
  cookieValue,
  importedRemotes,
  parseCanaryBucket,
  routeKey,
  routesUrlFor,
  SHELL_REMOTE,
  stripBase,
  type Registry,
  type RouteClaim,
} from '@klw/platform';
import { sendText } from './answers';
import type { KlwPageConfig } from './config';
import { deploymentFiles } from './deployment-cache';
import { isFile, type Deployment } from './deployment';
import { loadMigratedRoutes, localAppFile, readDeployedManifests, readRegistry } from './migrated-routes';
import { renderNotFoundPage } from './not-found-page';
import { renderPortalPage } from './portal-page';
import { renderSignInPage } from './sign-in-page';
import { fallbackMatch, loadRouteTable, matchPage } from './routes';
import { scriptPreloads } from './script-preloads';
import { NO_YEAR_LIST } from './shared/year-list';

type RegistryRead = Awaited<ReturnType<typeof readRegistry>>;

const DEFAULT_YEAR_SWITCH = '/bedrijfsgegevens/Index/{klwId}';
/** The route table's group of the consent and mandate routes (the data-exchange integration's pages). */
const CONSENT_GROUP = 'consent';

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
  const { registryFile, appFolder } = deployment;
  const read = deploymentFiles();
  let lastRouteProblem: string | null = null;
  let lastClaimProblems = '';

  /** Whether a path the page asks for is a file a folder of this server holds (scriptPreloads). */
  async function deployed(pathname: string): Promise<boolean> {
    const local = localAppFile(stripBase(pathname));
    const folder = local && (await appFolder(local.folder));
    return Boolean(folder && isFile(join(folder, local.file)));
  }

  /**
   * The route table of the shell this browser gets (its routes.json, in the shell's version folder); the
   * deployment's own when the registry names a shell this server does not hold.
   */
  async function routeTableFile(shell: RegistryRead['shell']): Promise<string> {
    const local = localAppFile(shell.routes);
    const folder = local && (await appFolder(local.folder));
    const file = folder && local ? join(folder, local.file) : null;
    return file && (await read(file)) ? file : deployment.routesFile;
  }

  /**
   * The remote that renders this route now, from the registry and the remotes' declarations (ADR 005), and the part of
   * the registry this page carries (absent when the registry could not be read: the shell then fetches it and says why).
   */
  async function claimFor(routePath: string, known: readonly { path: string }[], { registry, shell, problem }: RegistryRead) {
    const migrated = await loadMigratedRoutes(registry, known, appFolder, read);
    const problems = [problem, ...migrated.problems].filter(Boolean).join('\n');
    if (problems !== lastClaimProblems) {
      if (problems) log(`WARNING: ${problems}`);
      lastClaimProblems = problems;
    }
    const claim = migrated.claims.get(routeKey(routePath));
    if (problem) return { claim };
    // The route's remote's manifest names the remotes it imports; the shell's (read in the same pass: it names the
    // shared files to preload) is not put in the page.
    const own = claim ? pick(registry, [claim.remote]) : {};
    const ownManifests = await readDeployedManifests({ ...own, [SHELL_REMOTE]: shell.manifest }, appFolder, read);
    const shellManifest = ownManifests.get(shell.manifest);
    const pageRegistry = pageRemotes(registry, claim, ownManifests.get(own[claim?.remote ?? ''] ?? ''), migrated.files);
    const manifests = await readDeployedManifests(pageRegistry, appFolder, read);
    // The declarations and manifests of this page's remotes go into the page: the shell needs no request for them.
    const files = new Map<string, unknown>(manifests);
    for (const url of Object.values(pageRegistry)) {
      const declaration = migrated.files.get(routesUrlFor(url));
      if (declaration !== undefined) files.set(routesUrlFor(url), declaration);
    }
    return { claim, registry: pageRegistry, files, shellManifest };
  }

  return async (req, res, { base, path, styleNonce }) => {
    const config = currentConfig();
    const signedIn = Boolean(cookieValue(req.headers.cookie ?? '', ACCESS_TOKEN_COOKIE));
    // The browser's canary bucket (ADR 017): the page's registry gives a line's canary to the buckets below its share.
    // Drawn here on a first visit and set in the answer, so the shell, which reads the same cookie, agrees with the
    // registry this page carries, and every later page of this browser gets the same versions.
    let bucket = parseCanaryBucket(cookieValue(req.headers.cookie ?? '', CANARY_COOKIE));
    if (bucket === null && signedIn) {
      bucket = randomInt(100);
      const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
      res.setHeader('Set-Cookie', `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${CANARY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`);
    }
    // The shell is chosen by the registry like a remote (its line's canary for a browser in its share), and with it
    // the route table the page is matched against: a page gets one shell version's script and table.
    const read = await readRegistry(registryFile, bucket);
    const tableFile = await routeTableFile(read.shell);
    const table = await loadRouteTable(tableFile);
    if (table.problem !== lastRouteProblem) {
      log(table.problem ? `WARNING: ${table.problem}; every path is answered with the portal page` : `route table ${tableFile} found`);
      lastRouteProblem = table.problem;
    }
    const match = table.problem ? fallbackMatch(path) : matchPage(path, table.routes);
    if (!match) {
      const shown = base + safeDecode(path);
      return sendText(req, res, 404, renderNotFoundPage({ base, config, signedIn, path: shown, styleNonce, shellScript: read.shell.script }), 'text/html; charset=utf-8');
    }
    // Without a route table every path is a portal page of its own.
    const claimed = signedIn && !table.problem ? await claimFor(match.route.path, table.routes, read) : undefined;
    const claim = claimed?.claim;
    const html = signedIn
      ? renderPortalPage({
          base,
          config,
          title: claim?.title ?? match.route.title,
          klwId: match.klwId,
          migrated: claim !== undefined,
          // The consent and mandate pages are the farm's, not a year's: a year list there would change nothing shown.
          yearSwitchTemplate: match.route.group === CONSENT_GROUP ? NO_YEAR_LIST : (match.klwIdTemplate ?? DEFAULT_YEAR_SWITCH),
          registry: claimed?.registry,
          scriptPreloads: claimed?.registry ? await scriptPreloads({ registry: claimed.registry, files: claimed.files, claim, base, deployed, shellManifest: claimed.shellManifest, shellManifestUrl: read.shell.manifest }) : undefined,
          remoteFiles: claimed?.files,
          styleNonce,
          shellScript: read.shell.script,
        })
      : renderSignInPage({ base, config, styleNonce });
    sendText(req, res, 200, html, 'text/html; charset=utf-8');
  };
}

/** The lines of `names`, in the registry's order. */
function pick(registry: Registry, names: Iterable<string>): Registry {
  const wanted = new Set(names);
  return Object.fromEntries(Object.entries(registry).filter(([name]) => wanted.has(name)));
}

/**
 * The registry lines a page carries: what its route needs, not every deployed screen, so a page is as large with 26
 * screens as with 3; the shell fetches the registry and the other declarations only when the farmer goes to a route
 * none of these renders. That is the route's remote and the remotes its manifest imports (the shell loads them beside
 * it), and any remote whose declaration could not be read here (it may claim this route: the shell reads it and says
 * why). When the route's remote's manifest could not be read here (another host, a broken file), its imports are
 * unknown: the page carries the whole registry, as the shell needs the lines of whatever it imports.
 */
function pageRemotes(
  registry: Registry,
  claim: Pick<RouteClaim, 'remote'> | undefined,
  routeManifest: unknown,
  declarations: ReadonlyMap<string, unknown>,
): Registry {
  if (claim !== undefined && (typeof routeManifest !== 'object' || routeManifest === null)) return { ...registry };
  const undeclared = Object.keys(registry).filter((name) => !declarations.has(routesUrlFor(registry[name] ?? '')));
  const needed = claim === undefined ? [] : [claim.remote, ...importedRemotes(routeManifest).keys()];
  return pick(registry, new Set([...needed, ...undeclared]));
}

// A page of the portal: the route table's page for the path, with the remote that renders it now (the registry and
// the remotes' route declarations, ADR 005), the files the shell needs carried in the page, and the remote entries
// it preloads (script-preloads.ts); the sign-in page when nobody is signed in; 404 for a path that is no page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { ACCESS_TOKEN_COOKIE, CANARY_COOKIE, CANARY_COOKIE_MAX_AGE_SECONDS, cookieValue, parseCanaryBucket, routeKey, SHELL_REMOTE, stripBase } from '@klw/platform';
import { sendText } from './answers';
import type { KlwPageConfig } from './config';
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
  let lastRouteProblem: string | null = null;
  let lastClaimProblems = '';

  /** Whether a path the page asks for is a file a folder of this server holds (scriptPreloads). */
  async function deployed(pathname: string): Promise<boolean> {
    const local = localAppFile(stripBase(pathname));
    const folder = local && (await appFolder(local.folder));
    return Boolean(folder && (await isFile(join(folder, local.file))));
  }

  /**
   * The route table of the shell this browser gets (its routes.json, in the shell's version folder); the
   * deployment's own when the registry names a shell this server does not hold.
   */
  async function routeTableFile(shell: RegistryRead['shell']): Promise<string> {
    const local = localAppFile(shell.routes);
    const folder = local && (await appFolder(local.folder));
    const file = folder && local ? join(folder, local.file) : null;
    return file && (await isFile(file)) ? file : deployment.routesFile;
  }

  /**
   * The remote that renders this route now, from the registry and the remotes' declarations (ADR 005), and the
   * registry as read for this request (absent when it could not be read: the shell then fetches it and says why).
   */
  async function claimFor(routePath: string, known: readonly { path: string }[], { registry, shell, problem }: RegistryRead) {
    const migrated = await loadMigratedRoutes(registry, known, appFolder);
    const problems = [problem, ...migrated.problems].filter(Boolean).join('\n');
    if (problems !== lastClaimProblems) {
      if (problems) log(`WARNING: ${problems}`);
      lastClaimProblems = problems;
    }
    if (problem) return { claim: migrated.claims.get(routeKey(routePath)) };
    // The declarations just read and the deployed manifests go into the page: the shell needs no request for them.
    // The shell's manifest is read in the same pass (it names the shared files to preload) but is not put in the page.
    const manifests = await readDeployedManifests({ ...registry, [SHELL_REMOTE]: shell.manifest }, appFolder);
    const shellManifest = manifests.get(shell.manifest);
    manifests.delete(shell.manifest);
    const files = new Map([...migrated.files, ...manifests]);
    return { claim: migrated.claims.get(routeKey(routePath)), registry, files, shellManifest };
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

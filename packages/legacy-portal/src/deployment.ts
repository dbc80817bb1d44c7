// Where the portal finds what it serves under /apps/ and /static/: every app from its own folder, as a separate
// deployment would be (the repository's build folders, or one deployment folder, KLW_APPS_DIR), the registry, and
// the portal's own browser assets.
import { readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { sendText } from './answers';
import { STATIC_FILES, portalAppScript } from './client-assets';
import { parseRegistryFile, resolveRegistry, shellFiles } from '@klw/platform';
import { localAppFile, type AppFolderLookup } from './migrated-routes';
import { NO_CACHE, answeredNotModified, resolveInside, sendFile } from './static-files';

const repoRoot = resolve(__dirname, '..', '..', '..');
const packageRoot = resolve(__dirname, '..');
const APP_FOLDER = /^\/([A-Za-z0-9][A-Za-z0-9_-]*)(\/.*)?$/;

export interface DeploymentOptions {
  /** Deployed apps: /apps/<folder>/ serves <packagesDir>/<folder>/dist. Default: the repository's packages/. */
  packagesDir?: string;
  /** /apps/host-adapter/ serves this folder. Default: the repository's host-adapter/dist. */
  hostAdapterDist?: string;
  /**
   * A deployment folder as a web server would have it: /apps/<folder>/ serves <appsDir>/<folder>. Set, it is the
   * only place apps are served from (KLW_APPS_DIR). Default: the build folders of the repository.
   */
  appsDir?: string;
  /** /apps/remotes.json, the registry (KLW_REGISTRY_FILE). Default: <appsDir>/remotes.json, else registry/remotes.json. */
  registryFile?: string;
}

export interface Deployment {
  /**
   * The route table of the shell farmers get without a canary: in a deployment folder, the routes.json of the
   * version the registry's klw_shell line promotes (worked out at each read: a promotion changes it), else the one in
   * the shell's folder. For what reads the table outside a page; a page is matched against its own shell's table.
   */
  readonly routesFile: string;
  registryFile: string;
  /** The folder an app is served from, or null when it is not deployed. */
  appFolder: AppFolderLookup;
}

// Synchronous, as in deployment-cache.ts: a page asks which app folders are deployed once for each registry line,
// and a local stat takes microseconds where the promise's trip through libuv's thread pool takes far more.
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    // Not reachable (a file where a folder is expected, no permission): not deployed.
    return undefined;
  }
}

export function isFile(path: string): boolean {
  return statOf(path)?.isFile() ?? false;
}

function isDirectory(path: string): boolean {
  return statOf(path)?.isDirectory() ?? false;
}

export function deploymentOf(options: DeploymentOptions, env: NodeJS.ProcessEnv): Deployment {
  const packagesDir = options.packagesDir ?? join(repoRoot, 'packages');
  const hostAdapterDist = options.hostAdapterDist ?? join(repoRoot, 'host-adapter', 'dist');
  const appsDir = options.appsDir ?? (env.KLW_APPS_DIR?.trim() || undefined);
  const shellDist = appsDir ? join(appsDir, 'shell') : join(packagesDir, 'shell', 'dist');
  const registryFile =
    options.registryFile ?? (env.KLW_REGISTRY_FILE?.trim() || (appsDir ? join(appsDir, 'remotes.json') : join(packageRoot, 'registry', 'remotes.json')));
  async function appFolder(folder: string): Promise<string | null> {
    if (appsDir) {
      const dir = join(appsDir, folder);
      return isDirectory(dir) ? dir : null;
    }
    if (folder === 'host-adapter') return hostAdapterDist;
    if (folder === 'shell') return shellDist;
    // Any other package is a deployed app once its build emitted a federation manifest.
    const dist = join(packagesDir, folder, 'dist');
    return isFile(join(dist, 'mf-manifest.json')) ? dist : null;
  }
  function promotedRoutesFile(): string {
    const unversioned = join(shellDist, 'routes.json');
    if (!appsDir) return unversioned;
    try {
      const lines = parseRegistryFile(JSON.parse(readFileSync(registryFile, 'utf8')), registryFile);
      const local = localAppFile(shellFiles(resolveRegistry(lines, null)).routes);
      return local ? join(appsDir, local.folder, local.file) : unversioned;
    } catch {
      // No registry, or a damaged one: the page says so (page-answer.ts); the table is then the unversioned one.
      return unversioned;
    }
  }
  return {
    get routesFile() {
      return promotedRoutesFile();
    },
    registryFile,
    appFolder,
  };
}

/** /apps/...: the registry, or a file of a deployed app (`rest` is the path after '/apps'). */
export async function serveApp(req: IncomingMessage, res: ServerResponse, deployment: Deployment, rest: string): Promise<void> {
  let file: string | null = null;
  if (rest === '/remotes.json') {
    file = isFile(deployment.registryFile) ? deployment.registryFile : null;
  } else {
    const match = APP_FOLDER.exec(rest);
    const root = match?.[1] ? await deployment.appFolder(match[1]) : null;
    file = root && match?.[2] ? await resolveInside(root, match[2]) : null;
  }
  if (!file) return sendText(req, res, 404, 'Niet gevonden');
  await sendFile(req, res, file, { allowAnyOrigin: true });
}

/** /static/<name>: the portal's own browser assets. */
export async function servePortalAsset(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
  if (name === 'portal-app.js') {
    // An unchanged script costs a 304, as the files beside it do, instead of its whole body on every page load.
    const script = await portalAppScript();
    res.setHeader('Cache-Control', NO_CACHE);
    if (answeredNotModified(req, res, script.etag)) return;
    return sendText(req, res, 200, script.code, 'text/javascript; charset=utf-8');
  }
  const file = Object.hasOwn(STATIC_FILES, name) ? STATIC_FILES[name] : undefined;
  if (!file || !isFile(file)) return sendText(req, res, 404, 'Niet gevonden');
  await sendFile(req, res, file, { cacheControl: NO_CACHE });
}

// Which routes a remote renders, as the shell learns it in the browser (ADR 005): the registry, then each
// remote's routes.json beside its manifest, read at request time (each file kept until it changes:
// deployment-cache.ts). Adding or removing a registry line changes the page on the next request, without a restart
// or any build.
import {
  parseRegistryFile,
  registryRemotes,
  resolveMigratedRoutes,
  resolveRegistry,
  shellFiles,
  routesUrlFor,
  type DeclarationSource,
  type MigratedRoutes,
  type Registry,
  type RoutePath,
} from '@klw/platform';
import { deploymentFiles, type FileRead, type ReadDeploymentFile } from './deployment-cache';

/** The folder an '/apps/<folder>/...' path is served from, or null when nothing is deployed there. */
export type AppFolderLookup = (folder: string) => Promise<string | null>;

const APPS_PATH = /^\/?apps\/([A-Za-z0-9][A-Za-z0-9_-]*)\/(.+)$/;

/** A registry URL of a file this portal serves ('apps/<folder>/<file>'), split; null for another host. */
export function localAppFile(url: string): { folder: string; file: string } | null {
  const match = APPS_PATH.exec(url);
  return match?.[1] && match[2] ? { folder: match[1], file: match[2] } : null;
}

/**
 * The registry file, each line resolved for one page's canary bucket (ADR 017); without a bucket, every line's
 * promoted version (the remotes a line names are the same either way). The shell's own line is not a remote: it
 * says which shell the page gets (`shell`: its script, manifest and route table; without a line, apps/shell/).
 */
export async function readRegistry(
  file: string,
  bucket: number | null = null,
  read: ReadDeploymentFile = deploymentFiles(),
): Promise<{ registry: Registry; shell: ReturnType<typeof shellFiles>; problem: string | null }> {
  const found = await read(file);
  if (!found) return { registry: {}, shell: shellFiles({}), problem: `registry ${file} not found` };
  try {
    if (found.jsonError !== null) throw new SyntaxError(found.jsonError);
    const resolved = resolveRegistry(parseRegistryFile(found.json, file), bucket);
    return { registry: registryRemotes(resolved), shell: shellFiles(resolved), problem: null };
  } catch (error) {
    return { registry: {}, shell: shellFiles({}), problem: `registry ${file} cannot be used: ${(error as Error).message}` };
  }
}

/** An '/apps/<folder>/<file>' URL deployed here, as read; null when no folder of this server holds it. */
async function readLocalAppFile(local: { folder: string; file: string }, appFolder: AppFolderLookup, read: ReadDeploymentFile): Promise<FileRead | null> {
  const folder = await appFolder(local.folder);
  return folder ? read(`${folder}/${local.file}`) : null;
}

async function readDeclaration(remote: string, manifestUrl: string, appFolder: AppFolderLookup, read: ReadDeploymentFile): Promise<DeclarationSource> {
  const routesUrl = routesUrlFor(manifestUrl);
  try {
    const local = localAppFile(routesUrl);
    if (local) {
      const deployed = await readLocalAppFile(local, appFolder, read);
      if (deployed === null) return { remote, error: `${routesUrl} is niet gedeployed` };
      if (deployed.jsonError !== null) throw new SyntaxError(deployed.jsonError);
      return { remote, declaration: deployed.json };
    }
    // A remote deployed elsewhere (an absolute URL in the registry).
    const response = await fetch(routesUrl, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return { remote, error: `${routesUrl} gaf HTTP ${response.status}` };
    return { remote, declaration: JSON.parse(await response.text()) as unknown };
  } catch (error) {
    return { remote, error: `${routesUrl} kon niet worden gelezen (${(error as Error).message})` };
  }
}

export interface MigratedRoutesRead extends MigratedRoutes {
  /** The files read to decide, by their registry-relative URL ('apps/x/routes.json'): the page hands them on. */
  files: Map<string, unknown>;
}

export async function loadMigratedRoutes(
  registry: Registry,
  known: readonly RoutePath[],
  appFolder: AppFolderLookup,
  read: ReadDeploymentFile = deploymentFiles(),
): Promise<MigratedRoutesRead> {
  const sources = await Promise.all(Object.entries(registry).map(([remote, url]) => readDeclaration(remote, url, appFolder, read)));
  const files = new Map<string, unknown>();
  for (const source of sources) {
    const url = registry[source.remote];
    if (url && 'declaration' in source) files.set(routesUrlFor(url), source.declaration);
  }
  return { ...resolveMigratedRoutes(sources, known), files };
}

/**
 * Each remote's `mf-manifest.json` as deployed in a folder of this server, by its registry URL, for the page to
 * carry (the page hands a manifest on as it is; the server reads from it only which remote entries to preload,
 * with the shell's own rules in @klw/platform). A missing or broken one is left out: the shell
 * fetches it and reports what it finds.
 */
export async function readDeployedManifests(
  registry: Registry,
  appFolder: AppFolderLookup,
  read: ReadDeploymentFile = deploymentFiles(),
): Promise<Map<string, unknown>> {
  const manifests = new Map<string, unknown>();
  await Promise.all(
    Object.values(registry).map(async (url) => {
      const local = localAppFile(url);
      if (!local) return;
      // Not there, or not JSON: the page leaves it to the shell.
      const manifest = (await readLocalAppFile(local, appFolder, read))?.json;
      if (typeof manifest === 'object' && manifest !== null) manifests.set(url, manifest);
    }),
  );
  return manifests;
}

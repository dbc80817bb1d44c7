// The portal's server tests' set-up: fake build folders in a temporary directory, one portal over real HTTP per
// test file, and the requests the tests send it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, type Portal } from '../server';

const routes = [
  { path: '/melklevering/Index/{klwId}', title: 'Melklevering', group: 'farm' },
  { path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer', group: 'farm' },
  { path: '/Home/new', title: 'Start', group: 'other' },
];

export const SIGNED_IN = { cookie: 'andere=1; access_token=sessie-token' };

export function write(path: string, content: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/** A manifest as a build writes it, as far as the portal reads it: the remote's name and its entry beside it. */
export function manifestNaming(name: string, remoteEntry: { name: string; path: string } = { name: 'remoteEntry.js', path: '' }, extra: object = {}) {
  return { name, metaData: { publicPath: 'auto', remoteEntry }, ...extra };
}

export function makeDeployments(root: string, withRoutes = true): { packagesDir: string; hostAdapterDist: string; registryFile: string } {
  const packagesDir = join(root, 'packages');
  const shell = join(packagesDir, 'shell', 'dist');
  write(join(shell, 'shell.js'), 'console.log("shell");');
  write(join(shell, '24.a5866ae85a.js'), 'chunk');
  write(join(shell, 'mf-manifest.json'), '{}');
  const registryFile = join(root, 'registry', 'remotes.json');
  write(registryFile, '{"klw_melklevering":"apps/melklevering/mf-manifest.json"}');
  if (withRoutes) write(join(shell, 'routes.json'), JSON.stringify(routes));
  const melk = join(packagesDir, 'melklevering', 'dist');
  write(join(melk, 'mf-manifest.json'), JSON.stringify(manifestNaming('klw_melklevering')));
  write(join(melk, 'remoteEntry.js'), 'versie 1');
  write(join(melk, 'routes.json'), JSON.stringify({ routes: [{ path: '/melklevering/Index/{klwId}', title: 'Melklevering' }] }));
  write(join(melk, '__federation_expose_lifecycles.8a7b6c5d12.js'), 'lifecycles');
  write(join(melk, 'style.0a1b2c3d4e.css'), 'body{}');
  write(join(melk, 'font.woff2'), 'font');
  write(join(melk, 'data.bin'), 'bin');
  symlinkSync(join(root, 'secret.txt'), join(melk, 'link.txt'));
  write(join(packagesDir, 'contracts', 'src', 'index.ts'), 'export {}');
  write(join(packagesDir, 'nomanifest', 'dist', 'x.js'), 'x');
  const hostAdapterDist = join(root, 'host-adapter', 'dist');
  write(join(hostAdapterDist, 'host-adapter.js'), 'window.klwHostAdapter={};');
  write(join(root, 'secret.txt'), 'GEHEIM');
  return { packagesDir, hostAdapterDist, registryFile };
}

export interface RunningPortal {
  dir: string;
  portal: Portal;
  logLines: string[];
}

/** One portal for the test file, on fake deployments in a fresh temporary folder; closed and removed after it. */
export function portalPerFile(started: (running: RunningPortal) => void): void {
  let running: RunningPortal | undefined;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-http-'));
    const logLines: string[] = [];
    const portal = await startPortal({
      port: 0,
      ...makeDeployments(dir),
      env: { KLW_API_URL: 'http://api.example:9000/', KLW_TEST_MODE: 'true' },
      log: (line) => logLines.push(line),
    });
    running = { dir, portal, logLines };
    started(running);
  });
  afterAll(async () => {
    if (!running) return;
    await running.portal.close();
    rmSync(running.dir, { recursive: true, force: true });
  });
}

/** A GET (or `method`) to the running portal, redirects not followed. */
export function requestsTo(portal: () => Portal) {
  return (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> =>
    fetch(`${portal().url}${path}`, { headers, method, redirect: 'manual' });
}

/** A request with the path exactly as given (fetch would normalise '..'). */
export function raw(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${url}${path}`, { path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

export function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

// The portal's own browser assets (/static/...): AngularJS from its npm package, the stylesheet and the
// AngularJS app, bundled from TypeScript into a classic script on first request (and again when it changes).
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';

const clientDir = join(__dirname, 'client');
const angularDir = dirname(require.resolve('angular/angular.min.js'));

/** Files served as they are, by their public name. */
export const STATIC_FILES: Readonly<Record<string, string>> = {
  'angular.min.js': join(angularDir, 'angular.min.js'),
  'angular.min.js.map': join(angularDir, 'angular.min.js.map'),
  // In CSP mode (ng-csp) AngularJS does not inject its own styles (ng-cloak, ng-hide); the page links them.
  'angular-csp.css': join(angularDir, 'angular-csp.css'),
  'page-config.js': join(clientDir, 'page-config.js'),
  'portal.css': join(clientDir, 'portal.css'),
};

const PORTAL_APP_SOURCE = join(clientDir, 'portal-app.ts');

/** The compiled script, and its validator: compiled from source, so the validator is taken from its content. */
interface PortalAppScript {
  code: string;
  etag: string;
}

let compiled: (PortalAppScript & { inputs: Map<string, number> }) | null = null;

async function unchanged(inputs: Map<string, number>): Promise<boolean> {
  for (const [file, mtimeMs] of inputs) {
    if ((await stat(file).catch(() => null))?.mtimeMs !== mtimeMs) return false;
  }
  return true;
}

/**
 * portal-app.ts as a script for a plain script tag: one bundle (an IIFE) with the few pure rules and texts it takes
 * from @klw/platform and @klw/contracts (ids, cookies, the local API's address), so the stand-in reads them as the
 * front end does; both packages declare no side effects, so nothing else of them is bundled.
 * Built again when any file in it changes.
 */
export async function portalAppScript(): Promise<PortalAppScript> {
  if (compiled && (await unchanged(compiled.inputs))) return compiled;
  const output = await build({
    entryPoints: [PORTAL_APP_SOURCE],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2019',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = new Map<string, number>();
  for (const file of Object.keys(output.metafile.inputs)) {
    const path = resolve(file);
    inputs.set(path, (await stat(path)).mtimeMs);
  }
  const code = output.outputFiles[0]?.text ?? '';
  compiled = { inputs, code, etag: `W/"${createHash('sha256').update(code).digest('hex').slice(0, 16)}"` };
  return compiled;
}

// The portal's own browser assets (/static/...): AngularJS from its npm package, the stylesheet and the
// AngularJS app, compiled from TypeScript to a classic script on first request (and again when it changes).
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { transformFile } from '@swc/core';

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

let compiled: { mtimeMs: number; code: string } | null = null;

/** portal-app.ts as a script for a plain script tag: CommonJS output run inside a function with its own exports. */
export async function portalAppScript(): Promise<string> {
  const { mtimeMs } = await stat(PORTAL_APP_SOURCE);
  if (compiled && compiled.mtimeMs === mtimeMs) return compiled.code;
  const output = await transformFile(PORTAL_APP_SOURCE, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019' },
    module: { type: 'commonjs', strict: true },
  });
  const code = `(function () {\n  var module = { exports: {} };\n  (function (module, exports) {\n${output.code}\n  })(module, module.exports);\n})();\n`;
  compiled = { mtimeMs, code };
  return code;
}

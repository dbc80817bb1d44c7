// EmitRouteDeclaration (webpack.shared.js): a remote's build deploys its src/routes.json, and fails on a declaration
// the shell would ignore at run time, naming what is wrong. Built with webpack's Node API on a one-module entry.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { EmitRouteDeclaration } = require('../webpack.shared.js');

const REMOTE = { name: 'klw_proef', exposes: { './lifecycles': './src/lifecycles.ts' } };

/**
 * Builds a package whose src/routes.json holds `declaration` (none when null).
 * @param {string | null} declaration
 * @returns {Promise<{ errors: string[], deployed: string | null, watched: Set<string> }>}
 */
async function buildWith(declaration) {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-routes-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'entry.js'), 'console.log("proef");\n');
    if (declaration !== null) writeFileSync(path.join(dir, 'src', 'routes.json'), declaration);
    const out = path.join(dir, 'dist');
    /** @type {import('webpack').Stats} */
    const stats = await new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { proef: './entry.js' },
          output: { path: out, filename: '[name].js', clean: true },
          optimization: { minimize: false },
          plugins: [new EmitRouteDeclaration(dir, REMOTE)],
        },
        (error, result) => (error || !result ? reject(error ?? new Error('webpack gave no stats')) : resolve(result)),
      );
    });
    const errors = (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
    const file = path.join(out, 'routes.json');
    return {
      errors,
      deployed: existsSync(file) ? readFileSync(file, 'utf8') : null,
      // The files a watching build (webpack --watch, the development server) builds again on.
      watched: new Set(stats.compilation.fileDependencies),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a declaration the shell accepts is deployed as it is', async () => {
  const declaration = '{ "routes": [{ "path": "/voer/krachtvoer/Index/{klwId}", "title": "Krachtvoer", "module": "./lifecycles" }] }\n';
  const { errors, deployed } = await buildWith(declaration);
  assert.deepEqual({ errors, deployed }, { errors: [], deployed: declaration });
});

test('a watching build checks the declaration again when it or the shell\'s route table changes', async () => {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const { watched } = await buildWith('{ "routes": [] }\n');
  const ours = [...watched].filter((file) => file.endsWith('routes.json')).map((file) => path.relative(dir, file));
  assert.ok(ours.includes(path.join('..', 'packages', 'shell', 'src', 'routes.json')), `watched: ${ours.join(', ')}`);
  assert.equal(ours.filter((file) => file.endsWith(path.join('src', 'routes.json'))).length, 2, `watched: ${ours.join(', ')}`);
});

test('a remote without routes.json deploys an empty list', async () => {
  const { errors, deployed } = await buildWith(null);
  assert.deepEqual(errors, []);
  assert.deepEqual(JSON.parse(deployed ?? 'null'), { routes: [] });
});

test('a routes.json that is not JSON fails the build and is not deployed', async () => {
  const { errors, deployed } = await buildWith('{ "routes": [ ');
  assert.equal(errors.length, 1);
  assert.match(errors[0] ?? '', /^src\/routes\.json of klw_proef is not valid JSON \(/);
  assert.equal(deployed, null);
});

test('a route without a title fails the build with the shell\'s own Dutch message', async () => {
  const { errors } = await buildWith('{ "routes": [{ "path": "/voer/krachtvoer/Index/{klwId}", "titel": "Krachtvoer" }] }');
  assert.deepEqual(errors, ['De routedeclaratie (routes.json) van klw_proef is ongeldig: routes[0].title ontbreekt.']);
});

test('a path that is not a page of the portal, and a module that is not exposed, are each named', async () => {
  const { errors } = await buildWith(
    JSON.stringify({
      routes: [
        { path: '/voer/krachtvoer/Index/{klwId}', title: 'Krachtvoer', module: './scherm' },
        { path: '/voer/krachtvoeren/Index/{klwId}', title: 'Krachtvoer' },
      ],
    }),
  );
  assert.deepEqual(errors, [
    "src/routes.json of klw_proef: routes[0].module './scherm' is not one of its exposes (./lifecycles); the shell could not load it",
    "src/routes.json of klw_proef: routes[1].path '/voer/krachtvoeren/Index/{klwId}' is not a page of the portal (packages/shell/src/routes.json); the shell would leave it to the portal",
  ]);
});

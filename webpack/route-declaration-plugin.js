// A remote's route declaration deployed beside its manifest, and the build's check of it (ADR 005). Used by
// webpack.shared.js.
const path = require('node:path');
const fs = require('node:fs');
const { pathToFileURL } = require('node:url');

const root = path.resolve(__dirname, '..');
// The route rules of @klw/platform that a remote's build applies to its routes.json, and the shell's route table.
const platformDir = path.join(root, 'packages/platform/src');
const shellRouteTable = path.join(root, 'packages/shell/src/routes.json');

/**
 * A remote's route declaration (ADR 005): `src/routes.json` of the package, deployed as `routes.json` beside its
 * mf-manifest.json, where the shell and the portal read it at run time. A remote that renders no route (klw_auth)
 * deploys an empty list. The build fails on a declaration the shell would ignore: one @klw/platform's parser
 * refuses, a route missing from the shell's route table, or a module the remote does not expose. At run time such a
 * route would stay with the portal, with only a line in the browser's console to say why.
 */
class EmitRouteDeclaration {
  /**
   * @param {string} dirname  the package folder
   * @param {{ name: string, exposes: Record<string, string> }} remote
   */
  constructor(dirname, { name, exposes }) {
    this.file = path.join(dirname, 'src', 'routes.json');
    this.name = name;
    this.exposed = Object.keys(exposes);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRouteDeclaration', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EmitRouteDeclaration', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // The check reads the shell's route table too, so a watching build checks again when either changes.
          compilation.fileDependencies.add(this.file);
          compilation.fileDependencies.add(shellRouteTable);
          const declared = fs.existsSync(this.file);
          const text = declared ? fs.readFileSync(this.file, 'utf8') : '{ "routes": [] }\n';
          for (const problem of declared ? await this.problems(text) : []) {
            const error = new WebpackError(problem);
            error.file = this.file;
            compilation.errors.push(error);
          }
          compilation.emitAsset('routes.json', new sources.RawSource(text));
        },
      );
    });
  }

  /**
   * What the shell would hold against the declaration, by the rules it applies at run time.
   * @param {string} text
   * @returns {Promise<string[]>}
   */
  async problems(text) {
    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return [`src/routes.json of ${this.name} is not valid JSON (${error instanceof Error ? error.message : error})`];
    }
    const { parseRouteDeclaration } = await import(pathToFileURL(path.join(platformDir, 'parse-route-declaration.mjs')).href);
    const { inRouteTable } = await import(pathToFileURL(path.join(platformDir, 'route-rules.mjs')).href);
    /** @type {Array<{ path: string, module: string }>} */
    let routes;
    try {
      routes = parseRouteDeclaration(value, this.name);
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
    const isPage = inRouteTable(JSON.parse(fs.readFileSync(shellRouteTable, 'utf8')));
    return routes.flatMap((route, index) => [
      ...(isPage(route.path)
        ? []
        : [`src/routes.json of ${this.name}: routes[${index}].path '${route.path}' is not a page of the portal (${path.relative(root, shellRouteTable)}); the shell would leave it to the portal`]),
      ...(this.exposed.includes(route.module)
        ? []
        : [`src/routes.json of ${this.name}: routes[${index}].module '${route.module}' is not one of its exposes (${this.exposed.join(', ')}); the shell could not load it`]),
    ]);
  }
}

module.exports = { EmitRouteDeclaration };

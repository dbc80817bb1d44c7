// What a production build does to its files before they are deployed: no build folder's path in them,
// and brotli and gzip copies of the hashed ones. Used by webpack.shared.js.
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');

/**
 * No emitted file holds the absolute path of the folder the build ran in: the source maps are deployed
 * beside the code (docs/DEPLOY.md), and the federation plugin's generated start-up module imports its runtime and
 * plugins by absolute path, which a source map's `sourcesContent` would carry to every browser. In the maps, the
 * repository's folder becomes a relative path (`webpack://<name>/` names the rest); any other file that would still
 * hold it fails the build, so a new leak is found where it starts.
 */
class NoBuildPaths {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const folder = `${root}${path.sep}`;
    const inJson = JSON.stringify(folder).slice(1, -1);
    compiler.hooks.thisCompilation.tap('NoBuildPaths', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'NoBuildPaths', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (asset.info.compressed) continue;
          const text = asset.source.source().toString();
          if (!text.includes(inJson) && !text.includes(folder)) continue;
          if (asset.name.endsWith('.map')) {
            compilation.updateAsset(asset.name, new sources.RawSource(text.split(inJson).join('')));
            continue;
          }
          const error = new WebpackError(`${asset.name} holds the build folder's absolute path (${root}); a deployed file must not`);
          error.file = asset.name;
          compilation.errors.push(error);
        }
      });
    });
  }
}

/**
 * Each file whose name carries its content hash (webpack marks it `immutable`) also as `<file>.br` (brotli, quality
 * 11) and `<file>.gz` (gzip, level 9) beside it, for a web server to send as they are (`brotli_static`,
 * `gzip_static` in docs/deploy/nginx.conf): compressed once at build time, about a tenth smaller than a server's
 * compression on the fly (docs/PERFORMANCE.md), and no compression work per request. Files with a fixed
 * name (remoteEntry.js, shell.js, the manifests) are left to the server: a copy of such a file compressed for an
 * earlier deployment could be sent in place of the new one. A hashed name cannot go stale that way.
 */
class Precompress {
  /** @param {{ include?: (info: import('webpack').AssetInfo) => boolean }} [options] */
  constructor({ include = (info) => info.immutable === true } = {}) {
    this.include = include;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'Precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        for (const asset of compilation.getAssets()) {
          if (!/\.(m?js|css)$/.test(asset.name) || !this.include(asset.info)) continue;
          const content = asset.source.buffer();
          const brotli = zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          // A copy is immutable only as its file is: webpack never writes an immutable name again once it is on disk,
          // so a plain-named copy (the benchmark's monolith `shell.js.br`) marked so would keep an old build's bytes.
          const info = { immutable: asset.info.immutable === true, compressed: true };
          compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(brotli), info);
          compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })), info);
        }
      });
    });
  }
}

module.exports = { NoBuildPaths, Precompress };

// What the federation manifest plugin leaves out of a build's mf-manifest.json and the shell reads there: each
// expose's files, the versions and used exports of the libraries a remote consumes, and the files and exports of each
// library the shell provides. Added through the plugin's public `manifest.additionalData` hook (webpack.shared.js).
const { generateExposeFilename } = require('@module-federation/sdk');
const { sharedVersions } = require('./shared-packages');
const { SHARED } = require('./shared-table');
const { sharesOf } = require('./own-copies');

/**
 * The manifest names each expose's files so that the shell can ask for them before the runtime does
 * (`screenFiles`, `prepareImportedRemotes`). The manifest plugin finds them by the chunk named after the expose; the
 * `exposes` cache group below moves every expose's modules into one chunk of another name, which would leave each
 * expose with no files at all. Each expose's files are therefore taken from its chunk group (named the same way by
 * @module-federation/sdk), which lists the chunks the expose loads, whatever chunk they were moved into.
 * @param {any} stats  the manifest plugin's stats (the public `manifest.additionalData` hook); typed `any` because
 *                     the plugin's types describe the manifest options loosely
 * @param {import('webpack').Compilation} compilation
 */
function exposeFiles(stats, compilation) {
  for (const expose of stats.exposes ?? []) {
    const group = compilation.namedChunkGroups.get(generateExposeFilename(expose.path, false));
    const files = group ? group.getFiles() : [];
    const js = files.filter((file) => file.endsWith('.js'));
    if (js.length === 0) {
      throw new Error(`webpack.shared.js: the manifest of ${stats.name} would name no files for its expose '${expose.path}'`);
    }
    expose.assets.js.sync = js;
    expose.assets.css.sync = files.filter((file) => file.endsWith('.css'));
  }
  return stats;
}

/**
 * What the shell reads of a remote's shared libraries before loading any of its code (compatibility.ts): each library
 * the build consumes, with the version it was built against, and the exports it uses of each (`metaData.usedExports`,
 * read from the module graph: own-copies.js). The manifest plugin leaves out a library the remote ships no copy of (`import: false`),
 * and names a remote's own copy by the version it is registered under, which says nothing of what it was built
 * against (docs/adr/019-a-screen-brings-what-the-shell-lacks.md).
 * @param {any} stats  the manifest plugin's stats (see exposeFiles)
 * @param {import('webpack').Compilation} compilation
 */
function consumedShares(stats, compilation) {
  /** @type {Record<string, string>} */
  const versions = sharedVersions();
  const { used } = sharesOf(compilation);
  const listed = new Set((stats.shared ?? []).map((/** @type {{ name: string }} */ share) => share.name));
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ConsumeSharedModule') continue;
    // The plugin's options of the share this module consumes; not in webpack's types.
    /** @type {{ shareKey: string, requiredVersion: string, singleton: boolean }} */
    const { shareKey, requiredVersion, singleton } = /** @type {any} */ (module).options;
    if (listed.has(shareKey)) continue;
    listed.add(shareKey);
    stats.shared = [
      ...(stats.shared ?? []),
      { id: `${stats.name}:${shareKey}`, name: shareKey, version: versions[shareKey], requiredVersion, singleton, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
    ];
  }
  for (const share of stats.shared ?? []) {
    if (versions[share.name]) share.version = versions[share.name];
  }
  // The manifest keeps a shared entry's own fields only; its metaData is kept whole.
  stats.metaData.usedExports = Object.fromEntries([...used].filter(([, exports]) => exports !== null));
  return stats;
}

/**
 * The manifest plugin finds no files for a library the shell provides from a path (`import`), so the shell's manifest
 * would name none: each gets the files of the shell's chunk that holds it (`SHARED[name].chunk`), which the first view
 * counts (scripts/bench/first-view.mjs).
 * @param {any} stats  the manifest plugin's stats (see exposeFiles)
 * @param {import('webpack').Compilation} compilation
 */
function providedFiles(stats, compilation) {
  const { provided } = sharesOf(compilation);
  for (const share of stats.shared ?? []) {
    const chunk = SHARED[/** @type {string} */ (share.name)]?.chunk;
    const named = chunk ? compilation.namedChunks.get(chunk) : undefined;
    if (named && share.assets.js.sync.length === 0) share.assets.js.sync = [...named.files].filter((file) => file.endsWith('.js'));
  }
  stats.metaData.providedExports = Object.fromEntries(provided);
  return stats;
}

module.exports = { exposeFiles, consumedShares, providedFiles };

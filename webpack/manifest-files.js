// What the federation manifest plugin leaves out of a build's mf-manifest.json and the shell reads there: each
// expose's files, the versions of the libraries a remote consumes without shipping them, and the files of each
// library the shell provides. Added through the plugin's public `manifest.additionalData` hook (webpack.shared.js).
const { generateExposeFilename } = require('@module-federation/sdk');
const { sharedVersions } = require('./shared-packages');
const { SHARED } = require('./shared-table');

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
 * A remote ships no copy of the shared libraries (`import: false`), and the manifest plugin then leaves them out of
 * the manifest. The shell reads a remote's versions there before loading any of its code (compatibility.ts), so each
 * library the build consumes is listed with the version it was built against and no files (ADR 018).
 * @param {any} stats  the manifest plugin's stats (see exposeFiles)
 * @param {import('webpack').Compilation} compilation
 */
function consumedShares(stats, compilation) {
  /** @type {Record<string, string>} */
  const versions = sharedVersions();
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
  for (const share of stats.shared ?? []) {
    const chunk = SHARED[/** @type {string} */ (share.name)]?.chunk;
    const named = chunk ? compilation.namedChunks.get(chunk) : undefined;
    if (named && share.assets.js.sync.length === 0) share.assets.js.sync = [...named.files].filter((file) => file.endsWith('.js'));
  }
  return stats;
}

module.exports = { exposeFiles, consumedShares, providedFiles };

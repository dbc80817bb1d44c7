// A remote carries its own copy of each library the shell provides cut to a subset (Fluent UI, valibot, luxon), cut in
// turn to what the remote uses. The shell uses it only where its own subset lacks an export the remote uses, or
// provides another major (docs/adr/019-a-screen-brings-what-the-shell-lacks.md); otherwise the copy is never
// downloaded. What a remote uses is read from its build's module graph: the exports its modules reference of each
// shared library, the same list the manifest names (`usedExports`) and the shell checks.
const NAME = 'KlwOwnCopies';

/** The version a remote's own copy is registered under: it satisfies no range, so no other build ever takes it. */
const OWN_COPY_VERSION = '0.0.0-own';

/**
 * @typedef {import('webpack').Compilation} Compilation
 * @typedef {import('webpack').Module} Module
 * @typedef {import('webpack').Dependency} Dependency
 */

/**
 * The exports of the module consumed through `consume` (a ConsumeSharedModule) that the build's own modules
 * reference, sorted; null when one of them uses the library as a whole object (`import * as v` passed on).
 * @param {Compilation} compilation
 * @param {Module} consume
 * @param {Parameters<import('webpack').Compilation['getDependencyReferencedExports']>[1]} runtime
 * @returns {string[] | null}
 */
function referencedExports(compilation, consume, runtime) {
  const names = new Set();
  for (const connection of compilation.moduleGraph.getIncomingConnections(consume)) {
    const dependency = connection.dependency;
    if (!dependency || dependency.type === 'consume shared fallback') continue;
    for (const reference of compilation.getDependencyReferencedExports(dependency, runtime)) {
      const path = Array.isArray(reference) ? reference : reference.name;
      if (path.length === 0) return null;
      names.add(path[0]);
    }
  }
  return [...names].sort();
}

/**
 * The consume modules of the build by share key (the federation plugin's options of each; not in webpack's types).
 * @param {Compilation} compilation
 * @returns {Map<string, Module[]>}
 */
function consumesByShare(compilation) {
  /** @type {Map<string, Module[]>} */
  const byShare = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const { shareKey } = /** @type {any} */ (module).options;
    byShare.set(shareKey, [...(byShare.get(shareKey) ?? []), module]);
  }
  return byShare;
}

/** What each compilation uses and provides of the shared libraries, read once its module graph is complete. */
const recorded = new WeakMap();

/**
 * @param {Compilation} compilation
 * @returns {{ used: Map<string, string[] | null>, provided: Map<string, string[]> }}
 */
function readShares(compilation) {
  /** @type {Map<string, string[] | null>} */
  const used = new Map();
  for (const [shareKey, modules] of consumesByShare(compilation)) {
    const names = new Set();
    let whole = false;
    for (const module of modules) {
      const exports = referencedExports(compilation, module, undefined);
      if (exports === null) whole = true;
      else for (const name of exports) names.add(name);
    }
    used.set(shareKey, whole ? null : [...names].sort());
  }
  /** @type {Map<string, string[]>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const dependency = [...module.dependencies, ...module.blocks.flatMap((block) => block.dependencies)][0];
    const target = dependency && compilation.moduleGraph.getModule(dependency);
    const exports = target ? compilation.moduleGraph.getExportsInfo(target).getProvidedExports() : null;
    if (Array.isArray(exports)) provided.set(/** @type {any} */ (module)._name, [...exports].sort());
  }
  return { used, provided };
}

/**
 * What the build uses of each shared library (its exports by share key, null for a library used whole) and what it
 * provides of each (the exports of the module it provides), as ShareExports read them.
 * @param {Compilation} compilation
 * @returns {{ used: Map<string, string[] | null>, provided: Map<string, string[]> }}
 */
function sharesOf(compilation) {
  const shares = recorded.get(compilation);
  if (!shares) throw new Error('webpack/own-copies.js: ShareExports is not among the build\'s plugins');
  return shares;
}

/**
 * Webpack builds a shared library's fallback, and what a build provides, whole: the consumer is not known at build
 * time. A remote's own copy is for itself alone, so its fallback and its provide reference only the exports the
 * remote's modules use, and webpack's tree shaking leaves out the rest (Fluent UI whole is about 315 KB gzip).
 * Through webpack's public `dependencyReferencedExports` hook. It also keeps what the build uses and provides of each
 * library for the manifest (sharesOf), read once the module graph is complete: after the optimisation that follows,
 * the graph no longer says it.
 */
class ShareExports {
  /** @param {string[]} ownCopies  the libraries the build carries its own copy of, cut to its use */
  constructor(ownCopies) {
    this.ownCopies = new Set(ownCopies);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      /** @type {Map<string, Module[]> | null} */
      let byShare = null;
      compilation.hooks.optimizeDependencies.tap(NAME, () => {
        recorded.set(compilation, readShares(compilation));
      });
      compilation.hooks.dependencyReferencedExports.tap(NAME, (referenced, dependency, runtime) => {
        const parent = compilation.moduleGraph.getParentModule(dependency);
        if (!parent) return referenced;
        let shareKey;
        if (dependency.type === 'consume shared fallback') shareKey = /** @type {any} */ (parent).options?.shareKey;
        else if (dependency.type === 'provide module for shared') shareKey = /** @type {any} */ (parent)._name;
        if (typeof shareKey !== 'string' || !this.ownCopies.has(shareKey)) return referenced;
        byShare ??= consumesByShare(compilation);
        const names = new Set();
        for (const consume of byShare.get(shareKey) ?? []) {
          const exports = referencedExports(compilation, consume, runtime);
          if (exports === null) return referenced;
          for (const name of exports) names.add(name);
        }
        // Not mangled: the remote's modules read them by name, across the federation's share boundary.
        return [...names].map((name) => ({ name: [name], canMangle: false }));
      });
    });
  }
}

module.exports = { OWN_COPY_VERSION, ShareExports, sharesOf };

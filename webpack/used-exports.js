// Which exports of a library a set of source folders imports: the shell provides those, not the whole library
// (webpack/shared-subsets.js). Read from the import statements, as written in this workspace:
//   import { A, B as C, type D } from 'pkg';    -> A, B
//   import * as v from 'pkg'; ... v.object(...) -> object
// Type-only imports are left out: they are gone from the built code. A namespace's members are checked against what
// the library exports at run time (`v.GenericSchema` is a type).
const path = require('node:path');
const fs = require('node:fs');

/** @param {string} dir @returns {string[]} every source file under dir but tests */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** @param {string} text @returns {string} */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The exports of `pkg` the source under `dirs` uses, sorted.
 * @param {string} pkg
 * @param {string[]} dirs
 * @param {() => object} load  the library as node loads it, asked only when a namespace is imported
 * @returns {string[]}
 */
function usedExports(pkg, dirs, load) {
  const from = `from\\s+['"]${escapeRegExp(pkg)}['"]`;
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*${from}`, 'g');
  const namespace = new RegExp(`import\\s+(type\\s+)?\\*\\s+as\\s+(\\w+)\\s+${from}`, 'g');
  const used = new Set();
  const members = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(named)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const spec = part.trim();
        if (spec === '' || spec.startsWith('type ')) continue;
        used.add((spec.split(/\s+as\s+/)[0] ?? spec).trim());
      }
    }
    for (const match of text.matchAll(namespace)) {
      if (match[1]) continue;
      const member = new RegExp(`\\b${match[2]}\\.(\\w+)`, 'g');
      for (const use of text.matchAll(member)) members.add(use[1]);
    }
  }
  if (members.size > 0) {
    const runtime = load();
    for (const name of members) if (name in runtime) used.add(name);
  }
  return [...used].sort();
}

module.exports = { usedExports };

// The scratch copy of the repository a CI check works in: the files git knows (tracked, plus untracked ones that are
// not ignored, so a local run checks the working tree); never node_modules or dist.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below a folder, relative to it (no node_modules).
 * @param {string} dir
 * @param {string} [relative]
 * @returns {string[]}
 */
export function filesBelow(dir, relative = '') {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...filesBelow(dir, file));
    else found.push(file);
  }
  return found;
}

/** @param {string} root */
function gitFiles(root) {
  const result = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`git ls-files: ${result.stderr}`);
  return [...new Set(result.stdout.split('\0').filter((file) => file !== ''))];
}

/**
 * Copies the repository at `root` into `target`; returns the files copied (paths relative to it).
 * @param {string} root
 * @param {string} target
 * @returns {Set<string>}
 */
export function copyRepository(root, target) {
  /** @type {Set<string>} */
  const copied = new Set();
  for (const file of gitFiles(root)) {
    const from = path.join(root, file);
    // A tracked file deleted in the working tree, or a submodule/folder entry: nothing to copy.
    if (!existsSync(from)) continue;
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied.add(file);
  }
  return copied;
}

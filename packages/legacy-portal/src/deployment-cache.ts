// The deployment's small files a page is made from (the registry, the route table, each remote's routes.json and
// mf-manifest.json), kept between requests and read again once a deploy, promote or rollback changed them. A page
// answer then costs one stat per file instead of reading and parsing every file of every deployed screen.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** What a file held when it was read: its text, parsed as JSON once (`json` undefined when it is no JSON). */
export interface FileRead {
  text: string;
  json: unknown;
  /** Why the text is no JSON; null when it parsed. */
  jsonError: string | null;
}

/**
 * Reads a file of the deployment, or null when there is none. Every deploy command renames a complete file into place
 * (a new inode); a build or a copy over writes in place (a new size or modification time). Either is seen at the next
 * read.
 */
export type ReadDeploymentFile = (path: string) => Promise<FileRead | null>;

interface Entry {
  ino: number;
  size: number;
  mtimeMs: number;
  /** When the read that filled this entry started (Date.now()). */
  readAt: number;
  read: FileRead;
}

/**
 * A file's modification time is kept by the kernel's coarse clock (a few ms), and by some file systems to 2 s: a file
 * written twice within that time, with the same size, keeps its time. A file changed this recently before it was read
 * is therefore read again until it is older (git's 'racily clean' entries).
 */
const RACY_MS = 2_000;

function parse(text: string): FileRead {
  try {
    return { text, json: JSON.parse(text) as unknown, jsonError: null };
  } catch (error) {
    return { text, json: undefined, jsonError: (error as Error).message };
  }
}

/** One cache per portal: a file is read from disk again only when it changed (`ReadDeploymentFile`). */
export function deploymentFiles(now: () => number = Date.now): ReadDeploymentFile {
  const entries = new Map<string, Entry>();
  return async (path) => {
    // Synchronous: a stat of a local file takes microseconds, and the promise's trip through libuv's thread pool cost
    // about 1 ms a page with 26 screens deployed (two files each), more than everything else that grows with them.
    let info;
    try {
      info = statSync(path, { throwIfNoEntry: false });
    } catch {
      // Not reachable (a file where a folder is expected, no permission): not there.
      info = undefined;
    }
    if (!info?.isFile()) {
      entries.delete(path);
      return null;
    }
    const known = entries.get(path);
    if (known && known.ino === info.ino && known.size === info.size && known.mtimeMs === info.mtimeMs && known.readAt - info.mtimeMs > RACY_MS) {
      return known.read;
    }
    const readAt = now();
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      // Removed between the stat and the read.
      entries.delete(path);
      return null;
    }
    const read = parse(text);
    entries.set(path, { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs, readAt, read });
    return read;
  };
}

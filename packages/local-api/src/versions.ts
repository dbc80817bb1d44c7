import { createHash } from 'node:crypto';

// Optimistic concurrency over plain HTTP (docs/adr/006-drafts-and-etags.md): a year's data (milk, feed) carries an
// ETag, a save with If-Match is refused with 412 when the stored year has changed since.

/** The 412 text of a screen's data, named by its declaration's `texts.items`: 'De <items> zijn intussen …'. */
export function conflictMessage(wat: string): string {
  return `De ${wat} zijn intussen door iemand anders opgeslagen. Uw invoer staat nog in het formulier.`;
}

/** JSON with the keys of every object sorted, so equal data has one text whatever order its keys were built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * `compute` run once per version of a year's data, its result remembered for that version: the stored objects are
 * replaced on a save, never changed in place, so the object is the version. What a call derives from the whole year
 * (its tag, whether it is complete) then costs once per save, not once per call.
 */
export function oncePerVersion<T extends object, R>(compute: (data: T) => R): (data: T) => R {
  const results = new WeakMap<T, R>();
  return (data) => {
    if (results.has(data)) return results.get(data) as R;
    const result = compute(data);
    results.set(data, result);
    return result;
  };
}

/**
 * The strong entity tag of a year's stored data: a hash of its content. Equal content has an equal tag, also after
 * a restart; any saved change gives another one.
 */
export const etagOf = oncePerVersion(
  (data: object): string => `"${createHash('sha256').update(canonicalJson(data)).digest('base64url').slice(0, 32)}"`,
);

/** One entity-tag of RFC 9110 section 8.8.3, with the list's comma and spaces after it. */
const LISTED_TAG = /[ \t]*((?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")[ \t]*(?:,|$)/y;

/** The tags of an If-Match list, or null when the header is not such a list (then nothing matches). */
function listedTags(value: string): string[] | null {
  const tags: string[] = [];
  LISTED_TAG.lastIndex = 0;
  while (LISTED_TAG.lastIndex < value.length) {
    const match = LISTED_TAG.exec(value);
    if (!match?.[1]) return null;
    tags.push(match[1]);
  }
  return tags.length > 0 ? tags : null;
}

/**
 * RFC 9110 section 13.1.1: no If-Match lets the request through; '*' matches any existing data; otherwise one of the
 * listed tags must equal the current one by strong comparison (a weak tag never matches). A header that is not a
 * list of entity-tags (`"<tag>"x`, a tag without quotes) matches nothing: 412, as for a tag that is out of date.
 */
export function ifMatchAllows(header: string | string[] | undefined, current: string): boolean {
  if (header === undefined) return true;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '*') return true;
  return (listedTags(value) ?? []).some((tag) => tag === current);
}

/** Runs tasks of one key one after another (a check and the save it allows must not interleave with another save). */
export function serialPerKey<K>(): <T>(key: K, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<K, Promise<unknown>>();
  return (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    tails.set(key, run);
    const forget = (): void => {
      if (tails.get(key) === run) tails.delete(key);
    };
    run.then(forget, forget);
    return run;
  };
}

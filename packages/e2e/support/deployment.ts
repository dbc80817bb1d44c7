import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** sha256 of every file below a deployed folder, by path: two equal fingerprints are byte-identical folders. */
export function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

/**
 * Puts `content` in place of a deployed file, as another team's deployment would, and returns how to put the original
 * back. The portal reads deployed manifests and route declarations on every request, so the next page load has it.
 * Specs run one at a time (playwright.config.ts: one worker), so no other spec sees the change.
 */
export function replaceDeployedFile(file: string, content: string): () => void {
  const original = readFileSync(file);
  writeFileSync(file, content);
  return () => writeFileSync(file, original);
}

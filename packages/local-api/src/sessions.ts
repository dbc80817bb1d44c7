import { promises as fs } from 'node:fs';
import path from 'node:path';
import { StoreError, writeAtomically } from './file-store';

// Signed-out sessions, kept in <dataDir>/revoked-sessions.json so a restart does not bring one back. An entry
// is kept until its session token would have expired anyway; after that the token is refused for its age.

const FILE_NAME = 'revoked-sessions.json';

interface RevokedFile {
  version: 1;
  /** session id -> the session's end, in seconds since the epoch */
  revoked: Record<string, number>;
}

export interface SessionStore {
  isRevoked(sid: string): boolean;
  /** Durable when the promise resolves. */
  revoke(sid: string, sessionEnd: number): Promise<void>;
  flush(): Promise<void>;
  readonly file: string;
}

function isRevokedFile(value: unknown): value is RevokedFile {
  if (typeof value !== 'object' || value === null) return false;
  const { version, revoked } = value as Record<string, unknown>;
  return (
    version === 1 &&
    typeof revoked === 'object' &&
    revoked !== null &&
    Object.values(revoked).every((end) => typeof end === 'number')
  );
}

/**
 * Reads the revoked sessions. An unreadable file stops the start: forgetting it would quietly let signed-out
 * sessions back in.
 */
export async function openSessionStore(dataDir: string, now: () => number = Date.now): Promise<SessionStore> {
  const file = path.join(dataDir, FILE_NAME);
  const revoked = new Map<string, number>();
  let text: string | null = null;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new StoreError(`Revoked-sessions file ${file} is not valid JSON: ${(error as Error).message}`);
    }
    if (!isRevokedFile(parsed)) throw new StoreError(`Revoked-sessions file ${file} does not have the expected shape`);
    for (const [sid, end] of Object.entries(parsed.revoked)) revoked.set(sid, end);
  }

  let writing: Promise<void> = Promise.resolve();

  return {
    file,
    isRevoked: (sid) => revoked.has(sid),
    revoke(sid, sessionEnd) {
      revoked.set(sid, sessionEnd);
      const nowSeconds = now() / 1000;
      for (const [id, end] of revoked) if (end <= nowSeconds) revoked.delete(id);
      // Writes run one after another and each writes the whole current set, so the last one on disk is complete.
      writing = writing
        .catch(() => undefined)
        .then(async () => {
          await fs.mkdir(dataDir, { recursive: true });
          const content: RevokedFile = { version: 1, revoked: Object.fromEntries(revoked) };
          await writeAtomically(file, JSON.stringify(content));
        });
      return writing;
    },
    async flush() {
      await writing.catch(() => undefined);
    },
  };
}

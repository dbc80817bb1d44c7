import { DRAFT_KEY_PREFIX, isDraftExpired, melkDraftKey, parseMelkDraft } from '@klw/contracts';
import type { MelkDraft } from '@klw/contracts';

/** Where the drafts of the milk form are kept (docs/adr/006-drafts-and-etags.md). Never throws. */
export interface DraftStorage {
  read(userId: number, klwId: number): MelkDraft | null;
  write(draft: MelkDraft): void;
  remove(userId: number, klwId: number): void;
  /** Removes every user's drafts older than the maximum age. */
  removeExpired(now: number): void;
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off by the browser's settings: reading the property throws.
    return null;
  }
}

/**
 * The drafts in the browser's localStorage: they outlive the tab, a crash and a sign-in page. Storage that is full or
 * switched off only means no draft is kept; the form itself is never affected.
 */
export function localDraftStorage(storage: Storage | null = browserLocalStorage()): DraftStorage {
  const attempt = <T>(action: (store: Storage) => T, otherwise: T): T => {
    if (!storage) return otherwise;
    try {
      return action(storage);
    } catch {
      return otherwise;
    }
  };
  return {
    read: (userId, klwId) => attempt((store) => parseMelkDraft(store.getItem(melkDraftKey(userId, klwId)), userId, klwId), null),
    write: (draft) => attempt((store) => store.setItem(melkDraftKey(draft.userId, draft.klwId), JSON.stringify(draft)), undefined),
    remove: (userId, klwId) => attempt((store) => store.removeItem(melkDraftKey(userId, klwId)), undefined),
    removeExpired: (now) =>
      attempt((store) => {
        const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
          (key): key is string => key !== null && key.startsWith(DRAFT_KEY_PREFIX),
        );
        for (const key of keys) {
          let savedAt: unknown;
          try {
            savedAt = (JSON.parse(store.getItem(key) ?? 'null') as { savedAt?: unknown } | null)?.savedAt;
          } catch {
            savedAt = undefined;
          }
          // Unreadable drafts go too: nothing can restore them.
          if (typeof savedAt !== 'number' || isDraftExpired({ savedAt }, now)) store.removeItem(key);
        }
      }, undefined),
  };
}

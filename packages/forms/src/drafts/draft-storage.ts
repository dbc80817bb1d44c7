import { draftKey, draftKeyPrefix, isDraftExpired, isDraftKeyOf, newestDraftFirst, parseDraft } from '@klw/contracts/drafts';
import type { Draft, FormSchema } from '@klw/contracts/drafts';

/** A draft another page left, with the key it is stored under. */
export interface FoundDraft<TForm> {
  key: string;
  draft: Draft<TForm>;
}

/**
 * Where the drafts of one screen's form are kept (docs/adr/006-drafts-and-etags.md). Each page (a tab; a reload is a
 * new page) writes its own draft of a year, so two tabs never write over each other's typing. Never throws.
 */
export interface DraftStorage<TForm> {
  /** Keeps this page's draft of the draft's year. */
  write(draft: Draft<TForm>): void;
  /** Removes this page's draft of a year (saved, undone, or the server's data taken). */
  removeOwn(userId: number, klwId: number): void;
  /** The drafts of this user and year that other pages wrote (other tabs, this tab before a reload), newest first. */
  readOthers(userId: number, klwId: number): FoundDraft<TForm>[];
  /** The keys of drafts whose page is still open: that typing is not lost, and its page still writes it. */
  openPageKeys(): Promise<ReadonlySet<string>>;
  /**
   * Keeps a draft as one whose page is gone, under a key of its own: typing that 'Terugzetten' replaced, offered in
   * its turn.
   */
  writeLeftBehind(draft: Draft<TForm>): FoundDraft<TForm>;
  /** Removes another page's draft ('Terugzetten' takes it over, 'Weggooien', or the loaded data holds it). */
  remove(key: string): void;
  /** Removes every user's drafts older than the maximum age. */
  removeExpired(now: number): void;
  /** The screen goes: this page's drafts stay, but their locks go, so other pages count them as left behind. */
  letGo(): void;
  /**
   * Calls back with the key of each draft another tab removes (it took the draft over, threw it away, or saved it),
   * until the returned function is called.
   */
  watchRemovals(removed: (key: string) => void): () => void;
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off by the browser's settings: reading the property throws.
    return null;
  }
}

/** The Web Locks API: only in a secure context (HTTPS, localhost), and not in jsdom. */
function browserLocks(): LockManager | null {
  return typeof navigator === 'undefined' ? null : (navigator.locks ?? null);
}

/** A page id for draft keys: short, no dots (the key's separator). */
function newPageId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

interface HeldLock {
  release: (() => void) | null;
  dropped: boolean;
}

/**
 * The locks this page holds, one per draft it keeps, by lock manager (one per page; tests give each page of theirs
 * one). Shared by every store of the page: a screen mounted again finds the draft of its first mount as left
 * behind, not as an open page's, and taking it over lets go of its lock.
 */
const heldByPage = new WeakMap<LockManager, Map<string, HeldLock>>();

/** Which screen's drafts a storage keeps, and how it reads them back. */
export interface DraftKind<TForm> {
  screen: string;
  formSchema: FormSchema<TForm>;
}

/**
 * The drafts in the browser's localStorage: they outlive the tab, a crash and a sign-in page. Storage that is full or
 * switched off only means no draft is kept; the form itself is never affected.
 *
 * A page holds a Web Lock named by its draft's key for as long as that draft exists. The browser lets go of it when
 * the page goes (closed, reloaded, crashed), so another page tells the drafts of open tabs from those left behind.
 * Without Web Locks every other page's draft counts as left behind.
 */
export function localDraftStorage<TForm>(
  { screen, formSchema }: DraftKind<TForm>,
  storage: Storage | null = browserLocalStorage(),
  locks: LockManager | null = browserLocks(),
): DraftStorage<TForm> {
  const keyOf = (userId: number, klwId: number, page?: string): string => draftKey(screen, userId, klwId, page);
  /** This screen's keys: another screen's drafts (same prefix) are never read, locked or removed here. */
  const screenPrefix = draftKeyPrefix(screen);
  const page = newPageId();
  /** The keys this storage wrote its own drafts under (one per user and year). */
  const own = new Set<string>();
  const held = locks ? (heldByPage.get(locks) ?? new Map<string, HeldLock>()) : new Map<string, HeldLock>();
  if (locks) heldByPage.set(locks, held);

  const attempt = <T>(action: (store: Storage) => T, otherwise: T): T => {
    if (!storage) return otherwise;
    try {
      return action(storage);
    } catch {
      return otherwise;
    }
  };
  const draftKeys = (store: Storage): string[] =>
    Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(screenPrefix),
    );

  /** A lock that was refused is no longer held (unless a later write of the same key asked again meanwhile). */
  const forget = (key: string, lock: HeldLock): void => {
    if (held.get(key) === lock) held.delete(key);
  };
  const hold = (key: string): void => {
    if (!locks || held.has(key)) return;
    const lock: HeldLock = { release: null, dropped: false };
    held.set(key, lock);
    try {
      void locks
        .request(key, () =>
          lock.dropped
            ? undefined
            : new Promise<void>((resolve) => {
                lock.release = resolve;
              }),
        )
        .catch(() => forget(key, lock));
    } catch {
      forget(key, lock);
    }
  };
  const release = (key: string): void => {
    const lock = held.get(key);
    if (!lock) return;
    lock.dropped = true;
    lock.release?.();
    held.delete(key);
  };
  const removeKey = (key: string): void => {
    release(key);
    attempt((store) => store.removeItem(key), undefined);
  };

  return {
    write: (draft) => {
      const key = keyOf(draft.userId, draft.klwId, page);
      const written = attempt((store) => {
        store.setItem(key, JSON.stringify(draft));
        return true;
      }, false);
      if (written) {
        own.add(key);
        hold(key);
      }
    },
    writeLeftBehind: (draft) => {
      const key = keyOf(draft.userId, draft.klwId, newPageId());
      attempt((store) => store.setItem(key, JSON.stringify(draft)), undefined);
      return { key, draft };
    },
    removeOwn: (userId, klwId) => removeKey(keyOf(userId, klwId, page)),
    readOthers: (userId, klwId) =>
      attempt((store) => {
        const ownKey = keyOf(userId, klwId, page);
        return draftKeys(store)
          .filter((key) => key !== ownKey && isDraftKeyOf(key, screen, userId, klwId))
          .flatMap((key) => {
            const draft = parseDraft(store.getItem(key), formSchema, userId, klwId);
            return draft ? [{ key, draft }] : [];
          })
          .sort(newestDraftFirst);
      }, []),
    openPageKeys: async () => {
      if (!locks) return new Set<string>();
      try {
        const snapshot = await locks.query();
        return new Set(
          (snapshot.held ?? [])
            .map(({ name }) => name)
            .filter((name): name is string => name !== undefined && name.startsWith(screenPrefix) && !held.has(name)),
        );
      } catch {
        return new Set<string>();
      }
    },
    remove: removeKey,
    letGo: () => {
      for (const key of own) release(key);
    },
    watchRemovals: (removed) => {
      if (!storage || typeof window === 'undefined') return () => undefined;
      // The browser tells every other page of the origin when a key of this storage goes.
      const onStorage = (event: StorageEvent): void => {
        if (event.storageArea === storage && event.newValue === null && event.key?.startsWith(screenPrefix)) removed(event.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    removeExpired: (now) =>
      attempt((store) => {
        for (const key of draftKeys(store)) {
          let savedAt: unknown;
          try {
            savedAt = (JSON.parse(store.getItem(key) ?? 'null') as { savedAt?: unknown } | null)?.savedAt;
          } catch {
            savedAt = undefined;
          }
          // Unreadable drafts go too: nothing can restore them.
          if (typeof savedAt !== 'number' || isDraftExpired({ savedAt }, now)) removeKey(key);
        }
      }, undefined),
  };
}

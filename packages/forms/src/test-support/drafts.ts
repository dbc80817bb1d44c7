import type { Draft } from '@klw/contracts/drafts';
import { localDraftStorage } from '../drafts/draft-storage';
import type { DraftKind } from '../drafts/draft-storage';

/** Every draft of this screen, user and year on this computer, newest first: what a page opened now would find. */
export function draftsOnThisComputer<TForm>(kind: DraftKind<TForm>, userId: number, klwId: number): Draft<TForm>[] {
  return localDraftStorage(kind, window.localStorage, null)
    .readOthers(userId, klwId)
    .map(({ draft }) => draft);
}

/**
 * Web Locks as the pages of one browser share them (jsdom has none): each page gets its own lock manager, and
 * `close` lets go of that page's locks, as the browser does for a closed, reloaded or crashed tab.
 */
export function browserPages() {
  const held = new Map<string, string>();
  const page = (id: string) => {
    const manager = {
      async request(name: string, callback: (lock: Lock | null) => unknown): Promise<unknown> {
        if (held.has(name)) throw new Error(`test pages: '${name}' is held by ${held.get(name)}; waiting for a lock is not modelled`);
        held.set(name, id);
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          if (held.get(name) === id) held.delete(name);
        }
      },
      async query(): Promise<LockManagerSnapshot> {
        return { held: [...held].map(([name, clientId]) => ({ name, clientId, mode: 'exclusive' as const })), pending: [] };
      },
    };
    return {
      // The two methods the draft storage uses; the rest of LockManager's overloads are not modelled.
      locks: manager as unknown as LockManager,
      close(): void {
        for (const [name, owner] of held) if (owner === id) held.delete(name);
      },
    };
  };
  return { page, heldLocks: (): string[] => [...held.keys()] };
}

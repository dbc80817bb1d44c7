// An explicit sign-out ('Afmelden' in the header) removes the signed-out user's drafts from this browser: every
// screen keeps its unsaved typing in localStorage under `klw.concept.<screen>.<userId>.<klwId>...` (ADR 006, the
// screen kit), and a farm computer is often shared. The sign-out's answer (sign-out.ts) sets a short-lived cookie
// naming the user; the page it leads to (the sign-in page) removes that user's drafts and the cookie. So the drafts go
// only once the sign-out was sent, after the browser's leave question warned of unsaved typing ('stay' keeps all),
// and a page of another site cannot trigger it (it cannot make the portal set the cookie). A session that ended by
// itself sets no cookie: its drafts stay for after the next sign-in, as the screens offer them.
import { isDraftKeyOfUser, SIGNED_OUT_CHANNEL } from '@klw/contracts/drafts';
import type { SignedOutMessage } from '@klw/contracts/drafts';
import { parseKlwId } from '@klw/platform';

/** Removes every draft of this user from the storage; the number removed. Never throws. */
function removeDraftsOf(storage: Storage, userId: number): number {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && isDraftKeyOfUser(key, userId)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    return keys.length;
  } catch {
    // Storage switched off: there are no drafts to remove.
    return 0;
  }
}

/**
 * On the page an explicit sign-out led to: removes the drafts of the user the cookie names, and the cookie, then tells
 * that user's pages still open in other tabs (`announce`, on SIGNED_OUT_CHANNEL of @klw/contracts): they stop writing
 * drafts, which would otherwise put their typing back on this computer. `marker` is the cookie's value (null when
 * there is none); `clearMarker` removes the cookie.
 */
export function removeDraftsAfterSignOut(
  marker: string | null,
  storage: () => Storage | null,
  clearMarker: () => void,
  announce: (userId: number) => void = () => undefined,
): number {
  if (marker === null) return 0;
  clearMarker();
  const userId = parseKlwId(marker);
  if (userId === null) return 0;
  const store = storage();
  const removed = store === null ? 0 : removeDraftsOf(store, userId);
  try {
    announce(userId);
  } catch {
    // A browser without BroadcastChannel: the drafts are gone all the same.
  }
  return removed;
}

/** Tells the portal's other open pages that this user signed out (a BroadcastChannel message; see above). */
export function announceSignOut(userId: number): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
  const message: SignedOutMessage = { userId };
  // Closing at once still delivers what was posted before.
  channel.postMessage(message);
  channel.close();
}

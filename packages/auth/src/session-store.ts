import { createStore } from 'zustand/vanilla';
import { SESSION_ENDED_TEXT } from '@klw/contracts/texts';
import { isReadOnly } from '@klw/contracts/year';
import type { CallContext } from '@klw/contracts/calls';
import { api } from './client';
import { canRetry, isSessionEnded } from './errors';

export interface SessionState {
  callContext: CallContext | null;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  /** After an error: whether loading again can help ('Opnieuw proberen'; see canRetry). */
  retryable: boolean;
  /**
   * After an error: whether it was because the session ended (signing in again is the way on: the host adapter's
   * 'Opnieuw aanmelden'). Absent from a klw_auth deployed before 2026-11-25.
   */
  sessionEnded: boolean;
  /** Loads the call context once; concurrent callers share the load; after an error it tries again. */
  load(): Promise<void>;
  /**
   * Starts the load at page load, before a screen has mounted (the kit's year load at page load starts it too), so
   * that the answer is there when the screen first renders instead of re-rendering it after the year's data. A
   * failure nobody waited for is forgotten: the screen's own `load()` asks again and shows its failure. Settles,
   * never rejecting, once the load has ended (the shell waits a moment for it before mounting the screen). Absent
   * from a klw_auth deployed before 2026-11-28; one deployed before 2026-11-29 returns nothing.
   */
  prefetch?(): Promise<void> | void;
}

type SessionData = Pick<SessionState, 'callContext' | 'status' | 'error' | 'retryable' | 'sessionEnded'>;

const INITIAL: SessionData = { callContext: null, status: 'idle', error: null, retryable: true, sessionEnded: false };

let loading: Promise<void> | null = null;
/** True while the load in flight was started by `prefetch()` and no `load()` has joined it. */
let unobserved = false;

/** Why the call context could not be loaded, in Dutch: a session that ended says to sign in again. */
function errorText(error: unknown): string {
  if (isSessionEnded(error)) return SESSION_ENDED_TEXT;
  return error instanceof Error && error.message !== '' ? error.message : 'De gegevens van de sessie konden niet worden geladen.';
}

/**
 * The call context of the page, shared by every screen (klw_auth is a federated singleton). A vanilla store:
 * screens read it with `useStore(sessionStore, selectReadOnly)` from 'zustand'.
 */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...INITIAL,
  load(): Promise<void> {
    unobserved = false;
    if (get().status === 'loaded') return Promise.resolve();
    if (loading) return loading;
    set({ status: 'loading', error: null, sessionEnded: false });
    const current = api.getCallContext().then(
      (callContext) => set({ callContext, status: 'loaded', error: null, retryable: true, sessionEnded: false }),
      (error: unknown) =>
        set({ callContext: null, status: 'error', error: errorText(error), retryable: canRetry(error), sessionEnded: isSessionEnded(error) }),
    );
    loading = current;
    const clear = (): void => {
      if (loading === current) loading = null;
    };
    current.then(clear, clear);
    return current;
  },
  prefetch(): Promise<void> {
    if (get().status !== 'idle' || loading) return loading ?? Promise.resolve();
    const flight = get().load();
    unobserved = true;
    return flight.then(() => {
      if (unobserved && get().status === 'error') set(INITIAL);
      unobserved = false;
    });
  },
}));

/** Read-only until the call context has loaded; then the rule of @klw/contracts (docs/PRODUCT.md section 4). */
export function selectReadOnly(state: Pick<SessionState, 'callContext'>): boolean {
  return isReadOnly(state.callContext);
}

/**
 * Back to 'idle' with no context; tests only (test-support/reset.ts, through testing.ts).
 * @internal so that `knip --production` does not count it as production code.
 */
export function resetSessionStore(): void {
  loading = null;
  unobserved = false;
  sessionStore.setState(INITIAL);
}

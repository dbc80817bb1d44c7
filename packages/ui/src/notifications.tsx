import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NoticeList } from './notice-list';
import { NoticesContext, NotifierContext } from './notice-state';
import type { HoldReason, Intent, NoticeAction, Notice, NoticesState, NoticeText, Notifier } from './notice-state';

// The notices of one screen and their clocks: a warning or success goes on its own unless the farmer is at it, an
// error stays until closed. notice-list.tsx shows them.

const DEFAULT_ERROR_TITLE = 'Er is een fout opgetreden';

/** How long a notice stays on its own; errors stay until closed. */
const TIMEOUTS: Record<Intent, number | null> = { error: null, warning: 8000, success: 5000 };
/** What a held notice has left at least once let go, so it does not vanish the moment the pointer moves off. */
const MIN_AFTER_HOLD_MS = 2000;

/** The clock of a notice that goes on its own: running (with its timer), or held with the time it has left. */
interface NoticeClock {
  timer: ReturnType<typeof setTimeout> | null;
  /** When the running timer fires (Date.now()); while held, unused. */
  due: number;
  /** What is left while held. */
  left: number;
  holds: Set<HoldReason>;
}

/**
 * Keeps the notices of one screen. They are shown where a {@link NoticeOutlet} stands (PageFrame has one in its
 * sticky bar, under the heading and the actions; else above the screen, in the page's flow), never floating over
 * the screen: no notice can cover a button or a field.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [outlets, setOutlets] = useState(0);
  const nextId = useRef(1);
  const clocks = useRef(new Map<number, NoticeClock>());

  const stopClocks = useCallback((ids: Iterable<number>) => {
    for (const id of ids) {
      const clock = clocks.current.get(id);
      if (clock?.timer) clearTimeout(clock.timer);
      clocks.current.delete(id);
    }
  }, []);
  const closeMany = useCallback(
    (ids: number[]) => {
      stopClocks(ids);
      setNotices((current) => current.filter((notice) => !ids.includes(notice.id)));
    },
    [stopClocks],
  );
  const close = useCallback((id: number) => closeMany([id]), [closeMany]);
  const run = useCallback(
    (id: number, clock: NoticeClock, ms: number) => {
      clock.due = Date.now() + ms;
      clock.timer = setTimeout(() => close(id), ms);
    },
    [close],
  );
  const hold = useCallback((id: number, reason: HoldReason) => {
    const clock = clocks.current.get(id);
    if (!clock) return;
    clock.holds.add(reason);
    if (clock.timer === null) return;
    clearTimeout(clock.timer);
    clock.timer = null;
    clock.left = Math.max(0, clock.due - Date.now());
  }, []);
  const release = useCallback(
    (id: number, reason: HoldReason) => {
      const clock = clocks.current.get(id);
      if (!clock || !clock.holds.delete(reason) || clock.holds.size > 0 || clock.timer !== null) return;
      run(id, clock, Math.max(clock.left, MIN_AFTER_HOLD_MS));
    },
    [run],
  );

  useEffect(() => {
    const pending = clocks.current;
    return () => stopClocks([...pending.keys()]);
  }, [stopClocks]);

  const notifier = useMemo<Notifier>(() => {
    const show = (
      intent: Intent,
      title: string,
      description: NoticeText | undefined,
      actions: NoticeAction[] = [],
      stays = false,
      details: ReactNode = undefined,
    ): void => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, intent, title, description, actions, details }]);
      const timeout = stays ? null : TIMEOUTS[intent];
      if (timeout === null) return;
      const clock: NoticeClock = { timer: null, due: 0, left: timeout, holds: new Set() };
      clocks.current.set(id, clock);
      run(id, clock, timeout);
    };
    return {
      error: (description, title = DEFAULT_ERROR_TITLE, options) => show('error', title, description, options?.actions, false, options?.details),
      success: (title, description) => show('success', title, description),
      warning: (title, description, options) => show('warning', title, description, [], options?.stays),
      dismissAll: () => {
        stopClocks([...clocks.current.keys()]);
        setNotices([]);
      },
    };
  }, [run, stopClocks]);

  const registerOutlet = useCallback(() => {
    setOutlets((count) => count + 1);
    return () => setOutlets((count) => count - 1);
  }, []);

  const state = useMemo<NoticesState>(
    () => ({ notices, close, closeMany, hold, release, registerOutlet }),
    [notices, close, closeMany, hold, release, registerOutlet],
  );

  return (
    <NotifierContext.Provider value={notifier}>
      <NoticesContext.Provider value={state}>
        {outlets === 0 ? <NoticeList /> : null}
        {children}
      </NoticesContext.Provider>
    </NotifierContext.Provider>
  );
}

export function useNotifications(): Notifier {
  const notifier = useContext(NotifierContext);
  if (notifier === null) throw new Error('useNotifications needs a NotificationsProvider above it.');
  return notifier;
}

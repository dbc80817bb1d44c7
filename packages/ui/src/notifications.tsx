import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useFocusWithin } from './focus-within';

const DEFAULT_ERROR_TITLE = 'Er is een fout opgetreden';
const CLOSE_TEXT = 'Sluiten';
/** Never more notices at once than this; the last of them then says how many more there are. */
const MAX_VISIBLE_NOTICES = 5;

/** The text of the last notice when more are waiting. */
function moreNoticesText(count: number): string {
  return `En nog ${count} ${count === 1 ? 'melding' : 'meldingen'}.`;
}

export interface NoticeAction {
  label: string;
  /** Runs after the notice has closed (unless `keepsNotice`). */
  onClick(): void;
  /**
   * The notice stays: for an action that leaves the page, which the leave question may still stop (the farmer who
   * stays finds the notice and its button where they were).
   */
  keepsNotice?: boolean;
}

interface NoticeOptions {
  /** Buttons beside 'Sluiten'; choosing one closes the notice, unless it `keepsNotice`. */
  actions?: NoticeAction[];
}

export interface Notifier {
  /** An error that stays until closed. The description is shown as text (server texts are never HTML). */
  error(description: string, title?: string, options?: NoticeOptions): void;
  success(title: string, description?: string): void;
  warning(title: string, description?: string): void;
  /** Closes every notice (a new attempt makes the notices of the last one stale). */
  dismissAll(): void;
}

type Intent = 'error' | 'warning' | 'success';

interface Notice {
  id: number;
  intent: Intent;
  title: string;
  description?: string;
  actions: NoticeAction[];
}

/** How long a notice stays on its own; errors stay until closed. */
const TIMEOUTS: Record<Intent, number | null> = { error: null, warning: 8000, success: 5000 };
/** What a held notice has left at least once let go, so it does not vanish the moment the pointer moves off. */
const MIN_AFTER_HOLD_MS = 2000;

/** Why a notice is held: the pointer is over it, or the focus is in it. */
type HoldReason = 'pointer' | 'focus';

/** The clock of a notice that goes on its own: running (with its timer), or held with the time it has left. */
interface NoticeClock {
  timer: ReturnType<typeof setTimeout> | null;
  /** When the running timer fires (Date.now()); while held, unused. */
  due: number;
  /** What is left while held. */
  left: number;
  holds: Set<HoldReason>;
}

interface NoticesState {
  notices: Notice[];
  close(id: number): void;
  closeMany(ids: number[]): void;
  /**
   * A notice that goes on its own waits while the farmer is at it (pointer over it, focus in it) and goes a little
   * after the last of these ends, so nobody loses a text halfway through reading it.
   */
  hold(id: number, reason: HoldReason): void;
  release(id: number, reason: HoldReason): void;
  /** A NoticeOutlet registers itself so the provider does not render the list a second time. */
  registerOutlet(): () => void;
}

const NotifierContext = createContext<Notifier | null>(null);
const NoticesContext = createContext<NoticesState | null>(null);

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
    const show = (intent: Intent, title: string, description: string | undefined, actions: NoticeAction[] = []): void => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, intent, title, description, actions }]);
      const timeout = TIMEOUTS[intent];
      if (timeout === null) return;
      const clock: NoticeClock = { timer: null, due: 0, left: timeout, holds: new Set() };
      clocks.current.set(id, clock);
      run(id, clock, timeout);
    };
    return {
      error: (description, title = DEFAULT_ERROR_TITLE, options) => show('error', title, description, options?.actions),
      success: (title, description) => show('success', title, description),
      warning: (title, description) => show('warning', title, description),
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

interface NoticeListProps {
  className?: string;
  /**
   * Where the focus goes when the notice holding it closes and no other notice is left (PageFrame: its heading).
   * Without it the focus stays where the browser leaves it.
   */
  focusWhenEmpty?: () => HTMLElement | null | undefined;
}

/** Where the notices of the screen show. Renders nothing outside a NotificationsProvider. */
export function NoticeOutlet({ className, focusWhenEmpty }: NoticeListProps) {
  const state = useContext(NoticesContext);
  const register = state?.registerOutlet;
  useLayoutEffect(() => register?.(), [register]);
  return state ? <NoticeList className={className} focusWhenEmpty={focusWhenEmpty} /> : null;
}

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // Some room above it when scrolled into view. (In a PageFrame the list stands in the sticky bar, always in view.)
    scrollMarginTop: '6rem',
    ':empty': { display: 'none' },
  },
  notice: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  error: { backgroundColor: tokens.colorPaletteRedBackground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}` },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder1}` },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteGreenBorder1}` },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  title: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Whether the focus on `element` shows (came by keyboard): a focus the page moved after a click holds nothing. */
function focusShows(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser (or test DOM) without :focus-visible: count every focus.
    return true;
  }
}

/**
 * One notice. While the pointer is on it or the keyboard's focus is in it, a notice that goes on its own waits; taken
 * off the page another way (pushed behind 'En nog ...', or the list moving to an outlet), it lets go, because no
 * pointerleave or blur comes then.
 */
function NoticeItem({ notice, state }: { notice: Notice; state: NoticesState }) {
  const styles = useStyles();
  const { id } = notice;
  const { hold, release, close } = state;
  useEffect(
    () => () => {
      release(id, 'pointer');
      release(id, 'focus');
    },
    [id, release],
  );
  return (
    <div
      data-notice={id}
      role={notice.intent === 'error' ? 'alert' : 'status'}
      className={mergeClasses(styles.notice, styles[notice.intent])}
      onPointerEnter={() => hold(id, 'pointer')}
      onPointerLeave={() => release(id, 'pointer')}
      onFocus={(event) => {
        if (focusShows(event.target)) hold(id, 'focus');
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release(id, 'focus');
      }}
    >
      <div className={styles.text}>
        <span className={styles.title}>{notice.title}</span>
        {notice.description ? <span>{notice.description}</span> : null}
      </div>
      <div className={styles.actions}>
        {notice.actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            onClick={() => {
              if (!action.keepsNotice) close(id);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        ))}
        <Button size="small" appearance="subtle" data-notice-close onClick={() => close(id)}>
          {CLOSE_TEXT}
        </Button>
      </div>
    </div>
  );
}

/** The key of the summary notice ('En nog 2 meldingen.'); the others are keyed by their id. */
const MORE_KEY = 'more';

function NoticeList({ className, focusWhenEmpty }: NoticeListProps) {
  const state = useContext(NoticesContext);
  const styles = useStyles();
  const listRef = useRef<HTMLDivElement>(null);
  const notices = state?.notices ?? [];
  const lastId = notices.at(-1)?.id ?? 0;
  const newestIsError = notices.at(-1)?.intent === 'error';
  const overflow = notices.length > MAX_VISIBLE_NOTICES;
  const shown = overflow ? notices.slice(0, MAX_VISIBLE_NOTICES - 1) : notices;
  const waiting = notices.slice(shown.length);
  const keys = [...shown.map((notice) => String(notice.id)), ...(overflow ? [MORE_KEY] : [])];
  const keysText = keys.join(' ');

  // A notice that closes while it holds the focus (its 'Sluiten' or one of its buttons, by key or pointer, or a
  // notice that goes on its own) hands the focus to the 'Sluiten' of the notice that took its place, else of the one
  // before it, else to `focusWhenEmpty`.
  const focus = useFocusWithin();
  const renderedKeys = useRef<string[]>([]);
  useLayoutEffect(() => {
    const before = renderedKeys.current;
    const now = keysText === '' ? [] : keysText.split(' ');
    renderedKeys.current = now;
    // The notice's element is out of the page, but still its button's ancestor.
    const gone = focus.takeLost()?.closest<HTMLElement>('[data-notice]')?.dataset.notice;
    if (gone === undefined) return;
    const neighbour = now[Math.min(Math.max(before.indexOf(gone), 0), now.length - 1)];
    const target = neighbour
      ? listRef.current?.querySelector<HTMLElement>(`[data-notice="${neighbour}"] [data-notice-close]`)
      : focusWhenEmpty?.();
    target?.focus({ preventScroll: true });
  }, [keysText, focusWhenEmpty, focus]);

  // An error the farmer must see: bring the list into view when it is scrolled away (it never moves over the page).
  // Only a list in the page's flow can be: one in a PageFrame's sticky bar is always in view.
  useEffect(() => {
    const list = listRef.current;
    if (!newestIsError || !list || typeof list.scrollIntoView !== 'function') return;
    const { top, bottom } = list.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) list.scrollIntoView({ block: 'nearest' });
  }, [lastId, newestIsError]);

  if (!state) return null;

  return (
    <div
      ref={listRef}
      className={mergeClasses(styles.list, className)}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      {shown.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} state={state} />
      ))}
      {overflow ? (
        <div role="status" data-notice={MORE_KEY} className={styles.notice}>
          <span className={styles.text}>{moreNoticesText(waiting.length)}</span>
          <Button size="small" appearance="subtle" data-notice-close onClick={() => state.closeMany(waiting.map((notice) => notice.id))}>
            {CLOSE_TEXT}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

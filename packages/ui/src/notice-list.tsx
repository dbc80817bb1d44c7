import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useFocusWithin } from './focus-within';
import { NoticesContext } from './notice-state';
import { touchTarget } from './touch-target';
import type { Notice, NoticesState } from './notice-state';

// How the notices show: the list where a NoticeOutlet stands (or above the screen), each notice with its buttons,
// at most five at once, the focus handed on when a notice that holds it closes.

const CLOSE_TEXT = 'Sluiten';
/** Marks the list, so a PageFrame can give it the room its sticky bar leaves. */
export const NOTICE_LIST_ATTRIBUTE = 'data-klw-notice-list';
/** Never more notices at once than this; the last of them then says how many more there are. */
const MAX_VISIBLE_NOTICES = 5;

/** The text of the last notice when more are waiting. */
function moreNoticesText(count: number): string {
  return `En nog ${count} ${count === 1 ? 'melding' : 'meldingen'}.`;
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
  button: touchTarget,
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
        {notice.details}
      </div>
      <div className={styles.actions}>
        {notice.actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            className={styles.button}
            onClick={() => {
              if (!action.keepsNotice) close(id);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        ))}
        <Button size="small" appearance="subtle" className={styles.button} data-notice-close onClick={() => close(id)}>
          {CLOSE_TEXT}
        </Button>
      </div>
    </div>
  );
}

/** The key of the summary notice ('En nog 2 meldingen.'); the others are keyed by their id. */
const MORE_KEY = 'more';

export function NoticeList({ className, focusWhenEmpty }: NoticeListProps) {
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
      {...{ [NOTICE_LIST_ATTRIBUTE]: '' }}
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
          <Button
            size="small"
            appearance="subtle"
            className={styles.button}
            data-notice-close
            onClick={() => state.closeMany(waiting.map((notice) => notice.id))}
          >
            {CLOSE_TEXT}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

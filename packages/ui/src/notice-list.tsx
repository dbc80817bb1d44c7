import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useFocusWithin } from './focus-within';
import { CLOSE_TEXT, NoticeItem, useNoticeStyles } from './notice-item';
import { NoticesContext } from './notice-state';
import type { Intent, Notice } from './notice-state';

// How the notices show: the list where a NoticeOutlet stands (or above the screen), each notice with its buttons,
// at most five at once, the focus handed on when a notice that holds it closes; folded to one line with their count
// where they do not fit the room they are given.
/** Marks the list, so a PageFrame can give it the room its sticky bar leaves. */
export const NOTICE_LIST_ATTRIBUTE = 'data-klw-notice-list';
/**
 * Marks a PageFrame's sticky bar (`data-klw-sticky-bar`): the frame's focus rule leaves what is inside it alone, and a
 * list inside it is never scrolled to, since the bar keeps its notices in view.
 */
export const BAR_ATTRIBUTE = 'data-klw-sticky-bar';
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
  /**
   * The height the notices may take (PageFrame: what a quarter of the window leaves under its heading), asked at each
   * change of the notices and of the window. Where the first notice alone is taller than that, the others fold to one
   * line under it: their count and titles, with a button that shows them. The first stays whole: the outcome of the
   * farmer's last click ('Succesvol opgeslagen', 'Er ging iets fout') is read without a click more. Absent (or null):
   * they never fold.
   */
  room?: () => number | null;
}

const SHOW_TEXT = 'Meldingen tonen';
const HIDE_TEXT = 'Meldingen verbergen';

/** 'Nog 2 meldingen': the count of the notices folded under the first; their titles follow it. */
function foldedCount(count: number): string {
  return `Nog ${count} ${count === 1 ? 'melding' : 'meldingen'}`;
}

/** The folded line takes the colour of its most pressing notice. */
function mostPressing(notices: readonly Notice[]): Intent {
  for (const intent of ['error', 'warning'] as const) if (notices.some((notice) => notice.intent === intent)) return intent;
  return 'success';
}

/** Where the notices of the screen show. Renders nothing outside a NotificationsProvider. */
export function NoticeOutlet({ className, focusWhenEmpty, room }: NoticeListProps) {
  const state = useContext(NoticesContext);
  const register = state?.registerOutlet;
  useLayoutEffect(() => register?.(), [register]);
  return state ? <NoticeList className={className} focusWhenEmpty={focusWhenEmpty} room={room} /> : null;
}

const useFoldStyles = makeStyles({
  // The notices while folded: laid out as when shown (so their height is known when the room changes), but neither
  // seen, read nor reached by Tab.
  hidden: { height: 0, overflowY: 'hidden', visibility: 'hidden' },
  shown: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowY: 'auto' },
  summary: { flexWrap: 'nowrap' },
  summaryText: { minWidth: 0, flexGrow: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  count: { fontWeight: tokens.fontWeightSemibold },
});

/** The key of the summary notice ('En nog 2 meldingen.'); the others are keyed by their id. */
const MORE_KEY = 'more';

export function NoticeList({ className, focusWhenEmpty, room }: NoticeListProps) {
  const state = useContext(NoticesContext);
  const styles = useNoticeStyles();
  const foldStyles = useFoldStyles();
  const listRef = useRef<HTMLDivElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  const restRef = useRef<HTMLDivElement>(null);
  const noticesId = useId('klw-notices-');
  const notices = state?.notices ?? [];
  const lastId = notices.at(-1)?.id ?? 0;
  const newestIsError = notices.at(-1)?.intent === 'error';
  const overflow = notices.length > MAX_VISIBLE_NOTICES;
  const shown = overflow ? notices.slice(0, MAX_VISIBLE_NOTICES - 1) : notices;
  const [firstShown, ...restShown] = shown;
  const waiting = notices.slice(shown.length);
  const keys = [...shown.map((notice) => String(notice.id)), ...(overflow ? [MORE_KEY] : [])];
  const keysText = keys.join(' ');

  // Where the notices are taller than their room, they scroll within it while it holds the first of them whole; where
  // it does not, the others fold to one line under the first, unless the farmer chose to see them all. Measured
  // before paint, from the first notice and the others as laid out (they are while folded too), so the same notices
  // in the same room always come out the same and a list never shows unfolded for a frame.
  const [tooTall, setTooTall] = useState(false);
  const [open, setOpen] = useState(false);
  const count = notices.length;
  const fit = useCallback(() => {
    const box = noticesRef.current;
    const limit = room?.() ?? null;
    const first = box?.querySelector(':scope > [data-notice]');
    if (!box || !first) {
      setTooTall(false);
      return;
    }
    const firstHeight = first.getBoundingClientRect().height;
    const others = restRef.current?.scrollHeight ?? 0;
    const whole = firstHeight + (others > 0 ? (Number.parseFloat(getComputedStyle(box).rowGap) || 0) + others : 0);
    const scrolls = limit !== null && whole > limit && firstHeight <= limit;
    box.style.maxHeight = scrolls ? `${limit}px` : '';
    setTooTall(limit !== null && count > 1 && whole > limit && firstHeight > limit);
  }, [room, count]);
  useLayoutEffect(fit, [fit, keysText]);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);
  // A new set of notices (the next save closes every notice first) folds again.
  useEffect(() => {
    if (count === 0) setOpen(false);
  }, [count]);
  const folded = tooTall && !open;

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
  // Only a list in the page's flow can be: a PageFrame's sticky bar keeps its notices in view, its heading above the
  // window where the bar is tall, and scrolling to a stuck bar would move the page without showing more of it.
  useEffect(() => {
    const list = listRef.current;
    if (!newestIsError || !list || typeof list.scrollIntoView !== 'function' || list.closest(`[${BAR_ATTRIBUTE}]`)) return;
    const { top, bottom } = list.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) list.scrollIntoView({ block: 'nearest' });
  }, [lastId, newestIsError]);

  if (!state) return null;

  const toggle = tooTall ? (
    <Button size="small" className={styles.button} aria-expanded={open} aria-controls={noticesId} onClick={() => setOpen(!open)}>
      {open ? HIDE_TEXT : SHOW_TEXT}
    </Button>
  ) : null;
  const folding = mostPressing(notices.slice(1));
  return (
    <div
      ref={listRef}
      {...{ [NOTICE_LIST_ATTRIBUTE]: '' }}
      className={mergeClasses(styles.list, className)}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      {firstShown ? (
        <div ref={noticesRef} className={foldStyles.shown}>
          <NoticeItem key={firstShown.id} notice={firstShown} state={state} />
          {tooTall ? (
            // One line for the others, read out as it changes; the button shows the notices under it.
            <div role={folding === 'error' ? 'alert' : 'status'} className={mergeClasses(styles.notice, styles[folding], foldStyles.summary)}>
              <span className={foldStyles.summaryText}>
                <span className={foldStyles.count}>{foldedCount(count - 1)}</span>
                {`: ${notices
                  .slice(1)
                  .map((notice) => notice.title)
                  .join(', ')}`}
              </span>
              {toggle}
            </div>
          ) : null}
          {restShown.length > 0 || overflow ? (
            <div ref={restRef} id={noticesId} className={mergeClasses(foldStyles.shown, folded && foldStyles.hidden)}>
              {restShown.map((notice) => (
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
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useFocusWithin } from './focus-within';
import { focusShows } from './notice-item';
import { BAR_ATTRIBUTE, NOTICE_LIST_ATTRIBUTE, NoticeOutlet } from './notice-list';

/** The sticky bar's height in px, set on the frame while it is mounted. */
const BAR_HEIGHT = '--klw-sticky-bar-height';
/** A window too low for a bar that stays in view (25em: 400 px). */
const SHORT_WINDOW = '@media (max-height: 25em)';
/** Set on the bar while it needs more than its share: its heading, or its heading and its notices. */
const TALL_ATTRIBUTE = 'data-klw-bar-tall';
/** Where a tall bar sticks: above the window's top by as much as it is taller than its share (set while tall). */
const BAR_TOP = '--klw-sticky-bar-top';
/** Set on a tall bar while the keyboard is on a part of it that lay above the window: it shows whole. */
const WHOLE_ATTRIBUTE = 'data-klw-bar-whole';
/**
 * The share of the window's height the bar may hold in view: a quarter. Three notices made it 328 of 900 px, two on
 * a phone 416 of 844: the screen under it was a slit. Notices that do not fit under the heading within it scroll in
 * the room left while it holds one whole, else all but the first fold to one line with their count (notice-list.tsx);
 * where even that would take the bar past it (the heading alone takes 107 px at a desk, 185 to 225 on a phone), or the
 * farmer has the folded notices shown, the bar sticks by its last share only: its heading scrolls away with the page,
 * its notices (the outcome of the last click) stay in view.
 */
const BAR_SHARE = 0.25;
/**
 * The class Fluent gives an info button's root (its documented `infoButtonClassNames.root`; page-frame.test.tsx holds
 * the two equal). Written out: read from Fluent when this module loads, it loaded InfoButton and every Fluent package
 * under it in each unit test that imports @klw/ui, also where nothing renders, a second per test file
 * (docs/TESTING.md).
 */
export const INFO_BUTTON_CLASS = 'fui-InfoButton';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    // The browser scrolls a focused element just into view, which at the top is under the sticky bar: a field
    // reached by Shift+Tab was hidden behind it. The margin, the bar's height as measured (it grows with its
    // notices), keeps every focused element below it, with room for a field's label above its input (one line of
    // Fluent's body text and the field's gap: a field whose label is hidden does not say what it asks for).
    '& :focus': {
      scrollMarginTop: `calc(var(${BAR_HEIGHT}, 8rem) + ${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS} + ${tokens.spacingVerticalS})`,
      [SHORT_WINDOW]: { scrollMarginTop: tokens.spacingVerticalXXL },
    },
    // Not inside the bar itself, which is always in view: with that margin a notice's button, reached by Tab,
    // scrolled the page (and the notice list) by the bar's height, out of sight.
    [`& [${BAR_ATTRIBUTE}] :focus`]: { scrollMarginTop: 0 },
    // No shadows on paper. Chromium prints a shadow as a bitmap the size of its box on every page the box spans
    // (two cards: two full-page images per page), which made printing a 5,000-delivery year take over 30 s.
    // An info button (ⓘ) opens its text on a click, which paper cannot take: it stays off paper.
    '@media print': { '& *': { boxShadow: 'none' }, [`& .${INFO_BUTTON_CLASS}`]: { display: 'none' } },
  },
  top: {
    // Sticky so the save action, and what became of it, stay in view while scrolling a long screen; above the
    // content's own sticky parts (the deliveries table's header row).
    position: 'sticky',
    zIndex: 2,
    // In a low window (a phone on its side, 400 % zoom: 256 px) a bar in view would leave almost nothing of the
    // screen under it: there it scrolls away with the page (WCAG 1.4.10, 2.4.11).
    [SHORT_WINDOW]: { position: 'static' },
    // A bar whose heading and notices take more than its share (measured below) sticks by its last share: the rest
    // of it, the heading first, lies above the window's top. Where the keyboard reaches a part of it up there, it
    // shows whole until the focus leaves it: what has the focus must be in sight (WCAG 2.4.11), and no scrolling
    // brings a stuck bar's hidden part into view.
    top: `var(${BAR_TOP}, 0px)`,
    [`&[${WHOLE_ATTRIBUTE}]`]: { top: 0 },
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actionBar: {
    display: 'flex',
    // In a narrow window (a phone, or 400 % zoom: 320 px) the actions go under the heading instead of past the
    // window's edge, where the whole page would scroll sideways.
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  // However many notices there are, the bar holds a quarter of the window in view at most: the notices scroll in the
  // room under the heading or fold to one line, or the heading scrolls away with the page (TALL_ATTRIBUTE).
  // Buttons and the outcome of the last click mean nothing on paper: a print shows the heading and the content.
  notices: { '@media print': { display: 'none' } },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, '@media print': { display: 'none' } },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
});

/** What the sticky bar sticks to: its nearest scroll container (as CSS finds it), or the document. */
function scrollerOf(element: HTMLElement): Element {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (!['visible', 'clip'].includes(getComputedStyle(parent).overflowY)) return parent;
  }
  return document.scrollingElement ?? document.documentElement;
}

export interface PageFrameProps {
  title: string;
  /**
   * Under the heading, in the sticky bar: whose screen this is (the farm and the year). In view at every width and
   * scroll position, where the portal's menu, which also names them, may be far above (a phone).
   */
  subtitle?: ReactNode;
  /** Buttons of the sticky action bar; the bar holds just the heading when absent. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A screen's heading and its actions in a sticky bar above its content, with the screen's notices under them in
 * the same bar: the outcome of a save shows where the farmer is, also at the bottom of a long screen, and never
 * over the button or a field.
 */
export function PageFrame({ title, subtitle, actions, children }: PageFrameProps) {
  const styles = useStyles();
  const frameRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const bar = barRef.current;
    if (!frame || !bar || typeof ResizeObserver !== 'function') return;
    const scroller = scrollerOf(bar);
    const scrollEvents: EventTarget = scroller === document.scrollingElement ? document : scroller;
    // The position before this frame's layout: scroll events are dispatched before layout and resize observers.
    let scrollTop = scroller.scrollTop;
    const onScroll = () => {
      scrollTop = scroller.scrollTop;
    };
    let height = bar.getBoundingClientRect().height;
    const measure = () => {
      // Its position changes no height, so this settles at once and never flips back and forth.
      const next = bar.getBoundingClientRect().height;
      const share = Math.floor(window.innerHeight * BAR_SHARE);
      const tall = next > window.innerHeight * BAR_SHARE;
      bar.toggleAttribute(TALL_ATTRIBUTE, tall);
      if (!tall) bar.removeAttribute(WHOLE_ATTRIBUTE);
      if (tall) bar.style.setProperty(BAR_TOP, `${share - next}px`);
      else bar.style.removeProperty(BAR_TOP);
      // What a focused element must clear: the part of the bar that stays in view.
      frame.style.setProperty(BAR_HEIGHT, `${tall ? share : Math.ceil(next)}px`);
      // A notice that goes (on its own after a few seconds, or closed) shortens the bar, and everything under it
      // would jump up by as much, under the farmer's pointer. Scrolled back by that much, the fields stay where
      // they were. (At the bottom of the page the browser has already done so; this then changes nothing.) A
      // notice that comes pushes the fields down instead: it never lies over one.
      if (next < height) {
        scroller.scrollTop = Math.max(0, scrollTop - (height - next));
        scrollTop = scroller.scrollTop;
      }
      height = next;
    };
    // Before the browser scrolls the focused element into view, which then finds it in sight. A focus that does not
    // show (the page's after a click) moves nothing under the pointer.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element && bar.hasAttribute(TALL_ATTRIBUTE) && target.getBoundingClientRect().top < 0 && focusShows(target)) {
        bar.setAttribute(WHOLE_ATTRIBUTE, '');
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && bar.contains(event.relatedTarget))) bar.removeAttribute(WHOLE_ATTRIBUTE);
    };
    bar.addEventListener('focusin', onFocusIn);
    bar.addEventListener('focusout', onFocusOut);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    scrollEvents.addEventListener('scroll', onScroll, { passive: true });
    // A window made lower, or zoomed in, can make the same bar too tall for it.
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      bar.removeEventListener('focusin', onFocusIn);
      bar.removeEventListener('focusout', onFocusOut);
      scrollEvents.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, []);
  // Where the focus goes when the element holding it leaves the screen (a notice closed, the draft offer or the
  // load panel answered): the heading, a fixed point just before 'Alles opslaan'. Not the button itself, where one
  // more Enter, meant for the next notice, would save.
  const focusHeading = useCallback(() => barRef.current?.querySelector<HTMLElement>('h1'), []);
  // The notices' room: the share less the heading and the gap above the list (the bar's height less the list's).
  const noticeRoom = useCallback(() => {
    const bar = barRef.current;
    const list = bar?.querySelector<HTMLElement>(`[${NOTICE_LIST_ATTRIBUTE}]`);
    if (!bar || !list) return null;
    const head = bar.getBoundingClientRect().height - list.getBoundingClientRect().height;
    return Math.floor(window.innerHeight * BAR_SHARE - head);
  }, []);
  const focus = useFocusWithin();
  useLayoutEffect(() => {
    if (focus.takeLost()) focusHeading()?.focus({ preventScroll: true });
  });
  return (
    <section
      ref={frameRef}
      className={styles.root}
      aria-label={title}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      <div ref={barRef} className={styles.top} {...{ [BAR_ATTRIBUTE]: '' }}>
        <div className={styles.actionBar}>
          <div className={styles.heading}>
            <Title1 as="h1" tabIndex={-1}>
              {title}
            </Title1>
            {subtitle}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        <NoticeOutlet className={styles.notices} focusWhenEmpty={focusHeading} room={noticeRoom} />
      </div>
      {children}
    </section>
  );
}

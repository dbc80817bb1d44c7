import { useEffect } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { touchTarget } from './touch-target';
import type { Notice, NoticeText, NoticesState } from './notice-state';

// One notice as it shows (notice-list.tsx lays them out): its title, its text with the links in it, its buttons.

export const CLOSE_TEXT = 'Sluiten';

export const useNoticeStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // Some room above it when scrolled into view. (In a PageFrame the list stands in the sticky bar.)
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
  description: { margin: 0 },
  // A link in a sentence looks as one: underlined, in the link colour, the sentence's size.
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  button: touchTarget,
});

/** Whether the focus on `element` shows (came by keyboard): a focus the page moved after a click holds nothing. */
export function focusShows(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser (or test DOM) without :focus-visible: count every focus.
    return true;
  }
}

/**
 * A notice's text, in a paragraph: a part that leads somewhere is a link in the sentence ('Vul nog in: Regel 31:
 * Product.' with the field's name a link to the field). A link, not a button: it goes to a place on the page, and a
 * link in a sentence is the sentence's size (WCAG 2.5.5 exempts it from a finger's 44 px).
 */
function NoticeDescription({ text, className, linkClassName }: { text: NoticeText; className: string; linkClassName: string }) {
  if (typeof text === 'string') return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            // The parts never change order while the notice is shown.
            key={index}
            href="#"
            className={linkClassName}
            onClick={(event) => {
              event.preventDefault();
              part.onSelect();
            }}
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}

/**
 * One notice. While the pointer is on it or the keyboard's focus is in it, a notice that goes on its own waits; taken
 * off the page another way (pushed behind 'En nog ...', or the list moving to an outlet), it lets go, because no
 * pointerleave or blur comes then.
 */
export function NoticeItem({ notice, state }: { notice: Notice; state: NoticesState }) {
  const styles = useNoticeStyles();
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
        {notice.description ? <NoticeDescription text={notice.description} className={styles.description} linkClassName={styles.link} /> : null}
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

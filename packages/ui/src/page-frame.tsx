import type { ReactNode } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { NoticeOutlet } from './notifications';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    // The browser scrolls a focused element just into view, which at the top is under the sticky action bar:
    // a month toggle reached by Tab was hidden behind it. The margin keeps every focused element below it.
    '& :focus': { scrollMarginTop: '8rem' },
  },
  actionBar: {
    // Sticky so the save action stays in reach while scrolling a long screen; above the content's own sticky
    // parts (the deliveries table's header row).
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PageFrameProps {
  title: string;
  /** Buttons of the sticky action bar; the bar holds just the heading when absent. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen's heading and a sticky action bar above its content; the screen's notices between them, in the flow. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.actionBar}>
        <Title1 as="h1">{title}</Title1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <NoticeOutlet />
      {children}
    </section>
  );
}

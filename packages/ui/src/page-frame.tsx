import type { ReactNode } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { NoticeOutlet } from './notifications';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  actionBar: {
    // Sticky so the save action stays in reach while scrolling a long screen.
    position: 'sticky',
    top: 0,
    zIndex: 1,
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

import { makeStyles, tokens } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { yearHeadingOf } from '@klw/contracts/year';
import { sessionStore } from 'klw_auth/session';

const useStyles = makeStyles({
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    // A long farm name wraps instead of widening the page at 390 px.
    overflowWrap: 'anywhere',
  },
  farm: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  // A label, not a pill: a rounded outline read as a button to press. A dot before it, as the portal's menu has.
  status: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    '::before': { content: '"\\25CF\\00a0"', fontSize: tokens.fontSizeBase100 },
  },
});

/**
 * Whose year the screen shows: the farm, the year and its status, from the call context, under every form screen's
 * heading. An adviser or the servicedesk with several farms sees whose year is open; nothing until that is known.
 */
export function YearHeadingLine() {
  const styles = useStyles();
  const context = useStore(sessionStore, (state) => (state.status === 'loaded' ? state.callContext : null));
  const heading = yearHeadingOf(context);
  if (!heading) return null;
  return (
    // The spaces between the parts are for a screen reader and a copied text; the flex gap draws them.
    <p className={styles.line} data-klw-year-heading="">
      {heading.farm ? <span className={styles.farm}>{heading.farm}</span> : null}{' '}
      {heading.year ? <span>{heading.year}</span> : null}{' '}
      {heading.status ? <span className={styles.status}>{heading.status}</span> : null}
    </p>
  );
}

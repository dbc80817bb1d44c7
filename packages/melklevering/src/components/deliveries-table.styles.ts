import { makeStyles, tokens } from '@fluentui/react-components';
import { stickyColumn } from '@klw/ui';
import { DELIVERY_ROW_HEIGHT, MONTH_ROW_HEIGHT } from './row-window';

// The deliveries table's styles, shared by the table (deliveries-table.tsx) and its month rows (month-rows.tsx).

/** docs/PRODUCT.md section 9: the table scrolls at 500 px height, without paging. */
const TABLE_MAX_HEIGHT = '500px';

export const useTableStyles = makeStyles({
  scroller: {
    maxHeight: TABLE_MAX_HEIGHT,
    overflowY: 'auto',
    // The sticky cells' z-indexes order them within the table only: without a stacking context of its own the
    // corner cell (3) lay over the screen's sticky bar (2) as the page scrolled the head under it, and took the
    // clicks meant for a notice's buttons there (WebKit).
    isolation: 'isolate',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    // On paper the whole table is printed, over as many pages as it takes (the head repeats on each).
    '@media print': { maxHeight: 'none', overflowY: 'visible' },
  },
  table: { width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontVariantNumeric: 'tabular-nums' },
  headCell: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground3,
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    // Units wrap under their name ('Ureum' / '[mg / 100 ml]'), so all columns fit beside the portal menu.
    verticalAlign: 'bottom',
    '@media print': { position: 'static' },
  },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    whiteSpace: 'nowrap',
  },
  // Fixed row heights (at least the content's): the row window computes where each row is (row-window.ts).
  deliveryRow: { height: `${DELIVERY_ROW_HEIGHT}px` },
  monthRowLine: { height: `${MONTH_ROW_HEIGHT}px` },
  spacer: { padding: 0, border: 'none' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  numberHead: { textAlign: 'right' },
  // A unit never breaks inside itself ('[mg / 100' / 'ml]'): a narrow column puts it whole under the name.
  unit: { whiteSpace: 'nowrap' },
  monthRow: { backgroundColor: tokens.colorNeutralBackground2 },
  // The month's cell holds only its toggle, which is the row's height.
  monthToggleCell: { paddingTop: 0, paddingBottom: 0 },
  // A row's header cell (the month, a delivery's date) looks as the cells beside it: a th is bold and centred.
  rowHeader: { textAlign: 'left', fontWeight: tokens.fontWeightRegular },
  footCell: {
    position: 'sticky',
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    '@media print': { position: 'static' },
  },
  // The year's totals once, at the end: a footer repeated on every page would read as that page's totals.
  foot: { '@media print': { display: 'table-row-group' } },
  footLabel: { textAlign: 'left' },
  // A month's name at the size of the figures beside it (a small button's text is 12 px, the table's 14 px), in a
  // button a finger hits (44 by 44 px) that fills the month row's cell: the row is MONTH_ROW_HEIGHT.
  toggle: {
    minWidth: '44px',
    minHeight: `${MONTH_ROW_HEIGHT}px`,
    justifyContent: 'flex-start',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    paddingTop: 0,
    paddingBottom: 0,
    // The month and date column is as narrow as its dates: the month's name takes no more room than it must.
    paddingLeft: 0,
    paddingRight: tokens.spacingHorizontalXXS,
  },
  chevron: { display: 'inline-block', width: '1em' },
  // Only where the figures do not fit beside the months (a phone, 200 % zoom): at a desk every column shows.
  swipeHint: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2, '@media (min-width: 48em)': { display: 'none' }, '@media print': { display: 'none' } },
  // The month and date column stays in view while the figures scroll sideways (a phone: 390 px).
  stickyColumn,

  // The column's head and foot cell lie over both the column and the rows scrolling under the head.
  stickyCorner: { left: 0, zIndex: 3, boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}` },
});

import { makeStyles, tokens } from '@fluentui/react-components';
import { stickyColumn } from '@klw/ui';
import { DELIVERY_ROW_HEIGHT, MONTH_ROW_HEIGHT, STACKED_LINE_HEIGHT } from './row-window';

// The deliveries table's styles, shared by the table (deliveries-table.tsx) and its month rows (month-rows.tsx).

/** docs/PRODUCT.md section 9: the table scrolls at 500 px height, without paging. */
const TABLE_MAX_HEIGHT = '500px';

/**
 * Where the table's columns do not fit beside each other (a phone: 390 px, 200 % zoom of a 1280 px window), every
 * month and every delivery stands as a card of its own: one line per figure, its column's title before it, so no
 * figure lies past the screen's edge, out of reach without a sideways swipe. On screen only: paper has the width for
 * the table. The table's code asks the same query (useMediaQuery), for the rows' heights (row-window.ts).
 */
export const STACKED_QUERY = 'screen and (max-width: 47.99em)';
const STACKED = `@media ${STACKED_QUERY}`;
/** A card's line: its column's title (data-label) at the start, the figure at the end. */
const stackedLine = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.spacingHorizontalM,
  boxSizing: 'border-box',
  height: `${STACKED_LINE_HEIGHT}px`,
  lineHeight: `${STACKED_LINE_HEIGHT}px`,
  paddingTop: 0,
  paddingBottom: 0,
  borderBottom: 'none',
  '::before': { content: 'attr(data-label)', color: tokens.colorNeutralForeground2, textAlign: 'left' },
} as const;
/** A card's first line: the month's toggle, a delivery's date, 'Totaal'; it has no column title before it. */
const cardTitle = { display: 'block', fontWeight: tokens.fontWeightSemibold, '::before': { content: 'none' } } as const;
/** A card: as high as the row window reckons (set by the table's code), its bottom edge a line that takes no room. */
const stackedCard = {
  display: 'block',
  boxSizing: 'border-box',
  overflow: 'hidden',
  boxShadow: `inset 0 -${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
} as const;

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
  table: { width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontVariantNumeric: 'tabular-nums', [STACKED]: { display: 'block' } },
  // As cards the column titles stand on every line; the head row is still there for a screen reader.
  head: {
    [STACKED]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  body: { [STACKED]: { display: 'block' } },
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
    [STACKED]: { position: 'static' },
  },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    whiteSpace: 'nowrap',
    [STACKED]: stackedLine,
  },
  // A cell with nothing in it (the month row's date and time, a delivery's count): no empty line in a card.
  emptyCell: { [STACKED]: { display: 'none' } },
  // Fixed row heights (at least the content's): the row window computes where each row is (row-window.ts).
  deliveryRow: { height: `${DELIVERY_ROW_HEIGHT}px`, [STACKED]: stackedCard },
  monthRowLine: { height: `${MONTH_ROW_HEIGHT}px`, [STACKED]: { ...stackedCard, backgroundColor: tokens.colorNeutralBackground2 } },
  spacerRow: { [STACKED]: { display: 'block' } },
  spacer: { padding: 0, border: 'none', [STACKED]: { display: 'block' } },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  numberHead: { textAlign: 'right' },
  // A unit never breaks inside itself ('[mg / 100' / 'ml]'): a narrow column puts it whole under the name.
  unit: { whiteSpace: 'nowrap' },
  monthRow: { backgroundColor: tokens.colorNeutralBackground2 },
  // The month's cell holds only its toggle, which is the row's height.
  monthToggleCell: { paddingTop: 0, paddingBottom: 0, [STACKED]: { height: `${MONTH_ROW_HEIGHT}px`, lineHeight: 'normal' } },
  // A row's header cell (the month, a delivery's date) looks as the cells beside it: a th is bold and centred. On a
  // card it is the card's title, in bold.
  rowHeader: { textAlign: 'left', fontWeight: tokens.fontWeightRegular, [STACKED]: cardTitle },
  footCell: {
    position: 'sticky',
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    '@media print': { position: 'static' },
    // A card of the year's totals would cover much of the 500 px box: it ends the list instead.
    [STACKED]: { ...stackedLine, position: 'static' },
  },
  // The year's totals once, at the end: a footer repeated on every page would read as that page's totals.
  foot: { '@media print': { display: 'table-row-group' }, [STACKED]: { display: 'block' } },
  footRow: { [STACKED]: { display: 'block', paddingBottom: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground3 } },
  footLabel: { textAlign: 'left', [STACKED]: cardTitle },
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
  // The month and date column stays in view while the figures scroll sideways (a window a little too narrow for
  // them all); on a card it is the card's title.
  stickyColumn: { ...stickyColumn, [STACKED]: { position: 'static', boxShadow: 'none', backgroundColor: 'transparent' } },

  // The column's head and foot cell lie over both the column and the rows scrolling under the head.
  stickyCorner: { left: 0, zIndex: 3, boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`, [STACKED]: { boxShadow: 'none' } },
});

import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject, UIEvent } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MELK_FIELDS, MELK_FIELD_KINDS, formatDate, formatNumber, formatTime, melkFieldKinds, shownTotals } from '@klw/contracts';
import type { Levering, Maand, MelkFieldKind, MelkTotaal } from '@klw/contracts';
import { usePrinting } from '@klw/ui';
import { DELIVERY_ROW_HEIGHT, MONTH_ROW_HEIGHT, WHOLE_TABLE, monthWindows, rowIndices } from './row-window';
import type { ViewState } from './row-window';

export interface DeliveriesTableProps {
  maanden: readonly Maand[];
  /** The year totals as the server sent them; computed from the pickups where absent. */
  totaal: MelkTotaal;
  jaar: number;
}

/** SPEC.md section 9: the table scrolls at 500 px height, without paging. */
const TABLE_MAX_HEIGHT = '500px';

const useStyles = makeStyles({
  scroller: {
    maxHeight: TABLE_MAX_HEIGHT,
    overflowY: 'auto',
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
  // button no taller than before, so the month row keeps MONTH_ROW_HEIGHT.
  toggle: {
    minWidth: 0,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    paddingTop: '1px',
    paddingBottom: '1px',
    // The month and date column is as narrow as its dates: the month's name takes no more room than it must.
    paddingLeft: 0,
    paddingRight: tokens.spacingHorizontalXXS,
  },
  chevron: { display: 'inline-block', width: '1em' },
  // The month and date column stays in view while the figures scroll sideways (a phone: 390 px), opaque over them,
  // with a line where they pass under it. Paper has no sideways scrolling.
  stickyColumn: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    // A line that takes no width: the table's columns fit beside the portal's menu from 1093 px as before.
    boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
    '@media print': { position: 'static', boxShadow: 'none' },
  },
  // The column's head and foot cell lie over both the column and the rows scrolling under the head.
  stickyCorner: { left: 0, zIndex: 3, boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}` },
});

/** 'Melk [kg]', 'Vet [%]', ...: a figure's column header, read as one text, its unit kept on one line. */
function FigureHeader({ kind, unitClassName }: { kind: MelkFieldKind; unitClassName: string }) {
  const { label, unit } = MELK_FIELDS[kind];
  return (
    <>
      {label} <span className={unitClassName}>[{unit}]</span>
    </>
  );
}

function FigureCells({ totaal, kinds, className }: { totaal: MelkTotaal; kinds: MelkFieldKind[]; className: string }) {
  return (
    <>
      {kinds.map((kind) => (
        <td key={kind} className={className}>
          {formatNumber(totaal[kind], MELK_FIELDS[kind].decimals)}
        </td>
      ))}
    </>
  );
}

// A delivery's cell texts, formatted the first time its row is shown and kept as long as the loaded data: a
// render (scrolling, expanding) formats nothing again. Keyed by the delivery object, which a new load replaces.
const formattedDeliveries = new WeakMap<Levering, readonly string[]>();

function formattedDelivery(levering: Levering): readonly string[] {
  let texts = formattedDeliveries.get(levering);
  if (!texts) {
    texts = [
      formatDate(levering.leverDatum),
      formatTime(levering.afleverTijd),
      levering.ubn ?? '',
      ...MELK_FIELD_KINDS.map((kind) => formatNumber(levering[kind], MELK_FIELDS[kind].decimals)),
    ];
    formattedDeliveries.set(levering, texts);
  }
  return texts;
}

interface MonthRowsProps {
  maand: Maand;
  index: number;
  expanded: boolean;
  onToggle: (index: number) => void;
  kinds: MelkFieldKind[];
  /** aria-rowindex of the month's row; its deliveries follow it. */
  rowIndex: number;
  /** The delivery rows [first, last) in the DOM; spacers stand in for the others. */
  first: number;
  last: number;
  columns: number;
}

function Spacer({ rows, columns, className }: { rows: number; columns: number; className: string }) {
  if (rows <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td className={className} colSpan={columns} style={{ height: `${rows * DELIVERY_ROW_HEIGHT}px` }} />
    </tr>
  );
}

const MonthRows = memo(function MonthRows({ maand, index, expanded, onToggle, kinds, rowIndex, first, last, columns }: MonthRowsProps) {
  const styles = useStyles();
  const cell = styles.cell;
  const number = mergeClasses(styles.cell, styles.number);
  const monthCell = mergeClasses(styles.cell, styles.rowHeader, styles.stickyColumn, styles.monthRow);
  const monthFill = mergeClasses(styles.cell, styles.monthRow);
  const dateCell = mergeClasses(styles.cell, styles.rowHeader, styles.stickyColumn);
  const monthNumber = mergeClasses(styles.cell, styles.number, styles.monthRow);
  const leveringen = maand.leveringen;
  const shown = expanded ? leveringen.length : 0;
  const rows: ReactNode[] = [];
  for (let row = first; row < Math.min(last, shown); row += 1) {
    const levering = leveringen[row];
    if (!levering) continue;
    const [datum = '', tijd = '', ubn = '', ...figures] = formattedDelivery(levering);
    rows.push(
      <tr key={row} className={styles.deliveryRow} aria-rowindex={rowIndex + 1 + row}>
        <th scope="row" className={dateCell}>
          {datum}
        </th>
        <td className={cell}>{tijd}</td>
        <td className={cell}>{ubn}</td>
        <td className={number} />
        {kinds.map((kind) => (
          <td key={kind} className={number}>
            {figures[MELK_FIELD_KINDS.indexOf(kind)]}
          </td>
        ))}
      </tr>,
    );
  }
  return (
    <tbody>
      <tr className={styles.monthRowLine} aria-rowindex={rowIndex}>
        {/* The month names its row, as a delivery's date names its own: a screen reader reads a figure with it. */}
        <th scope="row" className={monthCell}>
          <Button
            appearance="transparent"
            size="small"
            className={styles.toggle}
            aria-expanded={expanded}
            onClick={() => onToggle(index)}
          >
            <span aria-hidden="true" className={styles.chevron}>
              {expanded ? '▾' : '▸'}
            </span>
            {maand.naam}
          </Button>
        </th>
        <td className={monthFill} colSpan={2} />
        <td className={monthNumber}>{formatNumber(maand.leveringen.length, 0)}</td>
        <FigureCells totaal={maand.totaal} kinds={kinds} className={monthNumber} />
      </tr>
      {shown > 0 ? (
        <>
          <Spacer rows={Math.min(first, shown)} columns={columns} className={styles.spacer} />
          {rows}
          <Spacer rows={shown - Math.max(first, Math.min(last, shown))} columns={columns} className={styles.spacer} />
        </>
      ) : null}
    </tbody>
  );
});

/**
 * The sticky head and totals row lie over the top and bottom of the scroll container. Its scroll padding is kept at
 * their heights (they wrap on a narrow screen), so a month button that Tab or Shift+Tab focuses is scrolled clear of
 * them, not left underneath (WCAG 2.4.11), and PageUp/PageDown keep the rows they pass in sight. Returns the head's
 * height as last measured, which the row window reads on each scroll.
 */
function useStickyScrollPadding(
  scroller: RefObject<HTMLElement | null>,
  head: RefObject<HTMLElement | null>,
  foot: RefObject<HTMLElement | null>,
): RefObject<number> {
  const headHeight = useRef(0);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return undefined;
    const measure = () => {
      headHeight.current = head.current?.offsetHeight ?? 0;
      box.style.scrollPaddingTop = `${headHeight.current}px`;
      box.style.scrollPaddingBottom = `${foot.current?.offsetHeight ?? 0}px`;
    };
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    for (const part of [head.current, foot.current]) if (part) observer.observe(part);
    return () => observer.disconnect();
  }, [scroller, head, foot]);
  return headHeight;
}

function DeliveriesTableView({ maanden, totaal, jaar }: DeliveriesTableProps) {
  const styles = useStyles();
  const kinds = useMemo(() => melkFieldKinds(jaar), [jaar]);
  // Months start collapsed: a year of pickups is hundreds of rows, and most farmers look at month totals.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const onToggle = useCallback((index: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);
  const { shownMaanden, shownTotaal, count } = useMemo(() => {
    const shown = shownTotals(maanden, totaal);
    return {
      shownMaanden: shown.maanden,
      shownTotaal: shown.totaal,
      count: maanden.reduce((sum, maand) => sum + maand.leveringen.length, 0),
    };
  }, [maanden, totaal]);
  const footNumber = mergeClasses(styles.footCell, styles.number);

  // Only the rows in view are in the DOM (5,000 deliveries open at once stay fast); the others are spacers.
  const head = useRef<HTMLTableSectionElement>(null);
  const foot = useRef<HTMLTableSectionElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const measuredHead = useStickyScrollPadding(scroller, head, foot);
  const [view, setView] = useState<ViewState>({ scrollTop: 0, headHeight: 0 });
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const scrollTop = event.currentTarget.scrollTop;
      const headHeight = measuredHead.current;
      setView((current) => (current.scrollTop === scrollTop && current.headHeight === headHeight ? current : { scrollTop, headHeight }));
    },
    [measuredHead],
  );
  const shownRows = useMemo(
    () => shownMaanden.map((maand, index) => (expanded.has(index) ? maand.leveringen.length : 0)),
    [shownMaanden, expanded],
  );
  // On paper every row of an open month is printed, not spacers.
  const printing = usePrinting();
  const windows = useMemo(() => monthWindows(shownRows, printing ? WHOLE_TABLE : view), [shownRows, view, printing]);
  const { monthRowIndex, rowCount } = useMemo(() => rowIndices(shownRows), [shownRows]);
  const columns = 4 + kinds.length;

  return (
    <div ref={scroller} className={styles.scroller} role="region" aria-label="Melkleveringen per maand" tabIndex={0} onScroll={onScroll}>
      <table className={styles.table} aria-rowcount={rowCount}>
        <thead ref={head}>
          <tr aria-rowindex={1}>
            <th scope="col" className={mergeClasses(styles.headCell, styles.stickyCorner)}>
              Afleverdatum
            </th>
            <th scope="col" className={styles.headCell}>
              Aflevertijd
            </th>
            <th scope="col" className={styles.headCell}>
              UBN
            </th>
            <th scope="col" className={mergeClasses(styles.headCell, styles.numberHead)}>
              leveringen
            </th>
            {kinds.map((kind) => (
              <th key={kind} scope="col" className={mergeClasses(styles.headCell, styles.numberHead)}>
                <FigureHeader kind={kind} unitClassName={styles.unit} />
              </th>
            ))}
          </tr>
        </thead>
        {shownMaanden.map((maand, index) => (
          <MonthRows
            key={index}
            maand={maand}
            index={index}
            expanded={expanded.has(index)}
            onToggle={onToggle}
            kinds={kinds}
            rowIndex={monthRowIndex[index] ?? 0}
            first={windows[index]?.first ?? 0}
            last={windows[index]?.last ?? 0}
            columns={columns}
          />
        ))}
        <tfoot ref={foot} className={styles.foot}>
          <tr aria-rowindex={rowCount}>
            <th scope="row" className={mergeClasses(styles.footCell, styles.footLabel, styles.stickyCorner)}>
              Totaal
            </th>
            <td colSpan={2} className={styles.footCell} />
            <td className={footNumber}>{formatNumber(count, 0)}</td>
            <FigureCells totaal={shownTotaal} kinds={kinds} className={footNumber} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * The automatic deliveries, one group of rows per month with its totals, and the year totals in the footer.
 * Memoised: it depends on the server's data only, so typing in the form never re-renders it.
 */
export const DeliveriesTable = memo(DeliveriesTableView);

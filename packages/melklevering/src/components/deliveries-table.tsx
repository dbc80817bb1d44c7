import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject, UIEvent } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { MELK_FIELDS } from '../rules/melk-fields';
import { formatNumber } from '@klw/contracts/texts';
import { melkFieldKinds } from '../rules/melk-field-paths';
import { shownTotals } from '../rules/totals';
import type { Maand, MelkTotaal } from '../rules/melk-data';
import type { MelkFieldKind } from '../rules/melk-fields';
import { useMediaQuery, usePrinting } from '@klw/ui';
import { STACKED_QUERY, useTableStyles } from './deliveries-table.styles';
import { COUNT_LABEL, FigureCells, MonthRows } from './month-rows';
import { TABLE_ROW_HEIGHTS, WHOLE_TABLE, monthWindows, rowIndices, stackedRowHeights } from './row-window';
import type { ViewState } from './row-window';

export interface DeliveriesTableProps {
  maanden: readonly Maand[];
  /** The year totals as the server sent them; computed from the pickups where absent. */
  totaal: MelkTotaal;
  jaar: number;
}

/** 'Melk [kg]', 'Vet [%]', ...: a figure's column header, read as one text, its unit kept on one line. */
function FigureHeader({ kind, unitClassName }: { kind: MelkFieldKind; unitClassName: string }) {
  const { label, unit } = MELK_FIELDS[kind];
  return (
    <>
      {label} <span className={unitClassName}>[{unit}]</span>
    </>
  );
}

/** The height of a head or foot that sticks to the scroll container's edge; one laid out as cards does not. */
function stickingHeight(part: HTMLElement | null): number {
  const cell = part?.querySelector('th, td');
  return part && cell && getComputedStyle(cell).position === 'sticky' ? part.offsetHeight : 0;
}

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
      headHeight.current = stickingHeight(head.current);
      box.style.scrollPaddingTop = `${headHeight.current}px`;
      box.style.scrollPaddingBottom = `${stickingHeight(foot.current)}px`;
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
  const styles = useTableStyles();
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
  // Where the columns do not fit, each row is a card, as the styles choose by the same query: taller rows.
  const stacked = useMediaQuery(STACKED_QUERY) && !printing;
  const heights = useMemo(() => (stacked ? stackedRowHeights(kinds.length) : null), [stacked, kinds.length]);
  const windows = useMemo(
    () => monthWindows(shownRows, printing ? WHOLE_TABLE : view, heights ?? TABLE_ROW_HEIGHTS),
    [shownRows, view, printing, heights],
  );
  const { monthRowIndex, rowCount } = useMemo(() => rowIndices(shownRows), [shownRows]);
  const columns = 4 + kinds.length;
  const emptyFoot = mergeClasses(styles.footCell, styles.emptyCell);

  return (
    <div ref={scroller} className={styles.scroller} role="region" aria-label="Melkleveringen per maand" tabIndex={0} onScroll={onScroll}>
      <table className={styles.table} aria-rowcount={rowCount}>
        <thead ref={head} className={styles.head}>
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
              {COUNT_LABEL}
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
            heights={heights}
          />
        ))}
        <tfoot ref={foot} className={styles.foot}>
          <tr aria-rowindex={rowCount} className={styles.footRow}>
            <th scope="row" className={mergeClasses(styles.footCell, styles.footLabel, styles.stickyCorner)}>
              Totaal
            </th>
            <td colSpan={2} className={emptyFoot} />
            <td className={footNumber} data-label={COUNT_LABEL}>
              {formatNumber(count, 0)}
            </td>
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

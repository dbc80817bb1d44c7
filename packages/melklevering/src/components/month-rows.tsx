import { memo } from 'react';
import type { ReactNode } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { MELK_FIELD_KINDS, MELK_FIELDS } from '../rules/melk-fields';
import { formatDate, formatNumber, formatTime } from '@klw/contracts/texts';
import type { Levering, Maand, MelkTotaal } from '../rules/melk-data';
import type { MelkFieldKind } from '../rules/melk-fields';
import { useTableStyles } from './deliveries-table.styles';
import { TABLE_ROW_HEIGHTS } from './row-window';
import type { RowHeights } from './row-window';

// One month of the deliveries table: its row with the month's totals and a button to open it, and, while open, its
// deliveries in view (spacers stand in for the others). Memoised per month.

/** The title of the column of the number of deliveries, also before that number on a card. */
export const COUNT_LABEL = 'leveringen';

/** 'Melk [kg]': a figure's column title, as a card puts it before the figure (data-label). */
function figureLabel(kind: MelkFieldKind): string {
  return `${MELK_FIELDS[kind].label} [${MELK_FIELDS[kind].unit}]`;
}

export function FigureCells({ totaal, kinds, className }: { totaal: MelkTotaal; kinds: MelkFieldKind[]; className: string }) {
  return (
    <>
      {kinds.map((kind) => (
        <td key={kind} className={className} data-label={figureLabel(kind)}>
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
  /** The rows' heights where they stand as cards (their style's are the table's); null as a table. */
  heights: RowHeights | null;
}

function Spacer({ rows, rowHeight, columns }: { rows: number; rowHeight: number; columns: number }) {
  const styles = useTableStyles();
  if (rows <= 0) return null;
  return (
    <tr aria-hidden="true" className={styles.spacerRow}>
      <td className={styles.spacer} colSpan={columns} style={{ height: `${rows * rowHeight}px` }} />
    </tr>
  );
}

export const MonthRows = memo(function MonthRows({ maand, index, expanded, onToggle, kinds, rowIndex, first, last, columns, heights }: MonthRowsProps) {
  const styles = useTableStyles();
  const rowHeight = (heights ?? TABLE_ROW_HEIGHTS).delivery;
  const cardHeight = (height: number | undefined) => (height === undefined ? undefined : { height: `${height}px` });
  const cell = styles.cell;
  const emptyCell = mergeClasses(styles.cell, styles.emptyCell);
  const number = mergeClasses(styles.cell, styles.number);
  const monthCell = mergeClasses(styles.cell, styles.rowHeader, styles.stickyColumn, styles.monthRow, styles.monthToggleCell);
  const monthFill = mergeClasses(styles.cell, styles.monthRow, styles.emptyCell);
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
      <tr key={row} className={styles.deliveryRow} style={cardHeight(heights?.delivery)} aria-rowindex={rowIndex + 1 + row}>
        <th scope="row" className={dateCell}>
          {datum}
        </th>
        <td className={cell} data-label="Aflevertijd">
          {tijd}
        </td>
        <td className={cell} data-label="UBN">
          {ubn}
        </td>
        <td className={emptyCell} />
        {kinds.map((kind) => (
          <td key={kind} className={number} data-label={figureLabel(kind)}>
            {figures[MELK_FIELD_KINDS.indexOf(kind)]}
          </td>
        ))}
      </tr>,
    );
  }
  return (
    <tbody className={styles.body}>
      <tr className={styles.monthRowLine} style={cardHeight(heights?.month)} aria-rowindex={rowIndex}>
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
        <td className={monthNumber} data-label={COUNT_LABEL}>
          {formatNumber(maand.leveringen.length, 0)}
        </td>
        <FigureCells totaal={maand.totaal} kinds={kinds} className={monthNumber} />
      </tr>
      {shown > 0 ? (
        <>
          <Spacer rows={Math.min(first, shown)} rowHeight={rowHeight} columns={columns} />
          {rows}
          <Spacer rows={shown - Math.max(first, Math.min(last, shown))} rowHeight={rowHeight} columns={columns} />
        </>
      ) : null}
    </tbody>
  );
});

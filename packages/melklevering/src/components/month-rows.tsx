import { memo } from 'react';
import type { ReactNode } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { MELK_FIELD_KINDS, MELK_FIELDS } from '../rules/melk-fields';
import { formatDate, formatNumber, formatTime } from '@klw/contracts/texts';
import type { Levering, Maand, MelkTotaal } from '../rules/melk-data';
import type { MelkFieldKind } from '../rules/melk-fields';
import { useTableStyles } from './deliveries-table.styles';
import { DELIVERY_ROW_HEIGHT } from './row-window';

// One month of the deliveries table: its row with the month's totals and a button to open it, and, while open, its
// deliveries in view (spacers stand in for the others). Memoised per month.

export function FigureCells({ totaal, kinds, className }: { totaal: MelkTotaal; kinds: MelkFieldKind[]; className: string }) {
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

export const MonthRows = memo(function MonthRows({ maand, index, expanded, onToggle, kinds, rowIndex, first, last, columns }: MonthRowsProps) {
  const styles = useTableStyles();
  const cell = styles.cell;
  const number = mergeClasses(styles.cell, styles.number);
  const monthCell = mergeClasses(styles.cell, styles.rowHeader, styles.stickyColumn, styles.monthRow, styles.monthToggleCell);
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

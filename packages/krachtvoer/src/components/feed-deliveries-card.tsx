import { useMemo } from 'react';
import { Body1, Card, CardHeader, InfoButton, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { VOER_FIGURES, voerTotaal } from '../declaration';
import { formatDate, formatNumber } from '@klw/contracts/texts';
import { stickyColumn, touchTarget } from '@klw/ui';
import { useKrachtvoer } from '../store/krachtvoer-store';
import { FeedInfoText } from './feed-info';

const TITLE = 'Automatische voerleveringen';
const FIGURES = ['kg', 're', 'p'] as const;
/** A figure the supplier did not send: said, not an empty cell that reads as nothing to count. */
const UNKNOWN_TEXT = 'onbekend';
/** Under the table: how its 'Totaal' counts. */
const DELIVERIES_TOTAL_TEXT =
  "Een levering met hoeveelheid 'onbekend' telt in het totaal als 0 kg. RE en fosfor in het totaal zijn gemiddelden, gewogen naar kg.";

const useStyles = makeStyles({
  // Fluent's Card clips what sticks out of it: the info popup, opened upwards, was cut off by the card's top edge.
  card: { overflow: 'visible' },
  // A phone scrolls the figures sideways; the region takes the keyboard's focus so it can be scrolled by keys too.
  // Its own stacking context: the sticky date column's z-index orders it within the table only, never over the
  // screen's sticky bar and its notices as the page scrolls the table under them.
  scroll: { overflowX: 'auto', maxWidth: '100%', isolation: 'isolate' },
  table: { borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontVariantNumeric: 'tabular-nums' },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightRegular,
  },
  head: { fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'right' },
  unit: { color: tokens.colorNeutralForeground3 },
  unknown: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  foot: { fontWeight: tokens.fontWeightSemibold, borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
  // The date column stays in view while the figures scroll sideways (a phone), as the milk table's does.
  sticky: stickyColumn,
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  infoButton: touchTarget,
});

/**
 * 'Automatische voerleveringen': the deliveries suppliers reported for the year, shown when there are any, with a
 * footer 'Totaal' (Hoeveelheid summed with a missing kg as 0; RE and Fosfor weighted by kg: @klw/contracts'
 * voerTotaal). A figure the supplier did not send reads 'onbekend'.
 */
export function FeedDeliveriesCard() {
  const styles = useStyles();
  // A piece of the server's data: it does not change while the farmer types.
  const rows = useKrachtvoer((state) => state.data?.voerLeveringRows);
  const totaal = useMemo(() => (rows ? voerTotaal(rows) : null), [rows]);
  if (!rows || rows.length === 0 || !totaal) return null;
  const head = mergeClasses(styles.cell, styles.head);
  const number = mergeClasses(styles.cell, styles.number);
  const figure = (value: number | null, decimals: number) =>
    value === null ? <span className={styles.unknown}>{UNKNOWN_TEXT}</span> : formatNumber(value, decimals);
  return (
    <Card className={styles.card}>
      <CardHeader
        header={<Subtitle1 as="h2">{TITLE}</Subtitle1>}
        action={<InfoButton className={styles.infoButton} aria-label="Informatie over voerleveringen" info={<FeedInfoText />} />}
      />
      <div className={styles.scroll} role="region" aria-label={TITLE} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={mergeClasses(head, styles.sticky)}>
                Afleverdatum
              </th>
              <th scope="col" className={head}>
                Leverancier
              </th>
              <th scope="col" className={head}>
                Product
              </th>
              {FIGURES.map((key) => (
                <th key={key} scope="col" className={mergeClasses(head, styles.number)}>
                  {VOER_FIGURES[key].label} <span className={styles.unit}>[{VOER_FIGURES[key].unit}]</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.leverDatum}-${index}`}>
                <th scope="row" className={mergeClasses(styles.cell, styles.sticky)}>
                  {formatDate(row.leverDatum)}
                </th>
                <td className={styles.cell}>{row.leverancier ?? ''}</td>
                <td className={styles.cell}>{row.product ?? ''}</td>
                {FIGURES.map((key) => (
                  <td key={key} className={number}>
                    {figure(row[key], VOER_FIGURES[key].decimals)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {/* In the date column only: a cell over three columns, kept in view, would cover the figures scrolled under it. */}
              <th scope="row" className={mergeClasses(styles.cell, styles.foot, styles.sticky)}>
                Totaal
              </th>
              <td className={mergeClasses(styles.cell, styles.foot)} />
              <td className={mergeClasses(styles.cell, styles.foot)} />
              {FIGURES.map((key) => (
                <td key={key} className={mergeClasses(number, styles.foot)}>
                  {formatNumber(totaal[key], VOER_FIGURES[key].decimals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <Body1 as="p" className={styles.note}>
        {DELIVERIES_TOTAL_TEXT}
      </Body1>
    </Card>
  );
}

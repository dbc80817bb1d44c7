import { useMemo } from 'react';
import { Card, CardHeader, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { VOER_FIGURES, formatDate, formatNumber, voerTotaal } from '@klw/contracts';
import { useKrachtvoer } from '../store/krachtvoer-store';

const TITLE = 'Automatische voerleveringen';
const FIGURES = ['kg', 're', 'p'] as const;

const useStyles = makeStyles({
  // A phone scrolls the figures sideways; the region takes the keyboard's focus so it can be scrolled by keys too.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' },
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
  foot: { fontWeight: tokens.fontWeightSemibold, borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
});

/**
 * 'Automatische voerleveringen': the deliveries suppliers reported for the year, shown when there are any, with a
 * footer 'Totaal' (Hoeveelheid summed with a missing kg as 0; RE and P weighted by kg: @klw/contracts' voerTotaal).
 */
export function FeedDeliveriesCard() {
  const styles = useStyles();
  // A piece of the server's data: it does not change while the farmer types.
  const rows = useKrachtvoer((state) => state.data?.voerLeveringRows);
  const totaal = useMemo(() => (rows ? voerTotaal(rows) : null), [rows]);
  if (!rows || rows.length === 0 || !totaal) return null;
  const head = mergeClasses(styles.cell, styles.head);
  const number = mergeClasses(styles.cell, styles.number);
  return (
    <Card>
      <CardHeader header={<Subtitle1 as="h2">{TITLE}</Subtitle1>} />
      <div className={styles.scroll} role="region" aria-label={TITLE} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={head}>
                Afleverdatum
              </th>
              <th scope="col" className={head}>
                Leverancier
              </th>
              <th scope="col" className={head}>
                Product
              </th>
              {FIGURES.map((figure) => (
                <th key={figure} scope="col" className={mergeClasses(head, styles.number)}>
                  {VOER_FIGURES[figure].label} <span className={styles.unit}>[{VOER_FIGURES[figure].unit}]</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.leverDatum}-${index}`}>
                <th scope="row" className={styles.cell}>
                  {formatDate(row.leverDatum)}
                </th>
                <td className={styles.cell}>{row.leverancier ?? ''}</td>
                <td className={styles.cell}>{row.product ?? ''}</td>
                {FIGURES.map((figure) => (
                  <td key={figure} className={number}>
                    {formatNumber(row[figure], VOER_FIGURES[figure].decimals)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={mergeClasses(styles.cell, styles.foot)}>
                Totaal
              </th>
              {FIGURES.map((figure) => (
                <td key={figure} className={mergeClasses(number, styles.foot)}>
                  {formatNumber(totaal[figure], VOER_FIGURES[figure].decimals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

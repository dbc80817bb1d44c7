import { useMemo } from 'react';
import { Body1, Card, CardHeader, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { VOER_FIGURES } from '../declaration';
import { formatNumber } from '@klw/contracts/texts';
import type { VoerTotaal } from '../declaration';
import { feedTotals } from '../rules/feed-totals';
import { useKrachtvoer } from '../store/krachtvoer-store';

const TITLE = 'Totaal krachtvoer';
const FIGURES = ['kg', 're', 'p'] as const;
/** Under the totals: what they count and how. */
const TOTALS_TEXT =
  "Een hoeveelheid die onbekend of leeg is, telt als 0 kg. RE en fosfor zijn gemiddelden, gewogen naar kg.";

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    // On a phone the three figures fit beside the names with less room between the columns.
    '@media (max-width: 40em)': { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
    fontWeight: tokens.fontWeightRegular,
  },
  head: { fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  // A header's unit may go under its name ('Hoeveelheid' / '[kg]'): on a phone all three figures fit beside the names.
  numberHead: { textAlign: 'right', verticalAlign: 'bottom' },
  unit: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  all: { fontWeight: tokens.fontWeightSemibold, borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * 'Totaal krachtvoer': the suppliers' deliveries, the rows added by hand and all feed of the year, as the farmer types
 * (the rows by hand are in no other total).
 */
export function FeedTotalsCard() {
  const styles = useStyles();
  const deliveries = useKrachtvoer((state) => state.data?.voerLeveringRows);
  const rows = useKrachtvoer((state) => state.form?.handmatigeVoerLeveringRows);
  const totals = useMemo(() => (deliveries && rows ? feedTotals(deliveries, rows) : null), [deliveries, rows]);
  if (!totals) return null;
  const lines: { name: string; totaal: VoerTotaal | null; all?: boolean }[] = [
    ...(totals.automatisch ? [{ name: 'Automatische voerleveringen', totaal: totals.automatisch }] : []),
    { name: 'Handmatige voerleveringen', totaal: totals.handmatig },
    { name: 'Alle krachtvoer', totaal: totals.alles, all: true },
  ];
  const head = mergeClasses(styles.cell, styles.head);
  return (
    <Card>
      <CardHeader header={<Subtitle1 as="h2">{TITLE}</Subtitle1>} />
      <div className={styles.scroll} role="region" aria-label={TITLE} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td className={styles.cell} />
              {FIGURES.map((key) => (
                <th key={key} scope="col" className={mergeClasses(head, styles.numberHead)}>
                  {VOER_FIGURES[key].label} <span className={styles.unit}>[{VOER_FIGURES[key].unit}]</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map(({ name, totaal, all }) => (
              <tr key={name}>
                <th scope="row" className={mergeClasses(styles.cell, all && styles.all)}>
                  {name}
                </th>
                {FIGURES.map((key) => (
                  <td key={key} className={mergeClasses(styles.cell, styles.number, all && styles.all)}>
                    {/* No rows by hand: their total is 0 kg, without averages. */}
                    {formatNumber(totaal === null ? (key === 'kg' ? 0 : null) : totaal[key], VOER_FIGURES[key].decimals)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Body1 as="p" className={styles.note}>
        {TOTALS_TEXT}
      </Body1>
    </Card>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import type { ValueDifference } from '../rules/value-differences';

const FIELD_HEADER = 'Veld';

const useStyles = makeStyles({
  table: {
    borderCollapse: 'collapse',
    marginBlockStart: tokens.spacingVerticalXS,
    // A long field name wraps in its cell; the table never pushes the page sideways on a phone.
    maxWidth: '100%',
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      paddingBlock: tokens.spacingVerticalXXS,
      paddingInlineEnd: tokens.spacingHorizontalM,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& tbody th': { fontWeight: tokens.fontWeightRegular },
  },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
});

export interface ValuesTableProps {
  caption: string;
  /** The headers of the two versions' columns ('Uw invoer', 'Intussen opgeslagen'). */
  left: string;
  right: string;
  rows: readonly ValueDifference[];
}

/** Two versions of the differing values side by side, a row per field, so the farmer sees what each choice keeps. */
export function ValuesTable({ caption, left, right, rows }: ValuesTableProps) {
  const styles = useStyles();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{FIELD_HEADER}</th>
          <th scope="col">{left}</th>
          <th scope="col">{right}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row">{row.field}</th>
            <td>{row.left}</td>
            <td>{row.right}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

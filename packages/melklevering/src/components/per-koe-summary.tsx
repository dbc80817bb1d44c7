import { Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { MELK_FIELDS } from '../rules/melk-fields';
import { melkFieldKinds } from '../rules/melk-field-paths';
import { perKoe } from '../rules/per-koe';
import type { MelkLeveringForm } from '../declaration';
import { formatFigureOrNvt } from '@klw/ui';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content max-content',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  value: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export interface PerKoeSummaryProps {
  form: MelkLeveringForm;
  aantalMelkkoeien: number | null;
  jaar: number;
}

/** docs/PRODUCT.md section 9: the yearly figures per milk cow; 'NVT' when the farm has no cows. */
export function PerKoeSummary({ form, aantalMelkkoeien, jaar }: PerKoeSummaryProps) {
  const styles = useStyles();
  const headingId = useId('per-koe');
  const figures = perKoe(form, aantalMelkkoeien, jaar);
  const kinds = melkFieldKinds(jaar);
  return (
    <section aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        Per koe
      </Subtitle2>
      <dl className={styles.list}>
        {kinds.map((kind) => {
          const meta = MELK_FIELDS[kind];
          const text = figures ? formatFigureOrNvt(figures[kind], meta.decimals) : 'NVT';
          return (
            <div key={kind} className={styles.pair}>
              <dt>{meta.label}</dt>
              <dd className={styles.value} data-testid={`per-koe-${kind}`}>
                {text === 'NVT' ? text : `${text} ${meta.unit}`}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

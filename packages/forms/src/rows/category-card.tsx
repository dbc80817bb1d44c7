import type { ReactNode } from 'react';
import { Body1, Card, CardHeader, InfoButton, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { touchTarget } from '@klw/ui';
import { yearFields } from '@klw/contracts/forms';
import type { FieldCategory } from '@klw/contracts/forms';
import { useFormModel, useFormState } from '../store/form-context';
import { FormField, useFieldChecks } from '../components/form-fields';
import { RowsEditor } from './rows-editor';

const useStyles = makeStyles({
  // Fluent's Card clips what sticks out of it: the info popup, opened upwards, was cut off by the card's top edge.
  card: { overflow: 'visible' },
  description: { margin: 0 },
  info: touchTarget,
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Every field in the same columns, at most the card's width (at 320 px one column). Aligned to the top: a message
  // under one field must not stretch the inputs beside it.
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
    alignItems: 'start',
    gap: tokens.spacingVerticalM,
  },
});

export interface CategoryCardProps {
  /** A category of the screen's model: its name is the card's heading, its fields (or its rows) the card's body. */
  category: FieldCategory<never>;
  readOnly: boolean;
  /** A text at the top of the card (why the screen asks this here, for instance). */
  description?: ReactNode;
  /** The text of an info popup (ⓘ) beside the card's heading, opened by a click or Enter. */
  info?: ReactNode;
}

/** One category of a form as a card: its fields in a grid, or, for a list, its rows with 'Regel toevoegen'. */
export function CategoryCard({ category, readOnly, description, info }: CategoryCardProps) {
  const styles = useStyles();
  const model = useFormModel();
  const jaar = useFormState((state) => (state.data === null ? undefined : model.jaarOf(state.data)));
  const { messages, required } = useFieldChecks(readOnly);
  const prefix = category.key === undefined ? '' : `${category.key}.`;
  // Until the year is known, every field (the card shows only once the data is there).
  const fields = jaar === undefined ? category.fields : yearFields(category, jaar);
  return (
    <Card className={styles.card}>
      <CardHeader
        header={<Subtitle1 as="h2">{category.name}</Subtitle1>}
        action={info ? <InfoButton className={styles.info} aria-label={`Informatie over ${category.name.toLowerCase()}`} info={info} /> : undefined}
      />
      <div className={styles.body}>
        {description ? (
          <Body1 as="p" className={styles.description}>
            {description}
          </Body1>
        ) : null}
        {category.rows ? (
          <RowsEditor category={category} readOnly={readOnly} messages={messages} required={required} />
        ) : (
          <div className={styles.fields}>
            {fields.map((field) => {
              const path = `${prefix}${field.key}`;
              return (
                <FormField key={path} path={path} field={field} message={messages.get(path)} required={required.has(path)} readOnly={readOnly} />
              );
            })}
          </div>
        )}
      </div>
    </Card>
  );
}

import { useEffect, useRef } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { rowName, rowsOf, yearFields } from '@klw/contracts';
import type { FieldCategory } from '@klw/contracts';
import { useFormModel, useFormState, useFormStoreApi } from '../store/form-context';
import { FormField, useFieldChecks } from './form-fields';

export const ADD_ROW_TEXT = 'Regel toevoegen';
export const REMOVE_ROW_TEXT = 'Verwijderen';
export const NO_ROWS_TEXT = 'Er zijn nog geen regels.';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  row: {
    display: 'grid',
    // At most the card's width: at 320 px the fields stack, each as wide as the card.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
    alignItems: 'start',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  // The button sits at the bottom of its cell, in line with the inputs beside it.
  remove: { alignSelf: 'end', justifySelf: 'start' },
  add: { alignSelf: 'flex-start' },
});

export interface RowsEditorProps {
  /** The list's category in the screen's model (`rows: true`). */
  category: FieldCategory<never>;
  readOnly: boolean;
}

/**
 * The rows a farmer adds by hand: each row a group of the category's fields ('Regel 1'), with 'Verwijderen'; under
 * them 'Regel toevoegen'. By keyboard: a new row's first field gets the focus; after a removal, the row that took its
 * place (else 'Regel toevoegen'). Messages are per row, as the checks name them.
 */
export function RowsEditor({ category, readOnly }: RowsEditorProps) {
  const styles = useStyles();
  const store = useFormStoreApi();
  const model = useFormModel();
  const list = category.key ?? '';
  const rows = useFormState((state) => (state.form === null ? [] : rowsOf(state.form, category)));
  const keys = useFormState((state) => state.rowKeys[list]);
  const jaar = useFormState((state) => (state.data === null ? undefined : model.jaarOf(state.data)));
  const { messages, required } = useFieldChecks(readOnly);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the rows have rendered: a field's name, or the add button. */
  const focusNext = useRef<string | 'add' | null>(null);

  // Until the year is known, every field (the card shows only once the data is there).
  const fields = jaar === undefined ? category.fields : yearFields(category, jaar);
  const firstField = fields[0];
  const pathOf = (row: number, key: string): string => `${list}.${row}.${key}`;

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else document.getElementsByName(target)[0]?.focus();
  });

  const add = (): void => {
    const index = store.getState().addRow(list);
    if (index !== null && firstField) focusNext.current = pathOf(index, firstField.key);
  };

  const remove = (index: number): void => {
    store.getState().removeRow(list, index);
    const remaining = rows.length - 1;
    focusNext.current = index < remaining && firstField ? pathOf(index, firstField.key) : 'add';
  };

  return (
    <>
      {rows.length === 0 ? <p>{NO_ROWS_TEXT}</p> : null}
      <ul className={styles.list}>
        {rows.map((_row, index) => (
          <li key={keys?.[index] ?? index}>
            <fieldset className={styles.row}>
              <legend className={styles.legend}>{rowName(index)}</legend>
              {fields.map((field) => {
                const path = pathOf(index, field.key);
                return (
                  <FormField
                    key={field.key}
                    path={path}
                    field={field}
                    message={messages.get(path)}
                    required={required.has(path)}
                    readOnly={readOnly}
                  />
                );
              })}
              {readOnly ? null : (
                <Button className={styles.remove} onClick={() => remove(index)}>
                  {REMOVE_ROW_TEXT}
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <Button ref={addButton} className={styles.add} onClick={add}>
          {ADD_ROW_TEXT}
        </Button>
      )}
    </>
  );
}

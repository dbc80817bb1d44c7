// One row of the rows editor, and the press that must not move the focus away from it.
import { memo } from 'react';
import type { MouseEvent } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { rowName } from '@klw/contracts/forms';
import type { FieldDef } from '@klw/contracts/forms';
import { FormField } from '../components/form-fields';
import { REMOVE_ROW_TEXT } from './rows-editor-texts';
import { useRowsEditorStyles } from './rows-editor-styles';

interface RowProps {
  index: number;
  count: number;
  /** Its offset in the list; null while the page is printed (every row in the flow). */
  top: number | null;
  list: string;
  fields: readonly FieldDef<never>[];
  messages: ReadonlyMap<string, string>;
  required: ReadonlySet<string>;
  readOnly: boolean;
  onRemove: (index: number) => void;
}

/**
 * A press on the button leaves the focus where it is. Leaving a field checks the form, and the messages that come
 * then push the rows' buttons down: between the press and its release the button moved away from the pointer, and
 * the click never came ('Regel toevoegen' did nothing while a row was empty). The action moves the focus itself.
 */
export function keepFocus(event: MouseEvent): void {
  event.preventDefault();
}

/** One row: a group of the category's fields named 'Regel 1', with 'Verwijderen'. */
export const Row = memo(function Row({ index, count, top, list, fields, messages, required, readOnly, onRemove }: RowProps) {
  const styles = useRowsEditorStyles();
  return (
    <li
      data-row={index}
      // The list has every row, though only some are in the DOM: 'Regel 1500, 1500 of 2000'.
      aria-setsize={count}
      aria-posinset={index + 1}
      className={top === null ? styles.item : mergeClasses(styles.item, styles.placed)}
      style={top === null ? undefined : { top }}
    >
      <fieldset className={styles.row}>
        <legend className={styles.legend}>{rowName(index)}</legend>
        {fields.map((field) => {
          const path = `${list}.${index}.${field.key}`;
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
          <Button className={styles.remove} onMouseDown={keepFocus} onClick={() => onRemove(index)}>
            {REMOVE_ROW_TEXT}
          </Button>
        )}
      </fieldset>
    </li>
  );
});

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { Button, useId } from '@fluentui/react-components';
import { emptyRowMessage, maxRowsMessage } from '@klw/contracts/texts';
import { maxRowsOf, rowName, rowsOf, yearFields } from '@klw/contracts/forms';
import type { FieldCategory } from '@klw/contracts/forms';
import { rowWindow, usePrinting } from '@klw/ui';
import { useFormModel, useFormState, useFormStoreApi } from '../store/form-context';
import type { FieldChecks } from '../components/form-fields';
import { firstEmptyRow, rowIsEmpty, rowOfPath } from './row-emptiness';
import { keepFocus, Row } from './rows-editor-row';
import { useRowsEditorStyles } from './rows-editor-styles';
import { ADD_ROW_TEXT, NO_ROWS_TEXT, removedRowText, UNDO_REMOVE_TEXT } from './rows-editor-texts';
import { useRowHeights, useScrollView } from './rows-window';

/** About five rows beyond the view on either side: a wheel turn or PageDown shows rows already there. */
const WINDOW = { overscanPx: 480, step: 4 };

/**
 * Up to this many rows are all in the page's own flow: the browser's find finds each, the page scrolls as one, and
 * no box inside the page scrolls on its own. Beyond it (a year may hold up to its cap, 2,000 by default) the rows
 * scroll in a box and only those near its view are drawn. Measured on Krachtvoer in Chromium on the 2-core test
 * machine (navigation to rows painted, best of five; a key's paint, median of a word): 300 rows in the box 340 ms,
 * 11 ms; all in the flow, 31 rows 388 ms, 50 rows 380 ms and 11 ms, 75 rows 559 ms; on a busier run 100 rows took
 * 979 ms and 35 ms a key, 200 rows 1,192 ms and 43 ms. Up to 50 the whole list costs about what the box does.
 */
export const FLOW_ROWS = 50;

/** A row just removed, to put back with 'Ongedaan maken'; in the form it was removed from (`formVersion`). */
interface Removed {
  index: number;
  row: unknown;
  formVersion: number;
}

/**
 * Leaves the field that has the focus before a row comes or goes, as a click on the button would have: its figure is
 * taken and the form checked as it was, so a row just added shows no messages yet.
 */
function leaveField(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

export interface RowsEditorProps {
  /** The list's category in the screen's model (`rows: true`). */
  category: FieldCategory<never>;
  readOnly: boolean;
  /** The form's checks (the card's own: over thousands of rows they are worth computing once). */
  messages: FieldChecks['messages'];
  required: FieldChecks['required'];
}

/**
 * The rows a farmer adds by hand: each row a group of the category's fields ('Regel 1'), with 'Verwijderen'; under
 * them 'Regel toevoegen'. By keyboard: a new row's first field gets the focus; after a removal, the row that took its
 * place (else 'Regel toevoegen'). Messages are per row, as the checks name them.
 *
 * 'Verwijderen' leaves 'Regel 3 is verwijderd.' where the row was, with 'Ongedaan maken', which puts it back with
 * its values, until the next row is added or removed.
 *
 * Up to FLOW_ROWS rows are all in the page's flow. A year may hold up to the category's cap of rows (2,000 by
 * default): beyond FLOW_ROWS they scroll in a box, and only the rows near its view are in the DOM, beside the row with the focus and its neighbours (Tab and Shift+Tab go on from it) and every
 * row with text that is no number (its text lives in its field; a message sends the focus there) and the row a
 * notice's link goes to. Printed, every
 * row is there. A row beyond the cap is refused with a message; nothing typed is lost.
 */
export function RowsEditor({ category, readOnly, messages, required }: RowsEditorProps) {
  const styles = useRowsEditorStyles();
  const store = useFormStoreApi();
  const model = useFormModel();
  const list = category.key ?? '';
  const max = maxRowsOf(category);
  // The count only: typing in a row changes the rows, and must not render the list again.
  const count = useFormState((state) => (state.form === null ? 0 : rowsOf(state.form, category).length));
  const keys = useFormState((state) => state.rowKeys[list]);
  const unreadable = useFormState((state) => state.unreadable);
  // The row a notice's link asks for (useGoToField brings its field into view once it is drawn).
  const askedRow = useFormState((state) => (state.goingTo === null ? null : rowOfPath(state.goingTo.path, list)));
  const jaar = useFormState((state) => (state.data === null ? undefined : model.jaarOf(state.data)));
  const printing = usePrinting();
  const formVersion = useFormState((state) => state.formVersion);
  const [removed, setRemoved] = useState<Removed | null>(null);
  // A form that replaced the one the row was removed from (a reload, a draft put back) has no place for it.
  const undoable = removed !== null && removed.formVersion === formVersion ? removed : null;
  // Every row in the flow: on paper, and while drawing them all is cheap.
  const flowing = printing || count <= FLOW_ROWS;
  const addButton = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const listElement = useRef<HTMLUListElement>(null);
  /** Where the focus goes once the rows have rendered: a row's field, or the add button. */
  const [focusNext, setFocusNext] = useState<{ row: number; name: string } | 'add' | null>(null);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const refusedId = useId('klw-rows-full-');
  /** The empty row 'Regel toevoegen' sent the farmer to instead of adding one; said while it is still empty. */
  const [emptyRow, setEmptyRow] = useState<number | null>(null);
  const emptyRowId = useId('klw-rows-empty-');

  // Until the year is known, every field (the card shows only once the data is there).
  const fields = useMemo(() => (jaar === undefined ? category.fields : yearFields(category, jaar)), [category, jaar]);
  const firstField = fields[0];
  const pathOf = useCallback((row: number, key: string): string => `${list}.${row}.${key}`, [list]);
  const keyOf = useCallback((index: number): string => keys?.[index] ?? `#${index}`, [keys]);

  const tops = useRowHeights(count, keyOf, listElement, flowing);
  const { view, onScroll } = useScrollView(scroller);

  const shown = useMemo(() => {
    if (flowing) return Array.from({ length: count }, (_, index) => index);
    const { first, last } = rowWindow(count, (index) => tops[index] ?? 0, view, WINDOW);
    const rows = new Set<number>();
    for (let index = first; index < last; index += 1) rows.add(index);
    const kept = [
      ...(focusedRow === null ? [] : [focusedRow - 1, focusedRow, focusedRow + 1]),
      ...(focusNext !== null && focusNext !== 'add' ? [focusNext.row] : []),
      ...(askedRow === null ? [] : [askedRow]),
      ...unreadable.map((path) => rowOfPath(path, list) ?? -1),
    ];
    for (const index of kept) if (index >= 0 && index < count) rows.add(index);
    return [...rows].sort((a, b) => a - b);
  }, [flowing, count, tops, view, focusedRow, focusNext, askedRow, unreadable, list]);

  useEffect(() => {
    if (focusNext === null) return;
    if (focusNext === 'add') addButton.current?.focus();
    else document.getElementsByName(focusNext.name)[0]?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const onFocus = useCallback((event: FocusEvent<HTMLUListElement>) => {
    const item = event.target.closest<HTMLElement>('[data-row]');
    if (item) setFocusedRow(Number(item.dataset.row));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
  }, []);

  // Only while that row is still empty (and still there): typing in it makes the message old news.
  const stillEmpty = useFormState((state) => emptyRow !== null && rowIsEmpty(state.form, list, emptyRow, fields, state.unreadable));

  const add = (): void => {
    leaveField();
    const { form, unreadable: unreadableNow } = store.getState();
    const empty = firstEmptyRow(form, list, count, fields, unreadableNow);
    if (empty !== null) {
      setEmptyRow(empty);
      if (firstField) setFocusNext({ row: empty, name: pathOf(empty, firstField.key) });
      return;
    }
    setEmptyRow(null);
    setRemoved(null);
    const index = store.getState().addRow(list);
    // The store refuses a row beyond the cap; the rows stay as they are.
    if (index === null) {
      setRefused(count >= max);
      return;
    }
    setRefused(false);
    if (firstField) setFocusNext({ row: index, name: pathOf(index, firstField.key) });
  };

  const remove = useCallback(
    (index: number): void => {
      leaveField();
      setEmptyRow(null);
      const { form, formVersion: version } = store.getState();
      setRemoved({ index, row: rowsOf(form, category)[index], formVersion: version });
      store.getState().removeRow(list, index);
      const remaining = rowsOf(store.getState().form, category).length;
      setFocusNext(index < remaining && firstField ? { row: index, name: pathOf(index, firstField.key) } : 'add');
    },
    [store, list, category, firstField, pathOf],
  );

  const undo = (): void => {
    if (!undoable) return;
    leaveField();
    if (!store.getState().insertRow(list, undoable.index, undoable.row)) {
      setRefused(true);
      return;
    }
    setRemoved(null);
    if (firstField) setFocusNext({ row: undoable.index, name: pathOf(undoable.index, firstField.key) });
  };
  // Where the row was, in the flow; below the rows while they scroll in a box. Read out as it comes (role="status").
  const undoNotice = (as: 'li' | 'div') => {
    if (readOnly || !undoable) return null;
    const Element = as;
    return (
      <Element key="klw-removed-row" className={styles.item}>
        <div role="status" className={styles.removed}>
          <span>{removedRowText(rowName(undoable.index))}</span>
          <Button className={styles.undo} onMouseDown={keepFocus} onClick={undo}>
            {UNDO_REMOVE_TEXT}
          </Button>
        </div>
      </Element>
    );
  };

  const full = refused && count >= max;
  const describedBy = [...(full ? [refusedId] : []), ...(stillEmpty ? [emptyRowId] : [])].join(' ');
  return (
    <>
      {count === 0 ? <p>{NO_ROWS_TEXT}</p> : null}
      <div ref={scroller} className={flowing ? undefined : styles.scroller} onScroll={onScroll}>
        <ul ref={listElement} className={styles.list} style={flowing ? undefined : { height: tops[count] ?? 0 }} onFocus={onFocus} onBlur={onBlur}>
          {shown.flatMap((index) => [
            ...(flowing && undoable?.index === index ? [undoNotice('li')] : []),
            <Row
              key={keyOf(index)}
              index={index}
              count={count}
              top={flowing ? null : (tops[index] ?? 0)}
              list={list}
              fields={fields}
              messages={messages}
              required={required}
              readOnly={readOnly}
              onRemove={remove}
            />,
          ])}
          {flowing && undoable !== null && undoable.index >= count ? undoNotice('li') : null}
        </ul>
      </div>
      {flowing ? null : undoNotice('div')}
      {readOnly ? null : (
        <Button
          ref={addButton}
          className={styles.add}
          onMouseDown={keepFocus}
          onClick={add}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        >
          {ADD_ROW_TEXT}
        </Button>
      )}
      {full ? (
        <p id={refusedId} role="alert" className={styles.refused}>
          {maxRowsMessage(max)}
        </p>
      ) : null}
      {stillEmpty && emptyRow !== null ? (
        <p id={emptyRowId} role="alert" className={styles.refused}>
          {emptyRowMessage(rowName(emptyRow))}
        </p>
      ) : null}
    </>
  );
}

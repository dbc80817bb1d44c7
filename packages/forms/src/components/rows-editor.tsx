import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, RefObject } from 'react';
import { Button, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { emptyRowMessage, maxRowsMessage, maxRowsOf, rowName, rowsOf, valueAt, yearFields } from '@klw/contracts';
import type { FieldCategory, FieldDef } from '@klw/contracts';
import { rowWindow, touchTarget, usePrinting } from '@klw/ui';
import type { ScrollView } from '@klw/ui';
import { useFormModel, useFormState, useFormStoreApi } from '../store/form-context';
import { FormField } from './form-fields';
import type { FieldChecks } from './form-fields';

export const ADD_ROW_TEXT = 'Regel toevoegen';
export const REMOVE_ROW_TEXT = 'Verwijderen';
export const NO_ROWS_TEXT = 'Er zijn nog geen regels.';

/** A row's height until it has been on screen and measured (and in a test without layout). */
const ESTIMATED_ROW_HEIGHT = 96;
/** The list scrolls inside a box at most this tall; the view's height when the layout gives none (a test). */
const MAX_VIEW_HEIGHT = 640;
/** About five rows beyond the view on either side: a wheel turn or PageDown shows rows already there. */
const WINDOW = { overscanPx: 480, step: 4 };

const useStyles = makeStyles({
  // A year may hold thousands of rows: they scroll in a box of their own, and only those near its view are in the DOM.
  scroller: {
    maxHeight: `min(${MAX_VIEW_HEIGHT}px, 70vh)`,
    overflowY: 'auto',
    // On paper every row is printed, over as many pages as it takes.
    '@media print': { maxHeight: 'none', overflowY: 'visible' },
  },
  list: { position: 'relative', margin: 0, padding: 0, listStyle: 'none' },
  item: { paddingBottom: tokens.spacingVerticalM },
  // Each row at its offset, so any rows (the window, the focused row, rows holding text that is no number) can be
  // in the DOM without the ones between them.
  placed: { position: 'absolute', left: 0, right: 0, '@media print': { position: 'static' } },
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
  remove: { alignSelf: 'end', justifySelf: 'start', ...touchTarget },
  add: { alignSelf: 'flex-start', ...touchTarget },
  refused: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface RowsEditorProps {
  /** The list's category in the screen's model (`rows: true`). */
  category: FieldCategory<never>;
  readOnly: boolean;
  /** The form's checks (the card's own: over thousands of rows they are worth computing once). */
  messages: FieldChecks['messages'];
  required: FieldChecks['required'];
}

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
function keepFocus(event: MouseEvent): void {
  event.preventDefault();
}

/**
 * Leaves the field that has the focus before a row comes or goes, as a click on the button would have: its figure is
 * taken and the form checked as it was, so a row just added shows no messages yet.
 */
function leaveField(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** One row: a group of the category's fields named 'Regel 1', with 'Verwijderen'. */
const Row = memo(function Row({ index, count, top, list, fields, messages, required, readOnly, onRemove }: RowProps) {
  const styles = useStyles();
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

/**
 * The first row with nothing in it (no value, no text that is no number), or null: a second empty row would only be
 * one more to fill in or remove.
 */
function firstEmptyRow(form: unknown, list: string, count: number, fields: readonly FieldDef<never>[], unreadable: readonly string[]): number | null {
  for (let index = 0; index < count; index += 1) if (rowIsEmpty(form, list, index, fields, unreadable)) return index;
  return null;
}

function rowIsEmpty(form: unknown, list: string, index: number, fields: readonly FieldDef<never>[], unreadable: readonly string[]): boolean {
  if (valueAt(form, `${list}.${index}`) === undefined) return false;
  if (unreadable.some((path) => rowOfPath(path, list) === index)) return false;
  return fields.every((field) => {
    const value = valueAt(form, `${list}.${index}.${field.key}`);
    return value === null || value === undefined || value === '';
  });
}

/** The row of a path in `list` ('regels.12.kg' is 12), or null. */
function rowOfPath(path: string, list: string): number | null {
  if (!path.startsWith(`${list}.`)) return null;
  const row = Number(path.slice(list.length + 1).split('.')[0]);
  return Number.isInteger(row) ? row : null;
}

/**
 * Only the rows near the scroll box's view are in the DOM, each at its offset: heights are measured as rows show
 * (a message or a narrow screen makes a row taller) and estimated for the others. Returns the list's offsets.
 */
function useRowHeights(count: number, keyOf: (index: number) => string, list: RefObject<HTMLUListElement | null>, printing: boolean) {
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element || printing) return;
    let changed = false;
    for (const item of element.children) {
      if (!(item instanceof HTMLElement)) continue;
      const height = item.offsetHeight;
      const key = keyOf(Number(item.dataset.row));
      if (height > 0 && heights.current.get(key) !== height) {
        heights.current.set(key, height);
        changed = true;
      }
    }
    if (changed) setMeasured((version) => version + 1);
  }, [list, keyOf, printing]);

  // After each render, before paint: a row whose messages came is placed at its new height at once. A row that grows
  // without the list rendering (a field's own note) is seen by the observer.
  useLayoutEffect(() => {
    measure();
    const element = list.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  });

  const tops = useMemo(() => {
    const known = [...heights.current.values()];
    const estimate = known.length > 0 ? known.reduce((sum, height) => sum + height, 0) / known.length : ESTIMATED_ROW_HEIGHT;
    const offsets = new Float64Array(count + 1);
    for (let index = 0; index < count; index += 1) offsets[index + 1] = (offsets[index] ?? 0) + (heights.current.get(keyOf(index)) ?? estimate);
    return offsets;
    // `measured` says the heights changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, keyOf, measured]);
  return tops;
}

/** The scroll box's view, as last scrolled or resized. */
function useScrollView(scroller: RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState<ScrollView>({ scrollTop: 0, viewportHeight: MAX_VIEW_HEIGHT });
  const update = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const next = { scrollTop: box.scrollTop, viewportHeight: box.clientHeight || MAX_VIEW_HEIGHT };
    setView((current) => (current.scrollTop === next.scrollTop && current.viewportHeight === next.viewportHeight ? current : next));
  }, [scroller]);
  useLayoutEffect(() => {
    update();
    const box = scroller.current;
    if (!box || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scroller, update]);
  return { view, onScroll: update };
}

/**
 * The rows a farmer adds by hand: each row a group of the category's fields ('Regel 1'), with 'Verwijderen'; under
 * them 'Regel toevoegen'. By keyboard: a new row's first field gets the focus; after a removal, the row that took its
 * place (else 'Regel toevoegen'). Messages are per row, as the checks name them.
 *
 * A year may hold up to the category's cap of rows (2,000 by default): they scroll in a box, and only the rows near
 * its view are in the DOM, beside the row with the focus and its neighbours (Tab and Shift+Tab go on from it) and every
 * row with text that is no number (its text lives in its field; a message sends the focus there). Printed, every
 * row is there. A row beyond the cap is refused with a message; nothing typed is lost.
 */
export function RowsEditor({ category, readOnly, messages, required }: RowsEditorProps) {
  const styles = useStyles();
  const store = useFormStoreApi();
  const model = useFormModel();
  const list = category.key ?? '';
  const max = maxRowsOf(category);
  // The count only: typing in a row changes the rows, and must not render the list again.
  const count = useFormState((state) => (state.form === null ? 0 : rowsOf(state.form, category).length));
  const keys = useFormState((state) => state.rowKeys[list]);
  const unreadable = useFormState((state) => state.unreadable);
  const jaar = useFormState((state) => (state.data === null ? undefined : model.jaarOf(state.data)));
  const printing = usePrinting();
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

  const tops = useRowHeights(count, keyOf, listElement, printing);
  const { view, onScroll } = useScrollView(scroller);

  const shown = useMemo(() => {
    if (printing) return Array.from({ length: count }, (_, index) => index);
    const { first, last } = rowWindow(count, (index) => tops[index] ?? 0, view, WINDOW);
    const rows = new Set<number>();
    for (let index = first; index < last; index += 1) rows.add(index);
    const kept = [
      ...(focusedRow === null ? [] : [focusedRow - 1, focusedRow, focusedRow + 1]),
      ...(focusNext !== null && focusNext !== 'add' ? [focusNext.row] : []),
      ...unreadable.map((path) => rowOfPath(path, list) ?? -1),
    ];
    for (const index of kept) if (index >= 0 && index < count) rows.add(index);
    return [...rows].sort((a, b) => a - b);
  }, [printing, count, tops, view, focusedRow, focusNext, unreadable, list]);

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
      store.getState().removeRow(list, index);
      const remaining = rowsOf(store.getState().form, category).length;
      setFocusNext(index < remaining && firstField ? { row: index, name: pathOf(index, firstField.key) } : 'add');
    },
    [store, list, category, firstField, pathOf],
  );

  const full = refused && count >= max;
  const describedBy = [...(full ? [refusedId] : []), ...(stillEmpty ? [emptyRowId] : [])].join(' ');
  return (
    <>
      {count === 0 ? <p>{NO_ROWS_TEXT}</p> : null}
      <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
        <ul ref={listElement} className={styles.list} style={printing ? undefined : { height: tops[count] ?? 0 }} onFocus={onFocus} onBlur={onBlur}>
          {shown.map((index) => (
            <Row
              key={keyOf(index)}
              index={index}
              count={count}
              top={printing ? null : (tops[index] ?? 0)}
              list={list}
              fields={fields}
              messages={messages}
              required={required}
              readOnly={readOnly}
              onRemove={remove}
            />
          ))}
        </ul>
      </div>
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

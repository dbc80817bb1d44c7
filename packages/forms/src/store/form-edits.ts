import { maxRowsOf, rowsOf, valueAt, withValueAt } from '@klw/contracts/forms';
import type { FormModel } from '../model';
import type { FormActions, StoreKit } from './form-state';
import { pathAfterInsert, shiftedPath } from './row-keys';

// What typing does to the form: a field's value, text that is no number, a screen's own rule, rows added and
// removed (their keys, unreadable paths and messages follow them), and the moment the messages are taken.
// Each edit is written to the page's draft.

type Edits<TData, TForm> = Pick<
  FormActions<TData, TForm>,
  'updateForm' | 'setField' | 'setUnreadable' | 'addRow' | 'removeRow' | 'insertRow' | 'check' | 'goToField' | 'fieldReached'
>;

export function formEdits<TData, TForm>(
  model: FormModel<TData, TForm>,
  { set, get }: StoreKit<TData, TForm>,
  persistDraft: () => void,
  newRowKeys: (count: number) => string[],
): Edits<TData, TForm> {
  const updateForm: FormActions<TData, TForm>['updateForm'] = (update, { dropText, check = false } = {}) => {
    const { form, data, unreadable } = get();
    if (!form || !data) return;
    const next = update(form, data);
    set({ form: next, ...(dropText ? { unreadable: unreadable.filter((path) => !dropText(path)) } : {}), ...(check ? { checkedForm: next } : {}) });
    persistDraft();
  };

  return {
    updateForm,

    setField(path, value) {
      updateForm((form) => withValueAt(form, path, value));
    },

    setUnreadable(path, unreadable) {
      const current = get().unreadable;
      if (current.includes(path) === unreadable) return;
      set({ unreadable: unreadable ? [...current, path] : current.filter((other) => other !== path) });
      persistDraft();
    },

    addRow(list) {
      const { form } = get();
      const entry = model.fields.find((category) => category.rows && category.key === list);
      if (!form || !entry) return null;
      const rows = rowsOf(form, entry as never);
      // A year's list holds at most its cap: the API would refuse the save, and the rows already typed with it.
      if (rows.length >= maxRowsOf(entry)) return null;
      const empty = Object.fromEntries(entry.fields.map((field) => [field.key, null]));
      updateForm((current) => withValueAt(current, list, [...rows, empty]));
      const [key] = newRowKeys(1);
      set({ rowKeys: { ...get().rowKeys, [list]: [...(get().rowKeys[list] ?? []), ...(key === undefined ? [] : [key])] } });
      return rows.length;
    },

    removeRow(list, index) {
      const { form, checkedForm, rowKeys, unreadable } = get();
      if (!form) return;
      const without = <T>(items: readonly T[]): T[] => items.filter((_item, at) => at !== index);
      const rowsIn = (of: TForm): readonly unknown[] => {
        const rows = valueAt(of, list);
        return Array.isArray(rows) ? rows : [];
      };
      const shift = (paths: readonly string[]): string[] => paths.flatMap((path) => shiftedPath(path, list, index) ?? []);
      set({
        unreadable: shift(unreadable),
        rowKeys: { ...rowKeys, [list]: without(rowKeys[list] ?? []) },
        // The messages follow their rows: the checked form loses the same row.
        ...(checkedForm && rowsIn(checkedForm).length > index ? { checkedForm: withValueAt(checkedForm, list, without(rowsIn(checkedForm))) } : {}),
      });
      updateForm((current) => withValueAt(current, list, without(rowsIn(current))));
    },

    insertRow(list, index, row) {
      const { form, checkedForm, rowKeys, unreadable } = get();
      const entry = model.fields.find((category) => category.rows && category.key === list);
      if (!form || !entry) return false;
      const rowsIn = (of: TForm): readonly unknown[] => {
        const rows = valueAt(of, list);
        return Array.isArray(rows) ? rows : [];
      };
      if (rowsIn(form).length >= maxRowsOf(entry)) return false;
      const at = Math.min(Math.max(0, index), rowsIn(form).length);
      const inserted = <T>(items: readonly T[], item: T): T[] => [...items.slice(0, at), item, ...items.slice(at)];
      const [key] = newRowKeys(1);
      set({
        unreadable: unreadable.map((path) => pathAfterInsert(path, list, at)),
        rowKeys: { ...rowKeys, [list]: key === undefined ? (rowKeys[list] ?? []) : inserted(rowKeys[list] ?? [], key) },
        // Its messages come back with it: the checked form gets the same row.
        ...(checkedForm && rowsIn(checkedForm).length >= at ? { checkedForm: withValueAt(checkedForm, list, inserted(rowsIn(checkedForm), row)) } : {}),
      });
      updateForm((current) => withValueAt(current, list, inserted(rowsIn(current), row)));
      return true;
    },

    check() {
      set({ checkedForm: get().form });
    },

    goToField(path) {
      set({ goingTo: { path } });
    },

    fieldReached() {
      if (get().goingTo !== null) set({ goingTo: null });
    },

  };
}

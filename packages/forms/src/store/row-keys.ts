import { rowsOf } from '@klw/contracts/forms';
import type { FormModel } from '../model';
import type { StoreKit } from './form-state';

// Stable React keys for the rows of each list of rows, so a row keeps its typing when one above it goes.

/** An index in a row's path shifted for a removed row: 'rows.3.kg' becomes 'rows.2.kg'; the removed row's paths go. */
export function shiftedPath(path: string, list: string, removed: number): string | null {
  const prefix = `${list}.`;
  if (!path.startsWith(prefix)) return path;
  const [index, ...rest] = path.slice(prefix.length).split('.');
  const row = Number(index);
  if (!Number.isInteger(row) || row < removed) return path;
  if (row === removed) return null;
  return [list, String(row - 1), ...rest].join('.');
}

/** An index in a row's path shifted for a row put back at `inserted`: 'rows.3.kg' becomes 'rows.4.kg' from there on. */
export function pathAfterInsert(path: string, list: string, inserted: number): string {
  const prefix = `${list}.`;
  if (!path.startsWith(prefix)) return path;
  const [index, ...rest] = path.slice(prefix.length).split('.');
  const row = Number(index);
  if (!Number.isInteger(row) || row < inserted) return path;
  return [list, String(row + 1), ...rest].join('.');
}

/** New row keys, never reused, and each list's keys afresh for a form that replaces the one on screen. */
export function rowKeying<TData, TForm>(model: FormModel<TData, TForm>, { set, get }: StoreKit<TData, TForm>) {
  /** New row keys, `count` of them. */
  const newRowKeys = (count: number): string[] => {
    const first = get().nextRowKey;
    set({ nextRowKey: first + count });
    return Array.from({ length: count }, (_, index) => `rij-${first + index}`);
  };

  /** Each list's row keys, fresh, for a form that replaces the one on screen. */
  const freshRowKeys = (form: TForm): Record<string, string[]> =>
    Object.fromEntries(
      model.fields.flatMap((category) =>
        category.rows && category.key !== undefined ? [[category.key, newRowKeys(rowsOf(form, category as never).length)]] : [],
      ),
    );

  return { newRowKeys, freshRowKeys };
}

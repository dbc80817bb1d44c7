// The rows editor's own words, as the farmer reads them on its buttons and in an empty list.
export const ADD_ROW_TEXT = 'Regel toevoegen';
export const REMOVE_ROW_TEXT = 'Verwijderen';
export const NO_ROWS_TEXT = 'Er zijn nog geen regels.';
export const UNDO_REMOVE_TEXT = 'Ongedaan maken';

/** Where a row was removed, with 'Ongedaan maken' beside it: 'Regel 3 is verwijderd.' */
export function removedRowText(name: string): string {
  return `${name} is verwijderd.`;
}

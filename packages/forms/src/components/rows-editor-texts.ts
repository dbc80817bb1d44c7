// The rows editor's own words, as the farmer reads them on its buttons and in an empty list.
export const ADD_ROW_TEXT = 'Regel toevoegen';
export const REMOVE_ROW_TEXT = 'Verwijderen';
export const NO_ROWS_TEXT = 'Er zijn nog geen regels.';

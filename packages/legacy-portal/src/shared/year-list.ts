/**
 * The year-switch template of a page that shows no year list: a page of the farm rather than of a year (the
 * consent and mandate pages), where choosing a year would change nothing shown. The server writes it on the menu
 * (`data-year-switch-template`), the menu controller reads it.
 */
export const NO_YEAR_LIST = '';

import type { Query } from './screen';

// What the journeys look for on the portal's pages, by role and Dutch name: the knowledge of the Playwright page
// objects (pages/*.page.ts), as queries any engine answers (screen.ts).

const mountPoint: Query = { css: '#klw-app' };

const inScreen = (query: Query): Query => ({ ...query, within: mountPoint });

export const portal = {
  /** A demo user's button on the sign-in page, by name ('Jan de Vries'). */
  user: (naam: string): Query => ({ role: 'button', text: naam }),
  /** A demo user's button in the sign-in dialog of a signed-in page (signing in again without leaving it). */
  signInDialogUser: (naam: string): Query => ({ role: 'button', text: naam, within: { css: '#klw-sign-in' } }),
  signOut: { role: 'button', name: 'Afmelden' } satisfies Query,
  /** The menu's 'Opnieuw aanmelden' after the session ended: the sign-in page, back to this page after. */
  menuSignInAgain: { role: 'button', name: 'Opnieuw aanmelden', within: { css: '#klw-menu' } } satisfies Query,
  failurePanel: inScreen({ role: 'alert', text: 'Dit onderdeel kon niet worden geladen.' }),
  retry: inScreen({ role: 'button', name: 'Opnieuw proberen' }),
  overrideBanner: { role: 'region', name: 'Actieve overrides' } satisfies Query,
  resetOverrides: { role: 'button', name: 'Overrides terugzetten', within: { role: 'region', name: 'Actieve overrides' } } satisfies Query,
};

/** What every form screen on the screen kit offers (pages/form.page.ts). */
export const form = {
  save: inScreen({ role: 'button', name: 'Alles opslaan' }),
  saved: inScreen({ role: 'status', text: 'Succesvol opgeslagen' }),
  /** A notice of the screen by its title ('Er ging iets fout', 'Uw sessie is verlopen'). */
  notice: (title: string): Query => inScreen({ role: 'alert', text: title }),
  /** A button of a notice. */
  noticeButton: (title: string, button: string): Query => ({ role: 'button', name: button, within: inScreen({ role: 'alert', text: title }) }),
  /** The draft offer's 'Terugzetten'. */
  restoreDraft: inScreen({ role: 'button', name: 'Terugzetten' }),
  readOnly: inScreen({ css: 'p, div, span', text: 'alleen te bekijken' }),
  /** Beside 'Alles opslaan': 'Bewaard op deze computer HH:mm' while a draft holds the typing. */
  draftKept: inScreen({ css: 'span, div', text: /^Bewaard op deze computer/ }),
};

export const milk = {
  heading: inScreen({ role: 'heading', name: 'Melklevering' }),
  deliveries: inScreen({ role: 'region', name: 'Melkleveringen per maand' }),
  columnHeader: (name: string): Query => ({ role: 'columnheader', name, within: inScreen({ role: 'region', name: 'Melkleveringen per maand' }) }),
  manualCheckbox: inScreen({ role: 'checkbox', name: 'Melkleveringen handmatig invullen' }),
  /** A number field by its label, optionally inside a group ('Handmatige levering', 'Zelf zuivelen'). */
  field: (label: string, group?: string): Query => ({ role: 'spinbutton', name: label, within: group ? inScreen({ role: 'group', name: group }) : mountPoint }),
};

export const feed = {
  heading: inScreen({ role: 'heading', name: 'Krachtvoer' }),
  addRow: inScreen({ role: 'button', name: 'Regel toevoegen' }),
  rows: inScreen({ role: 'group', name: /^Regel \d+$/ }),
  row: (number: number): Query => inScreen({ role: 'group', name: `Regel ${number}` }),
  product: (number: number): Query => ({ role: 'textbox', name: /^Product/, within: feed.row(number) }),
  hoeveelheid: (number: number): Query => ({ role: 'spinbutton', name: /^Hoeveelheid/, within: feed.row(number) }),
  remove: (number: number): Query => ({ role: 'button', name: 'Verwijderen', within: feed.row(number) }),
  /** 'Regel 3 is verwijderd.' where the row was, with 'Ongedaan maken'. */
  removed: (number: number): Query => inScreen({ role: 'status', text: `Regel ${number} is verwijderd.` }),
  undo: inScreen({ role: 'button', name: 'Ongedaan maken' }),
};

export const dataSharing = {
  heading: inScreen({ role: 'heading', name: 'Deelnames beheren' }),
  frame: inScreen({ css: 'iframe' }),
  unreachable: inScreen({ role: 'alert', text: 'De gegevensdeling is niet bereikbaar' }),
};

/** Whose years a user chooses from: a participant's own, an adviser's clients', the servicedesk's any farm's. */
export type YearChooser = 'deelnemer' | 'adviseur' | 'servicedesk';

/**
 * The year asked for and refused (another user's link, a bookmark). Not named by its id: that number is the
 * system's, not the farmer's, and its year is not this user's to learn.
 */
export function refusedYearText(): string {
  return 'U heeft geen toegang tot deze kringloopwijzer.';
}

/**
 * A user who may see no farm's year at all (an account without rights yet): what is the matter and who can change
 * it, rather than a menu that "could not load".
 */
export const NO_ACCESS_TEXT =
  'Uw account heeft nog geen toegang tot de gegevens van een bedrijf. Vraag de deelnemer om een machtiging, of neem contact op met de servicedesk.';

const CHOICE: Record<YearChooser, { menu: string; list: string }> = {
  deelnemer: {
    menu: 'Kies in het menu een van uw eigen kringloopwijzers.',
    list: 'Kies een van uw eigen kringloopwijzers in de lijst.',
  },
  // An adviser's years are those of the farms that gave a mandate, not 'your own'.
  adviseur: {
    menu: 'Kies in het menu een kringloopwijzer van een van uw klanten.',
    list: 'Kies in de lijst een kringloopwijzer van een van uw klanten.',
  },
  servicedesk: {
    menu: 'Kies in het menu een andere kringloopwijzer.',
    list: 'Kies een andere kringloopwijzer in de lijst.',
  },
};

/**
 * How this user goes on after a refused year: choose one in the portal's menu (said by a screen) or in its year list
 * (said by the menu itself), in words that fit whose years they are.
 */
export function chooseYearText(chooser: YearChooser, where: 'menu' | 'list'): string {
  return CHOICE[chooser][where];
}

import { MELK } from '@klw/contracts';
import { formModel } from '@klw/forms';

/** The milk screen as the screen kit sees it: its declaration (in @klw/contracts, which the local API serves too). */
export const MELK_MODEL = formModel(MELK);

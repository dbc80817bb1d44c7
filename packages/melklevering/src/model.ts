import { MELK } from './declaration';
import { formModel } from '@klw/forms';

/** The milk screen as the screen kit sees it: its declaration (src/declaration.ts, which the local API serves too). */
export const MELK_MODEL = formModel(MELK);

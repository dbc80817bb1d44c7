import { formModel } from '@klw/forms';
import { SCREEN_TEMPLATE } from './declaration';

/** The screen as the screen kit sees it: its declaration (src/declaration.ts). */
export const SCREEN_TEMPLATE_MODEL = formModel(SCREEN_TEMPLATE);

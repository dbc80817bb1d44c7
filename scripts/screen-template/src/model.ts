import { formModel } from '@klw/forms';
import { SCREEN_TEMPLATE } from './contracts';

/** The screen as the screen kit sees it: its declaration (src/contracts.ts). */
export const SCREEN_TEMPLATE_MODEL = formModel(SCREEN_TEMPLATE);

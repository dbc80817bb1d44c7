import { KRACHTVOER } from './declaration';
import { formModel } from '@klw/forms';

// The Krachtvoer screen as the screen kit sees it: its declaration (src/declaration.ts), where the
// local API serves and checks its calls with the same fields. PROVISIONAL: docs/PRODUCT.md shows this screen by route only;
// its fields are from public descriptions of the KLW, and the real ones are that one file to change
// (docs/MIGRATION.md).
export const KRACHTVOER_MODEL = formModel(KRACHTVOER);

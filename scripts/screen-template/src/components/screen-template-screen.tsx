import { FormScreen } from '@klw/forms';
import { CategoryCard } from '@klw/forms/rows';
import { SCREEN_TEMPLATE_MODEL } from '../model';

export interface ScreenTemplateScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number | null;
}

/**
 * The screen as `pnpm new-screen` scaffolds it: a form on the screen kit (docs/MIGRATION.md), which loads the year,
 * checks it in Dutch, saves it with If-Match, keeps the farmer's typing as a draft and offers the way back after an
 * ended session. A card per category of the model; replace or add cards for the screen's real content.
 */
export function ScreenTemplateScreen({ klwId }: ScreenTemplateScreenProps) {
  return (
    <FormScreen klwId={klwId}>
      {({ readOnly }) =>
        SCREEN_TEMPLATE_MODEL.fields.map((category) => (
          <CategoryCard key={category.name} category={category} readOnly={readOnly} />
        ))
      }
    </FormScreen>
  );
}

import { FormRoot, createFormStore } from '@klw/forms';
import { screenTemplateApi } from '../features/screen-template/api/screen-template-api';
import { ScreenTemplateScreen } from '../features/screen-template/components/screen-template-screen';
import { SCREEN_TEMPLATE_MODEL } from '../features/screen-template/model';

export interface ScreenTemplateRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route, null when the route has none. */
  klwId?: number | null;
}

/** The remote's root: the kit's FormRoot (its own id prefix, an error boundary, a store for this mount). */
export function ScreenTemplateRoot({ klwId }: ScreenTemplateRootProps) {
  return (
    <FormRoot idPrefix="klw-screen-template-" model={SCREEN_TEMPLATE_MODEL} createStore={() => createFormStore(SCREEN_TEMPLATE_MODEL, screenTemplateApi)}>
      <ScreenTemplateScreen klwId={klwId} />
    </FormRoot>
  );
}

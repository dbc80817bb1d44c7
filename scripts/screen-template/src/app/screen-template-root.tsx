import { FormRoot } from '@klw/forms';
import { ScreenTemplateScreen } from '../components/screen-template-screen';
import { createScreenTemplateStore } from '../store/screen-template-store';

export interface ScreenTemplateRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route, null when the route has none. */
  klwId?: number | null;
}

/** The remote's root: the kit's FormRoot (its own id prefix, an error boundary, a store for this mount). */
export function ScreenTemplateRoot({ klwId }: ScreenTemplateRootProps) {
  return (
    <FormRoot idPrefix="klw-screen-template-" createStore={() => createScreenTemplateStore()}>
      <ScreenTemplateScreen klwId={klwId} />
    </FormRoot>
  );
}

import { FormStoreProvider, createFormStore, useFormRoot } from '@klw/forms';
import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { screenTemplateApi } from '../features/screen-template/api/screen-template-api';
import { ScreenTemplateScreen } from '../features/screen-template/components/screen-template-screen';
import { SCREEN_TEMPLATE_MODEL } from '../features/screen-template/model';

export interface ScreenTemplateRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route, null when the route has none. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix, an error boundary, and a store for this mount. */
export function ScreenTemplateRoot({ klwId }: ScreenTemplateRootProps) {
  const store = useFormRoot(() => createFormStore(SCREEN_TEMPLATE_MODEL, screenTemplateApi));
  return (
    <RemoteRoot idPrefix="klw-screen-template-">
      <ErrorBoundary>
        <FormStoreProvider store={store} model={SCREEN_TEMPLATE_MODEL}>
          <ScreenTemplateScreen klwId={klwId} />
        </FormStoreProvider>
      </ErrorBoundary>
    </RemoteRoot>
  );
}

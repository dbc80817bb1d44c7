import { FormStoreProvider, createFormStore, useFormRoot } from '@klw/forms';
import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { krachtvoerApi } from '../features/krachtvoer/api/krachtvoer-api';
import { KrachtvoerScreen } from '../features/krachtvoer/components/krachtvoer-screen';
import { SCREEN_TEMPLATE_MODEL } from '../features/krachtvoer/model';

export interface KrachtvoerRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route, null when the route has none. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix, an error boundary, and a store for this mount. */
export function KrachtvoerRoot({ klwId }: KrachtvoerRootProps) {
  const store = useFormRoot(() => createFormStore(SCREEN_TEMPLATE_MODEL, krachtvoerApi));
  return (
    <RemoteRoot idPrefix="klw-krachtvoer-">
      <ErrorBoundary>
        <FormStoreProvider store={store} model={SCREEN_TEMPLATE_MODEL}>
          <KrachtvoerScreen klwId={klwId} />
        </FormStoreProvider>
      </ErrorBoundary>
    </RemoteRoot>
  );
}

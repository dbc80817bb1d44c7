import { FormStoreProvider, useFormRoot } from '@klw/forms';
import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { KrachtvoerScreen } from '../features/krachtvoer/components/krachtvoer-screen';
import { KRACHTVOER_MODEL } from '../features/krachtvoer/model';
import { createKrachtvoerStore } from '../features/krachtvoer/store/krachtvoer-store';

export interface KrachtvoerRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route /voer/krachtvoer/Index/{klwId}. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix, an error boundary, and a store for this mount. */
export function KrachtvoerRoot({ klwId }: KrachtvoerRootProps) {
  const store = useFormRoot(() => createKrachtvoerStore());
  return (
    <RemoteRoot idPrefix="klw-krachtvoer-">
      <ErrorBoundary>
        <FormStoreProvider store={store} model={KRACHTVOER_MODEL}>
          <KrachtvoerScreen klwId={klwId} />
        </FormStoreProvider>
      </ErrorBoundary>
    </RemoteRoot>
  );
}

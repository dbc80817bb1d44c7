import { FormStoreProvider, useFormRoot } from '@klw/forms';
import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { MelkleveringScreen } from '../features/melklevering/components/melklevering-screen';
import { MELK_MODEL } from '../features/melklevering/model';
import { createMelkleveringStore } from '../features/melklevering/store/melklevering-store';

export interface MelkleveringRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route /melklevering/Index/{klwId}. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix, an error boundary, and a store for this mount. */
export function MelkleveringRoot({ klwId }: MelkleveringRootProps) {
  const store = useFormRoot(() => createMelkleveringStore());
  return (
    <RemoteRoot idPrefix="klw-melklevering-">
      <ErrorBoundary>
        <FormStoreProvider store={store} model={MELK_MODEL}>
          <MelkleveringScreen klwId={klwId} />
        </FormStoreProvider>
      </ErrorBoundary>
    </RemoteRoot>
  );
}

import { useEffect, useState } from 'react';
import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { MelkleveringScreen } from '../features/melklevering/components/melklevering-screen';
import { createMelkleveringStore } from '../features/melklevering/store/melklevering-store';
import { MelkleveringStoreProvider } from '../features/melklevering/store/store-context';

export interface MelkleveringRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route /melklevering/Index/{klwId}. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix, an error boundary, and a store for this mount. */
export function MelkleveringRoot({ klwId }: MelkleveringRootProps) {
  // One store per mount, so a remount (another year) starts clean.
  const [store] = useState(() => createMelkleveringStore());
  // Gone from the page, the screen no longer writes its draft: other tabs may offer it now.
  useEffect(() => () => store.getState().leave(), [store]);
  return (
    <RemoteRoot idPrefix="klw-melklevering-">
      <ErrorBoundary>
        <MelkleveringStoreProvider store={store}>
          <MelkleveringScreen klwId={klwId} />
        </MelkleveringStoreProvider>
      </ErrorBoundary>
    </RemoteRoot>
  );
}

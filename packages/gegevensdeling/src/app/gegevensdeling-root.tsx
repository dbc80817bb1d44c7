import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { GegevensdelingScreen } from '../components/gegevensdeling-screen';

export interface GegevensdelingRootProps {
  /** From the shell's customProps (ScreenProps): null, the consent and mandate routes take no year. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix and an error boundary. */
export function GegevensdelingRoot(_props: GegevensdelingRootProps) {
  return (
    <RemoteRoot idPrefix="klw-gegevensdeling-">
      <ErrorBoundary>
        <GegevensdelingScreen />
      </ErrorBoundary>
    </RemoteRoot>
  );
}

import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { ScreenTemplateScreen } from '../features/screen-template/components/screen-template-screen';

export interface ScreenTemplateRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route, null when the route has none. Unused so far. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix and an error boundary. */
export function ScreenTemplateRoot(_props: ScreenTemplateRootProps) {
  return (
    <RemoteRoot idPrefix="klw-screen-template-">
      <ErrorBoundary>
        <ScreenTemplateScreen />
      </ErrorBoundary>
    </RemoteRoot>
  );
}

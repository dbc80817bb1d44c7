import type { ReactNode } from 'react';
import { FluentProvider, IdPrefixProvider, webLightTheme } from '@fluentui/react-components';
import { NotificationsProvider } from './notifications';

export interface RemoteRootProps {
  /** Unique per remote ('klw-melklevering-') so ids never clash with another remote on the page. */
  idPrefix: string;
  children: ReactNode;
}

/** What every remote puts around its root: id prefix, Fluent theme (scoped, no global CSS), notifications. */
export function RemoteRoot({ idPrefix, children }: RemoteRootProps) {
  return (
    <IdPrefixProvider value={idPrefix}>
      <FluentProvider theme={webLightTheme}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </FluentProvider>
    </IdPrefixProvider>
  );
}

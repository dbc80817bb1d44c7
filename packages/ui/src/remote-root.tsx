import type { ReactNode } from 'react';
import { AriaLiveAnnouncer, FluentProvider, IdPrefixProvider, RendererProvider, webLightTheme } from '@fluentui/react-components';
import { NotificationsProvider } from './notifications';
import { pageStyleRenderer } from './style-renderer';

export interface RemoteRootProps {
  /** Unique per remote ('klw-melklevering-') so ids never clash with another remote on the page. */
  idPrefix: string;
  children: ReactNode;
}

/**
 * What every remote puts around its root: id prefix, style elements with the page's CSP nonce, Fluent theme
 * (scoped, no global CSS), Fluent's announcer, notifications.
 */
export function RemoteRoot({ idPrefix, children }: RemoteRootProps) {
  return (
    <IdPrefixProvider value={idPrefix}>
      <RendererProvider renderer={pageStyleRenderer()} targetDocument={document}>
        <FluentProvider theme={webLightTheme}>
          {/* Reads out what Fluent components announce (a MessageBar when it comes); without it they say nothing. */}
          <AriaLiveAnnouncer>
            <NotificationsProvider>{children}</NotificationsProvider>
          </AriaLiveAnnouncer>
        </FluentProvider>
      </RendererProvider>
    </IdPrefixProvider>
  );
}

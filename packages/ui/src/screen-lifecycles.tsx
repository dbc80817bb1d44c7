import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { LOAD_FAILED_TEXT } from '@klw/contracts/texts';
import type { ScreenProps } from '@klw/contracts/forms';

/**
 * The single-spa lifecycles of a screen (what it exposes as ./lifecycles): its root rendered with the shell's
 * props (ScreenProps), and the Dutch error text when even the root fails (the root's own boundary sits inside its
 * providers). One place for every screen, the milk screen's and those `pnpm new-screen` scaffolds.
 */
export function screenLifecycles(rootComponent: React.FunctionComponent<ScreenProps>) {
  return singleSpaReact<ScreenProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => <div role="alert">{LOAD_FAILED_TEXT}</div>,
  });
}

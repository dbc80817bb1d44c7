import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ERROR_BOUNDARY_MESSAGE } from '@klw/ui';
import { MelkleveringRoot } from './app/melklevering-root';

/** The customProps the shell passes: the year of the route, and where to mount. */
interface MelkleveringProps {
  klwId: number;
  domElement?: HTMLElement;
}

const lifecycles = singleSpaReact<MelkleveringProps>({
  React,
  ReactDOMClient,
  rootComponent: MelkleveringRoot,
  // Last resort when even the root fails (the root's own boundary sits inside the providers).
  errorBoundary: () => <div role="alert">{ERROR_BOUNDARY_MESSAGE}</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;

// The portal's own AngularJS 1.8 application, as the existing portal has it: the MenuController (menu-controller.ts)
// and the demo sign-in (sign-in-controller.ts), registered on the page's AngularJS; the watch for a script that does
// not arrive (load-failure.ts) and the removal of drafts after a sign-out (sign-out-drafts.ts).
// The server compiles this file to a classic script (/static/portal-app.js); it needs window.angular.
import type { IAngularStatic, IWindowService } from 'angular';
import { cookieValue } from '@klw/platform';
import { watchFillingScripts } from './load-failure';
import { MenuController } from './menu-controller';
import { pageNavigate, type Navigate, type ReloadPage } from './navigation';
import { portalConfigOf, type PortalConfig } from './portal-config';
import { asRecord } from './read-answer';
import { SignInController } from './sign-in-controller';
import { SignInDialogController } from './sign-in-dialog-controller';
import { SIGNED_OUT_DRAFTS_COOKIE } from '../shared/sign-out-protocol';
import { announceSignOut, removeDraftsAfterSignOut } from './sign-out-drafts';

const PORTAL_MODULE = 'klwPortal';

export function registerPortalModule(angular: IAngularStatic): void {
  angular
    .module(PORTAL_MODULE, [])
    .factory('portalConfig', [
      '$window',
      ($window: IWindowService): PortalConfig => portalConfigOf(asRecord(($window as IWindowService & { klwConfig?: unknown }).klwConfig)),
    ])
    .factory('portalNavigate', ['$window', ($window: IWindowService): Navigate => pageNavigate($window)])
    .factory('portalReload', ['$window', ($window: IWindowService): ReloadPage => () => $window.location.reload()])
    .controller('MenuController', MenuController)
    .controller('SignInController', SignInController)
    .controller('SignInDialogController', SignInDialogController);
}

function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off by the browser's settings: reading the property throws.
    return null;
  }
}

// When the page runs this file as its script (a test that imports it sets up its own watcher).
if (typeof document !== 'undefined' && document.currentScript) {
  watchFillingScripts(window, () => window.location.reload());
  // After an explicit sign-out: that user's drafts go (sign-out-drafts.ts).
  removeDraftsAfterSignOut(cookieValue(document.cookie, SIGNED_OUT_DRAFTS_COOKIE) || null, pageStorage, () => {
    document.cookie = `${SIGNED_OUT_DRAFTS_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`;
  }, announceSignOut);
}

const pageAngular = typeof window === 'undefined' ? undefined : (window as Window & { angular?: IAngularStatic }).angular;
if (pageAngular) registerPortalModule(pageAngular);

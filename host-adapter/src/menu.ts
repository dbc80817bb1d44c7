// The only code in the front end that knows AngularJS exists, built into the portal page's one copy of the
// adapter (dist/host-adapter.js, window.klwHostAdapter; ADR 008). The legacy portal renders its menu with an
// AngularJS controller on #klw-menu; screens ask it to reload after a save changes a done/warning state.
// Everything here degrades to a log line: the page must keep working when the portal changes or Angular is absent.
import type { IAngularStatic, IRootScopeService } from 'angular';
import type { KlwHostAdapter } from './index';

/** What the portal's MenuController offers (controller-as `menu` on #klw-menu). */
interface LegacyMenuController {
  reload(): unknown;
  /** The sign-out that leads back to this page once signed in again; a portal without it has none to offer. */
  signInAgainHref?: unknown;
  /** How the user chooses another year in the menu, or null while it offers none; a portal without it says nothing. */
  yearChoiceText?: unknown;
}

const MENU_ELEMENT_ID = 'klw-menu';
const NO_ANGULAR_WARNING = 'Angular is niet aanwezig; het menu wordt niet bijgewerkt.';
const NO_MENU_ELEMENT_LOG = `Menu-element #${MENU_ELEMENT_ID} niet gevonden; het menu wordt niet bijgewerkt.`;
const NO_MENU_CONTROLLER_LOG = `Geen menucontroller op #${MENU_ELEMENT_ID} gevonden; het menu wordt niet bijgewerkt.`;
const RELOAD_FAILED_ERROR = 'Het menu kon niet worden bijgewerkt.';

interface Found {
  controller: LegacyMenuController;
  rootScope: IRootScopeService | null;
}

// Each fallback is reported once per page: a screen calls the adapter on every save, and a console full of
// the same line hides the one that matters.
const reported = new Set<string>();

function reportOnce(key: string, report: () => void): void {
  if (reported.has(key)) return;
  reported.add(key);
  try {
    report();
  } catch {
    // A broken console must not break the page.
  }
}

function angularOnWindow(): IAngularStatic | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as Window & { angular?: IAngularStatic }).angular;
  return candidate && typeof candidate.element === 'function' ? candidate : null;
}

function isMenuController(value: unknown): value is LegacyMenuController {
  return typeof value === 'object' && value !== null && typeof (value as { reload?: unknown }).reload === 'function';
}

function findMenu(): Found | null {
  const angular = angularOnWindow();
  if (!angular) {
    reportOnce('no-angular', () => console.warn(NO_ANGULAR_WARNING));
    return null;
  }
  const element = document.getElementById(MENU_ELEMENT_ID);
  if (!element) {
    reportOnce('no-element', () => console.log(NO_MENU_ELEMENT_LOG));
    return null;
  }
  const wrapped = angular.element(element);
  const controller: unknown = wrapped.controller('ngController');
  if (!isMenuController(controller)) {
    reportOnce('no-controller', () => console.log(NO_MENU_CONTROLLER_LOG));
    return null;
  }
  // The injector works with debug info disabled (production builds), unlike element.scope().
  const injector = wrapped.injector();
  const rootScope = injector ? (injector.get('$rootScope') as IRootScopeService) : null;
  return { controller, rootScope };
}

/** Asks the legacy menu to fetch its model again and runs a digest so the page shows it. */
function reloadMenu(): void {
  try {
    const found = findMenu();
    if (!found) return;
    const { controller, rootScope } = found;
    controller.reload();
    // Outside Angular's own event handlers nothing else starts a digest. $$phase is AngularJS's marker of a
    // running digest, during which $apply throws (and the running digest picks the change up anyway).
    if (rootScope && !rootScope.$$phase) rootScope.$apply();
  } catch (error) {
    try {
      console.error(RELOAD_FAILED_ERROR, error);
    } catch {
      // Nothing left to tell.
    }
  }
}

/**
 * Where the portal's menu would send the user to sign in again and come back to this page; null when the menu offers
 * no such link, or offers one that is no path on this site.
 */
function signInAgainHref(): string | null {
  try {
    const href = findMenu()?.controller.signInAgainHref;
    if (typeof href !== 'string' || !href.startsWith('/')) return null;
    // Read as the browser will read it (it drops tabs and line breaks, and takes '\\' for '/').
    return new URL(href, window.location.href).origin === window.location.origin ? href : null;
  } catch {
    return null;
  }
}

/** The menu's sentence on choosing another year (after a refused one), or null while the menu offers no year. */
function yearChoiceText(): string | null {
  try {
    const text = findMenu()?.controller.yearChoiceText;
    return typeof text === 'string' && text !== '' ? text : null;
  } catch {
    return null;
  }
}

/**
 * Calls `listener` whenever the menu's sentence on choosing a year changes (the menu loads after the screen, or
 * fails); returns the way to stop. Without Angular or a menu: nothing ever changes.
 */
function onMenuChange(listener: () => void): () => void {
  try {
    const found = findMenu();
    if (!found?.rootScope) return () => undefined;
    const { controller, rootScope } = found;
    // Against the value at subscription: a watch's first call (the next digest) passes the same value twice.
    let last = controller.yearChoiceText;
    return rootScope.$watch(
      () => controller.yearChoiceText,
      (now) => {
        if (now === last) return;
        last = now;
        listener();
      },
    );
  } catch {
    return () => undefined;
  }
}

/** The portal's sign-in in the page (SignInDialogController on #klw-sign-in): signs in without leaving the page. */
interface SignInDialog {
  open(): PromiseLike<boolean>;
}

const SIGN_IN_ELEMENT_ID = 'klw-sign-in';

/** The page's sign-in dialog and its digest, or null where the portal offers none (no Angular, no element, older). */
function findSignInDialog(): { dialog: SignInDialog; rootScope: IRootScopeService | null } | null {
  const angular = angularOnWindow();
  const element = typeof document === 'undefined' ? null : document.getElementById(SIGN_IN_ELEMENT_ID);
  if (!angular || !element) return null;
  const wrapped = angular.element(element);
  const dialog: unknown = wrapped.controller('ngController');
  if (typeof dialog !== 'object' || dialog === null || typeof (dialog as { open?: unknown }).open !== 'function') return null;
  const injector = wrapped.injector();
  return { dialog: dialog as SignInDialog, rootScope: injector ? (injector.get('$rootScope') as IRootScopeService) : null };
}

function canSignInHere(): boolean {
  try {
    return findSignInDialog() !== null;
  } catch {
    return false;
  }
}

/**
 * Opens the portal's sign-in in the page; true once signed in (the cookie holds the new session), false when the user
 * closed it, or the page offers none.
 */
function signInHere(): Promise<boolean> {
  try {
    const found = findSignInDialog();
    if (!found) return Promise.resolve(false);
    const opened = Promise.resolve(found.dialog.open());
    // Called from the screen, outside Angular's own handlers: nothing else starts the digest that shows it.
    if (found.rootScope && !found.rootScope.$$phase) found.rootScope.$apply();
    return opened.then((signedIn) => signedIn === true, () => false);
  } catch (error) {
    try {
      console.error('Aanmelden in de pagina kon niet worden geopend.', error);
    } catch {
      // Nothing left to tell.
    }
    return Promise.resolve(false);
  }
}

/** @public What build.mjs puts on the page as window.klwHostAdapter, read from the compiled file, not imported. */
export const menuAdapter: KlwHostAdapter = Object.freeze({ reloadMenu, signInAgainHref, yearChoiceText, onMenuChange, canSignInHere, signInHere });

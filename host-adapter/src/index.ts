// What a screen imports: the portal page's one host adapter (window.klwHostAdapter, set by the script tag
// dist/host-adapter.js, built from menu.ts), reached through a typed accessor. No Angular here: the page's adapter
// is the only code that touches window.angular, and it ships with the portal, not inside each screen (ADR 008).

/** What the portal page offers on window.klwHostAdapter. */
export interface KlwHostAdapter {
  /** Asks the legacy menu to fetch its model again (after a save changes a done/warning state). */
  reloadMenu(): void;
  /**
   * The portal's link to sign in again and come back to this page (after the session ended), or null when the page's
   * menu offers none. Absent from a portal whose adapter predates it.
   */
  signInAgainHref?(): string | null;
  /**
   * How the user chooses another year in the portal's menu, in words that fit whose years they are ('Kies in het
   * menu een van uw eigen kringloopwijzers.'); null while the menu offers no year (loading, failed). Absent from a
   * portal whose adapter predates it.
   */
  yearChoiceText?(): string | null;
  /** Calls the listener when that sentence changes; returns the way to stop. */
  onMenuChange?(listener: () => void): () => void;
  /**
   * Whether the portal signs in within this page (`signInHere`). Absent from a portal whose adapter predates it.
   */
  canSignInHere?(): boolean;
  /**
   * The portal's sign-in, within this page: resolves true once signed in again (the page's cookie holds the new
   * session), false when the user closed it. What the page holds, typing included, stays. Absent as above.
   */
  signInHere?(): Promise<boolean>;
}

declare global {
  interface Window {
    klwHostAdapter?: KlwHostAdapter;
  }
}

const NO_HOST_ADAPTER_WARNING = 'Host-adapter (window.klwHostAdapter) is niet geladen; het menu wordt niet bijgewerkt.';

// Reported once per page: a screen calls this on every save.
let missingReported = false;

/** The adapter the portal page set on window.klwHostAdapter, or null when it set none that can reload the menu. */
function adapterOnPage(): KlwHostAdapter | null {
  const adapter = typeof window === 'undefined' ? undefined : window.klwHostAdapter;
  return adapter && typeof adapter.reloadMenu === 'function' ? adapter : null;
}

/** Reloads the legacy menu through the page's adapter; without one, one warning in the log, then nothing. */
export function reloadMenu(): void {
  try {
    const adapter = adapterOnPage();
    if (adapter) {
      adapter.reloadMenu();
      return;
    }
    if (missingReported) return;
    missingReported = true;
    console.warn(NO_HOST_ADAPTER_WARNING);
  } catch {
    // The page's adapter logs its own failures; nothing may throw into the screen.
  }
}

/**
 * Where to send the user to sign in again and come back to this page, as the portal's menu offers it; null when the
 * page offers no such link (no adapter, an older one, no menu): the screen then offers no button for it
 * ('Opnieuw aanmelden', which calls `signInAgain`).
 */
export function signInAgainHref(): string | null {
  try {
    const href = adapterOnPage()?.signInAgainHref?.();
    return typeof href === 'string' && href !== '' ? href : null;
  } catch {
    return null;
  }
}

/**
 * Goes to the portal's sign-in, which leads back to this page (`signInAgainHref`); with unsaved typing the browser
 * asks first. The portal's sign-out takes only a POST from its own pages (a link of another site must not sign
 * anyone out), so this submits a form to it, as the menu's button does: without the field of an explicit sign-out,
 * so the drafts stay for after the new sign-in. Does nothing where the page offers no link; never throws into the
 * screen.
 */
export function signInAgain(): void {
  const href = signInAgainHref();
  if (href === null) return;
  try {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = href;
    form.hidden = true;
    document.body.append(form);
    form.submit();
  } catch (error) {
    try {
      console.error(`Opnieuw aanmelden: ${href} kon niet worden geopend.`, error);
    } catch {
      // Nothing left to tell.
    }
  }
}

/**
 * The portal menu's sentence on choosing another year, for a screen whose year was refused; null when the page's
 * menu offers none (no adapter, an older one, the menu failed or has no years): the screen then does not point to it.
 */
export function yearChoiceText(): string | null {
  try {
    const text = adapterOnPage()?.yearChoiceText?.();
    return typeof text === 'string' && text !== '' ? text : null;
  } catch {
    return null;
  }
}

/** Calls `listener` when `yearChoiceText()` may have changed; returns the way to stop. Never throws into the screen. */
export function onMenuChange(listener: () => void): () => void {
  try {
    const stop = adapterOnPage()?.onMenuChange?.(listener);
    return typeof stop === 'function'
      ? () => {
          try {
            stop();
          } catch {
            // The menu is gone with its page.
          }
        }
      : () => undefined;
  } catch {
    return () => undefined;
  }
}

/**
 * Whether the portal can sign in again within this page (`signInHere`): a screen then keeps what was typed in the page
 * and saves it after, instead of leaving for the portal's sign-in page.
 */
export function canSignInHere(): boolean {
  try {
    return adapterOnPage()?.canSignInHere?.() === true && typeof adapterOnPage()?.signInHere === 'function';
  } catch {
    return false;
  }
}

/**
 * Opens the portal's sign-in within this page: true once signed in again, false when closed or not offered. Never
 * rejects, never throws into the screen.
 */
export function signInHere(): Promise<boolean> {
  try {
    const opened = adapterOnPage()?.signInHere?.();
    return opened ? Promise.resolve(opened).then((signedIn) => signedIn === true, () => false) : Promise.resolve(false);
  } catch {
    return Promise.resolve(false);
  }
}

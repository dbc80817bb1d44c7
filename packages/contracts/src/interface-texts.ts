// The interface texts shared by the shell, the screens, the kit and the portal's page. A module of their own that
// imports nothing: the shell's own file needs three of them, and the validation messages beside them need the number
// formatter and with it luxon, which the shell's file then had to carry whole (69 KB) before its first line ran.

/**
 * What the mount point shows while a screen's files load (in a status element of @klw/platform's LOADING_CLASS):
 * the portal's page from the first paint, and the shell while it loads the remote.
 */
export const LOADING_TEXT = 'Laden...';

/**
 * What the mount point says when a screen's files could not be loaded: the shell's panel, a screen's error boundary,
 * and the portal's page when `shell.js` itself did not arrive.
 */
export const LOAD_FAILED_TEXT = 'Dit onderdeel kon niet worden geladen.';

/** The button that tries a failed load again: the shell's panel, the screens' error panels and notices. */
export const RETRY_TEXT = 'Opnieuw proberen';

/**
 * What the page says when the session has ended (the API refused the token refresh): the portal's menu and every
 * screen's load error. No retry can help; signing in again does.
 */
export const SESSION_ENDED_TEXT = 'Uw sessie is verlopen. Meld u opnieuw aan.';
/** The portal's link (and a screen's button) that signs in again and comes back to the page. */
export const SIGN_IN_AGAIN_TEXT = 'Opnieuw aanmelden';

/**
 * The one name of the typing the server does not have yet, on every screen (beside 'Alles opslaan', the draft offer,
 * the leave question) and in the portal's header beside 'Afmelden'.
 */
export const UNSAVED_INPUT = 'niet-opgeslagen invoer';

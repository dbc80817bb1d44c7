import { SIGN_IN_AGAIN_TEXT } from '@klw/contracts/texts';
import { canSignInHere, reloadMenu, signInAgain, signInAgainHref, signInHere } from '@klw/host-adapter';
import type { NoticeAction, Notifier } from '@klw/ui';
import { selectHasUnsavedChanges } from '../store/form-selectors';
import type { FormStore } from '../store/form-state';

// What the farmer is told when a save (or 'Gegevens opnieuw laden') meets an ended session, and the way back. Each
// text is a promise, true in the path it is shown in: where the typing is (this page, this computer) and what
// happens to it after signing in again.

const SESSION_ENDED_TITLE = 'Uw sessie is verlopen';
/** Signing in within the page: the typing stays in the form, and the save runs again after. */
const SIGN_IN_HERE_SAVE_TEXT = 'Meld u opnieuw aan. Uw invoer blijft op deze pagina staan en wordt daarna opgeslagen.';
const SIGN_IN_HERE_RELOAD_TEXT = 'Meld u opnieuw aan. Daarna worden de gegevens opnieuw geladen.';
/** Signing in through the portal's sign-in page, with the typing kept as a draft: it is offered there again. */
const KEPT_ON_COMPUTER_TEXT = 'Meld u opnieuw aan. Uw invoer is bewaard op deze computer.';
/**
 * No draft on this computer (the user signed out in another tab, which removed it; storage switched off): leaving
 * the page would lose the typing, so the way back is signing in elsewhere and saving here.
 */
const ONLY_ON_THIS_PAGE_TEXT =
  'Uw invoer staat alleen op deze pagina. Meld u in een ander tabblad opnieuw aan en klik daarna hier opnieuw op Alles opslaan.';

/**
 * 'Opnieuw aanmelden' through the portal menu's link back to this page; null where the page offers none. The notice
 * stays: with unsaved typing the browser asks before leaving, and a farmer who stays keeps the button.
 */
export function signInAgainAction(): NoticeAction | null {
  return signInAgainHref() === null ? null : { label: SIGN_IN_AGAIN_TEXT, onClick: signInAgain, keepsNotice: true };
}

/** What runs again once signed in within the page: the save, or 'Gegevens opnieuw laden'. */
export type AfterSignIn = { kind: 'save' | 'reload'; run: () => void };

/**
 * The session ended (its refresh was refused). Where the portal signs in within the page, 'Opnieuw aanmelden' does
 * so and then runs the call again: the typing never leaves the page. Elsewhere it is the portal's link back to this
 * page, where the draft is offered, but only while a draft holds the typing; without one the farmer is told to sign in
 * in another tab. The portal's menu, asked to load again, meets the ended session and says so too.
 */
export function reportSessionEnded(notify: Notifier, store: FormStore<unknown, unknown>, after: AfterSignIn): void {
  reloadMenu();
  if (canSignInHere()) {
    const signIn: NoticeAction = {
      label: SIGN_IN_AGAIN_TEXT,
      // Stays until signed in: a farmer who closes the dialog still has the way back.
      keepsNotice: true,
      onClick: () => {
        void signInHere().then((signedIn) => {
          if (!signedIn) return;
          notify.dismissAll();
          store.getState().signedInAgain();
          reloadMenu();
          after.run();
        });
      },
    };
    notify.error(after.kind === 'save' ? SIGN_IN_HERE_SAVE_TEXT : SIGN_IN_HERE_RELOAD_TEXT, SESSION_ENDED_TITLE, { actions: [signIn] });
    return;
  }
  const state = store.getState();
  if (selectHasUnsavedChanges(state) && state.draftKeptAt === null) {
    notify.error(ONLY_ON_THIS_PAGE_TEXT, SESSION_ENDED_TITLE);
    return;
  }
  const signIn = signInAgainAction();
  notify.error(KEPT_ON_COMPUTER_TEXT, SESSION_ENDED_TITLE, { actions: signIn ? [signIn] : [] });
}

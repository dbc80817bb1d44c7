// Signing in again without leaving the page (the dialog #klw-sign-in of every signed-in page, page-frame.ts): the
// host adapter opens it for a screen whose save met an ended session, and the screen saves once it resolves true.
// What the page holds stays, so typing that the sign-out elsewhere took off this computer is not lost.
import type { IAugmentedJQuery, IHttpService, IWindowService } from 'angular';
import type { ReloadPage } from './navigation';
import type { PortalConfig } from './portal-config';
import { SignInController } from './sign-in-controller';

export class SignInDialogController extends SignInController {
  static override $inject = [...SignInController.$inject, '$element'];

  private settle: ((signedIn: boolean) => void) | null = null;
  private readonly dialog: HTMLDialogElement | null;

  constructor($http: IHttpService, $window: IWindowService, config: PortalConfig, reloadPage: ReloadPage, $element: IAugmentedJQuery) {
    super($http, $window, config, reloadPage);
    const element = $element[0] as HTMLElement | undefined;
    this.dialog = element instanceof HTMLDialogElement ? element : null;
    // Escape, or the browser closing it: the user did not sign in.
    this.dialog?.addEventListener('close', () => this.finish(false));
  }

  /** Not on every page load: the users are asked for when the dialog opens. */
  override $onInit(): void {
    // Nothing to fetch until it opens.
  }

  /** Shows the dialog (modal: the page under it waits); true once signed in, false when closed without. */
  open(): Promise<boolean> {
    this.finish(false);
    const result = new Promise<boolean>((resolve) => {
      this.settle = resolve;
    });
    this.busy = false;
    this.signInError = '';
    if (this.dialog && !this.dialog.open) {
      // A browser without modal dialogs (an old one, a test's DOM) shows it in the page.
      if (typeof this.dialog.showModal === 'function') this.dialog.showModal();
      else this.dialog.setAttribute('open', '');
    }
    // The first user takes the focus once the list is there, so Enter signs in (by keyboard the dialog opened on
    // 'Annuleren', the only button it held then). After the digest that renders the list.
    void this.load().then(() => {
      this.$window.setTimeout(() => this.dialog?.querySelector<HTMLElement>('.signin-user')?.focus());
    });
    return result;
  }

  cancel(): void {
    this.close();
    this.finish(false);
  }

  protected override signedIn(): void {
    this.busy = false;
    this.finish(true);
    this.close();
  }

  private close(): void {
    if (typeof this.dialog?.close === 'function') this.dialog.close();
    else this.dialog?.removeAttribute('open');
  }

  private finish(signedIn: boolean): void {
    const settle = this.settle;
    this.settle = null;
    settle?.(signedIn);
  }
}

import { waitFor } from '@testing-library/dom';
import type { IRootScopeService } from 'angular';
import { renderFrame } from '../page-frame';
import { angularOnPage, boot, config, portalAppForEachTest } from './test-support/portal-harness';
import type { SignInDialogController } from './sign-in-dialog-controller';

// The sign-in within a signed-in page (what the host adapter's signInHere opens), in a real AngularJS 1.8 inside jsdom.
portalAppForEachTest();

function openDialog(): Promise<boolean> {
  const element = document.getElementById('klw-sign-in');
  if (!element) throw new Error('no sign-in dialog on the page');
  const wrapped = angularOnPage().element(element);
  const dialog = wrapped.controller('ngController') as SignInDialogController;
  const opened = dialog.open();
  // As the host adapter does: the call comes from outside Angular.
  (wrapped.injector().get('$rootScope') as IRootScopeService).$apply();
  return opened;
}

describe('SignInDialogController', () => {
  const page = () =>
    renderFrame({ base: '', title: 'Melklevering', config, signedIn: true, yearSwitchTemplate: '', main: '<div id="klw-app"></div>' });

  it('asks for the users only when opened, signs in without reloading the page, and says so', async () => {
    const harness = boot(page());
    // The menu's own call at page load; no users asked for yet.
    harness.respond({ status: 500 });
    await waitFor(() => expect(harness.requests).toHaveLength(1));
    expect(harness.requests.some((request) => request.url.endsWith('/Demo/Users'))).toBe(false);

    harness.respond({ status: 200, body: [{ id: 1, naam: 'Jan de Vries', rol: 'deelnemer' }] }, { status: 200, body: { access_token: 'nieuw-token' } });
    const signedIn = openDialog();
    await waitFor(() => expect(document.querySelectorAll('#klw-sign-in .signin-user')).toHaveLength(1));
    // By keyboard: the first user has the focus once the list is there.
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('#klw-sign-in .signin-user')));
    document.querySelector<HTMLButtonElement>('#klw-sign-in .signin-user')?.click();

    await expect(signedIn).resolves.toBe(true);
    expect(document.cookie).toContain('access_token=nieuw-token');
    expect(harness.reloads).toBe(0);
  });

  it("'Annuleren' resolves false and signs no one in", async () => {
    const harness = boot(page());
    harness.respond({ status: 500 }, { status: 200, body: [{ id: 1, naam: 'Jan de Vries', rol: 'deelnemer' }] });
    const signedIn = openDialog();
    await waitFor(() => expect(document.querySelectorAll('#klw-sign-in .signin-user')).toHaveLength(1));
    document.querySelector<HTMLButtonElement>('.signin-dialog__cancel')?.click();
    await expect(signedIn).resolves.toBe(false);
    expect(document.cookie).not.toContain('access_token=');
  });
});

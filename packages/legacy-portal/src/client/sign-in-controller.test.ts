import { waitFor } from '@testing-library/dom';
import { renderSignInPage } from '../sign-in-page';
import { boot, config, portalAppForEachTest } from './test-support/portal-harness';

// The sign-in page's controller in a real AngularJS 1.8 inside jsdom, on the page the server renders.
portalAppForEachTest();

describe('SignInController', () => {
  const page = () => renderSignInPage({ base: '', config });

  it('lists the demo users and signs in with the chosen one', async () => {
    const harness = boot(page());
    harness.respond(
      { status: 200, body: [{ id: 1, naam: 'Jan de Vries', rol: 'deelnemer' }, { id: 2, naam: 'Ans Adviseur', rol: 'adviseur' }] },
      { status: 200, body: { access_token: 'token-van-jan' } },
    );
    await waitFor(() => expect(document.querySelectorAll('.signin-user')).toHaveLength(2));

    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.signin-user')];
    expect(buttons.map((button) => button.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Jan de Vries deelnemer',
      'Ans Adviseur adviseur',
    ]);
    buttons[0]?.click();
    await waitFor(() => expect(harness.reloads).toBe(1));

    expect(harness.requests[0]).toMatchObject({ method: 'GET', url: 'http://localhost:7056/Demo/Users' });
    expect(harness.requests[1]).toMatchObject({ method: 'POST', url: 'http://localhost:7056/Demo/SignIn', body: { userId: 1 } });
    expect(document.cookie).toContain('access_token=token-van-jan');
    expect(harness.reloads).toBe(1);
  });

  it('says in Dutch that the local API is not reachable', async () => {
    const harness = boot(page());
    harness.respond({ status: -1 });
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('De lokale API is niet bereikbaar.'));

    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('De lokale API is niet bereikbaar.');
    expect(alert?.textContent).toContain('http://localhost:7056');
    expect(document.querySelectorAll('.signin-user')).toHaveLength(0);
  });
});

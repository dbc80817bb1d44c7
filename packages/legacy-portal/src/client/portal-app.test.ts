import type { IAngularStatic } from 'angular';
import { waitFor } from '@testing-library/dom';
import { NO_ACCESS_TEXT } from '@klw/contracts/year';
import { renderPortalPage } from '../portal-page';
import { menuModel } from './menu-model.fixture';
import { angularOnPage, boot, config, portalAppForEachTest } from './test-support/portal-harness';

// The portal's menu controller in a real AngularJS 1.8 inside jsdom, on the page the server renders.
portalAppForEachTest();

/**
 * Waits until the menu shows the answer to its last call (state 'loaded' or 'error'). The state is set inside the
 * digest that renders it, so the page shows it too.
 */
const menuShows = (state: 'loaded' | 'error') => waitFor(() => expect(menuController().state).toBe(state));

/** Waits until Angular has nothing left to do: no request, digest or $timeout pending (AngularJS's testability API). */
function angularIdle(): Promise<void> {
  const testable = angularOnPage() as IAngularStatic & { getTestability(element: Element): { whenStable(callback: () => void): void } };
  return new Promise((done) => testable.getTestability(document.getElementById('klw-menu') as HTMLElement).whenStable(done));
}

/** Picks the year in the menu's list as a user does (the list's change event); returns the list. */
function chooseYear(text: string): HTMLSelectElement {
  const select = document.getElementById('klw-jaar') as HTMLSelectElement;
  select.value = [...select.options].find((option) => option.textContent === text)?.value ?? '';
  select.dispatchEvent(new Event('change'));
  return select;
}

function menuController(): Record<string, unknown> {
  return angularOnPage().element(document.getElementById('klw-menu') as HTMLElement).controller('ngController') as Record<string, unknown>;
}

describe('MenuController', () => {
  const page = (path: string) =>
    renderPortalPage({
      base: '',
      config,
      title: 'Melklevering',
      klwId: 123,
      migrated: true,
      yearSwitchTemplate: path,
      shellScript: 'apps/shell/shell.js',
    });

  it('posts the page klwId with the cookie token and renders the groups, states and years', async () => {
    document.cookie = 'access_token=sessie-token; path=/';
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');

    expect(harness.requests).toHaveLength(1);
    expect(harness.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:7056/Menu/GetMenu',
      body: { selectedKringloopwijzerId: 123 },
    });
    expect(harness.requests[0]?.headers.Authorization).toBe('Bearer sessie-token');

    const groups = [...document.querySelectorAll('.menu-group__title')].map((el) => el.textContent?.trim());
    expect(groups).toEqual(['Bedrijf', 'Voer']);
    const done = document.querySelector('.menu-item--gereed');
    expect(done?.textContent).toContain('Bedrijfsgegevens');
    expect(done?.querySelector('[title="Gereed"]')?.textContent).toContain('✓');
    const warning = document.querySelector('.menu-item--waarschuwing');
    expect(warning?.textContent).toContain('Krachtvoer');
    expect(warning?.querySelector('[title="Waarschuwing"]')?.textContent).toContain('Waarschuwing');
    expect(document.querySelector('a[href="/melklevering/Index/123"]')).not.toBeNull();

    const select = document.getElementById('klw-jaar') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['2023', '2022']);
    expect(select.selectedOptions[0]?.textContent).toBe('2023');

    const menu = menuController();
    expect(menu.selectedKringloopwijzerId).toBe(123);
    expect(menu.selectedYear).toBe(2023);
  });

  it('switches the page to another klwId, keeping the screen', async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');

    const select = chooseYear('2022');

    expect(harness.navigations).toEqual(['/melklevering/Index/122']);
    await angularIdle();
    expect(select.selectedOptions[0]?.textContent).toBe('2022');
  });

  it('follows the shell to another screen in the same page: the menu marks it, and the year list goes to it', async () => {
    window.history.replaceState(null, '', '/melklevering/Index/123');
    try {
      const harness = boot(page('/melklevering/Index/{klwId}'));
      harness.respond({ status: 200, body: menuModel });
      await menuShows('loaded');
      const current = () => [...document.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent?.trim());
      expect(current()).toEqual(['Melklevering']);

      // As single-spa does: the address changes, then a popstate says so.
      window.history.pushState(null, '', '/voer/krachtvoer/Index/123');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => expect(current()).toEqual([expect.stringContaining('Krachtvoer')]));
      chooseYear('2022');
      expect(harness.navigations).toEqual(['/voer/krachtvoer/Index/122']);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("an arrow key on the closed list only moves the choice: no page load until Enter or '2022 openen'", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');
    const select = document.getElementById('klw-jaar') as HTMLSelectElement;

    // As the browser does it: the key, and with it the change to the next year.
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    chooseYear('2022');
    await angularIdle();
    expect(harness.navigations).toEqual([]);
    const open = await waitFor(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === '2022 openen');
      if (!button) throw new Error("no '2022 openen'");
      return button;
    });

    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(harness.navigations).toEqual(['/melklevering/Index/122']));
    expect(open.isConnected).toBe(true);
  });

  it("a choice moved by a key and not confirmed is dropped when the focus leaves: the list shows the page's year", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');
    const select = document.getElementById('klw-jaar') as HTMLSelectElement;
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    chooseYear('2022');
    await angularIdle();

    select.dispatchEvent(new FocusEvent('blur', { relatedTarget: document.body }));
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('2023'));
    expect(harness.navigations).toEqual([]);
    expect([...document.querySelectorAll('button')].some((button) => button.textContent?.includes('openen'))).toBe(false);
  });

  it("shows the page's year again when the user stays on the page (unsaved changes), not the one left unvisited", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');
    harness.afterNavigation = 'stay';

    const select = chooseYear('2022');
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('2023'));

    expect(harness.navigations).toEqual(['/melklevering/Index/122']);
    expect(select.selectedOptions[0]?.textContent).toBe('2023');
    expect(menuController().yearChoice).toBe('123');
  });

  it('reloads on request and shows the new states', async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');
    const changed = structuredClone(menuModel);
    const melk = changed.MenuItems[1]?.ChildMenuItems[1];
    if (melk) melk.IsGereed = true;
    harness.respond({ status: 200, body: changed });

    const root = angularOnPage().element(document.getElementById('klw-menu') as HTMLElement).injector().get('$rootScope');
    root.$apply(() => (menuController().reload as () => void)());
    await menuShows('loaded');

    expect(harness.requests).toHaveLength(2);
    expect(document.querySelectorAll('.menu-item--gereed')).toHaveLength(2);
  });

  it('says the session expired on 401 and offers to sign in again, back to this page', async () => {
    window.history.replaceState(null, '', '/melklevering/Index/123?mock=1');
    try {
      const harness = boot(page('/melklevering/Index/{klwId}'));
      harness.respond({ status: 401 });
      await menuShows('error');

      const alert = document.querySelector('#klw-menu [role="alert"]');
      expect(alert?.textContent).toContain('Uw sessie is verlopen. Meld u opnieuw aan.');
      // A form: the portal's sign-out takes a same-origin POST only.
      const form = alert?.querySelector('form');
      expect(form?.querySelector('button')?.textContent).toBe('Opnieuw aanmelden');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe('/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F123%3Fmock%3D1');
      expect(form?.querySelectorAll('input')).toHaveLength(0);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Menu/GetMenu'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("a year the user may not see (403): says why, and offers the start page, not a 'Opnieuw proberen' that would fail again", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 403, body: { message: 'U heeft geen toegang tot deze kringloopwijzer.' } });
    await menuShows('error');

    const alert = document.querySelector('#klw-menu [role="alert"]');
    // Refused the user's own menu too: no breakdown, an account without access, and who can give it.
    expect(alert?.querySelector('p')?.textContent).toBe(NO_ACCESS_TEXT);
    expect(alert?.querySelector('button')).toBeNull();
    const home = alert?.querySelector('a');
    expect(home?.textContent).toBe('Naar de startpagina');
    expect(home?.getAttribute('href')).toBe('/Home/new');
  });

  it("a year that is not the user's (403): the menu of the user's own years without their marks; the screen on the page says why", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 403, body: { message: 'U heeft geen toegang tot deze kringloopwijzer.' } }, { status: 200, body: menuModel });
    await menuShows('loaded');

    expect(harness.requests.map((request) => request.body)).toEqual([{ selectedKringloopwijzerId: 123 }, {}]);
    // One message: the screen's, which names the year; the menu says how to choose another in the screen's words.
    expect(document.querySelector('#klw-menu [role="alert"]')).toBeNull();
    expect(menuController().yearChoiceText).toBe('Kies in het menu een van uw eigen kringloopwijzers.');
    expect(document.querySelector('#klw-menu .menu-message--error')).toBeNull();
    expect(document.querySelectorAll('#klw-menu .menu-group')).toHaveLength(2);
    // The groups are those of another year: no done or warning mark of it.
    expect(document.querySelectorAll('#klw-menu .menu-state')).toHaveLength(0);
    // No year of the list is the page's: none is shown as chosen, and each one chosen goes to it.
    const select = document.getElementById('klw-jaar') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('');
    expect(menuController().selectedYear).toBeNull();
    chooseYear('2022');
    await waitFor(() => expect(harness.navigations).toEqual(['/melklevering/Index/122']));
    expect(harness.navigations).toEqual(['/melklevering/Index/122']);
  });

  it.each([
    ['a participant', {}, 'Kies een van uw eigen kringloopwijzers in de lijst.', 'Kies in het menu een van uw eigen kringloopwijzers.'],
    ['an adviser', { IsAdviseur: true }, 'Kies in de lijst een kringloopwijzer van een van uw klanten.', 'Kies in het menu een kringloopwijzer van een van uw klanten.'],
  ])("on a page of the portal's own, a year that is not %s's: the menu names it and says whose years to choose from", async (_who, role, inList, inMenu) => {
    const harness = boot(renderPortalPage({ base: '', config, title: 'Energie', klwId: 123, migrated: false, yearSwitchTemplate: '/Energie/Index/{klwId}', shellScript: 'apps/shell/shell.js' }));
    harness.respond({ status: 403, body: { message: 'U heeft geen toegang tot deze kringloopwijzer.' } }, { status: 200, body: { ...menuModel, ...role } });
    await menuShows('loaded');
    expect(document.querySelector('#klw-menu [role="alert"]')?.textContent).toBe(`U heeft geen toegang tot deze kringloopwijzer. ${inList}`);
    expect(menuController().yearChoiceText).toBe(inMenu);
  });

  it("offers no year to choose while the menu has none: a screen then does not point to it", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 403, body: { message: 'U heeft geen toegang tot deze kringloopwijzer.' } }, { status: 403, body: { message: 'U heeft geen toegang tot een kringloopwijzer.' } });
    await menuShows('error');
    expect(menuController().yearChoiceText).toBeNull();
  });

  it("folds the farm and the groups behind 'Menu' (on a phone, where the style sheet hides them until unfolded)", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: menuModel });
    await menuShows('loaded');
    const toggle = document.querySelector<HTMLButtonElement>('#klw-menu .menu-toggle');
    const body = document.getElementById('klw-menu-inhoud');
    expect(toggle?.textContent).toBe('Menu');
    expect(toggle?.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
    expect(toggle?.getAttribute('aria-controls')).toBe('klw-menu-inhoud');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(body?.classList.contains('menu-body--open')).toBe(false);
    toggle?.click();
    await waitFor(() => expect(toggle?.getAttribute('aria-expanded')).toBe('true'));
    expect(body?.classList.contains('menu-body--open')).toBe(true);
  });

  it('offers no link to the start page on the start page itself', async () => {
    window.history.replaceState(null, '', '/Home/new');
    try {
      boot(renderPortalPage({ base: '', config, title: 'Start', klwId: null, migrated: false, yearSwitchTemplate: '/bedrijfsgegevens/Index/{klwId}', shellScript: 'apps/shell/shell.js' }));
      await menuShows('error');
      const alert = document.querySelector('#klw-menu [role="alert"]');
      expect(alert?.textContent).toContain('Het menu kon niet worden geladen.');
      expect(alert?.querySelector('a')).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it.each([
    ['Open', 1, false],
    ['Afgesloten', 2, true],
  ])("gives the '%s' badge its own look", async (omschrijving, statusId, closed) => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 200, body: { ...menuModel, StatusId: statusId, StatusOmschrijving: omschrijving } });
    await menuShows('loaded');
    const badge = document.querySelector('#klw-menu .menu-farm__status');
    expect(badge?.textContent?.trim()).toBe(omschrijving);
    expect(badge?.classList.contains('menu-farm__status--afgesloten')).toBe(closed);
  });

  it("a server error (500) can be tried again, and says no more than that the menu did not load", async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: 500, body: { message: 'NullReferenceException' } });
    await menuShows('error');

    const alert = document.querySelector('#klw-menu [role="alert"]');
    expect(alert?.querySelector('p')?.textContent).toBe('Het menu kon niet worden geladen.');
    expect(alert?.querySelector('button')?.textContent).toBe('Opnieuw proberen');
    expect(alert?.querySelector('a')).toBeNull();
  });

  it('keeps the page when the menu API is down and can try again', async () => {
    const harness = boot(page('/melklevering/Index/{klwId}'));
    harness.respond({ status: -1 }, { status: 200, body: menuModel });
    await menuShows('error');
    expect(document.querySelector('#klw-menu [role="alert"]')?.textContent).toContain('Het menu kon niet worden geladen.');

    (document.querySelector('#klw-menu [role="alert"] button') as HTMLButtonElement).click();
    await menuShows('loaded');

    expect(document.querySelector('#klw-menu [role="alert"]')).toBeNull();
    expect(document.querySelectorAll('.menu-group')).toHaveLength(2);
  });
});

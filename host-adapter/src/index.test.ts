import { canSignInHere, onMenuChange, reloadMenu, signInAgain, signInAgainHref, signInHere, yearChoiceText } from './index';

type Reload = typeof import('./index')['reloadMenu'];

/** A fresh copy of the accessor: its once-per-page warning starts over. */
function freshReloadMenu(): Reload {
  let fresh: Reload | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
    fresh = (require('./index') as typeof import('./index')).reloadMenu;
  });
  if (!fresh) throw new Error('accessor not loaded');
  return fresh;
}

afterEach(() => {
  delete window.klwHostAdapter;
});

describe("a screen's reloadMenu", () => {
  it("asks the page's adapter (window.klwHostAdapter) to reload the menu, every time", () => {
    const pageReload = jest.fn();
    window.klwHostAdapter = { reloadMenu: pageReload };

    reloadMenu();
    reloadMenu();

    expect(pageReload).toHaveBeenCalledTimes(2);
  });

  it('without the adapter on the page: one warning in the log, then nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = freshReloadMenu();

    expect(() => reload()).not.toThrow();
    reload();

    expect(warn.mock.calls).toEqual([['Host-adapter (window.klwHostAdapter) is niet geladen; het menu wordt niet bijgewerkt.']]);
  });

  it('does not throw into the screen when the page adapter throws', () => {
    window.klwHostAdapter = {
      reloadMenu: () => {
        throw new Error('kapot');
      },
    };

    expect(() => reloadMenu()).not.toThrow();
  });
});

describe("a screen's signInAgainHref", () => {
  it("is the page adapter's link", () => {
    window.klwHostAdapter = { reloadMenu: jest.fn(), signInAgainHref: () => '/Account/Afmelden?ReturnUrl=%2F' };
    expect(signInAgainHref()).toBe('/Account/Afmelden?ReturnUrl=%2F');
  });

  it.each([
    ['no adapter on the page', undefined],
    ['an adapter of a portal from before the link', { reloadMenu: jest.fn() }],
    ['an adapter with no link for this page', { reloadMenu: jest.fn(), signInAgainHref: () => null }],
    [
      'an adapter that throws',
      {
        reloadMenu: jest.fn(),
        signInAgainHref: () => {
          throw new Error('kapot');
        },
      },
    ],
  ])('is null with %s, and throws nothing into the screen', (_what, adapter) => {
    window.klwHostAdapter = adapter;
    expect(signInAgainHref()).toBeNull();
  });
});

describe("a screen's signInAgain", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("posts a form to the page adapter's link (the portal's sign-out takes a same-origin POST only), without the explicit sign-out's field", () => {
    window.klwHostAdapter = { reloadMenu: jest.fn(), signInAgainHref: () => '/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F1023' };
    const submitted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    try {
      signInAgain();
    } finally {
      submit.mockRestore();
    }
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.method).toBe('post');
    expect(submitted[0]?.getAttribute('action')).toBe('/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F1023');
    expect(submitted[0]?.elements).toHaveLength(0);
  });

  it('goes nowhere, and throws nothing, where the page offers no link', () => {
    window.klwHostAdapter = { reloadMenu: jest.fn(), signInAgainHref: () => null };
    expect(() => signInAgain()).not.toThrow();
    delete window.klwHostAdapter;
    expect(() => signInAgain()).not.toThrow();
    expect(window.location.href).toBe('http://localhost/');
  });
});

describe("a screen's yearChoiceText and onMenuChange", () => {
  it("are the page adapter's", () => {
    const stop = jest.fn();
    const listeners: (() => void)[] = [];
    window.klwHostAdapter = {
      reloadMenu: jest.fn(),
      yearChoiceText: () => 'Kies in het menu een kringloopwijzer van een van uw klanten.',
      onMenuChange: (listener) => {
        listeners.push(listener);
        return stop;
      },
    };
    expect(yearChoiceText()).toBe('Kies in het menu een kringloopwijzer van een van uw klanten.');
    const changed = jest.fn();
    onMenuChange(changed)();
    listeners[0]?.();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no adapter on the page', undefined],
    ['an adapter of a portal from before the sentence', { reloadMenu: jest.fn() }],
    [
      'an adapter that throws',
      {
        reloadMenu: jest.fn(),
        yearChoiceText: () => {
          throw new Error('kapot');
        },
        onMenuChange: () => {
          throw new Error('kapot');
        },
      },
    ],
  ])('say nothing with %s, and throw nothing into the screen', (_what, adapter) => {
    window.klwHostAdapter = adapter;
    expect(yearChoiceText()).toBeNull();
    expect(() => onMenuChange(jest.fn())()).not.toThrow();
  });
});

describe("a screen's sign-in within the page", () => {
  it("is the page adapter's: offered, and true once signed in", async () => {
    const open = jest.fn(async () => true);
    window.klwHostAdapter = { reloadMenu: jest.fn(), canSignInHere: () => true, signInHere: open };
    expect(canSignInHere()).toBe(true);
    await expect(signInHere()).resolves.toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no adapter on the page', undefined],
    ['an adapter of a portal from before it', { reloadMenu: jest.fn() }],
    ['a page without the dialog', { reloadMenu: jest.fn(), canSignInHere: () => false, signInHere: async () => false }],
    [
      'an adapter that throws or rejects',
      {
        reloadMenu: jest.fn(),
        canSignInHere: () => {
          throw new Error('kapot');
        },
        signInHere: () => Promise.reject(new Error('kapot')),
      },
    ],
  ])('is not offered with %s, resolves false, and throws nothing into the screen', async (_what, adapter) => {
    window.klwHostAdapter = adapter;
    expect(canSignInHere()).toBe(false);
    await expect(signInHere()).resolves.toBe(false);
  });
});

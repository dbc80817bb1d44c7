import type { IAngularStatic, ICompileProvider, IQService } from 'angular';

type HostAdapter = (typeof import('./menu'))['menuAdapter'];

interface AngularWindow {
  angular?: IAngularStatic;
}

// A real AngularJS 1.8, loaded into the jsdom window once, as the portal page loads it with a script tag.
let realAngular: IAngularStatic;

beforeAll(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- angular's CommonJS entry sets window.angular
  realAngular = require('angular') as IAngularStatic;
});

let warn: jest.SpyInstance;
let log: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  document.body.innerHTML = '';
  (window as AngularWindow).angular = realAngular;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** A fresh copy of the adapter: its once-per-page reporting starts over. */
function loadAdapter(): HostAdapter {
  let adapter: HostAdapter | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
    adapter = (require('./menu') as typeof import('./menu')).menuAdapter;
  });
  if (!adapter) throw new Error('adapter not loaded');
  return adapter;
}

describe('without window.angular', () => {
  it('warns once in Dutch and does nothing else', () => {
    delete (window as AngularWindow).angular;
    document.body.innerHTML = '<nav id="klw-menu"></nav>';
    const adapter = loadAdapter();

    expect(() => adapter.reloadMenu()).not.toThrow();
    adapter.reloadMenu();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Angular is niet aanwezig; het menu wordt niet bijgewerkt.');
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('with angular but no menu', () => {
  it('logs once that the menu element is missing', () => {
    const adapter = loadAdapter();

    adapter.reloadMenu();

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('#klw-menu');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs once that the controller is missing when the element has none', () => {
    document.body.innerHTML = '<div id="app"><nav id="klw-menu">{{ 1 + 1 }}</nav></div>';
    realAngular.module('noController', []);
    realAngular.bootstrap(document.getElementById('app') as HTMLElement, ['noController']);
    const adapter = loadAdapter();

    adapter.reloadMenu();
    adapter.reloadMenu();

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/menucontroller/i);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs once when the element exists but Angular never bootstrapped it', () => {
    document.body.innerHTML = '<nav id="klw-menu" ng-controller="MenuController as menu"></nav>';
    const adapter = loadAdapter();

    adapter.reloadMenu();
    adapter.reloadMenu();

    expect(log).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('with the portal menu controller', () => {
  interface MenuState {
    reloads: number;
    model: { KlwId: number; KringloopwijzerJaar: number } | null;
  }

  function bootstrapMenu(
    state: MenuState,
    options: { throwOnReload?: boolean; extraModules?: string[]; signInAgainHref?: unknown } = {},
  ): void {
    document.body.innerHTML = `
      <div id="portal">
        <nav id="klw-menu" ng-controller="MenuController as menu">
          <span id="status">{{ menu.status }}</span>
          <span id="year">{{ menu.selectedYear }}</span>
        </nav>
      </div>`;
    class MenuController {
      static $inject = ['$q'];
      status = 'leeg';
      selectedKringloopwijzerId: number | null = null;
      selectedYear: number | null = null;
      constructor(private readonly $q: IQService) {}
      get signInAgainHref(): unknown {
        return options.signInAgainHref;
      }
      reload(): Promise<void> {
        if (options.throwOnReload) throw new Error('kapot');
        state.reloads += 1;
        this.status = `geladen ${state.reloads}`;
        this.selectedKringloopwijzerId = state.model?.KlwId ?? null;
        this.selectedYear = state.model?.KringloopwijzerJaar ?? null;
        return this.$q.resolve() as unknown as Promise<void>;
      }
    }
    realAngular.module('portalTest', options.extraModules ?? []).controller('MenuController', MenuController);
    realAngular.bootstrap(document.getElementById('portal') as HTMLElement, ['portalTest'], { strictDi: true });
  }

  it('calls reload and runs a digest so the page shows the new state', () => {
    const state: MenuState = { reloads: 0, model: { KlwId: 1234, KringloopwijzerJaar: 2023 } };
    bootstrapMenu(state);
    const adapter = loadAdapter();
    expect(document.getElementById('status')?.textContent).toBe('leeg');

    adapter.reloadMenu();

    expect(state.reloads).toBe(1);
    // Only a digest writes the controller's new status into the DOM.
    expect(document.getElementById('status')?.textContent).toBe('geladen 1');
    expect(document.getElementById('year')?.textContent).toBe('2023');
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('works when called from inside a digest', () => {
    const state: MenuState = { reloads: 0, model: { KlwId: 7, KringloopwijzerJaar: 2022 } };
    bootstrapMenu(state);
    const adapter = loadAdapter();
    const rootScope = realAngular.element(document.getElementById('portal') as HTMLElement).injector().get('$rootScope');

    rootScope.$apply(() => adapter.reloadMenu());

    expect(state.reloads).toBe(1);
    expect(document.getElementById('status')?.textContent).toBe('geladen 1');
    expect(error).not.toHaveBeenCalled();
  });

  it('does not throw when the controller throws; it logs an error', () => {
    bootstrapMenu({ reloads: 0, model: null }, { throwOnReload: true });
    const adapter = loadAdapter();

    expect(() => adapter.reloadMenu()).not.toThrow();
    expect(error).toHaveBeenCalledWith('Het menu kon niet worden bijgewerkt.', expect.any(Error));
  });

  it("hands on the menu's link to sign in again and come back, when it is a path on this site", () => {
    bootstrapMenu({ reloads: 0, model: null }, { signInAgainHref: '/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F1023' });
    expect(loadAdapter().signInAgainHref?.()).toBe('/Account/Afmelden?ReturnUrl=%2Fmelklevering%2FIndex%2F1023');
  });

  it.each([
    ['a portal whose menu has no such link', undefined],
    ['an empty one', ''],
    ['another site', 'https://elders.example/aanmelden'],
    ['a host without scheme', '//elders.example/aanmelden'],
    ['a backslash browsers read as a slash', '/\\elders.example/aanmelden'],
    ['a tab browsers drop', '/\t/elders.example/aanmelden'],
    ['a line break browsers drop', '/\n/elders.example/aanmelden'],
    ['no text', 42],
  ])('hands on no link for %s', (_what, href) => {
    bootstrapMenu({ reloads: 0, model: null }, { signInAgainHref: href });
    expect(loadAdapter().signInAgainHref?.()).toBeNull();
  });

  it("hands on the menu's sentence on choosing a year, and says when it changes (the menu loaded after the screen)", () => {
    bootstrapMenu({ reloads: 0, model: null });
    const adapter = loadAdapter();
    const injector = realAngular.element(document.getElementById('portal') as HTMLElement).injector();
    const controller = realAngular.element(document.getElementById('klw-menu') as HTMLElement).controller('ngController') as { yearChoiceText?: string | null };
    expect(adapter.yearChoiceText?.()).toBeNull();
    const changes = jest.fn();
    const stop = adapter.onMenuChange?.(changes);
    injector.get('$rootScope').$apply(() => {
      controller.yearChoiceText = 'Kies in het menu een van uw eigen kringloopwijzers.';
    });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(adapter.yearChoiceText?.()).toBe('Kies in het menu een van uw eigen kringloopwijzers.');
    stop?.();
    injector.get('$rootScope').$apply(() => {
      controller.yearChoiceText = null;
    });
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('finds the controller with debug info disabled, as in production', () => {
    realAngular.module('noDebug', []).config([
      '$compileProvider',
      ($compileProvider: ICompileProvider) => $compileProvider.debugInfoEnabled(false),
    ]);
    const state: MenuState = { reloads: 0, model: { KlwId: 99, KringloopwijzerJaar: 2021 } };
    bootstrapMenu(state, { extraModules: ['noDebug'] });
    const adapter = loadAdapter();

    adapter.reloadMenu();

    expect(state.reloads).toBe(1);
    expect(document.getElementById('status')?.textContent).toBe('geladen 1');
  });
});

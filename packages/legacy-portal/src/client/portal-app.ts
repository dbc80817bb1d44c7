// The portal's own AngularJS 1.8 application, as the existing portal has it: the MenuController that renders
// the menu model from POST /Menu/GetMenu (the host adapter calls its reload()) and the demo sign-in.
// The server compiles this file to a classic script (/static/portal-app.js); it needs window.angular.
import type { IAngularStatic, IAugmentedJQuery, IHttpResponse, IHttpService, IPromise, IQService, IWindowService } from 'angular';
// The rules and texts it shares with the front end. Both packages declare no side effects, so the bundle
// (client-assets.ts) takes only these few functions and none of the contracts' schemas.
import { isTransientFailure, LOAD_FAILED_TEXT, RETRY_TEXT, SESSION_ENDED_TEXT } from '@klw/contracts';
import { configuredBaseUrl, cookieValue, LOADING_CLASS, LOCAL_API_BASE_URL, parseKlwId } from '@klw/platform';
import { SIGN_OUT_PATH, signInAgainHref as hrefBackTo } from './return-url';
import { removeDraftsAfterSignOut, SIGNED_OUT_DRAFTS_COOKIE } from './sign-out-drafts';

const PORTAL_MODULE = 'klwPortal';
export const ACCESS_TOKEN_COOKIE = 'access_token';
const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------------------
// Pure helpers (tested without Angular)

/** A configured base URL, or the local API while deployment has not replaced its '#{...}' token. */
function apiBaseUrl(value: unknown): string {
  return configuredBaseUrl(value, LOCAL_API_BASE_URL);
}

/** The cookie's value, or null when the header has none (an empty one counts as none). */
export function readCookie(cookieHeader: string, name: string): string | null {
  return cookieValue(cookieHeader, name) || null;
}

function accessTokenCookie(token: string): string {
  return `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

/** An id from a number or numeric text (the menu model sends either), else null. */
function toId(value: unknown): number | null {
  return typeof value === 'string' || typeof value === 'number' ? parseKlwId(String(value)) : null;
}

/** The menu model as the API sends it; read liberally (the portal must render what it gets). */
interface MenuItemLike {
  Titel?: unknown;
  Url?: unknown;
  IsGereed?: unknown;
  HeeftWaarschuwing?: unknown;
  Sorteervolgorde?: unknown;
  MenuTextClass?: unknown;
  ChildMenuItems?: unknown;
}

interface MenuModelLike {
  Bedrijfsnaam?: unknown;
  Gebruikersnaam?: unknown;
  KlwId?: unknown;
  KringloopwijzerId?: unknown;
  KringloopwijzerJaar?: unknown;
  KringloopwijzerList?: unknown;
  Kringloopwijzers?: unknown;
  MenuItems?: unknown;
  StatusId?: unknown;
  KringloopwijzerStatusId?: unknown;
  StatusOmschrijving?: unknown;
}

/** Said in the menu when the page's year is not the user's: the year list then holds the user's own years. */
const CHOOSE_OWN_YEAR_TEXT = 'Kies een van uw eigen kringloopwijzers in de lijst.';
const NOT_YOURS_TEXT = 'U heeft geen toegang tot deze kringloopwijzer.';
const FORBIDDEN = 403;

export interface MenuEntry {
  titel: string;
  href: string | null;
  current: boolean;
  gereed: boolean;
  waarschuwing: boolean;
  textClass: string | null;
  children: MenuEntry[];
}

export interface YearOption {
  value: string;
  text: string;
  group: string | undefined;
  disabled: boolean;
  selected: boolean;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

/** Menu URLs are portal paths ('/melklevering/Index/1', '~/Profiel/Index') or absolute URLs. */
export function menuHref(url: unknown, base: string): string | null {
  const value = text(url).trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  const path = `/${value.replace(/^~?\/+/, '')}`;
  if (base !== '' && (path.toLowerCase() === base.toLowerCase() || path.toLowerCase().startsWith(`${base.toLowerCase()}/`))) {
    return path;
  }
  return `${base}${path}`;
}

function pathOf(href: string): string {
  try {
    return new URL(href, 'http://portal.invalid').pathname;
  } catch {
    return href;
  }
}

function samePath(href: string | null, currentPath: string): boolean {
  if (href === null) return false;
  const strip = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  return strip(pathOf(href)) === strip(currentPath);
}

export function toMenuEntries(items: unknown, base: string, currentPath: string): MenuEntry[] {
  return asArray(items)
    .map((raw, index) => ({ item: asRecord(raw) as MenuItemLike, index }))
    .sort((a, b) => {
      const order = (item: MenuItemLike) => (typeof item.Sorteervolgorde === 'number' ? item.Sorteervolgorde : 0);
      return order(a.item) - order(b.item) || a.index - b.index;
    })
    .map(({ item }) => {
      const href = menuHref(item.Url, base);
      const children = toMenuEntries(item.ChildMenuItems, base, currentPath);
      return {
        titel: text(item.Titel),
        href,
        current: samePath(href, currentPath),
        gereed: flag(item.IsGereed),
        waarschuwing: flag(item.HeeftWaarschuwing),
        textClass: text(item.MenuTextClass) || null,
        children,
      };
    });
}

export function toYearOptions(list: unknown): YearOption[] {
  return asArray(list)
    .map(asRecord)
    .filter((item) => text(item.Value) !== '')
    .map((item) => {
      const group = item.Group;
      const groupName = typeof group === 'string' ? group : text(asRecord(group).Name);
      return {
        value: text(item.Value),
        text: text(item.Text) || text(item.Value),
        group: groupName || undefined,
        disabled: flag(item.Disabled),
        selected: flag(item.Selected),
      };
    });
}

/** The year the model shows: KringloopwijzerJaar, else the year of the selected Kringloopwijzer. */
function selectedYearOf(model: MenuModelLike, klwId: number | null): number | null {
  const year = toId(model.KringloopwijzerJaar);
  if (year !== null) return year;
  const ref = asArray(model.Kringloopwijzers)
    .map(asRecord)
    .find((item) => klwId !== null && toId(item.Id) === klwId);
  return ref ? toId(ref.Jaar) : null;
}

/** The same screen for another Kringloopwijzer: the klwId segment of the template replaced. */
export function yearSwitchUrl(base: string, template: string, klwId: string): string {
  return `${base}${template.replace('{klwId}', encodeURIComponent(klwId))}`;
}

// ---------------------------------------------------------------------------------------------------------
// AngularJS

interface PortalConfig {
  apiBaseUrl: string;
  menuApiBaseUrl: string;
}

/**
 * A full page load to `url`. Resolves only when the page stays instead: the screen had unsaved changes and the
 * user answered the browser's beforeunload question with 'stay'. Where that cannot be known (a browser without the
 * Navigation API) it never resolves.
 */
type Navigate = (url: string) => PromiseLike<void>;
type ReloadPage = () => void;

const NEVER = new Promise<void>(() => undefined);

/**
 * The page's navigation. The Navigation API's `committed` is rejected with an AbortError when a beforeunload
 * question was answered with 'stay' (or another navigation took over); `location.assign` tells nothing.
 */
export function pageNavigate(window: Pick<Window, 'location'> & { navigation?: Pick<Navigation, 'navigate'> }): Navigate {
  return (url) => {
    const navigation = window.navigation;
    if (!navigation || typeof navigation.navigate !== 'function') {
      window.location.assign(url);
      return NEVER;
    }
    const { committed } = navigation.navigate(url);
    if (!committed) return NEVER;
    return committed.then(
      () => NEVER,
      (error: unknown) => (error instanceof DOMException && error.name === 'AbortError' ? undefined : NEVER),
    );
  };
}

function describeFailure(response: IHttpResponse<unknown>): string {
  return response.status <= 0 ? 'niet bereikbaar' : `status ${response.status}`;
}

/** The `message` of an error answer (SPEC.md section 8), when it has one. */
function answerMessage(data: unknown): string | null {
  const message = asRecord(data).message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

function isHttpResponse(value: unknown): value is IHttpResponse<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

class MenuController {
  static $inject = ['$http', '$q', '$element', '$window', 'portalConfig', 'portalNavigate'];

  state: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  model: MenuModelLike | null = null;
  groups: MenuEntry[] = [];
  years: YearOption[] = [];
  yearChoice: string | null = null;
  /** Read by the host adapter. */
  selectedKringloopwijzerId: number | null = null;
  /** Read by the host adapter. */
  selectedYear: number | null = null;
  errorMessage = '';
  sessionExpired = false;
  /** Whether trying again can help (no answer, a time-out, a server error); not after a 403, say. */
  retryable = false;
  readonly signOutHref: string;
  /** The portal's start page: where a user goes whose menu cannot load for this page (no access to the year). */
  readonly homeHref: string;
  /** Whether this page is the start page: a link to it would lead nowhere else, so the menu offers none. */
  onHomePage = false;
  /**
   * The page's year is not the user's: the menu shows the user's own years instead, with this text (why, and to
   * choose one of them); empty otherwise.
   */
  notYours = '';
  /** The year's status is closed ('Afgesloten'): its badge looks unlike an open year's. */
  statusClosed = false;

  private readonly base: string;
  private readonly yearSwitchTemplate: string;
  private requestNumber = 0;

  constructor(
    private readonly $http: IHttpService,
    private readonly $q: IQService,
    $element: IAugmentedJQuery,
    private readonly $window: IWindowService,
    private readonly config: PortalConfig,
    private readonly navigate: Navigate,
  ) {
    const element = $element[0] as HTMLElement | undefined;
    this.base = element?.dataset.base ?? '';
    this.yearSwitchTemplate = element?.dataset.yearSwitchTemplate || '/bedrijfsgegevens/Index/{klwId}';
    this.signOutHref = element?.dataset.signOutHref ?? `${this.base}${SIGN_OUT_PATH}`;
    this.homeHref = `${this.base}/Home/new`;
  }

  $onInit(): void {
    const document = this.$window.document;
    const hidden = document.getElementById('selectedKringloopwijzerId') as HTMLInputElement | null;
    this.selectedKringloopwijzerId = toId(hidden?.value);
    this.onHomePage = document.location.pathname.toLowerCase() === this.homeHref.toLowerCase();
    void this.reload();
  }

  /**
   * The sign-out that leads back to this page once signed in again: the menu's 'Opnieuw aanmelden' after the session
   * ended, and what the host adapter hands a screen that offers the same (host-adapter/src/menu.ts).
   */
  get signInAgainHref(): string {
    return hrefBackTo(this.signOutHref, this.$window.document.location);
  }

  /** Fetches the menu model again; the host adapter calls this after a screen saved. */
  reload(): IPromise<void> {
    const request = ++this.requestNumber;
    const document = this.$window.document;
    const token = readCookie(document.cookie, ACCESS_TOKEN_COOKIE) ?? 'fout';
    const klwId = this.selectedKringloopwijzerId;
    this.state = 'loading';
    const getMenu = (payload: object) =>
      this.$http.post<MenuModelLike>(`${this.config.menuApiBaseUrl}/Menu/GetMenu`, payload, {
        headers: { Authorization: `Bearer ${token}` },
        timeout: REQUEST_TIMEOUT_MS,
      });
    return getMenu(klwId === null ? {} : { selectedKringloopwijzerId: klwId })
      .then(
        (response) => {
          if (request !== this.requestNumber) return;
          this.show(asRecord(response.data) as MenuModelLike, document.location.pathname);
          this.notYours = '';
        },
        (failure: unknown) => {
          const refusal = isHttpResponse(failure) && failure.status === FORBIDDEN && klwId !== null ? failure : null;
          if (request !== this.requestNumber || !refusal) return this.$q.reject(failure);
          // A year that is not the user's (another user's link, a bookmark): the menu of the user's own years, so
          // the way on is in the year list; the page's year stays what the screen is asked for.
          return getMenu({}).then(
            (response) => {
              if (request !== this.requestNumber) return;
              this.show(asRecord(response.data) as MenuModelLike, document.location.pathname);
              this.notYours = [answerMessage(refusal.data) ?? NOT_YOURS_TEXT, CHOOSE_OWN_YEAR_TEXT].join(' ');
              this.selectedYear = null;
              this.yearChoice = null;
            },
            () => this.$q.reject(failure),
          );
        },
      )
      .catch(
        (failure: unknown) => {
          if (request !== this.requestNumber) return;
          this.state = 'error';
          this.notYours = '';
          const response = isHttpResponse(failure) ? failure : null;
          const status = response && response.status > 0 ? response.status : null;
          this.sessionExpired = status === 401;
          this.retryable = isTransientFailure(status);
          // Why, when the API says so and it will not change by itself ('U heeft geen toegang tot deze kringloopwijzer.').
          const reason = this.retryable ? null : answerMessage(response?.data);
          this.errorMessage = this.sessionExpired
            ? SESSION_ENDED_TEXT
            : ['Het menu kon niet worden geladen.', ...(reason ? [reason] : [])].join(' ');
          console.error(
            `Menu: POST ${this.config.menuApiBaseUrl}/Menu/GetMenu mislukt (${response ? describeFailure(response) : String(failure)}).`,
          );
        },
      );
  }

  /**
   * Goes to the same screen for the Kringloopwijzer chosen in the year list (a full page load). When the user stays
   * (unsaved changes on the screen), the list shows the page's year again: the screen still shows that year, and a
   * list showing another would have the farmer type one year's figures into the other.
   */
  switchYear(): void {
    const choice = this.yearChoice;
    if (choice === null || toId(choice) === this.selectedKringloopwijzerId) return;
    void this.$q.when(this.navigate(yearSwitchUrl(this.base, this.yearSwitchTemplate, choice))).then(() => {
      this.yearChoice = this.pageYearChoice();
    });
  }

  /** The year list's value for the Kringloopwijzer this page shows. */
  private pageYearChoice(): string | null {
    const klwId = this.selectedKringloopwijzerId;
    const byId = this.years.find((year) => klwId !== null && toId(year.value) === klwId);
    return (byId ?? this.years.find((year) => year.selected))?.value ?? null;
  }

  private show(model: MenuModelLike, currentPath: string): void {
    this.model = model;
    this.groups = toMenuEntries(model.MenuItems, this.base, currentPath);
    this.years = toYearOptions(model.KringloopwijzerList);
    const klwId = this.selectedKringloopwijzerId ?? toId(model.KlwId) ?? toId(model.KringloopwijzerId);
    this.selectedKringloopwijzerId = klwId;
    this.selectedYear = selectedYearOf(model, klwId);
    this.yearChoice = this.pageYearChoice();
    this.statusClosed = (toId(model.StatusId) ?? toId(model.KringloopwijzerStatusId) ?? 0) > 1;
    this.state = 'loaded';
    this.errorMessage = '';
    this.sessionExpired = false;
  }
}

interface DemoUserView {
  id: string;
  naam: string;
  rol: string;
}

class SignInController {
  static $inject = ['$http', '$window', 'portalConfig', 'portalReload'];

  state: 'loading' | 'loaded' | 'unreachable' | 'failed' = 'loading';
  users: DemoUserView[] = [];
  busy = false;
  errorMessage = '';
  signInError = '';
  readonly apiBaseUrl: string;

  constructor(
    private readonly $http: IHttpService,
    private readonly $window: IWindowService,
    config: PortalConfig,
    private readonly reloadPage: ReloadPage,
  ) {
    this.apiBaseUrl = config.apiBaseUrl;
  }

  $onInit(): void {
    void this.load();
  }

  load(): IPromise<void> {
    this.state = 'loading';
    return this.$http.get<unknown>(`${this.apiBaseUrl}/Demo/Users`, { timeout: REQUEST_TIMEOUT_MS }).then(
      (response) => {
        this.users = asArray(response.data)
          .map(asRecord)
          .map((user) => ({ id: text(user.id), naam: text(user.naam), rol: text(user.rol) }))
          .filter((user) => user.id !== '');
        this.state = 'loaded';
      },
      (failure: unknown) => {
        const response = isHttpResponse(failure) ? failure : null;
        this.state = response && response.status > 0 ? 'failed' : 'unreachable';
        this.errorMessage = `De demogebruikers konden niet worden opgehaald (${response ? describeFailure(response) : 'onbekende fout'}).`;
        console.error(`Aanmelden: GET ${this.apiBaseUrl}/Demo/Users mislukt (${response ? describeFailure(response) : String(failure)}).`);
      },
    );
  }

  choose(user: DemoUserView): IPromise<void> {
    this.busy = true;
    this.signInError = '';
    const userId = toId(user.id) ?? user.id;
    return this.$http
      .post<unknown>(`${this.apiBaseUrl}/Demo/SignIn`, { userId }, { timeout: REQUEST_TIMEOUT_MS })
      .then(
        (response) => {
          const token = asRecord(response.data).access_token;
          if (typeof token !== 'string' || token === '') throw new Error('antwoord zonder access_token');
          this.$window.document.cookie = accessTokenCookie(token);
          this.reloadPage();
        },
      )
      .catch((failure: unknown) => {
        this.busy = false;
        const response = isHttpResponse(failure) ? failure : null;
        this.signInError = response && response.status <= 0
          ? 'Aanmelden is mislukt: de lokale API is niet bereikbaar.'
          : 'Aanmelden is mislukt. Probeer het opnieuw.';
        console.error(`Aanmelden: POST ${this.apiBaseUrl}/Demo/SignIn mislukt (${response ? describeFailure(response) : String(failure)}).`);
      });
  }
}

/**
 * A script marked `data-fills="<element id>"` (shell.js fills a migrated page's mount point) that does not arrive (a
 * 404 after a deployment went wrong, a dropped connection, a refusal by the page's CSP) would leave that element
 * saying 'Laden...' for good. While the element still shows its loading status, it says instead that the part could
 * not be loaded, with a button that loads the page again. A script's error event does not bubble: the listener
 * takes it on its way down (capture). Runs without AngularJS, before the scripts after it.
 */
export function watchFillingScripts(page: Window, reload: () => void): void {
  page.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement) || !script.dataset.fills) return;
      const target = page.document.getElementById(script.dataset.fills);
      if (!target?.querySelector(`.${LOADING_CLASS}`)) return;
      console.error(`Portaal: ${script.src} kon niet worden geladen; #${target.id} zegt het de gebruiker.`);
      const document = page.document;
      const alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      alert.className = 'alert alert--error';
      const message = document.createElement('p');
      message.textContent = LOAD_FAILED_TEXT;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'button';
      retry.textContent = RETRY_TEXT;
      retry.addEventListener('click', () => reload());
      alert.append(message, retry);
      target.replaceChildren(alert);
    },
    true,
  );
}

export function registerPortalModule(angular: IAngularStatic): void {
  angular
    .module(PORTAL_MODULE, [])
    .factory('portalConfig', [
      '$window',
      ($window: IWindowService): PortalConfig => {
        const config = asRecord(($window as IWindowService & { klwConfig?: unknown }).klwConfig);
        return { apiBaseUrl: apiBaseUrl(config.apiBaseUrl), menuApiBaseUrl: apiBaseUrl(config.menuApiBaseUrl) };
      },
    ])
    .factory('portalNavigate', ['$window', ($window: IWindowService): Navigate => pageNavigate($window)])
    .factory('portalReload', ['$window', ($window: IWindowService): ReloadPage => () => $window.location.reload()])
    .controller('MenuController', MenuController)
    .controller('SignInController', SignInController);
}

function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off by the browser's settings: reading the property throws.
    return null;
  }
}

// When the page runs this file as its script (a test that imports it sets up its own watcher).
if (typeof document !== 'undefined' && document.currentScript) {
  watchFillingScripts(window, () => window.location.reload());
  // After an explicit sign-out: that user's drafts go (sign-out-drafts.ts).
  removeDraftsAfterSignOut(readCookie(document.cookie, SIGNED_OUT_DRAFTS_COOKIE), pageStorage, () => {
    document.cookie = `${SIGNED_OUT_DRAFTS_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`;
  });
}

const pageAngular = typeof window === 'undefined' ? undefined : (window as Window & { angular?: IAngularStatic }).angular;
if (pageAngular) registerPortalModule(pageAngular);

// The MenuController of the existing portal: renders the menu model from POST /Menu/GetMenu, switches years, and
// says why the menu could not load. The host adapter calls its reload() after a screen saved.
import type { IAugmentedJQuery, IHttpService, IPromise, IQService, IScope, IWindowService } from 'angular';
import { chooseYearText, NO_ACCESS_TEXT, refusedYearText } from '@klw/contracts/year';
import { isTransientFailure } from '@klw/contracts/calls';
import { SESSION_ENDED_TEXT } from '@klw/contracts/texts';
import type { YearChooser } from '@klw/contracts/year';
import { ACCESS_TOKEN_COOKIE, cookieValue, MOUNT_POINT_ID } from '@klw/platform';
import {
  selectedYearOf,
  toId,
  toMenuEntries,
  toYearOptions,
  withCurrent,
  yearTemplateOf,
  yearSwitchUrl,
  type MenuEntry,
  type MenuModelLike,
  type YearOption,
} from './menu-model';
import type { Navigate } from './navigation';
import type { PortalConfig } from './portal-config';
import { answerMessage, asRecord, describeFailure, flag, isHttpResponse, REQUEST_TIMEOUT_MS } from './read-answer';
import { SIGN_OUT_PATH, signOutHrefBackTo } from '../shared/sign-out-protocol';
import { NO_YEAR_LIST } from '../shared/year-list';

const FORBIDDEN = 403;
/** What a missing cookie reads as, as the screens' calls have it (docs/PRODUCT.md section 7). */
const MISSING_COOKIE = 'fout';

export class MenuController {
  static $inject = ['$http', '$q', '$element', '$window', '$scope', 'portalConfig', 'portalNavigate'];

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
  /**
   * The page holds a screen of its own (a migrated route's mount point): after a refused year that screen says why,
   * in view at every width, and the menu does not say it a second time. On a page of the portal's own, the menu does.
   */
  screenSaysWhy = false;
  /** Whether the page has a year list: not on a page of the farm rather than of a year (NO_YEAR_LIST). */
  readonly showsYears: boolean;
  /** On a phone: whether the farm and the groups are unfolded ('Menu'). */
  open = false;
  /**
   * How this user chooses another year in this menu, in words that fit whose years they are; null while the menu
   * offers no year to choose (loading, failed, no years). Read by the host adapter for a screen's refusal message.
   */
  yearChoiceText: string | null = null;

  private readonly base: string;
  private yearSwitchTemplate: string;
  private requestNumber = 0;
  /** A key just moved the year list's choice (see yearKey); the change it makes is not a pick. */
  private keyMovesChoice = false;
  /** The year being gone to: Enter in an opened list brings a change and the key, one page load is enough. */
  private leavingFor: string | null = null;

  constructor(
    private readonly $http: IHttpService,
    private readonly $q: IQService,
    $element: IAugmentedJQuery,
    private readonly $window: IWindowService,
    private readonly $scope: IScope,
    private readonly config: PortalConfig,
    private readonly navigate: Navigate,
  ) {
    const element = $element[0] as HTMLElement | undefined;
    this.base = element?.dataset.base ?? '';
    this.yearSwitchTemplate = element?.dataset.yearSwitchTemplate ?? '/bedrijfsgegevens/Index/{klwId}';
    this.showsYears = this.yearSwitchTemplate !== NO_YEAR_LIST;
    this.signOutHref = element?.dataset.signOutHref ?? `${this.base}${SIGN_OUT_PATH}`;
    this.homeHref = `${this.base}/Home/new`;
  }

  $onInit(): void {
    const document = this.$window.document;
    const hidden = document.getElementById('selectedKringloopwijzerId') as HTMLInputElement | null;
    this.selectedKringloopwijzerId = toId(hidden?.value);
    this.onHomePage = document.location.pathname.toLowerCase() === this.homeHref.toLowerCase();
    const mountPoint = document.getElementById(MOUNT_POINT_ID);
    this.screenSaysWhy = mountPoint !== null && mountPoint.dataset.owner !== 'portal';
    // The shell shows another screen of this year in place when the farmer follows a menu link (single-spa announces
    // each change of address with a popstate): the menu marks that screen, and the year list goes to it.
    this.$window.addEventListener('popstate', this.followAddress);
    void this.reload();
  }

  $onDestroy(): void {
    this.$window.removeEventListener('popstate', this.followAddress);
  }

  private readonly followAddress = (): void => {
    const pathname = this.$window.document.location.pathname;
    this.groups = withCurrent(this.groups, pathname);
    const klwId = this.selectedKringloopwijzerId;
    const template = this.showsYears && klwId !== null ? yearTemplateOf(pathname.slice(this.base.length), klwId) : null;
    if (template !== null) this.yearSwitchTemplate = template;
    this.$scope.$applyAsync();
  };

  /**
   * The sign-out that leads back to this page once signed in again: the menu's 'Opnieuw aanmelden' after the session
   * ended, and what the host adapter hands a screen that offers the same (host-adapter/src/menu.ts).
   */
  get signInAgainHref(): string {
    return signOutHrefBackTo(this.signOutHref, this.$window.document.location);
  }

  /** Fetches the menu model again; the host adapter calls this after a screen saved. */
  reload(): IPromise<void> {
    const request = ++this.requestNumber;
    const document = this.$window.document;
    const token = cookieValue(document.cookie, ACCESS_TOKEN_COOKIE) || MISSING_COOKIE;
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
              this.notYours = [refusedYearText(), chooseYearText(chooserOf(this.model), 'list')].join(' ');
              this.selectedYear = null;
              this.yearChoice = null;
              // The groups are those of another year (the user's newest): its done and warning marks would read as
              // the state of the year asked for, which is not shown.
              this.groups = withoutMarks(this.groups);
            },
            () => this.$q.reject(failure),
          );
        },
      )
      .catch(
        (failure: unknown) => {
          if (request !== this.requestNumber) return;
          // The browser lost its session cookie (cookies deleted) while this page's screen still holds a working
          // token: its save has just succeeded. The menu then keeps what it shows rather than saying the session
          // ended beside 'Succesvol opgeslagen'; the screen says so once a call of its own meets the ended session.
          if (isHttpResponse(failure) && failure.status === 401 && token === MISSING_COOKIE && this.model !== null) {
            this.state = 'loaded';
            console.warn(`Menu: POST ${this.config.menuApiBaseUrl}/Menu/GetMenu zonder sessiecookie; het menu blijft zoals het was.`);
            return;
          }
          this.state = 'error';
          this.notYours = '';
          this.yearChoiceText = null;
          const response = isHttpResponse(failure) ? failure : null;
          const status = response && response.status > 0 ? response.status : null;
          this.sessionExpired = status === 401;
          this.retryable = isTransientFailure(status);
          // Why, when the API says so and it will not change by itself ('U heeft geen toegang tot deze kringloopwijzer.').
          const reason = this.retryable ? null : answerMessage(response?.data);
          // Refused even the user's own menu: the account may see no farm at all. That is no breakdown: say so, and who
          // can change it.
          this.errorMessage = this.sessionExpired
            ? SESSION_ENDED_TEXT
            : status === FORBIDDEN
              ? NO_ACCESS_TEXT
              : ['Het menu kon niet worden geladen.', ...(reason ? [reason] : [])].join(' ');
          console.error(
            `Menu: POST ${this.config.menuApiBaseUrl}/Menu/GetMenu mislukt (${response ? describeFailure(response) : String(failure)}).`,
          );
        },
      );
  }

  /** 'Menu' on a phone: unfolds the farm and the groups, or folds them again. */
  toggleOpen(): void {
    this.open = !this.open;
  }

  /**
   * The list's change. A pick from the opened list (a pointer, a finger, Enter in the list) goes to that year; a
   * key on the closed list (ArrowDown, a letter) only moves the choice, which Enter or the button beside the list
   * then confirms: one arrow key went straight to a closed year, a page load the farmer did not ask for (WCAG 3.2.2).
   */
  yearPicked(): void {
    if (!this.keyMovesChoice) this.switchYear();
  }

  /** A key on the year list: Enter confirms the choice; a key that moves the choice keeps it for a confirmation. */
  yearKey(event: KeyboardEvent): void {
    if (event.key === 'Enter') {
      // After the key's own action: an opened list takes the highlighted year first.
      this.$window.setTimeout(() => this.$scope.$apply(() => this.switchYear()));
      return;
    }
    if (event.key === 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    // The change such a key makes comes with the key, in the same task; a change after it is a pick from the list.
    this.keyMovesChoice = true;
    this.$window.setTimeout(() => {
      this.keyMovesChoice = false;
    });
  }

  /**
   * Focus leaves the list or its button for elsewhere: a choice not confirmed is dropped, and the list shows the
   * page's year again, the year the screen shows and the farmer types into.
   */
  yearLeft(event: FocusEvent): void {
    const to = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    if (to?.closest('[data-year-choice]')) return;
    this.yearChoice = this.pageYearChoice();
  }

  /** Whether the menu shows a done or warning mark: then, and only then, it says what the marks mean. */
  get hasMarks(): boolean {
    const marked = (entries: MenuEntry[]): boolean => entries.some((entry) => entry.gereed || entry.waarschuwing || marked(entry.children));
    return marked(this.groups);
  }

  /** Whether the list shows another year than the page's: the button to open it is then beside the list. */
  get yearPending(): boolean {
    return this.yearChoice !== null && this.yearChoice !== this.pageYearChoice() && toId(this.yearChoice) !== this.selectedKringloopwijzerId;
  }

  /** The year the list shows, for the button that opens it ('2022 openen'; with its farm where the list has farms). */
  get yearChoiceLabel(): string {
    return this.years.find((candidate) => candidate.value === this.yearChoice)?.text ?? '';
  }

  /**
   * Goes to the same screen for the Kringloopwijzer chosen in the year list (a full page load). When the user stays
   * (unsaved changes on the screen), the list shows the page's year again: the screen still shows that year, and a
   * list showing another would have the farmer type one year's figures into the other.
   */
  switchYear(): void {
    const choice = this.yearChoice;
    if (choice === null || toId(choice) === this.selectedKringloopwijzerId || choice === this.leavingFor) return;
    this.leavingFor = choice;
    void this.$q.when(this.navigate(yearSwitchUrl(this.base, this.yearSwitchTemplate, choice))).then(() => {
      this.leavingFor = null;
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
    this.yearChoiceText = this.years.length > 0 ? chooseYearText(chooserOf(model), 'menu') : null;
  }
}

/** Whose years the user chooses from, as the menu model says who the user is. */
function chooserOf(model: MenuModelLike | null): YearChooser {
  if (flag(model?.IsSBMedewerker)) return 'servicedesk';
  return flag(model?.IsAdviseur) ? 'adviseur' : 'deelnemer';
}

function withoutMarks(entries: MenuEntry[]): MenuEntry[] {
  return entries.map((entry) => ({ ...entry, gereed: false, waarschuwing: false, children: withoutMarks(entry.children) }));
}


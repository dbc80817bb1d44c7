// The demo sign-in of the stand-in: the local API's demo users, one click signs in (the access_token cookie).
import type { IHttpService, IPromise, IWindowService } from 'angular';
import { ACCESS_TOKEN_COOKIE } from '@klw/platform';
import type { ReloadPage } from './navigation';
import type { PortalConfig } from './portal-config';
import { asArray, asRecord, describeFailure, isHttpResponse, REQUEST_TIMEOUT_MS, text } from './read-answer';
import { toId } from './menu-model';

interface DemoUserView {
  id: string;
  naam: string;
  rol: string;
}

export class SignInController {
  static $inject = ['$http', '$window', 'portalConfig', 'portalReload'];

  state: 'loading' | 'loaded' | 'unreachable' | 'failed' = 'loading';
  users: DemoUserView[] = [];
  busy = false;
  errorMessage = '';
  signInError = '';
  readonly apiBaseUrl: string;

  constructor(
    private readonly $http: IHttpService,
    protected readonly $window: IWindowService,
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

  /** The sign-in page shows the portal signed in; the dialog (sign-in-dialog-controller.ts) stays on its page. */
  protected signedIn(): void {
    this.reloadPage();
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
          this.$window.document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
          this.signedIn();
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


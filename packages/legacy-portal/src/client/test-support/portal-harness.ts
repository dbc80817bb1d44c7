import type { IAngularStatic } from 'angular';
import { pageConfigFromEnv } from '../../config';
import { registerPortalModule } from '../portal-app';

// The portal's AngularJS app in a real AngularJS 1.8 inside jsdom, on the page the server renders.
// $httpBackend is replaced by a scripted one: the rest of $http (headers, JSON, promises, digests) is real.

type HttpCallback = (status: number, data: string | null, headers: string, statusText: string, xhrStatus: string) => void;

interface Request {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

interface Scripted {
  status: number;
  body?: unknown;
}

let angular: IAngularStatic;

/** The AngularJS of the page, once `portalAppForEachTest()` has loaded it. */
export const angularOnPage = (): IAngularStatic => angular;

/** Loads AngularJS and the portal's module once per file, and gives each test a clean page and cookie. */
export function portalAppForEachTest(): void {
  beforeAll(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- angular's CommonJS entry sets window.angular
    angular = require('angular') as IAngularStatic;
    // On the page the script registers itself; here it was imported before Angular was there.
    registerPortalModule(angular);
  });
  beforeEach(() => {
    document.cookie = 'access_token=; path=/; max-age=0';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    // The test's application ends as a page's does: its listeners on the window (AngularJS's own for the address, the
    // menu's popstate) go with it, so none of them acts on the next test's page.
    const page = document.body.firstElementChild;
    if (page) angular.element(page).injector()?.get<{ $destroy(): void }>('$rootScope').$destroy();
    document.body.innerHTML = '';
  });
}

export const config = pageConfigFromEnv({}, 'http://localhost:5001');

function pageBody(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body.replace(/<script[\s\S]*?<\/script>/g, '');
}

export interface Harness {
  requests: Request[];
  navigations: string[];
  /** What a navigation answers: the page stays (the user answered the beforeunload question with 'stay'), or it goes. */
  afterNavigation: 'stay' | 'leave';
  reloads: number;
  respond(...answers: Scripted[]): void;
}

export function boot(html: string): Harness {
  const harness: Harness = {
    requests: [],
    navigations: [],
    afterNavigation: 'leave',
    reloads: 0,
    respond: (...answers) => queue.push(...answers),
  };
  const queue: Scripted[] = [];
  // A fresh element per test: Angular refuses to bootstrap one element twice.
  const page = document.createElement('div');
  page.innerHTML = pageBody(html);
  document.body.replaceChildren(page);
  angular
    .module('portalHarness', ['klwPortal'])
    .factory('$httpBackend', () =>
      (method: string, url: string, post: string | undefined, callback: HttpCallback, headers: Record<string, string>) => {
        harness.requests.push({ method, url, body: post ? JSON.parse(post) : undefined, headers });
        // The answer is taken when the response arrives, so a test can script it right after booting.
        setTimeout(() => {
          const answer = queue.shift() ?? { status: 500 };
          if (answer.status <= 0) callback(-1, null, '', '', 'error');
          else callback(answer.status, JSON.stringify(answer.body ?? null), 'Content-Type: application/json', '', 'complete');
        });
      },
    )
    .value('portalNavigate', (url: string) => {
      harness.navigations.push(url);
      return harness.afterNavigation === 'stay' ? Promise.resolve() : new Promise(() => undefined);
    })
    .value('portalReload', () => {
      harness.reloads += 1;
    });
  angular.bootstrap(page, ['portalHarness'], { strictDi: true });
  return harness;
}

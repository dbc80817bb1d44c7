import { waitFor } from '@testing-library/dom';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { CallName } from '@klw/contracts/forms';
import { authHandlers, resetAuthForTests } from '@klw/auth/testing';
import type { MockOptions } from 'klw_auth/client';
import { yearHandlers, type YearFixture } from '../mock/year-handlers';

// The set-up every screen's unit tests share: the lifecycles mounted as the shell mounts them, and the screen's
// calls answered by MSW behind klw_auth's real client. A screen's test files hold only what is the screen's own.

/** A screen's declared calls (its contract's `calls`). */
interface ScreenContract {
  calls: { load: CallName; save: CallName };
}

/** What answers a screen's calls: its own handlers, or the kit's year handlers on its contract and fixture. */
type ScreenCalls = ((options: MockOptions) => RequestHandler[]) | { contract: ScreenContract; fixture: YearFixture };

/** The year every screen test runs in: the test configuration's call context is for 2024, the screen's year 1023. */
const TEST_YEAR = { klwId: 1023, jaar: 2024 };

/**
 * An MSW server answering klw_auth's calls and the screen's own, listening for the whole file. Every test starts
 * from the fixture (fresh handlers, none sees another's saves), from a new klw_auth (no token, no store) and with
 * the page's configuration and session cookie set.
 */
export function screenApiServer(calls: ScreenCalls): SetupServer {
  const options: MockOptions = { delayMs: 0, klwId: () => TEST_YEAR.klwId, jaar: TEST_YEAR.jaar, msw: { http, HttpResponse, delay } };
  const handlers = (): RequestHandler[] => [
    ...authHandlers(options),
    ...(typeof calls === 'function' ? calls(options) : yearHandlers(calls.contract, calls.fixture, options)),
  ];
  const server = setupServer(...handlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    server.resetHandlers(...handlers());
    resetAuthForTests();
    window.klwConfig = { apiBaseUrl: 'http://api.klw.test/data', menuApiBaseUrl: 'http://api.klw.test/menu' };
    document.cookie = 'access_token=session; path=/';
  });
  afterEach(() => {
    server.resetHandlers();
    delete window.klwConfig;
  });
  afterAll(() => server.close());
  return server;
}

/**
 * A screen rendered in its tests as in a page of its own: the calls of screenApiServer, no drafts of another test in
 * localStorage, and the portal's host adapter stubbed (a test that needs another one sets its own).
 */
export function screenPageServer(calls: ScreenCalls): SetupServer {
  const server = screenApiServer(calls);
  beforeEach(() => {
    window.localStorage.clear();
    window.klwHostAdapter = { reloadMenu: jest.fn(), signInAgainHref: () => null };
  });
  afterEach(() => {
    delete window.klwHostAdapter;
  });
  return server;
}

/** The screen's year loader, as its page-load module and its screen share it. */
interface YearLoader {
  load(): Promise<{ data: unknown }>;
  firstAnswer(): { data: unknown } | null;
}

/**
 * The page-load module's one test, in the file of the screen's call tests and on its server (a test file of its own
 * would load the kit and MSW once more for one test): it starts the year's load (and the call context, first) while
 * the screen's code is still on its way, and settles once they came, when the screen's store starts with that answer
 * instead of asking again; a reload ('Opnieuw laden') asks anew.
 */
export function itStartsTheYearLoadAtPageLoad(
  { server, contract, api, onPageLoad }: { server: SetupServer; contract: ScreenContract; api: YearLoader; onPageLoad: () => Promise<void> },
): void {
  const loads: string[] = [];
  // Every call in the order it went out, by its path's last part.
  const sent: string[] = [];
  const record = ({ request }: { request: Request }): void => {
    const { pathname } = new URL(request.url);
    sent.push(pathname.split('/').pop() ?? pathname);
    if (pathname.endsWith(contract.calls.load.path)) loads.push(request.url);
  };

  describe('the page-load module', () => {
    beforeEach(() => {
      loads.length = 0;
      sent.length = 0;
      server.events.on('request:start', record);
    });
    afterEach(() => {
      server.events.removeListener('request:start', record);
    });

    it("starts the year's load at page load; once it came, the screen's first render has it: one call", async () => {
      const settled = onPageLoad();
      // The call starts a few turns of the event loop later (the token first): wait for it, not for a time.
      await waitFor(() => expect(loads).toHaveLength(1));
      // The page's call context, which the screen reads beside its year, went out at page load too, before the year's
      // load: its answer is there when the year's is, and the screen renders its data once.
      const year = contract.calls.load.path.split('/').pop() ?? '';
      expect(sent.filter((call) => call === 'GetCallContextModel')).toHaveLength(1);
      expect(sent.indexOf('GetCallContextModel')).toBeLessThan(sent.indexOf(year));
      // What the shell waits for before it mounts the screen settles with both answers in: the store starts with it.
      await settled;
      expect(api.firstAnswer()?.data).toMatchObject({ kringloopwijzerId: TEST_YEAR.klwId, kringloopwijzerJaar: TEST_YEAR.jaar });
      expect(loads).toHaveLength(1);
      // A reload of the screen ('Opnieuw laden') asks the API again.
      await api.load();
      expect(loads).toHaveLength(2);
    });
  });
}

/** The single-spa lifecycles a remote exposes as `<remote>/lifecycles`. */
interface Lifecycles<Props> {
  bootstrap(props: Props): Promise<unknown>;
  mount(props: Props): Promise<unknown>;
  unmount(props: Props): Promise<unknown>;
}

/**
 * single-spa-react renders through its own createRoot and resolves mount() from componentDidMount; inside act()
 * that would wait for itself. A test file that mounts lifecycles calls this once, so they run as the shell runs them.
 */
export function runLifecyclesOutsideAct(): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}

/**
 * Mounts the remote's exposed lifecycles as the shell does: single-spa takes bootstrap, mount and unmount from the
 * module by name, and the shell's customProps (name, klwId, domElement) come with single-spa's own.
 */
export async function mountAsTheShell<Props>(
  lifecycles: Lifecycles<Props>,
  { name, klwId }: { name: string; klwId: number | null },
): Promise<{ domElement: HTMLElement; unmount: () => Promise<void> }> {
  for (const lifecycle of ['bootstrap', 'mount', 'unmount'] as const) expect(lifecycles[lifecycle]).toEqual(expect.any(Function));
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // single-spa's own props (singleSpa, mountParcel) are unused by the screens; the cast stands for single-spa's
  // AppProps, whose package the screens do not depend on.
  const props = { name, klwId, domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Props;
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return {
    domElement,
    unmount: async () => {
      await lifecycles.unmount(props);
    },
  };
}

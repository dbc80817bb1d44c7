import { act, fireEvent, render, screen } from '@testing-library/react';
import { HEIGHT_MESSAGE_TYPE } from '@klw/contracts/data-integration';
import { LOADING_TEXT } from '@klw/contracts/texts';
import { GegevensdelingRoot } from '../app/gegevensdeling-root';
import { EMBED_ROUTES, NOT_CONFIGURED_TEXT } from '../rules/embed-page';
import { MOCK_TEXT } from './gegevensdeling-screen';
import { AFTER_LOAD_TIMEOUT_MS, FRAME_SANDBOX, IGNORED_MESSAGE_LOG, LOAD_TIMEOUT_MS, NEW_TAB_TEXT, UNREACHABLE_TEXT } from './integration-frame';

const INTEGRATION = 'https://embed.example.nl';

function configure_(config: Record<string, unknown>) {
  window.klwConfig = { dataIntegrationEmbedBaseUrl: INTEGRATION, dataIntegrationClientId: 'klw-client', ...config };
}

function openPage(path: string) {
  window.history.replaceState(null, '', path);
  render(<GegevensdelingRoot klwId={null} />);
}

function frame(): HTMLIFrameElement {
  const element = document.querySelector('iframe');
  if (!element) throw new Error('no frame on the page');
  return element;
}

/** A message as the browser delivers it to the portal page. */
function post(data: unknown, { origin = INTEGRATION, source = frame().contentWindow }: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const height = (px: number) => ({ type: HEIGHT_MESSAGE_TYPE, height: px });

/** The portal page's Content-Security-Policy refused a frame's page, as the browser reports it to the page. */
function refuseFrame() {
  act(() => {
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'frame-src', blockedURI: 'http://elders.example' }));
  });
}

describe('GegevensdelingScreen', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    configure_({});
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.klwConfig;
    window.history.replaceState(null, '', '/');
    jest.useRealTimers();
  });

  it.each(EMBED_ROUTES.map((route) => [route.path, route.title]))(
    '%s shows its title and asks the integration for its page with the client id, in a sandboxed frame',
    (path, title) => {
      openPage(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
      const element = frame();
      expect(element).toHaveAttribute('src', `${INTEGRATION}${path}?clientId=klw-client&lang=nl`);
      expect(element).toHaveAttribute('title', `Gegevensdeling: ${title}`);
      expect(element).toHaveAttribute('sandbox', FRAME_SANDBOX);
      expect(element.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    },
  );

  it('takes the height the integration reports, and follows it', () => {
    openPage('/ZuivelNL.Klw.Web/mandates');
    post(height(640));
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
    expect(frame().style.height).toBe('640px');
    post(height(1210));
    expect(frame().style.height).toBe('1210px');
    expect(screen.getByRole('link', { name: NEW_TAB_TEXT })).toHaveAttribute('target', '_blank');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each`
    what                                   | data                                        | from
    ${'another origin'}                    | ${height(9000)}                             | ${{ origin: 'https://evil.example' }}
    ${'another window of its origin'}      | ${height(9000)}                             | ${{ source: window }}
    ${'its frame, in another shape'}       | ${{ type: HEIGHT_MESSAGE_TYPE, height: '9000' }} | ${{}}
    ${'its frame, a text'}                 | ${'height:9000'}                            | ${{}}
  `('ignores a message from $what and logs it once', ({ data, from }) => {
    openPage('/mandates');
    post(height(500));
    post(data, from);
    post(data, from);
    expect(frame().style.height).toBe('500px');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(IGNORED_MESSAGE_LOG);
  });

  it("does not show the frame for a foreign message before the integration's own", () => {
    openPage('/mandates');
    post(height(500), { origin: 'https://evil.example' });
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
  });

  it("shows the Dutch panel when no height comes in time, and 'Opnieuw proberen' asks again", () => {
    jest.useFakeTimers();
    openPage('/manage-purposes');
    const first = frame();
    act(() => {
      jest.advanceTimersByTime(LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(frame()).not.toBe(first);
    post(height(300));
    expect(frame().style.height).toBe('300px');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("fails soon when the frame loaded but no page of the integration said its height (the browser's error page)", () => {
    jest.useFakeTimers();
    openPage('/mandates');
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
  });

  it('keeps the frame when the page that loaded says its height', () => {
    jest.useFakeTimers();
    openPage('/mandates');
    fireEvent.load(frame());
    post(height(400));
    act(() => {
      jest.advanceTimersByTime(LOAD_TIMEOUT_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame().style.height).toBe('400px');
  });

  it('keeps the frame when its page said its height before the browser reported its load (another process)', () => {
    jest.useFakeTimers();
    openPage('/mandates');
    post(height(400));
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(LOAD_TIMEOUT_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame().style.height).toBe('400px');
    // The next page in the frame (after a form) is held to its height again.
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
  });

  it('a page the frame goes to after its first shows the panel when it never says its height, though the first page spoke after its load', () => {
    jest.useFakeTimers();
    openPage('/mandates');
    fireEvent.load(frame());
    post(height(400));
    // The frame goes elsewhere (a link, a refused page): a load and no height.
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
  });

  it.each`
    order
    ${'the refusal, then the load'}
    ${'the load, then the refusal'}
  `("a page the frame goes to that the portal's page refuses shows the panel, though the shown page said a new height just before ($order)", ({ order }) => {
    jest.useFakeTimers();
    openPage('/mandates');
    fireEvent.load(frame());
    post(height(400));
    // The portal's page around the frame changes width (a scroll bar comes): the shown page says its new height.
    post(height(420));
    // A link inside the frame goes to another origin: the portal page's frame-src refuses it, and the browser shows its
    // error page in the frame. Both reach the page, in either order.
    if (order === 'the refusal, then the load') refuseFrame();
    fireEvent.load(frame());
    if (order === 'the load, then the refusal') refuseFrame();
    act(() => {
      jest.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
  });

  it('keeps the frame when another frame of the page was refused and the shown page then spoke', () => {
    jest.useFakeTimers();
    openPage('/mandates');
    fireEvent.load(frame());
    post(height(400));
    refuseFrame();
    // The shown page says a new height (the refused frame took room on the page) and then loads its next page.
    post(height(420));
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(LOAD_TIMEOUT_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each`
    first
    ${'before its load'}
    ${'after its load'}
  `("keeps the frame when the page after a form inside it ('Ja, intrekken') says its height before the browser reports its load; the first page spoke $first", ({ first }) => {
    jest.useFakeTimers();
    openPage('/approved-participations');
    if (first === 'before its load') post(height(400));
    fireEvent.load(frame());
    if (first === 'after its load') post(height(400));
    // The form is sent; the list that answers it says its height, and then the browser reports its load.
    post(height(380));
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(LOAD_TIMEOUT_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame().style.height).toBe('380px');
    // The page after that is held to its height again.
    fireEvent.load(frame());
    act(() => {
      jest.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
  });

  it.each(['', '#{DataIntegrationClientId}', '   '])('says the configuration is incomplete for the client id %p, with no frame', (clientId) => {
    configure_({ dataIntegrationClientId: clientId });
    openPage('/approved-participations');
    expect(screen.getByRole('heading', { level: 1, name: 'Goedgekeurde deelnames' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_CONFIGURED_TEXT);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the screen without the integration in mock mode', () => {
    configure_({ mockMode: true });
    openPage('/mandates');
    expect(screen.getByRole('heading', { level: 1, name: 'Machtigingen' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(MOCK_TEXT))).toHaveTextContent(`${INTEGRATION}/mandates?clientId=klw-client&lang=nl`);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

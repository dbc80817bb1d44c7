import { screen } from '@testing-library/react';

// single-spa-react renders through its own createRoot and resolves mount() from componentDidMount; inside
// act() that would wait for itself. These tests run the lifecycles as the shell does, outside act.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
import { sessionStore } from 'klw_auth/session';
import { bootstrap, mount, unmount } from './index';
import * as exposed from './exposes/lifecycles';
import { callContext, melkData } from './test-support/melk-data';
import { mockedApi } from './test-support/render-screen';

jest.mock('./api/melk-levering-api', () =>
  jest.requireActual('./test-support/mock-client').mockMelkLeveringApiModule(),
);
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn() }));

// single-spa-react's types name single-spa's AppProps, which this package does not depend on.
type LifecycleProps = Parameters<typeof mount>[0];

function appProps(domElement: HTMLElement): LifecycleProps {
  return { name: 'klw_melklevering', klwId: 4242, domElement, singleSpa: {}, mountParcel: jest.fn() } as LifecycleProps;
}

describe('single-spa lifecycles', () => {
  it('exports exactly bootstrap, mount and unmount, also through the exposed module', async () => {
    expect(Object.keys(await import('./index')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(exposed.bootstrap).toBe(bootstrap);
    expect(exposed.mount).toBe(mount);
    expect(exposed.unmount).toBe(unmount);
  });

  it('mounts the screen into the given element and unmounts it cleanly', async () => {
    sessionStore.setState({ callContext: callContext(), status: 'loaded', error: null });
    mockedApi.load.mockResolvedValue({ data: melkData(), etag: null });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = appProps(domElement);
    await bootstrap(props);
    await mount(props);
    expect(await screen.findByRole('heading', { name: 'Handmatige melkleveringen' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('heading', { level: 1, name: 'Melklevering' }));
    // Fluent ids carry this remote's prefix, so they never clash with another remote's.
    expect(domElement.querySelector('[id^="klw-melklevering-"]')).not.toBeNull();
    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

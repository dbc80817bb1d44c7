import { screen } from '@testing-library/react';
import { api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import { bootstrap, mount, unmount } from './index';
import * as exposed from './exposes/lifecycles';
import { krachtvoerApi } from './api/krachtvoer-api';

// single-spa-react renders through its own createRoot and resolves mount() from componentDidMount; inside
// act() that would wait for itself. These tests run the lifecycles as the shell does, outside act.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

// single-spa-react's types name single-spa's AppProps, which this package does not depend on.
type LifecycleProps = Parameters<typeof mount>[0];

describe('the klw_krachtvoer lifecycles', () => {
  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null });
    // No API in these tests: the user's data and the screen's own both fail, in a known Dutch text.
    jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('Geen verbinding in de test.'));
    jest.spyOn(krachtvoerApi, 'load').mockRejectedValue(new Error('Geen verbinding in de test.'));
  });

  it('exports exactly bootstrap, mount and unmount, also through the exposed module', async () => {
    expect(Object.keys(await import('./index')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(exposed.bootstrap).toBe(bootstrap);
    expect(exposed.mount).toBe(mount);
    expect(exposed.unmount).toBe(unmount);
  });

  it('mounts the screen into the element the shell gives and unmounts it again', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    // The shell's customProps; single-spa adds its own (name, singleSpa, mountParcel), unused by the screen.
    const props = { name: 'klw_krachtvoer', domElement, klwId: 1023, singleSpa: {}, mountParcel: jest.fn() } as LifecycleProps;

    await bootstrap(props);
    await mount(props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Krachtvoer' })).toBeInTheDocument();
    expect(await screen.findByText(/Geen verbinding in de test\./)).toBeInTheDocument();

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

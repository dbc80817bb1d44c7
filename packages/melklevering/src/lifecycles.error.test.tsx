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
import { bootstrap, mount, unmount } from './index';

jest.mock('./app/melklevering-root', () => ({
  MelkleveringRoot: () => {
    throw new Error('stuk');
  },
}));

type LifecycleProps = Parameters<typeof mount>[0];

describe('single-spa lifecycles when the root fails', () => {
  it("shows 'Dit onderdeel kon niet worden geladen.' instead of a blank page", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'klw_melklevering', klwId: 1, domElement, singleSpa: {}, mountParcel: jest.fn() } as LifecycleProps;
    await bootstrap(props);
    await mount(props);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
    await unmount(props);
    domElement.remove();
    spy.mockRestore();
  });
});

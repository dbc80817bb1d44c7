import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ScreenProps } from '@klw/contracts/forms';
import { screenLifecycles } from './screen-lifecycles';

// single-spa-react resolves mount() from componentDidMount of its own root; inside act() that would wait for itself.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** Mounts `root` as the shell does, into a fresh element, and returns what it shows and how to unmount. */
async function mountWith(root: (props: ScreenProps) => ReactNode, klwId: number | null) {
  const lifecycles = screenLifecycles(root);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // single-spa's own props (name, singleSpa, mountParcel) come with the shell's; the screen uses none of them.
  const props = { name: 'klw_test', klwId, domElement, singleSpa: {}, mountParcel: jest.fn() } as Parameters<typeof lifecycles.mount>[0];
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return { domElement, unmount: () => lifecycles.unmount(props) };
}

describe('screenLifecycles', () => {
  it("renders the root with the shell's year into the given element, and unmounts it", async () => {
    const { domElement, unmount } = await mountWith(({ klwId }) => <h1>Jaar {klwId ?? 'geen'}</h1>, 1023);
    expect(domElement).toContainElement(await screen.findByRole('heading', { name: 'Jaar 1023' }));
    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('shows the Dutch error text when the root itself fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { domElement, unmount } = await mountWith(() => {
      throw new Error('stuk');
    }, null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
    await unmount();
    domElement.remove();
  });
});

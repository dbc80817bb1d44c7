import { screen } from '@testing-library/react';
import { mountAsTheShell, runLifecyclesOutsideAct } from '@klw/forms/testing';
import * as lifecycles from './exposes/lifecycles';

runLifecyclesOutsideAct();

describe('the klw_gegevensdeling lifecycles', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/mandates');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('mounts the screen into the element the shell gives and unmounts it again', async () => {
    // No year on this page: the menu's data sharing is the farmer's, not a year's.
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_gegevensdeling', klwId: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Machtigingen' })).toBeInTheDocument();
    // No client id in the test's configuration: the screen says so instead of framing anything.
    expect(await screen.findByRole('alert')).toHaveTextContent('De gegevensdeling is niet ingesteld');

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

import { screen } from '@testing-library/react';
import { mountAsTheShell, runLifecyclesOutsideAct } from '@klw/forms/testing';
import { api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import * as lifecycles from './exposes/lifecycles';
import { krachtvoerApi } from './api/krachtvoer-api';

runLifecyclesOutsideAct();

describe('the klw_krachtvoer lifecycles', () => {
  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null });
    // No API in these tests: the user's data and the screen's own both fail, in a known Dutch text.
    jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('Geen verbinding in de test.'));
    jest.spyOn(krachtvoerApi, 'load').mockRejectedValue(new Error('Geen verbinding in de test.'));
  });

  it('mounts the screen into the element the shell gives and unmounts it again', async () => {
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_krachtvoer', klwId: 1023 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Krachtvoer' })).toBeInTheDocument();
    expect(await screen.findByText(/Geen verbinding in de test\./)).toBeInTheDocument();

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

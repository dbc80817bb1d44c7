import { screen } from '@testing-library/react';
import { mountAsTheShell, runLifecyclesOutsideAct } from '@klw/forms/testing';
import { sessionStore } from 'klw_auth/session';
import * as lifecycles from './exposes/lifecycles';
import { callContext, melkData } from './test-support/melk-data';
import { mockedApi } from './test-support/render-screen';

jest.mock('./api/melklevering-api', () =>
  jest.requireActual('./test-support/mock-client').mockMelkLeveringApiModule(),
);
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));

runLifecyclesOutsideAct();

describe('single-spa lifecycles', () => {
  it('mounts the screen into the given element and unmounts it cleanly', async () => {
    sessionStore.setState({ callContext: callContext(), status: 'loaded', error: null });
    mockedApi.load.mockResolvedValue({ data: melkData(), etag: null });
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_melklevering', klwId: 4242 });
    expect(await screen.findByRole('heading', { name: 'Handmatige melkleveringen' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('heading', { level: 1, name: 'Melklevering' }));
    // Fluent ids carry this remote's prefix, so they never clash with another remote's.
    expect(domElement.querySelector('[id^="klw-melklevering-"]')).not.toBeNull();
    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});

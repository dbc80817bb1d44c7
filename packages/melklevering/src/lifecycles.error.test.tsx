import { screen } from '@testing-library/react';
import { mountAsTheShell, runLifecyclesOutsideAct } from '@klw/forms/testing';
import * as lifecycles from './exposes/lifecycles';

jest.mock('./app/melklevering-root', () => ({
  MelkleveringRoot: () => {
    throw new Error('stuk');
  },
}));

runLifecyclesOutsideAct();

describe('single-spa lifecycles when the root fails', () => {
  it("shows 'Dit onderdeel kon niet worden geladen.' instead of a blank page", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { domElement, unmount } = await mountAsTheShell(lifecycles, { name: 'klw_melklevering', klwId: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
    await unmount();
    domElement.remove();
  });
});

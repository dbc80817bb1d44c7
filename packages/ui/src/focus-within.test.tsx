import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFocusWithin, type FocusWithin } from './focus-within';

/** A container with one button that can be taken out of the page, and a field outside it. */
function renderContainer(): { focus: FocusWithin; removeButton: () => void } {
  let focus: FocusWithin | null = null;
  let remove: () => void = () => undefined;
  function Container() {
    const [shown, setShown] = useState(true);
    focus = useFocusWithin();
    remove = () => setShown(false);
    return (
      <>
        <div onFocus={focus.onFocus} onBlur={focus.onBlur}>
          {shown ? <button type="button">Sluiten</button> : null}
          <p>Tekst</p>
        </div>
        <input aria-label="Kg melk" />
      </>
    );
  }
  render(<Container />);
  if (!focus) throw new Error('no hook');
  return { focus, removeButton: () => act(() => remove()) };
}

describe('useFocusWithin', () => {
  it('gives the element that held the focus when it is taken out of the page, once', async () => {
    const { focus, removeButton } = renderContainer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sluiten' }));
    const button = screen.getByRole('button', { name: 'Sluiten' });
    removeButton();
    expect(focus.takeLost()).toBe(button);
    expect(focus.takeLost()).toBeNull();
  });

  it('forgets it when the focus went to a field outside before the element went', async () => {
    const user = userEvent.setup();
    const outside = renderContainer();
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await user.click(screen.getByRole('textbox', { name: 'Kg melk' }));
    outside.removeButton();
    expect(outside.focus.takeLost()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Kg melk' })).toHaveFocus();
  });

  it('forgets it when the user clicked the page (the focus fell to the document) before the element went', async () => {
    const user = userEvent.setup();
    const { focus, removeButton } = renderContainer();
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await user.click(screen.getByText('Tekst'));
    expect(document.body).toHaveFocus();
    await act(async () => undefined);
    removeButton();
    expect(focus.takeLost()).toBeNull();
  });
});

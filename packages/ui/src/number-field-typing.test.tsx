import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Harness, field, kg, stored, vet } from './test-support/number-field-harness';

describe('NumberField: typing', () => {
  it.each(['1.234.567', '1234567'])('Melk: typing %s stores 1234567', async (typed) => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={null} />);
    await user.click(field());
    await user.keyboard(typed);
    expect(stored()).toBe('1234567');
    await user.tab();
    expect(field()).toHaveValue('1.234.567');
  });

  it('passes each readable value on while typing', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness {...vet} initial={null} onValue={onValue} />);
    await user.click(field('Vet'));
    await user.keyboard('4,5');
    expect(onValue.mock.calls.map(([v]: [number | null]) => v)).toEqual([4, 4.5]);
  });

  it('keeps text that is no number, says so in Dutch and passes on nothing', async () => {
    const user = userEvent.setup();
    const onCommit = jest.fn();
    render(<Harness {...vet} initial={5} onCommit={onCommit} />);
    await user.tripleClick(field('Vet'));
    await user.keyboard('4,4,5');
    await user.tab();
    expect(field('Vet')).toHaveValue('4,4,5');
    expect(stored()).toBe('leeg');
    expect(screen.getByText('Vet is geen geldig getal')).toBeInTheDocument();
    expect(onCommit).toHaveBeenCalledTimes(1);
    await user.click(field('Vet'));
    await user.keyboard('{Backspace}{Backspace}5');
    await user.tab();
    expect(stored()).toBe('4.45');
    expect(screen.queryByText('Vet is geen geldig getal')).not.toBeInTheDocument();
  });

  it('tells its form at once when it holds text that is no number and when that is mended, and nothing when it goes away', async () => {
    const user = userEvent.setup();
    const onUnreadableChange = jest.fn();
    const { unmount } = render(<Harness {...vet} initial={5} onUnreadableChange={onUnreadableChange} />);
    await user.tripleClick(field('Vet'));
    await user.keyboard('4,,5');
    // The form knows from the key that made it so (a tab closed now must not lose the text); the farmer is told when
    // the field is left.
    expect(onUnreadableChange.mock.calls).toEqual([[true]]);
    expect(screen.queryByText('Vet is geen geldig getal')).toBeNull();
    await user.tab();
    expect(screen.getByText('Vet is geen geldig getal')).toBeInTheDocument();
    expect(onUnreadableChange.mock.calls).toEqual([[true]]);
    await user.tripleClick(field('Vet'));
    await user.keyboard('4,45');
    await user.tab();
    expect(stored()).toBe('4.45');
    expect(onUnreadableChange.mock.calls).toEqual([[true], [false]]);
    await user.tripleClick(field('Vet'));
    await user.keyboard('1.2.3');
    await user.tab();
    unmount();
    expect(onUnreadableChange.mock.calls).toEqual([[true], [false], [true]]);
  });
});

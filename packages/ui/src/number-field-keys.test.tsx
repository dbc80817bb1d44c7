import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Harness, field, kg, stored, vet } from './test-support/number-field-harness';

describe('NumberField: keys, wheel, paste and read-only', () => {
  it('steps with ArrowUp and ArrowDown within the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} max={10} initial={9} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('10');
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('10');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(stored()).toBe('8');
    expect(field()).toHaveValue('8');
  });

  it('steps by one unit of the last decimal and starts an empty field at its minimum', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={null} />);
    await user.click(field('Vet'));
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('2');
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('2.01');
    expect(field('Vet')).toHaveValue('2,01');
  });

  it('refuses the letter e and other letters', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={null} />);
    await user.click(field());
    await user.keyboard('1e5Ex');
    expect(stored()).toBe('15');
    expect(field()).toHaveValue('15');
    expect(fireEvent.keyDown(field(), { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(field(), { key: 'E' })).toBe(false);
  });

  it('ignores Enter: no submit and no change', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Harness {...kg} initial={12} />
      </form>,
    );
    await user.click(field());
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(stored()).toBe('12');
    expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(false);
  });

  it('leaves the wheel to the page: not cancelled, no change', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness {...kg} initial={12} onValue={onValue} />);
    await user.click(field());
    expect(fireEvent.wheel(field(), { deltaY: -100 })).toBe(true);
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue('12');
  });

  it("reads a pasted '1.234,5' as 1234,5", async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} decimals={1} initial={null} />);
    await user.click(field());
    await user.paste('1.234,5');
    expect(stored()).toBe('1234.5');
    await user.tab();
    expect(field()).toHaveValue('1.234,5');
  });

  it.each`
    props  | pasted             | value     | shown
    ${kg}  | ${'8.000 kg'}      | ${'8000'} | ${'8.000'}
    ${vet} | ${'4,5%'}          | ${'4.5'}  | ${'4,50'}
    ${vet} | ${' 4,45 % \r\n'} | ${'4.45'} | ${'4,45'}
  `("reads a pasted $pasted without the field's own unit", async ({ props, pasted, value, shown }) => {
    const user = userEvent.setup();
    render(<Harness {...props} initial={null} />);
    await user.click(field(props.label));
    await user.paste(pasted);
    expect(stored()).toBe(value);
    await user.tab();
    expect(field(props.label)).toHaveValue(shown);
  });

  it.each(['zeven', '€ 1.200', '1e3', '8.000 kg'])(
    'keeps a pasted %j that is no number as it is, and says so once the field is left',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Harness {...vet} initial={4.5} />);
      await user.click(field('Vet'));
      await user.paste(pasted);
      expect(field('Vet')).toHaveValue(pasted);
      expect(stored()).toBe('leeg');
      expect(screen.queryByText('Vet is geen geldig getal')).not.toBeInTheDocument();
      await user.tab();
      expect(field('Vet')).toHaveValue(pasted);
      expect(screen.getByText('Vet is geen geldig getal')).toBeInTheDocument();
    },
  );

  it('an empty paste changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={7} />);
    await user.click(field());
    await user.paste('');
    expect(stored()).toBe('7');
    expect(field()).toHaveValue('7');
  });

  it('changes nothing when read-only', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness {...kg} initial={7} readOnly onValue={onValue} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}8');
    await user.paste('9');
    await user.tab();
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveValue('7');
  });
});

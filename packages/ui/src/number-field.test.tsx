import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './number-field';
import type { NumberFieldProps } from './number-field';

type HarnessProps = Omit<NumberFieldProps, 'value' | 'onChange'> & {
  initial: number | null;
  onValue?: (value: number | null) => void;
};

function Harness({ initial, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value === null ? 'leeg' : String(value)}</output>
    </>
  );
}

const kg = { label: 'Melk', unit: 'kg', decimals: 0, min: 0, max: 15_000_000 } as const;
const vet = { label: 'Vet', unit: '%', decimals: 2, min: 2, max: 8 } as const;

function field(name = 'Melk'): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}
const stored = (): string => screen.getByTestId('value').textContent ?? '';

describe('NumberField', () => {
  it('shows nl-NL formatting unfocused and a plain number input on focus', () => {
    render(<Harness {...kg} initial={1234567} />);
    expect(field()).toHaveValue('1.234.567');
    expect(field()).toHaveAttribute('type', 'text');
    act(() => field().focus());
    expect(field()).toHaveAttribute('type', 'number');
    expect(field()).toHaveValue(1234567);
    act(() => field().blur());
    expect(field()).toHaveValue('1.234.567');
  });

  it('formats with the decimals of the field', () => {
    render(<Harness {...vet} initial={4.5} />);
    expect(field('Vet')).toHaveValue('4,50');
  });

  it('has the bare name as accessible label and the unit beside it', () => {
    render(<Harness {...kg} initial={null} />);
    expect(screen.getByRole('textbox', { name: 'Melk' })).toBeInTheDocument();
    expect(screen.getByText('kg')).toBeInTheDocument();
  });

  it('shows the validation message under the field', () => {
    render(<Harness {...kg} initial={null} validationMessage="Gelieve Melk in te vullen" />);
    expect(screen.getByText('Gelieve Melk in te vullen')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes typed values on and rounds to its decimals on blur', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={null} />);
    await user.click(field('Vet'));
    await user.type(field('Vet'), '4.456');
    expect(stored()).toBe('4.456');
    await user.tab();
    expect(stored()).toBe('4.46');
    expect(field('Vet')).toHaveValue('4,46');
  });

  it.each([
    [20_000_000, '15000000', '15.000.000'],
    [-5, '0', '0'],
  ])('clamps %p to the bounds on blur', (typed, expectedValue, expectedText) => {
    render(<Harness {...kg} initial={null} />);
    act(() => field().focus());
    fireEvent.change(field(), { target: { value: String(typed) } });
    act(() => field().blur());
    expect(stored()).toBe(expectedValue);
    expect(field()).toHaveValue(expectedText);
  });

  it('clamps below the minimum up to it', () => {
    render(<Harness {...vet} initial={null} />);
    act(() => field('Vet').focus());
    fireEvent.change(field('Vet'), { target: { value: '1' } });
    act(() => field('Vet').blur());
    expect(stored()).toBe('2');
  });

  it('keeps an empty field empty on blur', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={5} />);
    await user.clear(field('Vet'));
    await user.tab();
    expect(stored()).toBe('leeg');
    expect(field('Vet')).toHaveValue('');
  });

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
    expect(field()).toHaveValue(8);
  });

  it('steps by one unit of the last decimal and starts an empty field at its minimum', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={null} />);
    await user.click(field('Vet'));
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('2');
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('2.01');
  });

  it('ignores the letter e', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={null} />);
    await user.click(field());
    await user.type(field(), '1e5E');
    expect(stored()).toBe('15');
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

  it('does nothing with the mouse wheel', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness {...kg} initial={12} onValue={onValue} />);
    await user.click(field());
    const notCancelled = fireEvent.wheel(field(), { deltaY: -100 });
    expect(notCancelled).toBe(false);
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue(12);
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

  it('ignores a paste that is not a number', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={7} />);
    await user.click(field());
    await user.paste('zeven');
    expect(stored()).toBe('7');
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

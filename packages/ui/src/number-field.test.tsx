import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './number-field';
import type { NumberFieldProps } from './number-field-props';

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
  it('shows nl-NL formatting unfocused and keeps that text on focus', () => {
    render(<Harness {...kg} initial={1234567} />);
    expect(field()).toHaveValue('1.234.567');
    act(() => field().focus());
    expect(field()).toHaveValue('1.234.567');
    act(() => field().blur());
    expect(field()).toHaveValue('1.234.567');
  });

  it('formats with the decimals of the field', () => {
    render(<Harness {...vet} initial={4.5} />);
    expect(field('Vet')).toHaveValue('4,50');
  });

  it('is a spin button named by its bare label, with its value and bounds, the unit beside it', () => {
    render(<Harness {...vet} initial={4.45} />);
    const spin = screen.getByRole('spinbutton', { name: 'Vet' });
    expect(spin).toHaveAttribute('type', 'text');
    expect(spin).toHaveAttribute('inputmode', 'decimal');
    expect(spin).toHaveAttribute('aria-valuenow', '4.45');
    // The value as read out carries the unit seen beside it.
    expect(spin).toHaveAttribute('aria-valuetext', '4,45 %');
    expect(spin).toHaveAttribute('aria-valuemin', '2');
    expect(spin).toHaveAttribute('aria-valuemax', '8');
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it("reads an empty field as 'leeg', not as the 0 a spin button without a value is taken for", () => {
    render(<Harness {...vet} initial={null} />);
    const spin = screen.getByRole('spinbutton', { name: 'Vet' });
    expect(spin).not.toHaveAttribute('aria-valuenow');
    expect(spin).toHaveAttribute('aria-valuetext', 'leeg');
  });

  it('marks a required field in its label, the mark hidden from its name', () => {
    const { rerender } = render(<NumberField {...vet} value={null} onChange={() => undefined} required />);
    const spin = screen.getByRole('spinbutton', { name: 'Vet' });
    expect(spin).toBeRequired();
    const label = document.querySelector(`label[for="${spin.id}"]`);
    expect(label).toHaveTextContent(/^Vet\s*\*$/);
    expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    rerender(<NumberField {...vet} value={null} onChange={() => undefined} />);
    expect(spin).not.toBeRequired();
    expect(document.querySelector(`label[for="${spin.id}"]`)).toHaveTextContent(/^Vet$/);
  });

  it('reads out a message only when it follows the farmer leaving this field, not one the form gives it otherwise', async () => {
    const user = userEvent.setup();
    function Form() {
      const [vetValue, setVet] = useState<number | null>(4);
      const [checked, setChecked] = useState(false);
      return (
        <>
          <NumberField {...kg} value={1000} onChange={() => undefined} onCommit={() => setChecked(true)} />
          <NumberField
            {...vet}
            value={vetValue}
            onChange={setVet}
            onCommit={() => setChecked(true)}
            validationMessage={checked && vetValue === null ? 'Gelieve Vet in te vullen' : undefined}
          />
        </>
      );
    }
    render(<Form />);
    // Vet emptied and left: its own message is an alert.
    await user.tripleClick(field('Vet'));
    await user.keyboard('{Backspace}');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Gelieve Vet in te vullen');
    // Back in the field, the message is its description, no longer an alert.
    await user.click(field('Vet'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Vet')).toHaveAccessibleDescription('Gelieve Vet in te vullen');
    // Left again with the same message: not read out again.
    await user.click(field('Melk'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Gelieve Vet in te vullen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a message present from the start (a check on load) to its field without reading it out', () => {
    render(<NumberField {...vet} value={null} onChange={() => undefined} validationMessage="Gelieve Vet in te vullen" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Vet' })).toHaveAccessibleDescription('Gelieve Vet in te vullen');
    expect(screen.getByRole('spinbutton', { name: 'Vet' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the validation message under the field', () => {
    render(<Harness {...kg} initial={null} validationMessage="Gelieve Melk in te vullen" />);
    expect(screen.getByText('Gelieve Melk in te vullen')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each`
    typed          | stored       | shown
    ${'4,45'}      | ${'4.45'}    | ${'4,45'}
    ${'4.45'}      | ${'4.45'}    | ${'4,45'}
    ${'4,456'}     | ${'4.46'}    | ${'4,46'}
    ${'9'}         | ${'8'}       | ${'8,00'}
    ${'1'}         | ${'2'}       | ${'2,00'}
  `('Vet: typing $typed stores $stored and shows $shown after blur', async ({ typed, stored: expected, shown }) => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={null} />);
    await user.click(field('Vet'));
    await user.keyboard(typed as string);
    await user.tab();
    expect(stored()).toBe(expected);
    expect(field('Vet')).toHaveValue(shown);
  });

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

  it('clamps to the bounds on blur', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={null} />);
    await user.click(field());
    await user.keyboard('20.000.000');
    await user.tab();
    expect(stored()).toBe('15000000');
    expect(field()).toHaveValue('15.000.000');
  });

  it('says under the field what was typed and what it became, in a polite live region, until the field changes', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={null} />);
    await user.click(field('Vet'));
    await user.keyboard('44,5');
    // Not while typing: the farmer may still be on the way to 4,45.
    expect(screen.queryByText(/is aangepast naar/)).not.toBeInTheDocument();
    await user.tab();
    expect(field('Vet')).toHaveValue('8,00');
    const note = screen.getByText('44,5 is aangepast naar 8,00');
    expect(note).toHaveAttribute('aria-live', 'polite');
    // No alert, no error: the value is valid, the field is not marked invalid, and nothing contradicts its 8,00.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Vet')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Vet')).toHaveAccessibleDescription('44,5 is aangepast naar 8,00');

    await user.tripleClick(field('Vet'));
    await user.keyboard('1,5');
    expect(screen.queryByText(/is aangepast naar/)).not.toBeInTheDocument();
    await user.tab();
    expect(field('Vet')).toHaveValue('2,00');
    expect(field('Vet')).toHaveAccessibleDescription('1,5 is aangepast naar 2,00');

    await user.tripleClick(field('Vet'));
    await user.keyboard('4,5');
    await user.tab();
    expect(stored()).toBe('4.5');
    expect(screen.queryByText(/is aangepast naar/)).not.toBeInTheDocument();
  });

  it('forgets the clamp note when the form is saved (savedCount changes)', async () => {
    const user = userEvent.setup();
    function Saving() {
      const [value, setValue] = useState<number | null>(null);
      const [saves, setSaves] = useState(0);
      return (
        <>
          <NumberField {...vet} value={value} onChange={setValue} savedCount={saves} />
          <button type="button" onClick={() => setSaves((count) => count + 1)}>
            Opslaan
          </button>
        </>
      );
    }
    render(<Saving />);
    await user.click(field('Vet'));
    await user.keyboard('9');
    await user.tab();
    expect(screen.getByText('9 is aangepast naar 8,00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(field('Vet')).toHaveValue('8,00');
    expect(screen.queryByText(/is aangepast naar/)).not.toBeInTheDocument();
  });

  it('says nothing when rounding alone changes the value, or an arrow stops at a bound', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={7.99} />);
    await user.tripleClick(field('Vet'));
    await user.keyboard('7,996');
    await user.tab();
    expect(field('Vet')).toHaveValue('8,00');
    await user.click(field('Vet'));
    await user.keyboard('{ArrowUp}');
    await user.tab();
    expect(field('Vet')).toHaveValue('8,00');
    expect(screen.queryByText(/is aangepast naar/)).not.toBeInTheDocument();
  });

  it('forgets the clamp note when a new value comes from outside (a load or a save)', async () => {
    const user = userEvent.setup();
    function Outside() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <NumberField {...vet} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(5)}>
            Laden
          </button>
        </>
      );
    }
    render(<Outside />);
    await user.click(field('Vet'));
    await user.keyboard('9');
    await user.tab();
    expect(screen.getByText('9 is aangepast naar 8,00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Laden' }));
    expect(field('Vet')).toHaveValue('5,00');
    expect(screen.queryByText(/is aangepast naar/)).not.toBeInTheDocument();
  });

  it('keeps a 0 when the bounds take it', async () => {
    const user = userEvent.setup();
    render(<Harness {...kg} initial={1200} />);
    await user.tripleClick(field());
    await user.keyboard('0');
    await user.tab();
    expect(stored()).toBe('0');
    expect(field()).toHaveValue('0');
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

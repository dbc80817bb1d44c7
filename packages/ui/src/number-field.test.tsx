import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Harness, field, kg, stored, vet } from './test-support/number-field-harness';
import { NumberField } from './number-field';

describe('NumberField: what it shows and says', () => {
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
});

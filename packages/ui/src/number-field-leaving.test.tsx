import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Harness, field, kg, stored, vet } from './test-support/number-field-harness';
import { NumberField } from './number-field';

describe('NumberField: leaving the field (rounding, clamping and the note of either)', () => {
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

  it.each`
    props  | typed         | shown         | kept
    ${vet} | ${'4,456'}    | ${'4,46'}     | ${'4.46'}
    ${vet} | ${'7,996'}    | ${'8,00'}     | ${'8'}
    ${kg}  | ${'12.345,6'} | ${'12.346'}   | ${'12346'}
    ${kg}  | ${'0,4'}      | ${'0'}        | ${'0'}
  `('says a figure the rounding changed as it says a clamped one: $typed becomes $shown', async ({ props, typed, shown, kept }) => {
    const user = userEvent.setup();
    render(<Harness {...props} initial={null} />);
    const name = props.label as string;
    await user.click(field(name));
    await user.keyboard(typed as string);
    await user.tab();
    expect(field(name)).toHaveValue(shown);
    expect(stored()).toBe(kept);
    expect(field(name)).toHaveAccessibleDescription(`${typed as string} is aangepast naar ${shown as string}`);
  });

  it('says nothing when an arrow stops at a bound, or the figure needs no rounding', async () => {
    const user = userEvent.setup();
    render(<Harness {...vet} initial={7.99} />);
    await user.click(field('Vet'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.tab();
    expect(field('Vet')).toHaveValue('8,00');
    await user.tripleClick(field('Vet'));
    await user.keyboard('4,5');
    await user.tab();
    expect(field('Vet')).toHaveValue('4,50');
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
});

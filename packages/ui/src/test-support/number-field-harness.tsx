// The number field as a form holds it, for the field's tests: its value in state, shown in an output beside it.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { NumberField } from '../number-field';
import type { NumberFieldProps } from '../number-field-props';

type HarnessProps = Omit<NumberFieldProps, 'value' | 'onChange'> & {
  initial: number | null;
  onValue?: (value: number | null) => void;
};

export function Harness({ initial, onValue, ...props }: HarnessProps) {
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

export const kg = { label: 'Melk', unit: 'kg', decimals: 0, min: 0, max: 15_000_000 } as const;
export const vet = { label: 'Vet', unit: '%', decimals: 2, min: 2, max: 8 } as const;

export function field(name = 'Melk'): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}
export const stored = (): string => screen.getByTestId('value').textContent ?? '';

import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { Field, Input, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { InputOnChangeData } from '@fluentui/react-components';
import { formatNumber, roundTo } from '@klw/contracts';
import { clamp, parseDutchNumber } from './parse-number';

export interface NumberFieldProps {
  /** The bare name ('Melk'): the field's accessible label and the name used in its messages. */
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Decimals shown and rounded to on blur; 0 when omitted. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Arrow-key step; one unit of the last decimal when omitted (1 for 0 decimals, 0,01 for 2). */
  step?: number;
  /** Shown beside the input ('kg', '%'); not part of the label. */
  unit?: string;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the field as an error. */
  validationMessage?: string;
  name?: string;
  className?: string;
}

const useStyles = makeStyles({
  field: { maxWidth: '22rem' },
  input: { textAlign: 'right' },
  unit: { whiteSpace: 'nowrap' },
});

/** Text of a number for the native number input (always a dot, no grouping). */
function toInputText(value: number | null, decimals: number): string {
  return value === null ? '' : String(roundTo(value, decimals));
}

function readInputText(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Dutch number input. Unfocused it shows the value formatted in nl-NL ('1.234.567', '4,45'); focused it is a
 * native number input holding the plain value. On blur the value is rounded to its decimals and clamped to min
 * and max (an empty field stays empty). ArrowUp/ArrowDown step, e/E and Enter are ignored, the mouse wheel never
 * changes the value, and a paste is read the Dutch way ('1.234,5' is 1234,5).
 */
export function NumberField({
  label,
  value,
  onChange,
  decimals = 0,
  min,
  max,
  step,
  unit,
  readOnly = false,
  disabled = false,
  required = false,
  validationMessage,
  name,
  className,
}: NumberFieldProps) {
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  // The text being typed while focused; null when not editing (then the formatted value is shown).
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const stepSize = step ?? 10 ** -decimals;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    // React attaches wheel listeners as passive, so preventDefault only works on a native listener. A focused
    // number input would otherwise step its value under the wheel.
    const stopWheel = (event: WheelEvent): void => {
      if (input.type === 'number') event.preventDefault();
    };
    input.addEventListener('wheel', stopWheel, { passive: false });
    return () => input.removeEventListener('wheel', stopWheel);
  }, []);

  const emit = (next: number | null): void => {
    if (next !== value) onChange(next);
  };

  const handleFocus = (): void => {
    if (readOnly || disabled) return;
    setDraft(toInputText(value, decimals));
  };

  const handleBlur = (): void => {
    if (draft === null) return;
    const typed = readInputText(draft);
    setDraft(null);
    emit(typed === null ? null : clamp(roundTo(typed, decimals), min, max));
  };

  const handleChange = (_event: ChangeEvent<HTMLInputElement>, data: InputOnChangeData): void => {
    if (readOnly || disabled) return;
    setDraft(data.value);
    // A partial entry ('-') reads as empty in a number input; the field keeps showing what was typed.
    emit(readInputText(data.value));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const { key } = event;
    if (key === 'e' || key === 'E' || key === 'Enter') {
      event.preventDefault();
      return;
    }
    if (key !== 'ArrowUp' && key !== 'ArrowDown') return;
    event.preventDefault();
    if (readOnly || disabled) return;
    const current = draft !== null ? readInputText(draft) : value;
    const stepped =
      current === null ? (min ?? 0) : roundTo(current + (key === 'ArrowUp' ? stepSize : -stepSize), decimals);
    const next = clamp(stepped, min, max);
    if (draft !== null) setDraft(toInputText(next, decimals));
    emit(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    // The native number input rejects '1.234,5'; read the pasted text ourselves.
    event.preventDefault();
    if (readOnly || disabled) return;
    const pasted = parseDutchNumber(event.clipboardData.getData('text/plain') || event.clipboardData.getData('text'));
    if (pasted === null) return;
    setDraft(String(pasted));
    emit(pasted);
  };

  return (
    <Field
      label={label}
      className={mergeClasses(styles.field, className)}
      validationState={validationMessage ? 'error' : 'none'}
      validationMessage={validationMessage}
    >
      <Input
        ref={inputRef}
        name={name}
        type={editing ? 'number' : 'text'}
        inputMode="decimal"
        value={editing ? draft : formatNumber(value, decimals)}
        step={stepSize}
        min={min}
        max={max}
        readOnly={readOnly}
        disabled={disabled}
        aria-required={required || undefined}
        input={{ className: styles.input }}
        contentAfter={unit ? <span className={styles.unit}>{unit}</span> : undefined}
        onFocus={handleFocus}
        onBlur={handleBlur}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
      />
    </Field>
  );
}

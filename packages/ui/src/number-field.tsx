import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { Field, Input, mergeClasses, useId } from '@fluentui/react-components';
import type { InputOnChangeData } from '@fluentui/react-components';
import { adjustedText, clamp, formatNumber, isNumberInputText, readNumberInput, roundTo, unreadableMessage, withoutUnit } from '@klw/contracts/texts';
import type { NumberFieldProps } from './number-field-props';
import { useNumberFieldStyles } from './number-field-styles';

/** What a screen reader says of an empty field's value. */
const EMPTY_TEXT = 'leeg';

/**
 * Dutch number input (ADR 007): a text input with `inputmode="decimal"` and the spin button role, because a
 * native number input drops or rejects '4,45' depending on the browser's language. The text is read by
 * `readNumberInput` of the contracts, the same in every locale ('4,45' and '4.45' are 4,45; '1.234.567' is
 * 1234567). Unfocused it shows the value in nl-NL; focused it keeps that text, so a click leaves the caret
 * where it landed. On blur the value is rounded to its decimals and clamped to min and max (an empty field
 * stays empty); a value the rounding or the clamp changed is said under the field ('44,5 is aangepast naar 8,00',
 * '4,456 is aangepast naar 4,46', a polite live region) until the field changes or the form is saved (`savedCount`). Text that is no number stays
 * as typed with a Dutch message and passes on null, never another number, and the form is told
 * (`onUnreadableChange`). ArrowUp/ArrowDown step; keys that cannot be part of a number (e, letters) and Enter are
 * refused; the mouse wheel scrolls the page and never changes the value.
 */
export function NumberField({
  label,
  value,
  onChange,
  onCommit,
  onUnreadableChange,
  decimals = 0,
  min,
  max,
  step,
  unit,
  readOnly = false,
  disabled = false,
  required = false,
  validationMessage,
  savedCount,
  onAdjustedChange,
  hint,
  name,
  className,
}: NumberFieldProps) {
  const styles = useNumberFieldStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const noteId = useId('klw-clamp-note-');
  // The text being edited; null when the formatted value is shown. Kept after blur when it is no number.
  const [draft, setDraft] = useState<string | null>(null);
  // What the field says about its own text, set on blur: 'unreadable' (no number; kept until the next blur), or
  // 'clamped' (kept until the field changes or the form is saved), so a farmer who typed 44,5 for 4,45 % fat sees
  // 8,00 and what became of their figure, instead of a figure that silently is not what they typed.
  const [note, setNote] = useState<'unreadable' | 'clamped' | null>(null);
  // The text as typed before the clamp that the 'clamped' note speaks of.
  const [typedBeforeClamp, setTypedBeforeClamp] = useState('');
  const lastEmitted = useRef<number | null>(value);
  const editable = !readOnly && !disabled;
  const stepSize = step ?? 10 ** -decimals;
  const reportUnreadable = useRef(onUnreadableChange);
  const reportedUnreadable = useRef(false);
  // The message the field showed when the farmer last left it; null while it has the focus, and before it was left.
  // A message is read out when it comes (an alert) only when it is new since the farmer left this field: it is about
  // what they just did. Not on load, not again for a message that was already there, and not for the other fields a
  // check changes at the same moment (Melk in Zelf zuivelen makes four more fields required): four alerts at once
  // talked over the next field's name. Those messages are read with their field when it gets the focus.
  const [leftWith, setLeftWith] = useState<string | null>(null);

  const shown = draft ?? formatNumber(value, decimals);
  const message = note === 'unreadable' ? unreadableMessage(label) : validationMessage;
  // Worded from what the field shows, so the note can never contradict it.
  const clampNote = note === 'clamped' ? adjustedText(typedBeforeClamp, shown) : undefined;

  const reportAdjusted = useRef(onAdjustedChange);
  useEffect(() => {
    reportUnreadable.current = onUnreadableChange;
    reportAdjusted.current = onAdjustedChange;
  });

  // The form hears of the note as it comes and goes, and that it goes with the field.
  const adjustedShown = clampNote === undefined ? null : shown;
  useEffect(() => {
    reportAdjusted.current?.(adjustedShown === null ? null : { typed: typedBeforeClamp, shown: adjustedShown });
  }, [adjustedShown, typedBeforeClamp]);
  useEffect(() => () => reportAdjusted.current?.(null), []);

  // The form learns at once, from the key that made the text no number, not when the message shows (on blur): a tab
  // closed or a draft written before the field is left must not take its null for an empty answer.
  const report = (unreadable: boolean): void => {
    if (unreadable === reportedUnreadable.current) return;
    reportedUnreadable.current = unreadable;
    reportUnreadable.current?.(unreadable);
  };

  // A new value from outside (load, save, switching manual registration) replaces text the field kept.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    if (document.activeElement !== inputRef.current) {
      setDraft(null);
      setNote(null);
      report(false);
    }
  }, [value]);

  // A save makes the note of a clamp old news (its figure is what was saved).
  const lastSavedCount = useRef(savedCount);
  useEffect(() => {
    if (savedCount === lastSavedCount.current) return;
    lastSavedCount.current = savedCount;
    setNote((current) => (current === 'clamped' ? null : current));
  }, [savedCount]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    // React's onBeforeInput is a keypress polyfill; the native event also sees IME and drag-and-drop text.
    const refuse = (event: InputEvent): void => {
      if (event.data !== null && event.inputType.startsWith('insert') && !isNumberInputText(event.data)) {
        event.preventDefault();
      }
    };
    input.addEventListener('beforeinput', refuse);
    return () => input.removeEventListener('beforeinput', refuse);
  }, []);

  const emit = (next: number | null): void => {
    lastEmitted.current = next;
    if (next !== value) onChange(next);
  };

  const read = (text: string): number | null => {
    const input = readNumberInput(text, decimals);
    return input.kind === 'number' ? input.value : null;
  };

  const handleFocus = (): void => {
    setLeftWith(null);
    if (!editable) return;
    setDraft((current) => current ?? formatNumber(value, decimals));
  };

  const handleBlur = (): void => {
    if (draft === null) return;
    setLeftWith(message ?? '');
    const input = readNumberInput(draft, decimals);
    if (input.kind === 'unreadable') {
      setNote('unreadable');
      emit(null);
    } else if (input.kind === 'empty') {
      setNote(null);
      setDraft(null);
      emit(null);
    } else if (note === 'clamped') {
      // Passed through without a change (any change takes the note away): the note of the clamp stays. Tabbing
      // through the field had worded it anew from the clamped figure, then dropped it, out of the farmer's sight.
      setDraft(null);
    } else {
      // Rounding to the field's decimals changes a figure as much as the clamp does ('4,456' kept as 4,46, '0,5' in a
      // whole-number field as 1): either is said, never done silently.
      const next = clamp(roundTo(input.value, decimals), min, max);
      setNote(next === input.value ? null : 'clamped');
      setTypedBeforeClamp(draft.trim());
      setDraft(null);
      emit(next);
    }
    onCommit?.();
  };

  // New text in the field, typed or pasted: its number (or null) goes out at once; whether it is no number is said
  // when the field is left, never halfway through typing.
  const takeText = (text: string): void => {
    setDraft(text);
    setNote((current) => (current === 'unreadable' ? current : null));
    const input = readNumberInput(text, decimals);
    // Before the value goes out: the form's handling of that null (a draft written) must know it is no answer.
    report(input.kind === 'unreadable');
    emit(input.kind === 'number' ? input.value : null);
  };

  const handleChange = (_event: ChangeEvent<HTMLInputElement>, data: InputOnChangeData): void => {
    if (editable) takeText(data.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const { key } = event;
    const refusedCharacter = key.length === 1 && !event.ctrlKey && !event.metaKey && !isNumberInputText(key);
    if (key === 'Enter' || refusedCharacter) {
      event.preventDefault();
      return;
    }
    if (key !== 'ArrowUp' && key !== 'ArrowDown') return;
    event.preventDefault();
    if (!editable) return;
    const current = draft !== null ? read(draft) : value;
    const stepped =
      current === null ? (min ?? 0) : roundTo(current + (key === 'ArrowUp' ? stepSize : -stepSize), decimals);
    const next = clamp(stepped, min, max);
    setDraft(formatNumber(next, decimals));
    setNote(null);
    report(false);
    emit(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    // What is pasted replaces the text, without this field's own unit ('1.234,5 kg' copied from a report). Text
    // that is no number ('€ 1.200', '1e3') is not refused as a typed letter is, where the farmer would see nothing
    // happen: it stays as pasted, and leaving the field says it is no number, as for typed text.
    event.preventDefault();
    if (!editable) return;
    const text = withoutUnit(event.clipboardData.getData('text/plain') || event.clipboardData.getData('text'), unit);
    if (text !== '') takeText(text);
  };

  return (
    <Field
      label={label}
      className={mergeClasses(styles.field, className)}
      // The label's required mark (*): what aria-required tells a screen reader, seen before a message says it.
      required={required}
      validationState={message ? 'error' : 'none'}
      hint={hint}
      validationMessage={message === undefined ? undefined : { children: message, role: leftWith !== null && leftWith !== message ? 'alert' : undefined }}
    >
      <Input
        ref={inputRef}
        name={name}
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        readOnly={readOnly}
        // A read-only field must not look like one to type in: a filled box without an outline, still focusable and
        // selectable (Fluent's Input has no read-only look of its own).
        appearance={readOnly ? 'filled-darker' : 'outline'}
        className={mergeClasses(styles.box, readOnly && styles.readOnly)}
        disabled={disabled}
        aria-required={required || undefined}
        aria-valuenow={value ?? undefined}
        // The value as seen, with its unit beside it ('4,40 %'). Empty, a spin button without a value is read as 0
        // (Chromium): 'leeg' says there is none.
        aria-valuetext={shown === '' ? EMPTY_TEXT : unit ? `${shown} ${unit}` : shown}
        aria-valuemin={min}
        aria-valuemax={max}
        input={{ className: styles.input }}
        contentAfter={unit ? <span className={styles.unit}>{unit}</span> : undefined}
        onFocus={handleFocus}
        onBlur={handleBlur}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        aria-describedby={clampNote === undefined ? undefined : noteId}
      />
      {/* The note of a clamp, in a polite live region that is always there (one that comes with its text is not
          always read): a screen reader hears it once, without interrupting, and then as the field's description. */}
      <div id={noteId} aria-live="polite" className={mergeClasses(styles.note, clampNote !== undefined && styles.noteShown)}>
        {clampNote}
      </div>
    </Field>
  );
}

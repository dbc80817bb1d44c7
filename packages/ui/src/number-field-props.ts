// What a NumberField takes: the contract between the field and the form that holds it.
export interface NumberFieldProps {
  /** The bare name ('Melk'): the field's accessible label and the name used in its messages. */
  label: string;
  value: number | null;
  /** Every readable change while typing, the rounded and clamped value on blur; null for empty or unreadable text. */
  onChange: (value: number | null) => void;
  /** After the field lost focus and passed its final value on: the moment its message may change. */
  onCommit?: () => void;
  /**
   * Whether the field holds text that is no number (passed on as null), each time that changes, from the key that
   * made it so: a form that saves must not take that null for an empty field. A field that goes away says nothing:
   * what its text means then (a group switched off, the page left) is the form's to decide.
   */
  onUnreadableChange?: (unreadable: boolean) => void;
  /** Decimals shown and rounded to on blur; 0 when omitted. */
  decimals?: number;
  /** What the field clamps to on blur and steps within. */
  min?: number;
  max?: number;
  /** Arrow-key step; one unit of the last decimal when omitted (1 for 0 decimals, 0,01 for 2). */
  step?: number;
  /** Shown beside the input ('kg', '%'); not part of the label. */
  unit?: string;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the field as an error (the field's own 'geen geldig getal' goes first). */
  validationMessage?: string;
  /**
   * Changes when the form is saved (the kit passes its count of saves): the note of a clamp ('44,5 is aangepast naar
   * 8,00') is then no longer news and goes.
   */
  savedCount?: number;
  /**
   * Told each time the note of a clamp comes or goes: what was typed and what the field shows, or null (the field
   * changed, the form was saved, the field went). The kit lists these in the notice after a save.
   */
  onAdjustedChange?: (adjusted: { typed: string; shown: string } | null) => void;
  /** A plain note under the field, no error (a read-only field says what state it is in). */
  hint?: string;
  name?: string;
  className?: string;
}

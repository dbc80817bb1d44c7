import { memo, useMemo } from 'react';
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { inputRange, requiredFieldPaths, validateForm, valueAt } from '@klw/contracts/forms';
import type { FieldDef } from '@klw/contracts/forms';
import { NumberField, touchTarget } from '@klw/ui';
import { useFormModel, useFormState } from '../store/form-context';
import { useAdjustedValues } from './adjusted-values';

type Messages = ReadonlyMap<string, string>;

const NOTHING_REQUIRED: ReadonlySet<string> = new Set();
const NO_MESSAGES: Messages = new Map();
/**
 * What an empty field says in a year that cannot be changed: its state. 'Gelieve ... in te vullen' there asked the
 * servicedesk, who may only read, to do what she cannot.
 */
const NOT_FILLED_TEXT = 'Niet ingevuld';

export interface FieldChecks {
  /** The message of each field, as last checked. */
  messages: Messages;
  /** The fields to fill in, as last checked (announced as required; none in a read-only year). */
  required: ReadonlySet<string>;
}

/**
 * docs/PRODUCT.md section 5 on the screen: the messages of the form as last checked (on load, on blur, on a save attempt),
 * so a message never flashes halfway through typing a number, derived from the screen's model. None in a read-only
 * year: each message asks for a change nobody there can make (an empty field says NOT_FILLED_TEXT instead).
 */
export function useFieldChecks(readOnly: boolean): FieldChecks {
  const model = useFormModel();
  const checkedForm = useFormState((state) => state.checkedForm);
  const jaar = useFormState((state) => (state.data === null ? undefined : model.jaarOf(state.data)));
  const messages = useMemo<Messages>(
    () =>
      checkedForm !== null && jaar !== undefined && !readOnly
        ? new Map(validateForm(model.fields, checkedForm, jaar).map((e) => [e.path, e.message]))
        : NO_MESSAGES,
    [model, checkedForm, jaar, readOnly],
  );
  const required = useMemo(
    () => (checkedForm !== null && jaar !== undefined && !readOnly ? requiredFieldPaths(model.fields, checkedForm, jaar) : NOTHING_REQUIRED),
    [model, checkedForm, jaar, readOnly],
  );
  return { messages, required };
}

export interface FormFieldProps {
  path: string;
  field: FieldDef<never>;
  message: string | undefined;
  required: boolean;
  readOnly: boolean;
  className?: string;
}

/**
 * One field of the form, bound to the store by its path. Memoised: typing in one field re-renders that field only.
 * A form the farmer's choice replaced ('Gegevens opnieuw laden') starts with fresh fields: a number field keeps text
 * that is no number in its own state, which must not outlive the form it was typed in. Keyed here by the store's form
 * version, so no screen has to key its cards, and what else a card shows (a table with months opened) stays as it is.
 */
export const FormField = memo(function FormField(props: FormFieldProps) {
  const formVersion = useFormState((state) => state.formVersion);
  return <FieldInput key={formVersion} {...props} />;
});

// On a phone a text field is 44 px high, as a finger needs (Fluent's is 32); a number field sees to its own.
const useStyles = makeStyles({ input: touchTarget });

function FieldInput({ path, field, message, required, readOnly, className }: FormFieldProps) {
  const styles = useStyles();
  const value = useFormState((state) => (state.form === null ? null : valueAt(state.form, path)));
  const setField = useFormState((state) => state.setField);
  const setUnreadable = useFormState((state) => state.setUnreadable);
  const check = useFormState((state) => state.check);
  const savedCount = useFormState((state) => state.saveCount);
  const adjusted = useAdjustedValues();
  const hint = readOnly && (value === null || value === undefined || value === '') ? NOT_FILLED_TEXT : undefined;
  if (field.type === 'number') {
    // Clamped to the input range: 'Overige productie' takes a 0, which its message then names.
    const { min, max } = inputRange(field);
    return (
      <NumberField
        label={field.label}
        unit={field.unit}
        decimals={field.decimals}
        min={min}
        max={max}
        name={path}
        value={typeof value === 'number' ? value : null}
        onChange={(next) => setField(path, next)}
        onCommit={check}
        onUnreadableChange={(unreadable) => setUnreadable(path, unreadable)}
        readOnly={readOnly}
        required={required}
        validationMessage={message}
        savedCount={savedCount}
        onAdjustedChange={adjusted ? (next) => adjusted.set(path, next) : undefined}
        hint={hint}
        className={className}
      />
    );
  }
  return (
    <Field
      label={field.label}
      required={required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
      hint={hint}
      className={className}
    >
      <Input
        input={{ className: styles.input }}
        name={path}
        type={field.type === 'date' ? 'date' : 'text'}
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        // An empty text is no answer: the store keeps null, as the API does.
        onChange={(_event, data) => setField(path, data.value === '' ? null : data.value)}
        onBlur={check}
      />
    </Field>
  );
}

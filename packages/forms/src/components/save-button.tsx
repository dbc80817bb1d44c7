import { Button } from '@fluentui/react-components';
import { useFormState } from '../store/form-context';

/**
 * 'Alles opslaan', 'Opslaan...' while a save runs. Busy, it refuses clicks and keys but keeps the focus
 * (`disabledFocusable`, announced as unavailable): a natively disabled button would drop a keyboard user's focus
 * to the page's start.
 */
export function SaveButton({ onSave }: { onSave: () => void }) {
  const saving = useFormState((state) => state.saving);
  return (
    <Button appearance="primary" disabledFocusable={saving} onClick={onSave}>
      {saving ? 'Opslaan...' : 'Alles opslaan'}
    </Button>
  );
}

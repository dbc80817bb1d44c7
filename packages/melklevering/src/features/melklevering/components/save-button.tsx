import { Button } from '@fluentui/react-components';
import { useMelklevering } from '../store/store-context';

export function SaveButton({ onSave }: { onSave: () => void }) {
  const saving = useMelklevering((state) => state.saving);
  return (
    <Button appearance="primary" disabled={saving} onClick={onSave}>
      {saving ? 'Opslaan...' : 'Alles opslaan'}
    </Button>
  );
}

import { Button, Caption1, Caption1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { UNSAVED_INPUT } from '@klw/contracts/texts';
import { formatDraftMoment } from '@klw/contracts/drafts';
import { touchTarget } from '@klw/ui';
import { selectHasUnsavedChanges } from '../store/form-selectors';
import { useFormState } from '../store/form-context';

const UNSAVED_TEXT = UNSAVED_INPUT.charAt(0).toUpperCase() + UNSAVED_INPUT.slice(1);

/** When this page last kept the farmer's unsaved typing on this computer (the draft offer names that moment too). */
export function draftKeptText(keptAt: number, zone?: string): string {
  return `Bewaard op deze computer ${formatDraftMoment(keptAt, zone)}`;
}

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground2 },
  button: touchTarget,
});

/**
 * Beside 'Alles opslaan': that there is typing the server does not have yet, and when its draft was last kept, gone
 * after a save. Text, no live region: it would speak at every first key of a field.
 */
export function UnsavedStatus() {
  const styles = useStyles();
  const unsaved = useFormState(selectHasUnsavedChanges);
  const keptAt = useFormState((state) => state.draftKeptAt);
  if (!unsaved) return null;
  return (
    <span className={styles.status} data-klw-unsaved="">
      <Caption1Strong>{UNSAVED_TEXT}</Caption1Strong>
      {keptAt === null ? null : <Caption1>{draftKeptText(keptAt)}</Caption1>}
    </span>
  );
}

/**
 * 'Alles opslaan', 'Opslaan...' while a save runs. Busy, it refuses clicks and keys but keeps the focus
 * (`disabledFocusable`, announced as unavailable): a natively disabled button would drop a keyboard user's focus
 * to the page's start.
 */
export function SaveButton({ onSave }: { onSave: () => void }) {
  const styles = useStyles();
  const saving = useFormState((state) => state.saving);
  return (
    <Button appearance="primary" className={styles.button} disabledFocusable={saving} onClick={onSave}>
      {saving ? 'Opslaan...' : 'Alles opslaan'}
    </Button>
  );
}
